import {
  LOG_OFF_STATUSES,
  MEMBER_CARD_LEDGER,
  MEMBER_RECENT_ORDERS,
  type MemberCardLedgerRow,
  type MemberCardLine,
  type MemberDetailLines,
  type MemberRecentOrder,
} from '@salon/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../../db/schema.js';
import { col } from '../../../../engine/query.js';

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * The rows of the log-off page: requested and logged off, written as literals so that the
 * planner matches the partial index customer_log_off_idx (where status in (1, 2)) in any plan.
 */
export const logOffCondition = () => sql`${col('status')} in (${sql.join(LOG_OFF_STATUSES.map((s) => sql.lit(s)))})`;

/** A customer's latest orders, newest first (the customer_order (customer_id, created_at desc, id desc) index). */
export async function recentOrders(db: Kysely<Database>, customerId: number): Promise<Pick<MemberDetailLines, 'recentOrders'>> {
  const rows = await sql<Omit<MemberRecentOrder, 'createdAt'> & { createdAt: Date }>`
    select o.id, o.order_no as "orderNo", o.store_id as "storeId", s.store_name as "storeName", o.created_at as "createdAt", o.status, o.paid
    from customer_order o join store s on s.id = o.store_id
    where o.customer_id = ${customerId}
    order by o.created_at desc, o.id desc limit ${MEMBER_RECENT_ORDERS}`.execute(db);
  return { recentOrders: rows.rows.map((r) => ({ ...r, id: Number(r.id), createdAt: iso(r.createdAt) })) };
}

/**
 * A customer's member cards (member_card_customer_idx) and the latest movements of their money,
 * all cards together, newest first (card_ledger_customer_idx), with how many there are in all.
 */
export async function memberCards(db: Kysely<Database>, customerId: number): Promise<Pick<MemberDetailLines, 'cards' | 'cardLedger' | 'cardLedgerCount'>> {
  const cards = await sql<Omit<MemberCardLine, 'openedAt'> & { openedAt: Date }>`
    select c.id, c.card_no as "cardNo", p.name as "productName", c.store_id as "storeId", s.store_name as "storeName",
      c.principal, c.bonus, c.balance, c.status, c.opened_at as "openedAt", c.expires_on as "expiresOn"
    from member_card c join card_product p on p.id = c.product_id join store s on s.id = c.store_id
    where c.customer_id = ${customerId}
    order by c.created_at desc, c.id desc`.execute(db);
  const ledger = await sql<Omit<MemberCardLedgerRow, 'createdAt'> & { createdAt: Date }>`
    select l.id, l.card_id as "cardId", c.card_no as "cardNo", l.kind, l.store_id as "storeId", s.store_name as "storeName",
      l.principal_delta as "principalDelta", l.bonus_delta as "bonusDelta", l.principal_after as "principalAfter", l.bonus_after as "bonusAfter",
      l.pay_method as "payMethod", coalesce(co.order_no, o.order_no) as "orderNo", l.remark, l.operator, l.created_at as "createdAt"
    from card_ledger l join member_card c on c.id = l.card_id join store s on s.id = l.store_id
    left join card_order co on co.id = l.card_order_id left join customer_order o on o.id = l.customer_order_id
    where l.customer_id = ${customerId}
    order by l.created_at desc, l.id desc limit ${MEMBER_CARD_LEDGER}`.execute(db);
  const count = await sql<{ n: number }>`select count(*)::int as n from card_ledger where customer_id = ${customerId}`.execute(db);
  return {
    cards: cards.rows.map((r) => ({ ...r, id: Number(r.id), storeId: Number(r.storeId), openedAt: iso(r.openedAt) })),
    cardLedger: ledger.rows.map((r) => ({ ...r, id: Number(r.id), cardId: Number(r.cardId), createdAt: iso(r.createdAt) })),
    cardLedgerCount: count.rows[0].n,
  };
}
