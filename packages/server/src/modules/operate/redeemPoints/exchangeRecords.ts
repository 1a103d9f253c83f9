import { mallExchangeResource } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { invalid } from '../../../core/errors.js';
import { registerResource } from '../../../engine/register.js';
import { givePointsBack } from '../integral/_shared/points.js';

/** A tracking number as couriers print them: 8 to 30 letters and digits. */
const TRACKING_RE = /^[A-Za-z0-9]{8,30}$/;

/**
 * /operate/redeemPoints/exchangeRecords 兑换记录: the online mall's exchanges (channel 2) from their
 * declaration; 发货 writes the tracking number (refused unless it reads as one), 取消兑换 before
 * shipping gives the points and the stock back in the step's transaction.
 */
export function registerMallExchange(app: FastifyInstance): void {
  registerResource(app, mallExchangeResource, {
    // The mall's exchanges belong to no store: head office's alone.
    conditions: ({ auth }) => [sql`t.channel = 2`, sql`exists (select 1 from app_user u where u.id = ${auth.userId} and u.all_stores)`],
    async beforeTransition(_trx, _record, transition, { request }) {
      const reason = String((request.body as { reason?: unknown }).reason ?? '').trim();
      if (transition.action === 'ship' && !TRACKING_RE.test(reason)) throw invalid('reason', '快递单号应为8~30位字母或数字');
    },
    async afterTransition(trx, record, transition, { auth, request }) {
      const reason = String((request.body as { reason?: unknown }).reason ?? '').trim();
      if (transition.action === 'ship') {
        await sql`update points_exchange set tracking_no = ${reason.toUpperCase()} where id = ${record.id}`.execute(trx);
        return;
      }
      await sql`update points_exchange set status_reason = ${reason} where id = ${record.id}`.execute(trx);
      const row = await sql<{ customer_id: number; goods_id: number; quantity: number; points_total: number }>`
        select customer_id::int, goods_id, quantity, points_total from points_exchange where id = ${record.id}`.execute(trx);
      const ex = row.rows[0];
      await givePointsBack(trx, {
        customerId: ex.customer_id,
        goodsId: ex.goods_id,
        quantity: ex.quantity,
        points: ex.points_total,
        storeId: null,
        exchangeId: record.id,
        remark: `商城兑换单 ${record.exchangeNo} 取消，积分退回`,
        operator: auth.name,
      });
    },
  });
}
