import { DEPART_STATUS, DIMISSION_CANCEL_DAYS, DIMISSION_REPORT_STATUSES, dimissionReportResource } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { audit } from '../../../core/audit.js';
import { refuse } from '../../../core/errors.js';
import { registerResource } from '../../../engine/register.js';
import { T } from '../../../engine/query.js';
import { CHINA_TODAY, logLedger } from './_shared/depart.js';

/**
 * /hrm/employee/resignationRecord 离职记录: the completed departures (recruit_depart in 已离职 or 已取消离职);
 * cancelDimissionReport (the declaration's transition): head office cancels a mistaken departure within
 * DIMISSION_CANCEL_DAYS days of its leave date; the craftsman is back in service in the stores the
 * departure took them out of, the no-rehire flag it set is lifted, and it is logged.
 */
export function registerResignationRecord(app: FastifyInstance): void {
  registerResource(app, dimissionReportResource, {
    conditions: () => [sql`${sql.ref(`${T}.status`)} in (${sql.join(DIMISSION_REPORT_STATUSES)})`],
    async beforeTransition(trx, record, _transition, { auth }) {
      if (!(await auth.scope()).all) throw refuse('只有总部可以取消离职');
      const row = (
        await sql<{ late: boolean; status: number }>`
        select d.leave_date < ${CHINA_TODAY} - ${DIMISSION_CANCEL_DAYS}::int as late, c.status
        from recruit_depart d join craftsman c on c.id = d.craftsman_id where d.id = ${record.id} for update of c`.execute(trx)
      ).rows[0];
      if (row.late) throw refuse(`离职已超过 ${DIMISSION_CANCEL_DAYS} 天，不能取消`);
      if (row.status !== 4) throw refuse('该手艺人已不是离职状态（可能已重新入职），不能取消这次离职');
    },
    async afterTransition(trx, record, _transition, { auth, request }) {
      const craftsmanId = record.craftsmanId!;
      const before = (
        await sql<{ status: number; leave_date: string | null; leave_reason: number | null }>`
        select status, leave_date::text as leave_date, leave_reason from craftsman where id = ${craftsmanId}`.execute(trx)
      ).rows[0];
      await sql`update craftsman set status = 1, leave_date = null, leave_reason = null, updated_at = now() where id = ${craftsmanId}`.execute(trx);
      await audit(trx, request, {
        action: 'update',
        table: 'craftsman',
        recordId: craftsmanId,
        before,
        after: { status: 1, leave_date: null, leave_reason: null },
      });
      await sql`update craftsman_store set active_status = 1, active_changed_at = now(), active_changed_by = ${auth.name},
          active_remark = ${`取消离职（${record.orderNo}）`}, updated_at = now()
        where craftsman_id = ${craftsmanId} and active_status = 0 and active_remark = ${`离职（${record.orderNo}）`}`.execute(trx);
      if (record.noRehire) {
        await sql`delete from recruit_no_rehire where craftsman_id = ${craftsmanId}`.execute(trx);
        await sql`update recruit_depart set no_rehire = false where id = ${record.id}`.execute(trx);
      }
      await sql`update recruit_depart set months_served = null where id = ${record.id} and status = ${DEPART_STATUS.cancelled}`.execute(trx);
      await logLedger(trx, craftsmanId, 'cancelDepart', `取消离职（${record.orderNo}）`, auth);
    },
  });
}
