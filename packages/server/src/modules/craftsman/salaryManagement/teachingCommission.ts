import { teachingCommissionResource } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { invalid, refuse } from '../../../core/errors.js';
import { registerResource } from '../../../engine/register.js';
import { DEPARTED, payInputHooks } from './_shared/payInputs.js';

/**
 * /craftsman/salaryManagement/teachingCommission 带教提成: a tutor's monthly commission for an apprentice
 * of the same store (not departed); one approved commission per apprentice and month.
 */
export function registerTeachingCommission(app: FastifyInstance): void {
  registerResource(
    app,
    teachingCommissionResource,
    payInputHooks(teachingCommissionResource, {
      craftsman: { field: 'craftsmanId', label: '带教导师' },
      async check(values, { trx, craftsman, mode }) {
        if (mode !== 'create') return;
        if (craftsman.status === DEPARTED) throw invalid('craftsmanId', '带教导师已离职');
        const found = await sql<{ store_id: number; status: number }>`select store_id, status from craftsman where id = ${values.apprenticeId}`.execute(trx);
        const apprentice = found.rows[0];
        if (!apprentice) throw invalid('apprenticeId', '学徒不存在');
        if (apprentice.store_id !== craftsman.store_id) throw invalid('apprenticeId', '学徒须与带教导师在同一门店');
        if (apprentice.status === DEPARTED) throw invalid('apprenticeId', '学徒已离职');
      },
      async beforeApprove(trx, record) {
        const twice = await sql`select 1 from salary_teaching_commission
          where apprentice_id = ${record.apprenticeId} and month = ${record.month}::date and status = 1 and id <> ${record.id}`.execute(trx);
        if (twice.rows.length) throw refuse('该学徒本月已有通过的带教提成，不能重复发放');
      },
    }),
  );
}
