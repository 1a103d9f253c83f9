import { pointsAdjust, pointsEarnByOrder, pointsLedgerResource } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { audit } from '../../../core/audit.js';
import { refuse } from '../../../core/errors.js';
import { registerEndpoint } from '../../../engine/endpoint.js';
import { registerResource } from '../../../engine/register.js';
import { customerByMobile, earnForOrder, lockAccount, postPoints } from './_shared/points.js';

/**
 * /operate/integral/record 积分记录: the points ledger from its declaration (a store manager sees
 * the rows of its stores), 调整积分 (head office only: a 人工调整 row and the balance, the account
 * locked, never below 0) and 补记消费积分 (a paid order of the user's stores that earned no points).
 */
export function registerPointsRecord(app: FastifyInstance): void {
  const { db, vault } = app.services;
  registerResource(app, pointsLedgerResource);

  registerEndpoint(app, pointsAdjust, async (input, { auth, request }) => {
    if (!(await auth.scope()).all) throw refuse('积分调整须由总部办理：只有拥有全部门店数据权限的账号可以调整积分');
    return db.transaction().execute(async (trx) => {
      const customer = await customerByMobile(trx, vault, input.mobile);
      const account = await lockAccount(trx, customer.id);
      const before = account.balance;
      const entry = await postPoints(trx, account, { kind: 4, delta: input.delta, storeId: null, remark: input.reason, operator: auth.name });
      await audit(trx, request, {
        action: 'adjust',
        table: 'points_ledger',
        recordId: entry.ledgerId,
        before: { balance: before },
        after: { balance: entry.balance, delta: input.delta, reason: input.reason },
      });
      return { customerId: customer.id, ...entry };
    });
  });

  registerEndpoint(app, pointsEarnByOrder, async (input, { auth, request }) => {
    const scope = await auth.scope();
    return db.transaction().execute(async (trx) => {
      const entry = await earnForOrder(trx, scope, input.orderNo, auth.name);
      await audit(trx, request, {
        action: 'create',
        table: 'points_ledger',
        recordId: entry.ledgerId,
        before: null,
        after: { orderNo: input.orderNo, balance: entry.balance },
      });
      return entry;
    });
  });
}
