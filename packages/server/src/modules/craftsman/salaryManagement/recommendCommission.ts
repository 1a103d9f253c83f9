import { commissionOf, RECOMMEND_COMMISSION_CANDIDATES, recommendCommissionResource } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { requireAuth } from '../../../core/auth.js';
import { ok } from '../../../core/envelope.js';
import { invalid, refuse } from '../../../core/errors.js';
import { andInScope } from '../../../engine/query.js';
import { registerResource } from '../../../engine/register.js';
import { payInputHooks } from './_shared/payInputs.js';

/** CardOrderStatus 已支付 (card_order.status 1; 2 and 3 are refunding / refunded). */
const CARD_ORDER_PAID = 1;

/**
 * /craftsman/salaryManagement/recommendCommission 推荐提成: the card order (paid, not refunded, of the
 * recommender's store) picked from the candidates: the user's stores' paid card orders of the last four
 * months with no commission asked yet; the record takes its paid amount, customer and store,
 * the month it was paid (China time), and the commission = paid × rate, exact to the cent. One
 * approved commission per card order.
 */
export function registerRecommendCommission(app: FastifyInstance): void {
  const { db } = app.services;
  app.get(RECOMMEND_COMMISSION_CANDIDATES, { config: { permission: { menu: recommendCommissionResource.page } } }, async (request) => {
    const scope = await requireAuth(request).scope();
    const rows = await sql<{ id: number; name: string }>`
      select o.id, o.order_no || '（' || s.store_name || '，实付' || o.paid || '元）' as name
      from card_order o join store s on s.id = o.store_id
      where o.status = ${CARD_ORDER_PAID} and o.paid_at >= date_trunc('month', now() at time zone 'Asia/Shanghai') at time zone 'Asia/Shanghai' - interval '3 months'
        and not exists (select 1 from salary_recommend_commission c where c.card_order_id = o.id and c.status in (0, 1))${andInScope(scope, 'o.store_id')}
      order by o.paid_at desc, o.id desc limit 2000`.execute(db);
    return ok(rows.rows);
  });

  registerResource(
    app,
    recommendCommissionResource,
    payInputHooks(recommendCommissionResource, {
      craftsman: { field: 'craftsmanId', label: '推荐人' },
      async check(values, { trx, craftsman, mode, stored }) {
        let paid: string;
        if (mode === 'create') {
          const found = await sql<{ id: number; order_no: string; customer_id: number; store_id: number; paid: string; status: number; month: string }>`
            select id, order_no, customer_id, store_id, paid, status,
              date_trunc('month', paid_at at time zone 'Asia/Shanghai')::date::text as month
            from card_order where id = ${values.cardOrderId}`.execute(trx);
          const order = found.rows[0];
          if (!order) throw invalid('cardOrderId', '卡单不存在');
          if (order.status !== CARD_ORDER_PAID) throw invalid('cardOrderId', '该卡单已退款或退款中，不能计推荐提成');
          if (order.store_id !== craftsman.store_id) throw invalid('craftsmanId', '推荐人须为卡单所在门店的手艺人');
          const approved = await sql`select 1 from salary_recommend_commission where card_order_id = ${order.id} and status = 1`.execute(trx);
          if (approved.rows.length) throw refuse('该卡单已发放推荐提成，不能重复申请');
          values.orderNo = order.order_no;
          values.customerId = order.customer_id;
          values.orderAmount = order.paid;
          values.month = order.month;
          paid = order.paid;
        } else paid = stored!.order_amount as string;
        const amount = commissionOf(paid, String(values.rate));
        if (amount === '0.00') throw invalid('rate', '提成金额须大于0，请提高提成比例');
        values.amount = amount;
      },
      monthOf: (values, stored) => (values.month as string | undefined) ?? (stored?.month as string),
      async beforeApprove(trx, record) {
        const twice = await sql`select 1 from salary_recommend_commission c join salary_recommend_commission me on me.id = ${record.id}
          where c.card_order_id = me.card_order_id and c.status = 1 and c.id <> me.id`.execute(trx);
        if (twice.rows.length) throw refuse('该卡单已发放推荐提成，不能重复发放');
        const order = await sql<{ status: number }>`select o.status from card_order o join salary_recommend_commission me on me.card_order_id = o.id
          where me.id = ${record.id}`.execute(trx);
        if (order.rows[0]?.status !== CARD_ORDER_PAID) throw refuse('该卡单已退款或退款中，不能发放推荐提成');
      },
    }),
  );
}
