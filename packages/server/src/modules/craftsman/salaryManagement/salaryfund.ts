import { salaryFundResource } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { registerResource } from '../../../engine/register.js';
import { assertMonthOpen } from './_shared/settledMonth.js';
import '../../../db/schema/salary.js';

/** /craftsman/salaryManagement/salaryfund 薪资基金: the budget rate is edited until the store's month is settled. */
export function registerSalaryfund(app: FastifyInstance): void {
  registerResource(app, salaryFundResource, {
    beforeWrite: async (values, { trx, auth, id }) => {
      const row = (await sql<{ store_id: number; month: string }>`select store_id, month from salary_fund where id = ${id ?? 0}`.execute(trx)).rows[0];
      if (row) await assertMonthOpen(trx, row.store_id, row.month);
      const record: Record<string, unknown> = values;
      record.updatedBy = auth.name;
      record.updatedAt = new Date().toISOString();
    },
  });
}
