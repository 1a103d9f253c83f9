import { pointsRequestCreate, pointsRequestResource } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { audit } from '../../../core/audit.js';
import { refuse } from '../../../core/errors.js';
import { registerEndpoint } from '../../../engine/endpoint.js';
import { registerResource } from '../../../engine/register.js';
import { assertStore, customerByMobile, exchangeForRequest, givePointsBack, submitRequest } from './_shared/points.js';

/**
 * /operate/integral/request 积分申请: applications from their declaration; a store submits one
 * (points and stock held at once), head office alone reviews it from 待审核 (the declared steps;
 * the engine refuses them from any other state): 通过 makes the exchange to collect, 驳回 gives the
 * points and the stock back, each in the step's own transaction.
 */
export function registerPointsRequest(app: FastifyInstance): void {
  const { db, vault } = app.services;
  registerResource(app, pointsRequestResource, {
    async beforeTransition(_trx, _record, _transition, { auth }) {
      if (!(await auth.scope()).all) throw refuse('积分申请须由总部审核：只有拥有全部门店数据权限的账号可以审核');
    },
    async afterTransition(trx, record, transition, { auth }) {
      if (transition.action === 'approve') {
        await exchangeForRequest(trx, record.id, auth.name);
        return;
      }
      const row = await sql<{ customer_id: number; goods_id: number; quantity: number; points_total: number }>`
        select customer_id::int, goods_id, quantity, points_total from points_request where id = ${record.id}`.execute(trx);
      const r = row.rows[0];
      await givePointsBack(trx, {
        customerId: r.customer_id,
        goodsId: r.goods_id,
        quantity: r.quantity,
        points: r.points_total,
        storeId: record.storeId,
        requestId: record.id,
        remark: `积分申请 ${record.requestNo} 被驳回，积分退回`,
        operator: auth.name,
      });
    },
  });

  registerEndpoint(app, pointsRequestCreate, async (input, { auth, request }) => {
    const scope = await auth.scope();
    await assertStore(db, scope, input.storeId);
    return db.transaction().execute(async (trx) => {
      const customer = await customerByMobile(trx, vault, input.mobile);
      const done = await submitRequest(trx, {
        customerId: customer.id,
        goodsId: input.goodsId,
        quantity: input.quantity,
        storeId: input.storeId,
        reason: input.reason,
        operator: auth.name,
      });
      await audit(trx, request, {
        action: 'create',
        table: 'points_request',
        recordId: done.id,
        before: null,
        after: { requestNo: done.no, goodsId: input.goodsId, quantity: input.quantity, storeId: input.storeId, balance: done.balance },
      });
      return { customerId: customer.id, ...done };
    });
  });
}
