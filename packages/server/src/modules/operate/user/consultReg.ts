import { consultRegResource, type ConsultDetailLines, type ConsultFollowUp } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { invalid, refuse } from '../../../core/errors.js';
import type { Database } from '../../../db/schema.js';
import { registerResource } from '../../../engine/register.js';
import { iso } from './_shared/voice.js';

/** A consultation's follow-ups, oldest first. */
async function followUps(db: Kysely<Database>, consultId: number): Promise<ConsultDetailLines> {
  const rows = await sql<Omit<ConsultFollowUp, 'at'> & { at: Date }>`
    select id, action, status_after as "statusAfter", note, operator, created_at as at from consult_followup where consult_id = ${consultId} order by created_at, id`.execute(
    db,
  );
  return { followUps: rows.rows.map((r) => ({ ...r, id: Number(r.id), at: iso(r.at)! })) };
}

/**
 * 咨询登记: registered by a store or customer service (the mobile is sealed by the field vault
 * before the engine sees it, so neither the table nor the audit ever holds it in clear; a
 * customer with that mobile is linked), followed up step by step, each step a dated row.
 */
export function registerConsult(fastify: FastifyInstance) {
  const { vault } = fastify.services;
  // Only the consultation routes live in this scope: the hook seals the create form's mobile.
  void fastify.register(async (scoped) => {
    scoped.addHook('preHandler', async (request) => {
      const body = request.body as Record<string, unknown> | undefined;
      if (request.method === 'POST' && request.routeOptions.url?.endsWith(consultRegResource.api.create!.path) && body && typeof body.mobile === 'string')
        body.mobile = vault.encrypt(body.mobile);
    });
    registerResource(scoped, consultRegResource, {
      detail: (database, row) => followUps(database, row.id as number) as unknown as Promise<Record<string, unknown>>,
      async beforeWrite(values, { trx, auth, mode }) {
        if (mode !== 'create') return;
        let mobile: string;
        try {
          mobile = vault.decrypt(String(values.mobile));
        } catch {
          throw invalid('mobile', '手机号无效');
        }
        // The hash and tail of the mobile are columns no field declares.
        const derived: Record<string, unknown> = values;
        derived.mobileHash = vault.lookupHash(mobile);
        derived.mobileTail = mobile.slice(-4);
        const customer = await sql<{ id: number }>`select id from customer where mobile_hash = ${derived.mobileHash as string} limit 1`.execute(trx);
        values.customerId = customer.rows[0]?.id ?? null;
        if (values.craftsmanId !== null && values.craftsmanId !== undefined) {
          const serves = await sql`select 1 from craftsman c where c.id = ${values.craftsmanId as number}
            and (c.store_id = ${values.storeId as number} or exists (select 1 from craftsman_store cs where cs.craftsman_id = c.id and cs.store_id = ${values.storeId as number}))`.execute(
            trx,
          );
          if (!serves.rows.length) throw refuse('所选手艺人不在该门店');
        }
        values.registeredBy = auth.name;
      },
      async afterTransition(trx, record, transition, { auth, request }) {
        const reason = (request.body as { reason?: string | null }).reason?.trim();
        const note = reason || transition.label;
        await sql`insert into consult_followup (consult_id, action, status_after, note, operator, operator_id)
          values (${record.id as number}, ${transition.action}, ${transition.to as number}, ${note}, ${auth.name}, ${auth.userId})`.execute(trx);
        await sql`update consult_reg set follow_count = follow_count + 1, last_note = ${note} where id = ${record.id as number}`.execute(trx);
      },
    });
  });
}
