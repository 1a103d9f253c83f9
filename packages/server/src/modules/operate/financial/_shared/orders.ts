import {
  EVASION_OVERDUE_HOURS,
  PayMethod,
  subMoney,
  formatMoney,
  type OrderDetailLines,
  type OrderItemRow,
  type OrderPaymentRow,
  type OrderRefundRow,
  type OrderTimelineEvent,
} from '@salon/contract';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../../../db/schema.js';
import { type ResourceHooks } from '../../../../engine/register.js';
import { col } from '../../../../engine/query.js';

const iso = (value: Date | string | null | undefined) => (value === null || value === undefined ? null : new Date(value).toISOString());

/** The orders the evasion page is about: finished more than a day ago and unpaid, or already settled as an evasion. */
export function evasionCondition(): RawBuilder<unknown> {
  return sql`(${col('status')} = 2 or ${col('evasion_status')} > 0) and ${col('finished_at')} < now() - make_interval(hours => ${EVASION_OVERDUE_HOURS})`;
}

/** An order's items, payments, refunds and the timeline of its life (the detail drawer). */
export async function orderLines(db: Kysely<Database>, order: Record<string, unknown>): Promise<OrderDetailLines> {
  const id = order.id as number;
  const items = await sql<OrderItemRow>`
    select id, item_id as "itemId", item_name as "itemName", price_grade as "priceGrade", unit_price as "unitPrice", quantity, amount
    from order_item where order_id = ${id} order by id`.execute(db);
  const payments = await sql<OrderPaymentRow & { paidAt: Date }>`
    select id, method, amount, trade_no as "tradeNo", paid_at as "paidAt" from order_payment where order_id = ${id} order by paid_at, id`.execute(db);
  const refunds = await sql<
    Omit<OrderRefundRow, 'requestedAt' | 'approvedAt' | 'refundedAt'> & { requestedAt: Date; approvedAt: Date | null; refundedAt: Date | null }
  >`
    select id, refund_no as "refundNo", amount, reason, status, manual, requested_by as "requestedBy", requested_by_id as "requestedById", requested_at as "requestedAt",
      approved_by as "approvedBy", approved_at as "approvedAt", refunded_by as "refundedBy", refunded_at as "refundedAt", reject_reason as "rejectReason"
    from order_refund where order_id = ${id} order by requested_at, id`.execute(db);
  const extra = await sql<{
    paid: string;
    refunded: string;
    updated_at: Date;
    evasion_status: number;
    evasion_note: string | null;
    evasion_by: string | null;
    evasion_at: Date | null;
    craftsman: string | null;
  }>`
    select o.paid, o.refunded, o.updated_at, o.evasion_status, o.evasion_note, o.evasion_by, o.evasion_at, c.real_name as craftsman
    from customer_order o left join craftsman c on c.id = o.craftsman_id where o.id = ${id}`.execute(db);
  const more = extra.rows[0];

  const timeline: OrderTimelineEvent[] = [];
  const add = (at: Date | string | null | undefined, title: string, detail: string | null = null, operator: string | null = null) => {
    if (at) timeline.push({ at: iso(at)!, title, detail, operator });
  };
  add(order.queuedAt as Date | null, '取号排队');
  add(order.startedAt as Date | null, '开始服务', more?.craftsman ? `手艺人：${more.craftsman}` : null);
  add(order.finishedAt as Date | null, '服务完成', `订单金额 ${formatMoney(order.amount as string)} 元，优惠 ${formatMoney(order.discount as string)} 元`);
  for (const p of payments.rows)
    add(p.paidAt, '支付', `${PayMethod.labelOf(p.method)} ${formatMoney(p.amount)} 元${p.tradeNo ? `（交易号 ${p.tradeNo}）` : ''}`);
  if (order.status === -1) add(more?.updated_at, '用户取消');
  if (order.status === -2) add(more?.updated_at, '订单撤回');
  for (const r of refunds.rows) {
    // A manual refund below the checker's threshold is asked, approved and given back in one step.
    if (r.manual && r.status === 2 && r.refundedAt && new Date(r.refundedAt).getTime() === new Date(r.requestedAt).getTime()) {
      add(r.refundedAt, '手工退款', `${r.refundNo}：${formatMoney(r.amount)} 元，${r.reason}`, r.refundedBy ?? r.requestedBy);
      continue;
    }
    add(r.requestedAt, r.manual ? '申请手工退款' : '申请退款', `${r.refundNo}：${formatMoney(r.amount)} 元，${r.reason}`, r.requestedBy);
    if (r.status === 3) add(r.approvedAt, '退款驳回', r.rejectReason, r.approvedBy);
    else add(r.approvedAt, '退款审核通过', r.refundNo, r.approvedBy);
    add(r.refundedAt, '退款完成', `${r.refundNo}：${formatMoney(r.amount)} 元`, r.refundedBy);
  }
  if (more && more.evasion_status > 0) add(more.evasion_at, more.evasion_status === 1 ? '逃单追回' : '逃单核销', more.evasion_note, more.evasion_by);
  timeline.sort((a, b) => a.at.localeCompare(b.at));

  return {
    items: items.rows,
    payments: payments.rows.map((p) => ({ ...p, paidAt: iso(p.paidAt)! })),
    refunds: refunds.rows.map((r) => ({ ...r, requestedAt: iso(r.requestedAt)!, approvedAt: iso(r.approvedAt), refundedAt: iso(r.refundedAt) })),
    timeline,
    refundable: more ? subMoney(more.paid, more.refunded) : '0.00',
  };
}

/** The detail of every order page: the order's items, payments, refunds and timeline. */
export const orderDetailHooks: ResourceHooks = {
  detail: async (db, row) => ({ ...(await orderLines(db, row)) }),
};
