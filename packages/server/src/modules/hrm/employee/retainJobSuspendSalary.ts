import { AWAITING_RETAIN_STATUSES, retainCraftsmanOptions, retainJobCount, retainResource } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { refuse } from '../../../core/errors.js';
import { registerEndpoint } from '../../../engine/endpoint.js';
import { andInScope } from '../../../engine/query.js';
import { registerResource } from '../../../engine/register.js';
import { countInScope } from '../../operate/shop/_shared/storeRequests.js';
import { lockCraftsman } from './_shared/depart.js';

/**
 * /hrm/employee/retainJobSuspendSalary 留职停薪审批: applications (a craftsman in service, from, to, reason;
 * no overlap with another waiting or approved one), decided by head office (POST /mgt/retain/approval,
 * the declaration's transition), withdrawn by the applicant; the menu badge's count of those waiting.
 */
export function registerRetainJobSuspendSalary(app: FastifyInstance): void {
  const { db } = app.services;

  registerEndpoint(app, retainCraftsmanOptions, async (_input, { auth }) => {
    const rows = await sql<{ id: number; name: string }>`
      select c.id, c.real_name || '（' || c.employee_no || '，' || s.store_name || '）' as name
      from craftsman c join store s on s.id = c.store_id
      where c.status in (1, 2)${andInScope(await auth.scope(), 'c.store_id')} order by c.store_id, c.id`.execute(db);
    return rows.rows;
  });

  registerEndpoint(app, retainJobCount, async (_input, { auth }) => countInScope(db, retainResource, AWAITING_RETAIN_STATUSES, await auth.scope()));

  registerResource(app, retainResource, {
    async beforeWrite(values, { trx, auth, mode }) {
      if (mode !== 'create') return;
      const craftsman = await lockCraftsman(trx, values.craftsmanId!, (s) => auth.assertStore(s), [1, 2], '申请留职停薪');
      const overlap = (
        await sql<{ start_date: string; end_date: string; status: number }>`
        select start_date::text, end_date::text, status from recruit_retain
        where craftsman_id = ${craftsman.id} and status in (0, 1) and start_date <= ${values.endDate!} and end_date >= ${values.startDate!} limit 1`.execute(
          trx,
        )
      ).rows[0];
      if (overlap)
        throw refuse(`该手艺人 ${overlap.start_date} 至 ${overlap.end_date} 已有${overlap.status === 0 ? '待审批' : '已通过'}的留职停薪，期间不能重叠`);
      const row = values as typeof values & Record<string, unknown>;
      row.storeId = craftsman.store_id;
      row.days = (await sql<{ n: number }>`select (${values.endDate!}::date - ${values.startDate!}::date + 1)::int as n`.execute(trx)).rows[0].n;
      row.status = 0;
      row.applicant = auth.name;
      row.applicantId = auth.userId;
    },
    async beforeTransition(trx, record, transition, { auth }) {
      if (transition.action === 'withdraw') {
        const owner = (await sql<{ applicant_id: number | null }>`select applicant_id from recruit_retain where id = ${record.id}`.execute(trx)).rows[0];
        if (owner?.applicant_id !== auth.userId) throw refuse('只有申请人可以撤回留职停薪申请');
        return;
      }
      if (transition.action !== 'approve') return;
      const status = (await sql<{ status: number }>`select status from craftsman where id = ${record.craftsmanId}`.execute(trx)).rows[0]?.status;
      if (status === 4) throw refuse('该手艺人已离职，不能通过留职停薪');
    },
  });
}
