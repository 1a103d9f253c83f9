import { DormitoryMsg, rentalSettlementGenerate, rentalSettlementResource } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { audit } from '../../../core/audit.js';
import { invalid } from '../../../core/errors.js';
import { registerEndpoint } from '../../../engine/endpoint.js';
import { registerResource } from '../../../engine/register.js';
import { assertStoreInScope } from '../../craftsman/salaryManagement/_shared/scope.js';
import { assertMonthOpen, currentMonth } from '../../craftsman/salaryManagement/_shared/settledMonth.js';
import { generateRentMonth } from './_shared/rent.js';

/**
 * /hrm/dormitory/rentalSettlement 租金结算: the rows of each store's month, and 生成结算 (one
 * transaction, audited, idempotent), refused for a future month and for a month whose pay the store
 * has settled (工资结算 已结算). The pay sheet deducts the rows (view salary_adjustment_line, kind rent).
 */
export function registerRentalSettlement(app: FastifyInstance): void {
  const { db } = app.services;

  registerResource(app, rentalSettlementResource);

  registerEndpoint(app, rentalSettlementGenerate, async ({ storeId, month }, { auth, request }) => {
    assertStoreInScope(await auth.scope(), storeId);
    if (month > currentMonth()) throw invalid('month', DormitoryMsg.futureMonth);
    return db.transaction().execute(async (trx) => {
      await assertMonthOpen(trx, storeId, month);
      const result = await generateRentMonth(trx, storeId, month, auth.name);
      await audit(trx, request, { action: 'generate', table: 'rental_settlement', recordId: null, after: { storeId, month, ...result } });
      return result;
    });
  });
}
