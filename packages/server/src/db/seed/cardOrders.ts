import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../schema.js';
import type { SeedContext, SeedStep } from './context.js';

/**
 * Demo card products and other finance orders, derived from the seeded customers and orders so
 * that they agree with them: U cards bought by regular customers (their basic-haircut orders
 * within the validity are the visits redeemed against the card), single-visit cards (used ones
 * point at the order they were used on), gift-card batches, the bonus pool fed by perm, dye and
 * care orders (months before last settled), and tips after paid orders. Set-based inserts only
 * (insert ... select), the same shape on every install: choices come from a hash of the row ids.
 */

/** A fixed pseudo-random number in [0, 1) for a row id and a salt (the same on every install). */
const rnd = (expr: string, salt: number): RawBuilder<number> =>
  sql<number>`(('x' || substr(md5((${sql.raw(expr)})::text || ':' || ${sql.lit(String(salt))}), 1, 8))::bit(32)::bigint / 4294967296.0)`;
const TODAY = sql`(now() at time zone 'Asia/Shanghai')::date`;
/** A China business day plus minutes after midnight, as a timestamptz. */
const chinaTime = (day: RawBuilder<unknown> | string, minutes: RawBuilder<unknown>) =>
  sql`((${typeof day === 'string' ? sql.raw(day) : day})::timestamp + make_interval(mins => (${minutes})::int)) at time zone 'Asia/Shanghai'`;

const BASIC = ['洗剪吹', '男士精剪', '女士精剪', '儿童剪发'];
const SINGLE_ITEMS = ['护理', '深层修护', '头皮养护', '头皮清洁', '洗吹造型', '烫发', '染发'];
const POOL_ITEMS = ['烫发', '染发', '挑染', '烫染套餐', '小烫染项目组', '护理', '深层修护', '头皮养护'];
const DYE_ITEMS = ['烫发', '染发', '挑染', '烫染套餐', '小烫染项目组'];

