import {
  anomalyResource,
  BIZ_HOURS_APPROVAL_COUNT_PATH,
  bizHoursApplyResource,
  bizHoursManageResource,
  noonWorkResource,
  STORE_TRANSACTION_PENDING_COUNT_PATH,
  storeTransactionResource,
  type ResourceDef,
} from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { audit } from '../../core/audit.js';
import { requireAuth } from '../../core/auth.js';
import { ok } from '../../core/envelope.js';
import { refuse } from '../../core/errors.js';
import type { Database } from '../../db/schema.js';
import { registerResource } from '../../engine/register.js';
import { scopeCondition, T, whereClause } from '../../engine/query.js';
import { scheduleOverdueAffairs } from './affairOverdue.js';

/** Today in China time, the chain's business day. */
const today = sql`(now() at time zone 'Asia/Shanghai')::date`;

/** Rows of a store-scoped resource in the given statuses, within the user's store authority. */
async function countInScope(db: Kysely<Database>, def: ResourceDef, statuses: number[], scope: Parameters<typeof scopeCondition>[1]): Promise<number> {
  const conditions = [sql`${sql.ref(`${T}.status`)} in (${sql.join(statuses)})`];
  const scoped = scopeCondition(def, scope);
  if (scoped) conditions.push(scoped);
  const row = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(def.table)} as ${sql.id(T)}${whereClause(conditions)}`.execute(db);
  return row.rows[0].n;
}

/**
 * /operate/shop/businessHours, businessHoursManage, applyNoonWork, anomaly and storeTransaction:
 * store requests and affairs from their declarations, plus the two menu-badge counts.
 */
export function registerStoreRequests(app: FastifyInstance): void {
  const { db } = app.services;

  registerResource(app, bizHoursApplyResource, {
    async beforeWrite(values, { trx, auth }) {
      const store = await trx
        .selectFrom('store')
        .select(['business_start', 'business_end'])
        .where('id', '=', values.store_id as number)
        .executeTakeFirst();
      if (!store) throw refuse('storeId：门店不存在');
      const past = await sql<{ past: boolean }>`select ${values.effective_date}::date < ${today} as past`.execute(trx);
      if (past.rows[0].past) throw refuse('effectiveDate：生效日期不能早于今天');
      const pending = await sql`select 1 from store_biz_hours_apply where store_id = ${values.store_id} and status = 0 limit 1`.execute(trx);
      if (pending.rows.length) throw refuse('该门店已有待审批的营业时间申请');
      if (store.business_start === values.request_start && store.business_end === values.request_end) throw refuse('申请的营业时间与当前营业时间相同');
      values.current_start = store.business_start;
      values.current_end = store.business_end;
      values.applicant = auth.name;
    },
    // An approved request whose effective date has come changes the store's hours in the same commit.
    async afterTransition(trx, record, transition, { request }) {
      if (transition.action !== 'approve') return;
      const changed = await sql<{ store_id: number; business_start: string; business_end: string }>`
        update store set business_start = a.request_start, business_end = a.request_end, updated_at = now()
        from store_biz_hours_apply a
        where a.id = ${record.id} and store.id = a.store_id and a.effective_date <= ${today}
        returning store.id as store_id, store.business_start, store.business_end`.execute(trx);
      const store = changed.rows[0];
      if (!store) return;
      await sql`update store_biz_hours_apply set applied_at = now() where id = ${record.id}`.execute(trx);
      await audit(trx, request, {
        action: 'update',
        table: 'store',
        recordId: store.store_id,
        before: { businessStart: record.currentStart, businessEnd: record.currentEnd },
        after: { businessStart: store.business_start, businessEnd: store.business_end, bizHoursApplyId: record.id },
      });
    },
  });

  registerResource(app, bizHoursManageResource);

  registerResource(app, noonWorkResource, {
    async beforeWrite(values, { trx, auth }) {
      const past = await sql<{ past: boolean }>`select ${values.work_date}::date < ${today} as past`.execute(trx);
      if (past.rows[0].past) throw refuse('workDate：营业日期不能早于今天');
      const same =
        await sql`select 1 from store_noon_work_apply where store_id = ${values.store_id} and work_date = ${values.work_date} and status in (0, 1) limit 1`.execute(
          trx,
        );
      if (same.rows.length) throw refuse('该门店当天已有午间营业申请');
      values.applicant = auth.name;
    },
  });

  registerResource(app, anomalyResource, {
    async beforeWrite(values, { auth }) {
      if (Date.parse(String(values.reported_at)) > Date.now() + 5 * 60_000) throw refuse('reportedAt：发生时间不能晚于现在');
      values.reporter = auth.name;
    },
  });

  registerResource(app, storeTransactionResource, {
    async beforeWrite(values, { auth }) {
      values.publisher = auth.name;
    },
  });
  scheduleOverdueAffairs(app);

  app.post(BIZ_HOURS_APPROVAL_COUNT_PATH, { config: { permission: { menu: bizHoursApplyResource.page } } }, async (request) => {
    const auth = requireAuth(request);
    return ok(await countInScope(db, bizHoursApplyResource, [0], await auth.scope()));
  });

  app.post(STORE_TRANSACTION_PENDING_COUNT_PATH, { config: { permission: { menu: storeTransactionResource.page } } }, async (request) => {
    const auth = requireAuth(request);
    return ok(await countInScope(db, storeTransactionResource, [0, 2], await auth.scope()));
  });
}
