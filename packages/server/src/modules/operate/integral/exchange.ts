import { pointsExchangeCreate, pointsExchangeResource } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { audit } from '../../../core/audit.js';
import { registerEndpoint } from '../../../engine/endpoint.js';
import { registerResource } from '../../../engine/register.js';
import { assertStore, customerByMobile, exchangeGoods, givePointsBack } from './_shared/points.js';

/**
 * /operate/integral/exchange 积分兑换: the stores' exchanges (channel 1) from their declaration;
 * 新建兑换 takes the points and the stock in one transaction (account then goods locked), 取消兑换
 * gives both back in the transition's own transaction (a 退回 ledger row at the exchange's store).
 */
export function registerPointsExchange(app: FastifyInstance): void {
  const { db, vault } = app.services;
  registerResource(app, pointsExchangeResource, {
    conditions: () => [sql`t.channel = 1`],
    async afterTransition(trx, record, transition, { auth }) {
      if (transition.action !== 'cancel') return;
      const row = await sql<{ customer_id: number; goods_id: number; quantity: number; points_total: number }>`
        select customer_id::int, goods_id, quantity, points_total from points_exchange where id = ${record.id}`.execute(trx);
      const ex = row.rows[0];
      await givePointsBack(trx, {
        customerId: ex.customer_id,
        goodsId: ex.goods_id,
        quantity: ex.quantity,
        points: ex.points_total,
        storeId: record.storeId,
        exchangeId: record.id,
        remark: `兑换单 ${record.exchangeNo} 取消，积分退回`,
        operator: auth.name,
      });
    },
  });

  registerEndpoint(app, pointsExchangeCreate, async (input, { auth, request }) => {
    const scope = await auth.scope();
    await assertStore(db, scope, input.storeId);
    return db.transaction().execute(async (trx) => {
      const customer = await customerByMobile(trx, vault, input.mobile);
      const done = await exchangeGoods(trx, {
        customerId: customer.id,
        goodsId: input.goodsId,
        quantity: input.quantity,
        storeId: input.storeId,
        channel: 1,
        remark: input.remark ?? null,
        operator: auth.name,
      });
      await audit(trx, request, {
        action: 'create',
        table: 'points_exchange',
        recordId: done.id,
        before: null,
        after: { exchangeNo: done.no, goodsId: input.goodsId, quantity: input.quantity, storeId: input.storeId, balance: done.balance },
      });
      return { customerId: customer.id, ...done };
    });
  });
}
