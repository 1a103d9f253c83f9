import { salaryManualAdjustmentResource, wageCompute, wageSettlementResource } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { audit } from '../../../core/audit.js';
import { invalid, refuse } from '../../../core/errors.js';
import { registerEndpoint } from '../../../engine/endpoint.js';
import { registerResource } from '../../../engine/register.js';
import { computeStoreMonth } from './_shared/compute.js';
import { assertStoreInScope } from './_shared/scope.js';
import { assertMonthOpen, currentMonth, monthWords } from './_shared/settledMonth.js';
import '../../../db/schema/salary.js';

/**
 * /craftsman/salaryManagement/wagesettle 工资结算: 计算 (one transaction per store and month,
 * audited), 复核 and 结算 (the engine's transitions: who and when written here; a month is settled
 * only once it is over), and the manual adjustments (entered or imported), refused in a settled month.
 */
export function registerWagesettle(app: FastifyInstance): void {
  const { db } = app.services;
  registerResource(app, wageSettlementResource, {
    beforeTransition: async (_trx, record, transition) => {
      if (transition.action === 'settle' && String(record.month) >= currentMonth())
        throw refuse(`${monthWords(String(record.month))}尚未结束，月末之后才能结算`);
    },
    afterTransition: async (trx, record, transition, { auth }) => {
      const who = transition.action === 'settle' ? sql`settled_by = ${auth.name}, settled_at = now()` : sql`reviewed_by = ${auth.name}, reviewed_at = now()`;
      await sql`update wage_settlement set ${who}, updated_at = now() where id = ${record.id}`.execute(trx);
    },
  });

  registerEndpoint(app, wageCompute, async ({ storeId, month }, { auth, request }) => {
    assertStoreInScope(await auth.scope(), storeId);
    if (month > currentMonth()) throw invalid('month', '不能计算未来月份的工资');
    return db.transaction().execute(async (trx) => {
      const before = (
        await sql<{
          status: number;
          total_gross: string;
        }>`select status, total_gross from wage_settlement where store_id = ${storeId} and month = ${month}::date`.execute(trx)
      ).rows[0];
      const result = await computeStoreMonth(trx, storeId, month, auth.name);
      await audit(trx, request, {
        action: 'compute',
        table: 'wage_settlement',
        recordId: result.id,
        before: before ? { status: before.status, totalGross: before.total_gross } : null,
        after: { storeId, month, status: 0, craftsmanCount: result.craftsmanCount, totalGross: result.totalGross, totalNet: result.totalNet },
      });
      return result;
    });
  });

  registerResource(app, salaryManualAdjustmentResource, {
    beforeWrite: async (values, { trx, auth, mode }) => {
      if (mode !== 'create') return;
      const record: Record<string, unknown> = values;
      const craftsman = (
        await sql<{ id: number; store_id: number }>`select id, store_id from craftsman where employee_no = ${String(values.craftsmanNo ?? '')}`.execute(trx)
      ).rows[0];
      if (!craftsman) throw invalid('craftsmanNo', '手艺人工号不存在');
      const month = String(values.month);
      if (month > currentMonth()) throw invalid('month', '不能调整未来月份的工资');
      await assertMonthOpen(trx, Number(values.storeId), month);
      if (craftsman.store_id !== values.storeId) await assertMonthOpen(trx, craftsman.store_id, month);
      record.craftsmanId = craftsman.id;
      record.createdBy = auth.name;
    },
    beforeRemove: async (trx, record) => {
      await assertMonthOpen(trx, record.storeId, String(record.month));
    },
  });
}
