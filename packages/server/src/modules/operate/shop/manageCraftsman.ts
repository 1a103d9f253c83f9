import {
  CRAFTSMAN_ACTIVE_RECORDS_PATH,
  CRAFTSMAN_BRIEFS_PATH,
  craftsmanActiveRecordsQuery,
  craftsmanBriefsQuery,
  CraftsmanStatus,
  storeCraftsmanResource,
  type CraftsmanActiveRecord,
} from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAuth } from '../../../core/auth.js';
import { ok } from '../../../core/envelope.js';
import { refuse } from '../../../core/errors.js';
import { registerResource } from '../../../engine/register.js';

const DEPARTED = 4;
const IN_SERVICE = 1;

/**
 * /operate/shop/manageCraftsman: the craftsmen of each store from the declaration (list, detail,
 * enable/disable through the spec's updateCraftsmanActiveStatus), every change kept as a dated
 * record; the history of one craftsman in a store; the store's craftsmen as picker options.
 */
export function registerStoreCraftsmen(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.services;

  registerResource(app, storeCraftsmanResource, {
    async beforeTransition(_trx, record, transition) {
      if (transition.action === 'enable' && record.craftsmanStatus === DEPARTED) throw refuse(`${CraftsmanStatus.labelOf(DEPARTED)}的手艺人不能启用`);
    },
    async afterTransition(trx, record, transition, { auth, request }) {
      const { reason } = request.body as { reason?: string | null };
      await trx
        .insertInto('craftsman_active_record')
        .values({
          craftsman_store_id: record.id as number,
          craftsman_id: record.craftsmanId as number,
          store_id: record.storeId as number,
          from_status: transition.from.length === 1 ? (transition.from[0] as number) : null,
          to_status: transition.to as number,
          remark: reason?.trim() || null,
          operator: auth.name,
          operator_id: auth.userId,
        })
        .execute();
    },
  });

  app.post(
    CRAFTSMAN_ACTIVE_RECORDS_PATH,
    { config: { permission: { menu: storeCraftsmanResource.page } }, schema: { body: craftsmanActiveRecordsQuery } },
    async (request) => {
      const auth = requireAuth(request);
      const { craftsmanId, storeId } = request.body;
      await auth.assertStore(storeId);
      const rows = await db
        .selectFrom('craftsman_active_record')
        .select(['id', 'craftsman_id', 'store_id', 'from_status', 'to_status', 'remark', 'operator', 'created_at'])
        .where('craftsman_id', '=', craftsmanId)
        .where('store_id', '=', storeId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      const records: CraftsmanActiveRecord[] = rows.map((r) => ({
        id: r.id,
        craftsmanId: r.craftsman_id,
        storeId: r.store_id,
        fromStatus: r.from_status,
        toStatus: r.to_status,
        remark: r.remark,
        operator: r.operator,
        createdAt: r.created_at.toISOString(),
      }));
      return ok(records);
    },
  );

  // Reference data for pickers on any page: any session, within the user's stores.
  app.get(CRAFTSMAN_BRIEFS_PATH, { config: { permission: { signedIn: true } }, schema: { querystring: craftsmanBriefsQuery } }, async (request) => {
    const auth = requireAuth(request);
    const { storeId } = request.query;
    await auth.assertStore(storeId);
    const rows = await db
      .selectFrom('craftsman_store as cs')
      .innerJoin('craftsman as c', 'c.id', 'cs.craftsman_id')
      .select(['c.id', 'c.real_name'])
      .where('cs.store_id', '=', storeId)
      .where('cs.active_status', '=', 1)
      .where('c.status', '=', IN_SERVICE)
      .orderBy('c.employee_no')
      .execute();
    return ok(rows.map((r) => ({ label: r.real_name, value: r.id })));
  });
}
