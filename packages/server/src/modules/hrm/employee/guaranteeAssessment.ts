import { ASSESS_CONFIRMED, sponsionAssessResource, sponsionRewardNames } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { registerEndpoint } from '../../../engine/endpoint.js';
import { andInScope } from '../../../engine/query.js';
import { registerResource } from '../../../engine/register.js';
import '../../../db/schema/hrmAffairs.js';
import { assertMonthOpen, currentMonth } from '../../craftsman/salaryManagement/_shared/settledMonth.js';

/**
 * /hrm/employee/guaranteeAssessment 担保考核: the guarantors' rewards and punishments (written by 担保记录's
 * 期满解除 and 追责). 确认 puts one on the guarantor's pay sheet of this month (view salary_adjustment_line),
 * refused once the store's pay of the month is settled; 取消 takes it off again while that month is open.
 */
export function registerGuaranteeAssessment(app: FastifyInstance): void {
  const { db } = app.services;

  registerEndpoint(app, sponsionRewardNames, async ({ keyword }, { auth }) => {
    const like = `%${(keyword ?? '').replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const rows = await sql<{ id: number; name: string }>`
      select distinct c.id, c.real_name || '（' || c.employee_no || '）' as name
      from sponsion_assess a join craftsman c on c.id = a.guarantor_id
      where (c.real_name ilike ${like} or c.employee_no ilike ${like})${andInScope(await auth.scope(), 'a.store_id')}
      order by name limit 50`.execute(db);
    return rows.rows;
  });

  registerResource(app, sponsionAssessResource, {
    async beforeTransition(trx, record, transition) {
      if (transition.action === 'confirm') {
        const month = currentMonth();
        await assertMonthOpen(trx, record.storeId!, month);
        await sql`update sponsion_assess set month = ${month}::date where id = ${record.id}`.execute(trx);
      } else if (record.status === ASSESS_CONFIRMED && record.month) {
        // A confirmed one leaves the pay sheet of its month: only while that month is open.
        await assertMonthOpen(trx, record.storeId!, record.month);
      }
    },
  });
}
