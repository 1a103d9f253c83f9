import { sql, type Kysely } from 'kysely';
import { anomalyResource, bizHoursApplyResource, noonWorkResource, resourceEndpoints, storeTransactionResource } from '@salon/contract';
import type { Database } from '../schema.js';
import type { SeedStep } from './context.js';

/**
 * The operation records behind the seeded decisions: every reviewed business-hours and
 * noon-work request, handled anomaly and completed store affair was a transition someone made,
 * so the demo's /system/manage/operRecords and logs hold those rows (operator, time, page,
 * before and after) exactly as the engine writes them. Operators that are accounts carry their
 * user id; the others (former staff) only their name.
 */
export async function seedAuditHistory(db: Kysely<Database>): Promise<void> {
  const decisions = [
    {
      def: bizHoursApplyResource,
      by: 'reviewer',
      at: 'reviewed_at',
      note: 'review_remark',
      actions: { 1: ['approve', 0], 2: ['reject', 0], 3: ['withdraw', 0] },
    },
    { def: noonWorkResource, by: 'reviewer', at: 'reviewed_at', note: 'review_remark', actions: { 1: ['approve', 0], 2: ['reject', 0] } },
    { def: anomalyResource, by: 'handler', at: 'handled_at', note: 'handle_note', actions: { 1: ['handle', 0], 2: ['resolve', 1], 3: ['close', 0] } },
    { def: storeTransactionResource, by: 'completed_by', at: 'completed_at', note: 'complete_note', actions: { 1: ['complete', 0] } },
  ] as const;
  for (const { def, by, at, note, actions } of decisions) {
    const api = `/api${resourceEndpoints(def).transition.path}`;
    // status reached -> the transition that reached it and the status it left.
    const pairs = Object.entries(actions).map(
      ([status, [action, from]]) => sql`(${Number(status)}::smallint, ${`transition:${action}`}::text, ${from}::smallint)`,
    );
    await sql`
      insert into audit_log (user_id, user_name, route, api, action, table_name, record_id, before, after, ip, request_id, created_at)
      select u.id, r.${sql.ref(by)}, ${def.page}, ${api}, m.action, ${def.table}, r.id::text,
        jsonb_build_object('status', m.from_status), jsonb_build_object('status', r.status, 'reason', r.${sql.ref(note)}),
        '10.20.0.' || (r.id % 200 + 10), 'seed-' || r.id, r.${sql.ref(at)}
      from ${sql.table(def.table)} r
      join (values ${sql.join(pairs)}) as m(status, action, from_status) on m.status = r.status
      left join app_user u on u.name = r.${sql.ref(by)}
      where r.${sql.ref(at)} is not null and r.${sql.ref(by)} is not null`.execute(db);
  }
}

/** Last: the operation records of the decisions the steps before seeded. */
export const step: SeedStep = { order: 1000, run: seedAuditHistory };
