import { AWAITING_BIZ_HOURS_STATUSES, bizHoursApplyResource, bizHoursApprovalCount } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { audit } from '../../../core/audit.js';
import { refuse, invalid } from '../../../core/errors.js';
import { registerEndpoint } from '../../../engine/endpoint.js';
import { registerResource } from '../../../engine/register.js';
import { countInScope, today } from './_shared/storeRequests.js';

/** /operate/shop/businessHours: business-hours requests from the declaration (an approval changes the store's hours), and the menu badge's count of pending ones. */
export function registerBizHoursApply(app: FastifyInstance): void {
  const { db } = app.services;

  registerResource(app, bizHoursApplyResource, {
    async beforeWrite(values, { trx, auth }) {
      const store = await trx
        .selectFrom('store')
        .select(['business_start', 'business_end'])
        .where('id', '=', values.storeId as number)
        .executeTakeFirst();
      if (!store) throw invalid('storeId', '门店不存在');
      const pending = await sql`select 1 from store_biz_hours_apply where store_id = ${values.storeId} and status = 0 limit 1`.execute(trx);
      if (pending.rows.length) throw refuse('该门店已有待审批的营业时间申请');
      if (store.business_start === values.requestStart && store.business_end === values.requestEnd) throw refuse('申请的营业时间与当前营业时间相同');
      values.currentStart = store.business_start;
      values.currentEnd = store.business_end;
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

  registerEndpoint(app, bizHoursApprovalCount, async (_input, { auth }) =>
    countInScope(db, bizHoursApplyResource, AWAITING_BIZ_HOURS_STATUSES, await auth.scope()),
  );
}