export async function seedCardOrders(db: Kysely<Database>, context: SeedContext): Promise<void> {
  const count = await sql<{ n: number }>`select count(*)::int as n from customer_order`.execute(db);
  if (!count.rows[0].n) return;
  const finance = context.userIds.find((u) => u.account === 'finance01')?.name ?? '高雪梅';
  const admin = context.userIds.find((u) => u.account === 'admin')?.name ?? '系统管理员';

  // U cards: a quarter of the customers who came for basic haircuts at least 3 times; most cards
  // start on the day of such a visit, some were bought lately (and some of those not used yet).
  await sql`
    with basic as (
      select o.id, o.customer_id, o.store_id, o.created_at from customer_order o
      join (select distinct order_id from order_item where item_name in (${sql.join(BASIC)})) i on i.order_id = o.id
      where o.status in (3, 8)
    ), regular as (
      select customer_id, count(*) as visits, min(created_at) as first_at,
        mode() within group (order by store_id) as store_id
      from basic group by customer_id having count(*) >= 3
    ), chosen as (
      select r.*, row_number() over (order by r.customer_id) as n,
        ${rnd('r.customer_id', 11)} as r1, ${rnd('r.customer_id', 12)} as r2, ${rnd('r.customer_id', 13)} as r3, ${rnd('r.customer_id', 14)} as r4
      from regular r where ${rnd('r.customer_id', 10)} < 0.25
    ), typed as (
      select c.*, case when r1 < 0.55 then 1 when r1 < 0.85 then 2 else 3 end as card_type,
        case when r2 < 0.55 then (c.first_at at time zone 'Asia/Shanghai')::date - (r3 * 5)::int
             else ${TODAY} - 1 - (r3 * 25)::int end as valid_from -- bought by yesterday: never a time still to come
      from chosen c
    )
    insert into ucard_order (order_no, card_no, customer_id, store_id, card_type, price, paid, pay_method, valid_from, valid_to, status, paid_at, created_at, updated_at)
    select 'UK' || to_char(t.valid_from, 'YYYYMMDD') || lpad(t.n::text, 6, '0'), 'U' || lpad((100000000 + t.customer_id * 7 + t.n)::text, 9, '0'),
      t.customer_id, t.store_id, t.card_type, p.price, p.price - case when t.r4 < 0.15 then 20 else 0 end,
      case when t.r4 < 0.55 then 1 when t.r4 < 0.85 then 2 else 3 end,
      t.valid_from, t.valid_from + p.days - 1, 1, ${chinaTime('t.valid_from', sql`540 + t.r3 * 50`)}, ${chinaTime('t.valid_from', sql`540 + t.r3 * 50`)}, ${chinaTime('t.valid_from', sql`540 + t.r3 * 50`)}
    from typed t join (values (1, 199.00, 30), (2, 499.00, 90), (3, 1599.00, 365)) as p(card_type, price, days) on p.card_type = t.card_type`.execute(db);

  // The visits: each basic-haircut order of the card's holder within its validity, after it was bought.
  await sql`
    insert into ucard_record (ucard_order_id, card_no, customer_id, store_id, craftsman_id, item_id, item_name, order_id, order_no, used_at, created_at)
    select distinct on (o.id) u.id, u.card_no, u.customer_id, o.store_id, o.craftsman_id, i.item_id, i.item_name, o.id, o.order_no,
      coalesce(o.finished_at, o.created_at), coalesce(o.finished_at, o.created_at)
    from ucard_order u
    join customer_order o on o.customer_id = u.customer_id and o.status in (3, 8) and o.created_at >= u.paid_at
      and (o.created_at at time zone 'Asia/Shanghai')::date <= u.valid_to
    join order_item i on i.order_id = o.id and i.item_name in (${sql.join(BASIC)})
    order by o.id, u.id`.execute(db);
  await sql`update ucard_order u set use_count = r.n from (select ucard_order_id, count(*)::int as n from ucard_record group by ucard_order_id) r where r.ucard_order_id = u.id`.execute(
    db,
  );

  // Refunds of still-valid cards in each state: asked, approved, refunded (pro-rated when used), rejected.
  await sql`
    with pick as (
      select u.id, u.paid, u.use_count, u.valid_from, u.valid_to, ${rnd('u.id', 21)} as r,
        row_number() over (order by ${rnd('u.id', 22)}) as k
      from ucard_order u where u.valid_to > ${TODAY} + 2 and u.valid_from <= ${TODAY}
    ), chosen as (
      select p.*, case when p.use_count = 0 then p.paid
        else greatest(0.01, floor(p.paid * 100 * (p.valid_to - ${TODAY}) / (p.valid_to - p.valid_from + 1)) / 100) end as amount
      from pick p where p.k <= 40
    )
    update ucard_order u set
      status = case when c.k % 4 = 0 then 1 when c.k % 4 = 3 then 3 else 2 end,
      refund_status = case c.k % 4 when 1 then 0 when 2 then 1 when 3 then 2 else 3 end,
      refund_amount = c.amount,
      refund_reason = (array['顾客搬家，附近没有门店', '办卡后很少到店，申请退卡', '对服务不满意，要求退卡', '误购，应为季卡', '工作调动到外地'])[1 + (c.k % 5)::int],
      refund_requested_by = (select s.name from app_user s where s.store_id = u.store_id and s.station = 1 order by s.id limit 1),
      refund_requested_at = now() - make_interval(hours => (c.k * 5)::int),
      refund_reviewed_by = case when c.k % 4 in (0, 2, 3) then ${finance} end,
      refund_reviewed_at = case when c.k % 4 in (0, 2, 3) then now() - make_interval(hours => (c.k * 5)::int - 3) end,
      reject_reason = case when c.k % 4 = 0 then '年卡已多次使用，按规定不予退款，请与顾客沟通' end,
      refunded_by = case when c.k % 4 = 3 then ${finance} end,
      refunded_at = case when c.k % 4 = 3 then now() - make_interval(hours => (c.k * 5)::int - 20) end,
      updated_at = now() - make_interval(hours => (c.k * 5)::int - 20)
    from chosen c where c.id = u.id`.execute(db);
  await sql`update ucard_order set refund_requested_by = ${admin} where refund_status is not null and refund_requested_by is null`.execute(db);

  // Single-visit cards: bought for a care, styling, perm or dye item; used on a later order, or still waiting (expired after 90 days).
  await sql`
    with source as (
      select o.id, o.order_no, o.customer_id, o.store_id, o.created_at, coalesce(o.finished_at, o.created_at) as done_at, i.item_id, i.unit_price,
        ${rnd('o.id', 31)} as r1, ${rnd('o.id', 32)} as r2
      from customer_order o join (
        select distinct on (order_id) order_id, item_id, unit_price from order_item where item_name in (${sql.join(SINGLE_ITEMS)}) order by order_id, id) i on i.order_id = o.id
      where o.status in (3, 8) and ${rnd('o.id', 30)} < 0.35
    ), cards as (
      select s.*, row_number() over (order by s.id) as n,
        case when s.r1 < 0.55 then 1 else 0 end as used,
        case when s.r1 < 0.55 then s.created_at - make_interval(days => (1 + s.r2 * 40)::int, mins => (s.r2 * 300)::int) else s.done_at + interval '5 minutes' end as bought_at
      from source s
    )
    insert into single_card_order (order_no, customer_id, store_id, item_id, price, paid, pay_method, status, expires_on, used_at, used_store_id, used_order_id, used_order_no,
      refund_reason, refunded_by, refunded_at, created_at, updated_at)
    select 'DC' || to_char(c.bought_at at time zone 'Asia/Shanghai', 'YYYYMMDD') || lpad(c.n::text, 6, '0'), c.customer_id, c.store_id, c.item_id, c.unit_price,
      round(c.unit_price * 0.9, 0), case when c.r2 < 0.6 then 1 else 2 end,
      case when c.used = 1 then 1
           when (c.bought_at at time zone 'Asia/Shanghai')::date + 90 < ${TODAY} then 2
           when c.r2 < 0.12 then 3 else 0 end,
      (c.bought_at at time zone 'Asia/Shanghai')::date + 90,
      case when c.used = 1 then c.done_at end, case when c.used = 1 then c.store_id end, case when c.used = 1 then c.id end, case when c.used = 1 then c.order_no end,
      case when c.used = 0 and (c.bought_at at time zone 'Asia/Shanghai')::date + 90 >= ${TODAY} and c.r2 < 0.12 then '顾客近期不方便到店，申请退款' end,
      case when c.used = 0 and (c.bought_at at time zone 'Asia/Shanghai')::date + 90 >= ${TODAY} and c.r2 < 0.12 then ${finance} end,
      case when c.used = 0 and (c.bought_at at time zone 'Asia/Shanghai')::date + 90 >= ${TODAY} and c.r2 < 0.12 then least(now(), c.bought_at + interval '3 days') end,
      c.bought_at, c.bought_at
    from cards c where c.unit_price > 0`.execute(db);

  // Gift cards: 14 batches of 60 to 140 cards sold by stores over the last 13 months (face values by batch).
  await sql`
    with stores as (select array_agg(id order by id) as ids from store where open_status in (1, 2)),
    buyers as (select id, row_number() over (order by id) - 1 as k, count(*) over () as total from customer),
    batch as (
      select b, (array[100, 200, 500, 1000, 300])[1 + b % 5]::numeric(10, 2) as face, 60 + (b * 37) % 81 as size,
        now() - make_interval(days => 395 - b * 28) as sold_at
      from generate_series(0, 13) b
    ), card as (
      select bt.b, bt.face, bt.sold_at, g, row_number() over (order by bt.b, g) as n,
        ${rnd('bt.b * 1000 + g', 41)} as r1, ${rnd('bt.b * 1000 + g', 42)} as r2, ${rnd('bt.b * 1000 + g', 43)} as r3
      from batch bt cross join generate_series(1, bt.size) g
    ), state as (
      select c.*, (c.sold_at at time zone 'Asia/Shanghai')::date + 365 as expires_on,
        case when c.r1 < 0.15 then 0 when c.r1 < 0.6 then 1 when c.r1 < 0.85 then 2 when c.r1 < 0.95 then 3 else 4 end as wanted
      from card c
    )
    insert into gift_card (card_no, batch_no, store_id, face_value, balance, buyer_id, receiver_id, status, activated_at, expires_on, void_reason, voided_by, voided_at, created_at, updated_at)
    select 'GC' || to_char(s.sold_at at time zone 'Asia/Shanghai', 'YYMM') || lpad(s.n::text, 8, '0'),
      'GB' || to_char(s.sold_at at time zone 'Asia/Shanghai', 'YYYYMM') || lpad(s.b::text, 2, '0'),
      st.ids[1 + ((s.b * 3 + case when s.r2 < 0.3 then 0 else (s.r2 * 1000)::int end) % array_length(st.ids, 1))],
      s.face,
      case when v.status = 2 then 0 when v.status = 1 and s.r3 < 0.5 then s.face when v.status in (1, 3) then floor(s.face * s.r3 / 10) * 10 else s.face end,
      bu.id,
      case when v.status in (1, 2, 3) and s.r2 < 0.7 then rc.id end,
      v.status,
      case when v.status in (1, 2, 3) then s.sold_at + make_interval(days => (s.r3 * 20)::int) end,
      s.expires_on,
      case when v.status = 4 then (array['卡片丢失，顾客申请挂失', '批次印刷错误，整卡回收', '企业客户退回未发放的卡'])[1 + (s.n % 3)::int] end,
      case when v.status = 4 then ${finance} end,
      case when v.status = 4 then least(now(), s.sold_at + interval '30 days') end,
      s.sold_at, s.sold_at
    from state s cross join stores st
    join buyers bu on bu.k = (s.n * 13) % bu.total
    join buyers rc on rc.k = (s.n * 29 + 7) % rc.total
    cross join lateral (select case
      when s.wanted = 3 and s.expires_on >= ${TODAY} then 1
      when s.wanted in (0, 1) and s.expires_on < ${TODAY} then 3
      else s.wanted end as status) v`.execute(db);
  // An activated card fully spent is used up; one with zero balance but expired stays expired.
  await sql`update gift_card set status = 2 where status = 1 and balance = 0`.execute(db);

  // The bonus pool: perm and dye orders give 3% of what was kept, care orders 2%; months before last are settled.
  await sql`
    insert into bonus_pool_order (order_id, order_no, store_id, craftsman_id, month, order_amount, pool_rate, contribution, settle_status, settled_by, settled_at, ordered_at, created_at)
    select o.id, o.order_no, o.store_id, o.craftsman_id, m.month, o.paid - o.refunded, r.rate, round((o.paid - o.refunded) * r.rate, 2),
      case when m.month < to_char(${TODAY} - interval '1 month', 'YYYY-MM') or (m.month < to_char(${TODAY}, 'YYYY-MM') and o.store_id % 3 = 0) then 1 else 0 end,
      case when m.month < to_char(${TODAY} - interval '1 month', 'YYYY-MM') or (m.month < to_char(${TODAY}, 'YYYY-MM') and o.store_id % 3 = 0) then ${finance} end,
      case when m.month < to_char(${TODAY} - interval '1 month', 'YYYY-MM') or (m.month < to_char(${TODAY}, 'YYYY-MM') and o.store_id % 3 = 0)
        then (to_date(m.month || '-01', 'YYYY-MM-DD') + interval '1 month 2 days 10 hours')::timestamp at time zone 'Asia/Shanghai' end,
      o.created_at, o.created_at
    from customer_order o
    cross join lateral (select to_char(o.created_at at time zone 'Asia/Shanghai', 'YYYY-MM') as month) m
    join (select order_id, (case when bool_or(item_name in (${sql.join(DYE_ITEMS)})) then 0.03 else 0.02 end)::numeric(5, 4) as rate
      from order_item where item_name in (${sql.join(POOL_ITEMS)}) group by order_id) r on r.order_id = o.id
    where o.status in (3, 8) and o.paid > o.refunded`.execute(db);

  // Tips: about one paid order in twelve, a few minutes after payment; a few returned.
  await sql`
    with tipped as (
      select o.*, row_number() over (order by o.id) as n, ${rnd('o.id', 51)} as r1, ${rnd('o.id', 52)} as r2
      from customer_order o where o.status in (3, 8) and o.craftsman_id is not null and o.paid_at is not null and ${rnd('o.id', 50)} < 0.085
    )
    insert into craftsman_reward (reward_no, order_id, order_no, customer_id, craftsman_id, store_id, amount, channel, status, rewarded_at, returned_at, return_reason, created_at)
    select 'DS' || to_char(t.paid_at at time zone 'Asia/Shanghai', 'YYYYMMDD') || lpad(t.n::text, 6, '0'), t.id, t.order_no, t.customer_id, t.craftsman_id, t.store_id,
      (array[5, 10, 10, 20, 20, 20, 50, 88])[1 + (t.r1 * 8)::int % 8]::numeric(10, 2), case when t.r2 < 0.7 then 1 else 2 end,
      case when t.r2 > 0.96 then 2 else 1 end,
      t.paid_at + make_interval(mins => (2 + t.r1 * 30)::int),
      case when t.r2 > 0.96 then t.paid_at + interval '1 day' end,
      case when t.r2 > 0.96 then (array['顾客误操作，原路退回', '手艺人已离职，打赏退回顾客'])[1 + (t.n % 2)::int] end,
      t.paid_at + make_interval(mins => (2 + t.r1 * 30)::int)
    from tipped t`.execute(db);

  // A store manager reads its own store's card orders, records, gift cards, bonus pool and tips, and may ask for a U-card refund at the counter.
  await sql`insert into role_menu (role_id, menu_id)
    select r.id, m.id from role r cross join menu m
    where r.code = 'store_manager' and (m.url in ('/operate/financial', '/operate/financial/ulcardOrder', '/operate/financial/ulcardRecord', '/operate/financial/singlesCardOrder',
      '/operate/financial/giftCard', '/operate/financial/bonusPoolOrderList', '/operate/financial/rewardQuery') or m.code = 'financial:ulcard:refundApply')
    and not exists (select 1 from role_menu x where x.role_id = r.id and x.menu_id = m.id)`.execute(db);
}

export const step: SeedStep = { order: 140, run: seedCardOrders };
