import {
  FILTER_GROUP_LIMITS,
  FilterGroupDeleteBody,
  FilterGroupListQuery,
  FilterGroupSaveBody,
  PreferenceGetQuery,
  PreferenceSetBody,
  type FilterGroup,
} from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Selectable, Transaction } from 'kysely';
import { requireAuth } from '../core/auth.js';
import { ok } from '../core/envelope.js';
import { notFound, refuse } from '../core/errors.js';
import type { Database, FilterGroupTable } from '../db/schema.js';

const DUPLICATE_NAME = '筛选方案名称已存在';

const toFilterGroup = (row: Selectable<FilterGroupTable>): FilterGroup => ({
  id: row.id,
  page: row.page,
  name: row.name,
  filters: row.filters as Record<string, unknown>, // jsonb arrives parsed (pg and PGlite)
  sortOrder: row.sort_order,
  updatedAt: row.updated_at.toISOString(),
});

const isUniqueViolation = (error: unknown) => (error as { code?: unknown })?.code === '23505';

/** Serialises one user's writes (the 50-per-page count and the name check hold under concurrent saves). */
const lockUser = (trx: Transaction<Database>, userId: number) =>
  trx.selectFrom('app_user').select('id').where('id', '=', userId).forUpdate().executeTakeFirst();

/**
 * Saved filter groups per page (spec §3, the browser's IndexedDB store `filterGroup` v4 is the
 * local copy) and per-user preferences such as the page size of a list view.
 *
 * Every route is `signedIn` and acts on the caller's own rows only: a row is always looked up
 * by id AND user_id, so another user's id answers "not found", never "forbidden".
 * No audit_log entries: these are personal view settings, not business data, and writing one
 * on every page-size click would drown the audit trail.
 */
export function registerPreferenceRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.services;

  app.get('/uc/filterGroup/list', { config: { permission: { signedIn: true } }, schema: { querystring: FilterGroupListQuery } }, async (request) => {
    const { userId } = requireAuth(request);
    const rows = await db
      .selectFrom('filter_group')
      .selectAll()
      .where('user_id', '=', userId)
      .where('page', '=', request.query.page)
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
    return ok(rows.map(toFilterGroup));
  });

  app.post('/uc/filterGroup/save', { config: { permission: { signedIn: true } }, schema: { body: FilterGroupSaveBody } }, async (request) => {
    const { userId } = requireAuth(request);
    const { id, page, name, filters, sortOrder } = request.body;
    try {
      const saved = await db.transaction().execute(async (trx) => {
        await lockUser(trx, userId);
        const clash = await trx
          .selectFrom('filter_group')
          .select('id')
          .where('user_id', '=', userId)
          .where('page', '=', page)
          .where('name', '=', name)
          .$if(id !== undefined, (q) => q.where('id', '<>', id!))
          .executeTakeFirst();
        if (clash) throw refuse(DUPLICATE_NAME);

        if (id !== undefined) {
          const updated = await trx
            .updateTable('filter_group')
            .set({ name, filters: JSON.stringify(filters), ...(sortOrder === undefined ? {} : { sort_order: sortOrder }), updated_at: new Date() })
            .where('id', '=', id)
            .where('user_id', '=', userId)
            .where('page', '=', page)
            .returning('id')
            .executeTakeFirst();
          if (!updated) throw notFound('筛选方案');
          return updated.id;
        }

        const [{ n }] = await trx
          .selectFrom('filter_group')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('user_id', '=', userId)
          .where('page', '=', page)
          .execute();
        if (Number(n) >= FILTER_GROUP_LIMITS.perPage) throw refuse(`每个页面最多保存${FILTER_GROUP_LIMITS.perPage}个筛选方案，请先删除不用的方案`);
        const next =
          sortOrder ??
          Number(
            (
              await trx
                .selectFrom('filter_group')
                .select((eb) => eb.fn.max<number | null>('sort_order').as('m'))
                .where('user_id', '=', userId)
                .where('page', '=', page)
                .executeTakeFirstOrThrow()
            ).m ?? -1,
          ) + 1;
        const created = await trx
          .insertInto('filter_group')
          .values({ user_id: userId, page, name, filters: JSON.stringify(filters), sort_order: next, updated_at: new Date() })
          .returning('id')
          .executeTakeFirstOrThrow();
        return created.id;
      });
      return ok({ id: saved });
    } catch (error) {
      // The unique (user_id, page, name) index is the last word if two saves race.
      if (isUniqueViolation(error)) throw refuse(DUPLICATE_NAME);
      throw error;
    }
  });

  app.post('/uc/filterGroup/delete', { config: { permission: { signedIn: true } }, schema: { body: FilterGroupDeleteBody } }, async (request) => {
    const { userId } = requireAuth(request);
    const deleted = await db
      .transaction()
      .execute((trx) => trx.deleteFrom('filter_group').where('id', '=', request.body.id).where('user_id', '=', userId).returning('id').executeTakeFirst());
    if (!deleted) throw notFound('筛选方案');
    return ok(null);
  });

  /** The stored value, or null when the key was never set. */
  app.get('/uc/preference/get', { config: { permission: { signedIn: true } }, schema: { querystring: PreferenceGetQuery } }, async (request) => {
    const { userId } = requireAuth(request);
    const row = await db
      .selectFrom('user_preference')
      .select('value')
      .where('user_id', '=', userId)
      .where('pref_key', '=', request.query.key)
      .executeTakeFirst();
    if (!row) return ok(null);
    return ok(row.value);
  });

  /** Sets (or, with value null, removes) one preference of the caller. */
  app.post('/uc/preference/set', { config: { permission: { signedIn: true } }, schema: { body: PreferenceSetBody } }, async (request) => {
    const { userId } = requireAuth(request);
    const { key, value } = request.body;
    await db.transaction().execute(async (trx) => {
      if (value === null) {
        await trx.deleteFrom('user_preference').where('user_id', '=', userId).where('pref_key', '=', key).execute();
        return;
      }
      await trx
        .insertInto('user_preference')
        .values({ user_id: userId, pref_key: key, value: JSON.stringify(value), updated_at: new Date() })
        .onConflict((oc) => oc.columns(['user_id', 'pref_key']).doUpdateSet({ value: JSON.stringify(value), updated_at: new Date() }))
        .execute();
    });
    return ok(null);
  });
}
