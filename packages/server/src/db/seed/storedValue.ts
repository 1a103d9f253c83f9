import { fromCents } from '@salon/contract';
import { sql, type Kysely } from 'kysely';
import { refreshBusinessDays } from '../../modules/operate/financial/_shared/storedValue.js';
import type { Database } from '../schema.js';
import type { SeedContext, SeedStep } from './context.js';

/**
 * Demo stored value, after the orders: a member card for every customer who paid by stored-value
 * card (the card bought before the first such payment, topped up whenever it ran short, each card
 * payment a 消费 row of the same amount at the order's store), a few later recharges, refunds of
 * recharges, adjustments, frozen, expired and cancelled cards. Balances are simulated in whole
 * cents, so every card's balances equal the sum of its ledger's deltas. Then the daily business
 * figures (computed from the records) and the daily reconciliation of each store's channels.
 * Set-based inserts only.
 */

const HOUR = 3_600_000;
const MINUTE = 60_000;
const DAY = 86_400_000;
const CHINA = 8 * HOUR;

/** Card products: price (principal), bonus, validity; the last one is an old 12-month card no longer sold. */
const PRODUCTS = [
  { code: 'SV500', name: '储值卡500元', price: 50000, bonus: 5000, months: 24, onSale: true },
  { code: 'SV1000', name: '储值卡1000元', price: 100000, bonus: 15000, months: 24, onSale: true },
  { code: 'SV2000', name: '储值卡2000元', price: 200000, bonus: 40000, months: 36, onSale: true },
  { code: 'SV3000', name: '至尊储值卡3000元', price: 300000, bonus: 80000, months: 36, onSale: true },
  { code: 'SV300Y', name: '年卡300元（停售）', price: 30000, bonus: 3000, months: 12, onSale: false },
];
/** Top-ups: amount paid and bonus granted (cents). */
const TOP_UPS: [number, number][] = [
  [50000, 5000],
  [100000, 15000],
  [200000, 40000],
];
const RECHARGE_METHODS: [number, number][] = [
  [1, 55],
  [2, 25],
  [4, 10],
  [6, 10],
];
const FREEZE_REASONS = ['顾客挂失，待本人到店核实', '疑似盗刷，暂停使用', '顾客申请暂停使用'];
const ADJUSTS: { principal: number; bonus: number; remark: string }[] = [
  { principal: 0, bonus: 2000, remark: '顾客投诉补偿，赠送20元' },
  { principal: 0, bonus: 5000, remark: '会员日活动补发赠送金额' },
  { principal: -1000, bonus: 0, remark: '收银重复充值冲正' },
  { principal: 3000, bonus: 0, remark: '系统故障少记充值，按小票补录' },
];
const REFUND_REASONS = ['顾客搬离本市，申请退回充值', '误充值，顾客要求退款', '顾客对服务不满意，申请退卡内充值'];
const OFFICE = ['财务部 周敏', '财务部 陈静', '高雪梅'];

function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}
const money = (cents: number) => fromCents(BigInt(cents));
const cents = (text: string) => {
  const negative = text.startsWith('-');
  const [yuan, frac = ''] = text.replace('-', '').split('.');
  const value = Number(yuan) * 100 + Number(frac.padEnd(2, '0').slice(0, 2));
  return negative ? -value : value;
};

interface Ledger {
  card: number;
  store: number;
  kind: number;
  p: number;
  b: number;
  pAfter: number;
  bAfter: number;
  method: number | null;
  order: number | null;
  customerOrder: number | null;
  remark: string | null;
  operator: string | null;
  at: number;
}
interface CardOrder {
  id: number;
  kind: number;
  card: number;
  customer: number;
  product: number;
  store: number;
  paid: number;
  bonus: number;
  method: number;
  status: number;
  at: number;
  refundStatus: number | null;
  refundReason: string | null;
  requestedBy: string | null;
  requestedAt: number | null;
  approvedBy: string | null;
  approvedAt: number | null;
  refundedBy: string | null;
  refundedAt: number | null;
}

export async function seedStoredValue(db: Kysely<Database>, context: SeedContext): Promise<void> {
  void context;
  const rnd = random(20261123);
  const int = (n: number) => Math.floor(rnd() * n);
  const pick = <T>(list: readonly T[]) => list[int(list.length)];
  const weighted = (list: readonly [number, number][]) => {
    const total = list.reduce((s, [, w]) => s + w, 0);
    let r = rnd() * total;
    for (const [v, w] of list) if ((r -= w) < 0) return v;
    return list[list.length - 1][0];
  };
  const now = Date.now();
  const sec = (ms: number) => Math.floor(ms / 1000);

  const productIds = (
    await sql<{ id: number }>`
      insert into card_product (product_code, name, price, bonus, validity_months, on_sale)
      select * from unnest(${PRODUCTS.map((p) => p.code)}::text[], ${PRODUCTS.map((p) => p.name)}::text[], ${PRODUCTS.map((p) => money(p.price))}::numeric[],
        ${PRODUCTS.map((p) => money(p.bonus))}::numeric[], ${PRODUCTS.map((p) => p.months)}::smallint[], ${PRODUCTS.map((p) => p.onSale)}::boolean[])
      returning id`.execute(db)
  ).rows.map((r) => r.id);

  // Every stored-value card payment of the seeded orders, per customer, oldest first.
  const payments = (
    await sql<{ customer_id: number; store_id: number; order_id: number; amount: string; paid_at: number; created: number; cashier: string | null }>`
      select o.customer_id::int, o.store_id, o.id::int as order_id, p.amount, extract(epoch from p.paid_at)::bigint * 1000 as paid_at,
        extract(epoch from c.created_at)::bigint * 1000 as created,
        (select u.name from app_user u where u.store_id = o.store_id and u.station = 1 order by u.id limit 1) as cashier
      from order_payment p join customer_order o on o.id = p.order_id join customer c on c.id = o.customer_id
      where p.method = 3 order by o.customer_id, p.paid_at, p.id`.execute(db)
  ).rows;
  const byCustomer = new Map<number, typeof payments>();
  for (const p of payments) byCustomer.set(p.customer_id, [...(byCustomer.get(p.customer_id) ?? []), p]);

  const firstCard = (await sql<{ max: number }>`select coalesce(max(id), 0)::int as max from member_card`.execute(db)).rows[0].max + 1;
  const firstOrder = (await sql<{ max: number }>`select coalesce(max(id), 0)::int as max from card_order`.execute(db)).rows[0].max + 1;
  const cards: {
    id: number;
    no: string;
    customer: number;
    product: number;
    store: number;
    p: number;
    b: number;
    status: number;
    opened: number;
    expires: string;
    reason: string | null;
    by: string | null;
    statusAt: number | null;
  }[] = [];
  const orders: CardOrder[] = [];
  const ledger: Ledger[] = [];

  const openCard = (customer: number, store: number, productIndex: number, opened: number) => {
    const product = PRODUCTS[productIndex];
    const expires = new Date(opened + CHINA);
    expires.setUTCMonth(expires.getUTCMonth() + product.months);
    const card = {
      id: firstCard + cards.length,
      no: `8800${String(firstCard + cards.length).padStart(8, '0')}`,
      customer,
      product: productIds[productIndex],
      store,
      p: 0,
      b: 0,
      status: 0,
      opened,
      expires: expires.toISOString().slice(0, 10),
      reason: null as string | null,
      by: null as string | null,
      statusAt: null as number | null,
    };
    cards.push(card);
    return card;
  };
  type Card = (typeof cards)[number];
  const post = (card: Card, e: Omit<Ledger, 'card' | 'pAfter' | 'bAfter'>) => {
    card.p += e.p;
    card.b += e.b;
    if (card.p < 0 || card.b < 0) throw new Error(`seed: card ${card.no} below 0`);
    ledger.push({ ...e, card: card.id, pAfter: card.p, bAfter: card.b });
  };
  const buy = (card: Card, kind: 1 | 2, paid: number, bonus: number, store: number, at: number, operator: string | null) => {
    const order: CardOrder = {
      id: firstOrder + orders.length,
      kind,
      card: card.id,
      customer: card.customer,
      product: card.product,
      store,
      paid,
      bonus,
      method: weighted(RECHARGE_METHODS),
      status: 1,
      at,
      refundStatus: null,
      refundReason: null,
      requestedBy: null,
      requestedAt: null,
      approvedBy: null,
      approvedAt: null,
      refundedBy: null,
      refundedAt: null,
    };
    orders.push(order);
    post(card, {
      store,
      kind: 1,
      p: paid,
      b: bonus,
      method: order.method,
      order: order.id,
      customerOrder: null,
      remark: kind === 1 ? '开卡' : '充值',
      operator,
      at,
    });
    return order;
  };

  for (const [customer, list] of byCustomer) {
    const first = list[0];
    const productIndex = weighted([
      [0, 40],
      [1, 35],
      [2, 18],
      [3, 7],
    ]);
    const opened = Math.max(first.created + HOUR, first.paid_at - (1 + int(20)) * DAY - int(8) * HOUR);
    const card = openCard(customer, first.store_id, productIndex, opened);
    buy(card, 1, PRODUCTS[productIndex].price, PRODUCTS[productIndex].bonus, first.store_id, opened, first.cashier);
    let last = opened;
    for (const pay of list) {
      const amount = cents(pay.amount);
      // Short: a top-up at the counter just before paying.
      while (card.p + card.b < amount) {
        const [paid, bonus] = pick(TOP_UPS);
        buy(card, 2, paid, bonus, pay.store_id, Math.min(pay.paid_at - 1000, Math.max(last + 1000, pay.paid_at - (3 + int(20)) * MINUTE)), pay.cashier);
      }
      const fromP = Math.min(card.p, amount);
      post(card, {
        store: pay.store_id,
        kind: 2,
        p: -fromP,
        b: -(amount - fromP),
        method: null,
        order: null,
        customerOrder: pay.order_id,
        remark: '服务消费',
        operator: pay.cashier,
        at: pay.paid_at,
      });
      last = pay.paid_at;
    }
    // Some come back to top up later; a few of those ask for it back.
    if (rnd() < 0.3) {
      const at = last + int(Math.max(1, now - last - HOUR));
      if (at < now - HOUR) {
        const [paid, bonus] = pick(TOP_UPS);
        const order = buy(card, 2, paid, bonus, card.store, at, list[list.length - 1].cashier);
        const r = rnd();
        if (r < 0.1) {
          const asked = at + (2 + int(48)) * HOUR;
          const reviewed = asked + (1 + int(24)) * HOUR;
          const given = reviewed + int(6) * HOUR;
          order.refundReason = pick(REFUND_REASONS);
          order.requestedBy = list[0].cashier ?? '门店收银';
          if (given < now) {
            Object.assign(order, {
              status: 3,
              refundStatus: 2,
              requestedAt: asked,
              approvedBy: pick(OFFICE),
              approvedAt: reviewed,
              refundedBy: pick(OFFICE),
              refundedAt: given,
            });
            post(card, {
              store: order.store,
              kind: 3,
              p: -paid,
              b: -bonus,
              method: null,
              order: order.id,
              customerOrder: null,
              remark: `充值退款`,
              operator: order.refundedBy,
              at: given,
            });
          } else if (asked < now) {
            const approved = reviewed < now && rnd() < 0.5;
            Object.assign(order, {
              status: 2,
              refundStatus: approved ? 1 : 0,
              requestedAt: asked,
              approvedBy: approved ? pick(OFFICE) : null,
              approvedAt: approved ? reviewed : null,
            });
          } else Object.assign(order, { refundReason: null, requestedBy: null });
        }
        last = order.refundedAt ?? at;
      }
    }
    if (rnd() < 0.04) {
      const a = pick(ADJUSTS);
      const at = last + int(Math.max(1, now - last));
      if (card.p + a.principal >= 0 && at < now)
        post(card, {
          store: card.store,
          kind: 4,
          p: a.principal,
          b: a.bonus,
          method: null,
          order: null,
          customerOrder: null,
          remark: a.remark,
          operator: pick(OFFICE),
          at,
        });
    }
    if (rnd() < 0.025) Object.assign(card, { status: 1, reason: pick(FREEZE_REASONS), by: pick(OFFICE), statusAt: now - int(20) * DAY });
  }

  // Old 12-month cards of long-standing customers without card payments: expired, some cancelled (balance returned, then closed).
  const old = (
    await sql<{ id: number; store_id: number | null; created: number }>`
      select c.id::int, (select o.store_id from customer_order o where o.customer_id = c.id order by o.id limit 1) as store_id, extract(epoch from c.created_at)::bigint * 1000 as created
      from customer c where c.created_at < now() - interval '420 days'
        and not exists (select 1 from customer_order o join order_payment p on p.order_id = o.id where o.customer_id = c.id and p.method = 3)
      order by c.id limit 30`.execute(db)
  ).rows.filter((c) => c.store_id !== null);
  for (const [i, c] of old.entries()) {
    const opened = Math.max(c.created + DAY, now - (380 + int(40)) * DAY);
    const card = openCard(c.id, c.store_id!, 4, opened);
    buy(card, 1, PRODUCTS[4].price, PRODUCTS[4].bonus, c.store_id!, opened, null);
    const spend = Math.min(card.p, 8800);
    post(card, {
      store: c.store_id!,
      kind: 2,
      p: -spend,
      b: 0,
      method: null,
      order: null,
      customerOrder: null,
      remark: '服务消费',
      operator: null,
      at: opened + 30 * DAY,
    });
    if (i % 6 === 0) {
      const at = opened + 200 * DAY;
      post(card, {
        store: c.store_id!,
        kind: 4,
        p: -card.p,
        b: -card.b,
        method: null,
        order: null,
        customerOrder: null,
        remark: '顾客退卡，余额已线下退还，注销',
        operator: pick(OFFICE),
        at,
      });
      Object.assign(card, { status: 3, reason: '顾客退卡', by: pick(OFFICE), statusAt: at });
    } else Object.assign(card, { status: 2, statusAt: Date.parse(`${card.expires}T00:00:00+08:00`) });
  }
  if (!cards.length) return;

  const of = <R, K extends keyof R>(rows: R[], key: K) => rows.map((r) => r[key]);
  const at = (ms: number | null) => (ms === null ? null : sec(ms));
  await sql`
    insert into member_card (id, card_no, customer_id, product_id, store_id, principal, bonus, status, opened_at, expires_on, status_reason, status_by, status_at, created_at, updated_at)
    select id, card_no, customer_id, product_id, store_id, principal, bonus, status, to_timestamp(opened), expires_on, status_reason, status_by, to_timestamp(status_at), to_timestamp(opened), to_timestamp(opened)
    from unnest(${of(cards, 'id')}::bigint[], ${of(cards, 'no')}::text[], ${of(cards, 'customer')}::bigint[], ${of(cards, 'product')}::int[], ${of(cards, 'store')}::int[],
      ${cards.map((c) => money(c.p))}::numeric[], ${cards.map((c) => money(c.b))}::numeric[], ${of(cards, 'status')}::smallint[], ${cards.map((c) => sec(c.opened))}::bigint[],
      ${of(cards, 'expires')}::date[], ${of(cards, 'reason')}::text[], ${of(cards, 'by')}::text[], ${cards.map((c) => at(c.statusAt))}::bigint[])
      as x(id, card_no, customer_id, product_id, store_id, principal, bonus, status, opened, expires_on, status_reason, status_by, status_at)`.execute(db);
  await sql`select setval(pg_get_serial_sequence('member_card', 'id'), (select max(id) from member_card))`.execute(db);

  // Order numbers from the sequence the endpoints use, dated by the payment, oldest first.
  const byTime = [...orders].sort((a, b) => a.at - b.at);
  await sql`
    insert into card_order (id, order_no, kind, card_id, customer_id, product_id, store_id, paid, bonus, pay_method, status, paid_at, refund_status, refund_reason,
      refund_requested_by, refund_requested_at, refund_approved_by, refund_approved_at, refunded_by, refunded_at, created_at, updated_at)
    select id, 'CK' || to_char(to_timestamp(t) at time zone 'Asia/Shanghai', 'YYYYMMDD') || lpad(nextval('card_order_no_seq')::text, 8, '0'), kind, card_id, customer_id, product_id, store_id,
      paid, bonus, pay_method, status, to_timestamp(t), refund_status, refund_reason, requested_by, to_timestamp(requested_at), approved_by, to_timestamp(approved_at),
      refunded_by, to_timestamp(refunded_at), to_timestamp(t), to_timestamp(coalesce(refunded_at, approved_at, requested_at, t))
    from (select * from unnest(${of(byTime, 'id')}::bigint[], ${of(byTime, 'kind')}::smallint[], ${of(byTime, 'card')}::bigint[], ${of(byTime, 'customer')}::bigint[],
      ${of(byTime, 'product')}::int[], ${of(byTime, 'store')}::int[], ${byTime.map((o) => money(o.paid))}::numeric[], ${byTime.map((o) => money(o.bonus))}::numeric[],
      ${of(byTime, 'method')}::smallint[], ${of(byTime, 'status')}::smallint[], ${byTime.map((o) => sec(o.at))}::bigint[], ${of(byTime, 'refundStatus')}::smallint[],
      ${of(byTime, 'refundReason')}::text[], ${of(byTime, 'requestedBy')}::text[], ${byTime.map((o) => at(o.requestedAt))}::bigint[], ${of(byTime, 'approvedBy')}::text[],
      ${byTime.map((o) => at(o.approvedAt))}::bigint[], ${of(byTime, 'refundedBy')}::text[], ${byTime.map((o) => at(o.refundedAt))}::bigint[]) with ordinality
      as x(id, kind, card_id, customer_id, product_id, store_id, paid, bonus, pay_method, status, t, refund_status, refund_reason, requested_by, requested_at,
        approved_by, approved_at, refunded_by, refunded_at, n) order by n) y`.execute(db);
  await sql`select setval(pg_get_serial_sequence('card_order', 'id'), (select max(id) from card_order))`.execute(db);

  const customerOf = new Map(cards.map((c) => [c.id, c.customer]));
  await sql`
    insert into card_ledger (card_id, customer_id, store_id, kind, principal_delta, bonus_delta, principal_after, bonus_after, pay_method, card_order_id, customer_order_id, remark, operator, created_at)
    select card_id, customer_id, store_id, kind, p, b, pa, ba, pay_method, card_order_id, customer_order_id, remark, operator, to_timestamp(t)
    from unnest(${of(ledger, 'card')}::bigint[], ${ledger.map((l) => customerOf.get(l.card)!)}::bigint[], ${of(ledger, 'store')}::int[], ${of(ledger, 'kind')}::smallint[],
      ${ledger.map((l) => money(l.p))}::numeric[], ${ledger.map((l) => money(l.b))}::numeric[], ${ledger.map((l) => money(l.pAfter))}::numeric[], ${ledger.map((l) => money(l.bAfter))}::numeric[],
      ${of(ledger, 'method')}::smallint[], ${of(ledger, 'order')}::bigint[], ${of(ledger, 'customerOrder')}::bigint[], ${of(ledger, 'remark')}::text[], ${of(ledger, 'operator')}::text[],
      ${ledger.map((l) => sec(l.at))}::bigint[])
      as x(card_id, customer_id, store_id, kind, p, b, pa, ba, pay_method, card_order_id, customer_order_id, remark, operator, t)`.execute(db);

  // Daily business figures, computed from the records.
  await refreshBusinessDays(db);

  // Each store's channels for the last 30 days before today: what the system took against the
  // channel's statement; yesterday not checked yet, a few days off (some settled with a note).
  await sql`
    insert into reconciliation (biz_date, store_id, channel, system_amount, created_at)
    select d, store_id, channel, sum(amount), now() from (
      select (p.paid_at at time zone 'Asia/Shanghai')::date as d, o.store_id, p.method as channel, p.amount
        from order_payment p join customer_order o on o.id = p.order_id where p.method in (1, 2, 3, 4, 6)
      union all
      select (c.paid_at at time zone 'Asia/Shanghai')::date, c.store_id, c.pay_method, c.paid from card_order c
    ) x
    where d >= (now() at time zone 'Asia/Shanghai')::date - 30 and d < (now() at time zone 'Asia/Shanghai')::date
    group by d, store_id, channel`.execute(db);
  await sql`
    update reconciliation r set
      statement_amount = case when r.biz_date = (now() at time zone 'Asia/Shanghai')::date - 1 then null
        when (r.id * 7919) % 23 = 0 and r.channel <> 3 then r.system_amount - ((r.id % 5) + 1) * 10 else r.system_amount end,
      status = case when r.biz_date = (now() at time zone 'Asia/Shanghai')::date - 1 then 0
        when (r.id * 7919) % 23 = 0 and r.channel <> 3 then (case when r.biz_date < (now() at time zone 'Asia/Shanghai')::date - 10 and r.id % 2 = 0 then 3 else 2 end)
        else 1 end`.execute(db);
  await sql`
    update reconciliation set note = '经核实为渠道手续费差额，已计入财务费用', handled_by = ${OFFICE[0]},
      handled_at = (biz_date + 3)::timestamp at time zone 'Asia/Shanghai' + interval '10 hours', updated_at = now()
    where status = 3`.execute(db);

  // A store manager reads its own store's cards, recharges, card orders and business days.
  await sql`insert into role_menu (role_id, menu_id)
    select r.id, m.id from role r cross join menu m
    where r.code = 'store_manager' and m.url in ('/operate/financial', '/operate/financial/membership', '/operate/financial/recharge', '/operate/financial/payCardOrder', '/operate/financial/business')
    and not exists (select 1 from role_menu x where x.role_id = r.id and x.menu_id = m.id)`.execute(db);
}

export const step: SeedStep = { order: 130, run: seedStoredValue };
