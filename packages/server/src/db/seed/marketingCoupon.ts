import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema.js';
import '../schema/marketingCoupon.js';
import { grantStoreManager } from './comments.js';
import type { SeedContext, SeedStep } from './context.js';

/**
 * The coupons of /operate/marketing (issue 13) over the customers and orders already seeded:
 * the 10 templates of the customer-service step finished (status, stock, limits, stores) and 30
 * more of every coupon type and state; ~25,000 more coupons issued to customers (expired where
 * past their end, a few voided) and ~4,000 used on paid orders whose discount they make;
 * redeem-code batches with their codes (some redeemed into coupons), the group-buy deals of the
 * platforms mapped to our items (the seeded vouchers linked to theirs), coupon packages of the
 * four families and ~600 coupon pack orders with their coupons (a few refunded). Set-based SQL.
 */

// [name, type, value kind, face, rate, max discount, threshold, valid type, valid start/end (days from today) or valid days, unit,
//  issue start, issue end (days from today, null none), stock, per-customer limit, stores (every n-th store, 0 all), items (item names, '' all), status]
type Template = [
  string,
  number,
  number,
  string | null,
  string | null,
  string | null,
  string,
  number,
  number | null,
  number | null,
  number,
  string,
  number | null,
  number | null,
  number | null,
  number,
  number,
  string,
  number,
];
// prettier-ignore
const TEMPLATES: Template[] = [
  ['满100减20元通用券', 0, 0, '20.00', null, null, '100.00', 1, null, null, 30, 'day', -150, null, 2000, 2, 0, '', 1],
  ['满200减50元烫染券', 3, 0, '50.00', null, null, '200.00', 1, null, null, 1, 'month', -120, 60, 800, 1, 0, '烫发,染发,烫染套餐', 1],
  ['洗剪吹体验券', 0, 0, '20.00', null, null, '0.00', 1, null, null, 2, 'week', -100, null, null, 1, 0, '洗剪吹', 1],
  ['新客首单9折', 0, 1, null, '9.0', '50.00', '0.00', 1, null, null, 14, 'day', -150, null, null, 1, 0, '', 1],
  ['护理专享8折券', 0, 1, null, '8.0', '60.00', '100.00', 1, null, null, 30, 'day', -90, null, 1500, 2, 0, '护理,深层修护', 1],
  ['春季焕新满300减60', 0, 0, '60.00', null, null, '300.00', 0, -110, -20, 0, 'day', -110, -30, 0, 1, 0, '', 2],
  ['五一限定烫染券', 3, 0, '80.00', null, null, '400.00', 0, -40, 20, 0, 'day', -40, 10, 300, 1, 0, '烫发,染发,烫染套餐', 1],
  ['陆家嘴店开业礼券', 0, 0, '30.00', null, null, '100.00', 1, null, null, 30, 'day', -110, -80, 0, 1, 7, '', 2],
  ['浦东门店专享满80减15', 0, 0, '15.00', null, null, '80.00', 1, null, null, 3, 'week', -60, null, 1200, 3, 3, '', 1],
  ['会员银卡月礼券', 5, 0, '15.00', null, null, '60.00', 1, null, null, 1, 'month', -150, null, null, 2, 0, '', 1],
  ['会员金卡月礼券', 5, 0, '25.00', null, null, '80.00', 1, null, null, 1, 'month', -150, null, null, 2, 0, '', 1],
  ['钻石会员9折券', 5, 1, null, '9.0', '100.00', '0.00', 1, null, null, 2, 'month', -150, null, null, 4, 0, '', 1],
  ['会员生日造型券', 5, 0, '50.00', null, null, '150.00', 1, null, null, 1, 'month', -100, null, null, 1, 0, '盘发造型,洗吹造型', 1],
  ['洗剪吹次卡券（单次）', 1, 0, '68.00', null, null, '0.00', 1, null, null, 6, 'month', -150, null, null, 20, 0, '洗剪吹', 1],
  ['男士精剪次卡券', 1, 0, '88.00', null, null, '0.00', 1, null, null, 6, 'month', -120, null, null, 20, 0, '男士精剪', 1],
  ['头皮养护次卡券', 1, 0, '258.00', null, null, '0.00', 1, null, null, 1, 'year', -100, null, null, 12, 0, '头皮养护', 1],
  ['造型季盘发券', 3, 0, '40.00', null, null, '168.00', 1, null, null, 45, 'day', -50, null, 500, 1, 0, '盘发造型', 1],
  ['造型品牌联名85折', 6, 1, null, '8.5', '80.00', '200.00', 1, null, null, 30, 'day', -45, null, 600, 1, 2, '', 1],
  ['造型品牌满500减100', 6, 0, '100.00', null, null, '500.00', 0, -30, 60, 0, 'day', -30, 45, 400, 1, 0, '', 1],
  ['第二品牌洗剪吹次卡券', 7, 0, '39.00', null, null, '0.00', 1, null, null, 3, 'month', -90, null, null, 10, 0, '洗剪吹', 1],
  ['第二品牌儿童剪发次卡券', 7, 0, '48.00', null, null, '0.00', 1, null, null, 3, 'month', -60, null, null, 10, 0, '儿童剪发', 1],
  ['洗护商品满99减20', 8, 0, '20.00', null, null, '99.00', 1, null, null, 30, 'day', -120, null, 3000, 3, 0, '', 1],
  ['护发精油商品券', 8, 0, '30.00', null, null, '150.00', 1, null, null, 2, 'month', -80, null, 800, 2, 0, '', 1],
  ['商品9折券', 8, 1, null, '9.0', '40.00', '0.00', 1, null, null, 30, 'day', -60, -5, 0, 1, 0, '', 2],
  ['儿童剪发半价券', 0, 1, null, '5.0', '30.00', '0.00', 1, null, null, 30, 'day', -70, null, 1000, 2, 0, '儿童剪发', 1],
  ['沉睡顾客回归券', 0, 0, '30.00', null, null, '120.00', 1, null, null, 15, 'day', -70, null, null, 1, 0, '', 1],
  ['夏日清爽头皮清洁券', 0, 0, '25.00', null, null, '100.00', 0, -20, 70, 0, 'day', -20, 60, 900, 1, 0, '头皮清洁,头皮养护', 1],
  ['双十一护理券（待上线）', 0, 0, '40.00', null, null, '200.00', 0, 20, 50, 0, 'day', 20, 40, 1000, 1, 0, '护理,深层修护', 0],
  ['年终感恩券（待上线）', 0, 0, '50.00', null, null, '300.00', 1, null, null, 1, 'month', null, null, 5000, 1, 0, '', 0],
  ['新店试营业体验券', 0, 1, null, '7.0', '60.00', '0.00', 1, null, null, 1, 'week', -10, 30, 200, 1, 5, '', 0],
];

const DESCRIPTIONS = ['每单限用一张，不与其他优惠同享', '仅限到店服务使用，团购订单不可用', '有效期内可用，过期作废不退不换'];
/** Interval of a template's relative validity. */
const validInterval = (alias: string) =>
  sql.raw(`case ${alias}.valid_unit when 'week' then make_interval(weeks => ${alias}.valid_days)
  when 'month' then make_interval(months => ${alias}.valid_days) when 'year' then make_interval(years => ${alias}.valid_days)
  else make_interval(days => ${alias}.valid_days) end`);

async function seedMarketingCoupon(db: Kysely<Database>, { storeIds }: SeedContext): Promise<void> {
  const col = <T>(f: (t: Template) => T) => TEMPLATES.map(f);
  const storesEvery = (n: number) => (n ? storeIds.filter((_, i) => i % n === 0).join(',') : null);
  const items = new Map(
    (await sql<{ id: number; item_name: string }>`select id, item_name from item order by id`.execute(db)).rows.map((r) => [r.item_name, Number(r.id)]),
  );
  const itemIds = (names: string) =>
    names
      ? names
          .split(',')
          .map((n) => items.get(n))
          .filter((id) => id !== undefined)
          .join(',') || null
      : null;

  // The customer-service step's templates: online (one retired), stock and limits, who made them.
  await sql`update coupon_template set status = case when id % 10 = 7 then 2 else 1 end,
      stock = case when id % 3 = 0 then 500 + id * 37 end,
      -- Never under what a customer of the earlier step already holds (the rule the issue checks).
      per_customer_limit = greatest(1 + id % 3, (select coalesce(max(n), 0) from (select count(*)::int as n from coupon_instance i
        where i.template_id = coupon_template.id and i.status <> 3 group by i.customer_id) held)),
      issue_start = ((now() at time zone 'Asia/Shanghai')::date - 200), created_by = '高雪梅', updated_by = '高雪梅',
      description = ${DESCRIPTIONS[0]}, updated_at = created_at`.execute(db);

  const created = await sql<{ id: number }>`
    insert into coupon_template (name, coupon_type, value_kind, face_value, discount_rate, max_discount, threshold, valid_type, valid_start, valid_end,
      valid_days, valid_unit, issue_start, issue_end, stock, per_customer_limit, store_range, store_ids, item_range, item_ids, status, description,
      created_by, updated_by, created_at, updated_at)
    select x.name, x.coupon_type, x.value_kind, x.face_value, x.discount_rate, x.max_discount, x.threshold, x.valid_type,
      today + x.valid_start, today + x.valid_end, greatest(x.valid_days, 1), x.valid_unit, today + x.issue_start, today + x.issue_end, x.stock, x.per_limit,
      case when x.store_ids is null then 0 else 1 end, x.store_ids, case when x.item_ids is null then 0 else 1 end, x.item_ids, x.status,
      (${sql.val(DESCRIPTIONS)}::text[])[1 + x.n % 3], case when x.n % 2 = 0 then '高雪梅' else '马文涛' end, case when x.n % 2 = 0 then '高雪梅' else '马文涛' end,
      now() - make_interval(days => 160 - x.n::int * 4), now() - make_interval(days => 150 - x.n::int * 4)
    from (select (now() at time zone 'Asia/Shanghai')::date as today) d,
      unnest(${col((t) => t[0])}::text[], ${col((t) => t[1])}::smallint[], ${col((t) => t[2])}::smallint[], ${col((t) => t[3])}::numeric[],
        ${col((t) => t[4])}::numeric[], ${col((t) => t[5])}::numeric[], ${col((t) => t[6])}::numeric[], ${col((t) => t[7])}::smallint[],
        ${col((t) => t[8])}::int[], ${col((t) => t[9])}::int[], ${col((t) => t[10])}::int[], ${col((t) => t[11])}::text[],
        ${col((t) => t[12])}::int[], ${col((t) => t[13])}::int[], ${col((t) => t[14])}::int[], ${col((t) => t[15])}::smallint[],
        ${col((t) => storesEvery(t[16]))}::text[], ${col((t) => itemIds(t[17]))}::text[], ${col((t) => t[18])}::smallint[])
      with ordinality as x(name, coupon_type, value_kind, face_value, discount_rate, max_discount, threshold, valid_type, valid_start, valid_end,
        valid_days, valid_unit, issue_start, issue_end, stock, per_limit, store_ids, item_ids, status, n)
    order by x.n returning id`.execute(db);
  const newIds = created.rows.map((r) => Number(r.id));

  // Coupons used on paid orders: the order's discount was the coupon (money coupons for all stores and items, valid a month or more).
  await sql`
    with picked as (
      select o.id as order_id, o.customer_id, o.store_id, o.paid_at, t.id as template_id,
        o.paid_at - make_interval(days => 1 + (o.id % 20)::int, secs => (o.id * 7919 % 86400)::int) as issued_at
      from customer_order o
      cross join lateral (
        select t.id from coupon_template t
        where t.id = any(${newIds}::int[]) and t.status in (1, 2) and t.value_kind = 0 and t.store_range = 0 and t.item_range = 0 and t.valid_type = 1
          and (t.valid_unit <> 'day' or t.valid_days >= 30) and (t.valid_unit <> 'week' or t.valid_days >= 5)
          and t.threshold <= o.amount and t.face_value <= o.discount
        order by (t.id * 31 + o.id) % 97, t.id limit 1) t
      where o.status in (3, 8) and o.paid_at is not null and o.discount > 0
        and not exists (select 1 from coupon_instance c where c.used_order_id = o.id)
      order by o.id limit 4000
    )
    insert into coupon_instance (coupon_no, template_id, customer_id, coupon_name, coupon_type, value_kind, face_value, discount_rate, threshold,
      valid_from, valid_to, status, issued_at, used_at, used_store_id, used_order_id, used_discount, source, issued_by, updated_at)
    select 'CP' || to_char(p.issued_at at time zone 'Asia/Shanghai', 'YYYYMMDD') || lpad(nextval('coupon_no_seq')::text, 8, '0'),
      t.id, p.customer_id, t.name, t.coupon_type, t.value_kind, t.face_value, t.discount_rate, t.threshold,
      p.issued_at, p.issued_at + ${validInterval('t')}, 1, p.issued_at, p.paid_at, p.store_id, p.order_id, t.face_value, 0, '系统', p.paid_at
    from picked p join coupon_template t on t.id = p.template_id
    order by p.issued_at`.execute(db);

  // Coupons still held, expired or voided: issued over the last 150 days to every kind of customer.
  await sql`
    with tpl as (
      select id, row_number() over (order by id) - 1 as k, count(*) over () as n,
        greatest(coalesce(issue_start, created_at::date), created_at::date) as first_day,
        least(coalesce(issue_end, (now() at time zone 'Asia/Shanghai')::date), case when valid_type = 0 then valid_end end, (now() at time zone 'Asia/Shanghai')::date) as last_day
      from coupon_template where status in (1, 2)
    ), cust as (
      select id, row_number() over (order by id) - 1 as k, count(*) over () as n, created_at from customer where status <> 2
    ), g as (
      -- The template and the customer of each coupon by their rank (joined on it: a look-up per
      -- coupon scanned every customer, 25,000 times, half a minute on PGlite).
      select g, (g * 7 + g / 13) % (select max(n) from tpl) as template_k, (g * 7919) % (select max(n) from cust) as customer_k
      from generate_series(1, 25000) as g
    ), issued as (
      select g.g, c.id as customer_id, t.id as template_id,
        greatest(((tpl.first_day + ((g.g::bigint * 104729) % greatest(tpl.last_day - tpl.first_day + 1, 1))::int)::timestamp at time zone 'Asia/Shanghai')
          + make_interval(hours => 9 + g.g % 12, mins => g.g % 60), c.created_at) as issued_at
      from g join tpl on tpl.k = g.template_k join coupon_template t on t.id = tpl.id join cust c on c.k = g.customer_k
      where tpl.last_day >= tpl.first_day
    ), timed as (
      select i.*, case when t.valid_type = 0 then greatest(i.issued_at, (t.valid_start::timestamp at time zone 'Asia/Shanghai'))
          else i.issued_at end as valid_from,
        case when t.valid_type = 0 then ((t.valid_end + 1)::timestamp at time zone 'Asia/Shanghai') else i.issued_at + ${validInterval('t')} end as valid_to
      from issued i join coupon_template t on t.id = i.template_id
      where i.issued_at < now()
    )
    insert into coupon_instance (coupon_no, template_id, customer_id, coupon_name, coupon_type, value_kind, face_value, discount_rate, threshold,
      valid_from, valid_to, status, issued_at, source, issued_by, void_reason, voided_by, voided_at, updated_at)
    select 'CP' || to_char(x.issued_at at time zone 'Asia/Shanghai', 'YYYYMMDD') || lpad(nextval('coupon_no_seq')::text, 8, '0'),
      t.id, x.customer_id, t.name, t.coupon_type, t.value_kind, t.face_value, t.discount_rate, t.threshold, x.valid_from, greatest(x.valid_to, x.valid_from + interval '1 hour'),
      case when x.g % 31 = 0 and x.valid_to > now() then 3 when x.valid_to <= now() then 2 else 0 end,
      x.issued_at, 0, case when x.g % 2 = 0 then '高雪梅' else '系统' end,
      case when x.g % 31 = 0 and x.valid_to > now() then '活动规则调整，重新发放' end,
      case when x.g % 31 = 0 and x.valid_to > now() then '马文涛' end,
      case when x.g % 31 = 0 and x.valid_to > now() then least(now() - interval '1 hour', x.issued_at + interval '2 days') end,
      x.issued_at
    from timed x join coupon_template t on t.id = x.template_id
    order by x.issued_at`.execute(db);

  // Redeem-code batches: [name, template rank among the new ones, quantity, start, end (days from today), status].
  const BATCHES: [string, number, number, number, number, number][] = [
    ['企业客户福利兑换码', 0, 600, -90, 60, 1],
    ['异业合作·咖啡店联名', 2, 400, -60, 30, 1],
    ['直播间抽奖兑换码', 3, 300, -45, 15, 1],
    ['春季活动兑换码（已停）', 5, 200, -110, -20, 2],
    ['会员日兑换码', 9, 500, -30, 90, 1],
    ['年终感恩兑换码（待生成）', 28, 1000, 10, 60, 0],
  ];
  await sql`
    insert into redeem_code_batch (batch_no, name, template_id, quantity, redeem_start, redeem_end, status, remark, created_by, generated_at, created_at, updated_at)
    select 'RB' || to_char(now() at time zone 'Asia/Shanghai', 'YYYYMMDD') || lpad(nextval('redeem_batch_no_seq')::text, 4, '0'),
      x.name, (${newIds}::int[])[x.rank + 1], x.quantity, today + x.start_day, today + x.end_day, x.status, null, '高雪梅',
      case when x.status <> 0 then now() - make_interval(days => greatest(-x.start_day, 1)) end,
      now() - make_interval(days => greatest(-x.start_day, 1) + 2), now() - make_interval(days => greatest(-x.start_day, 1))
    from (select (now() at time zone 'Asia/Shanghai')::date as today) d,
      unnest(${BATCHES.map((b) => b[0])}::text[], ${BATCHES.map((b) => b[1])}::int[], ${BATCHES.map((b) => b[2])}::int[],
        ${BATCHES.map((b) => b[3])}::int[], ${BATCHES.map((b) => b[4])}::int[], ${BATCHES.map((b) => b[5])}::smallint[])
      with ordinality as x(name, rank, quantity, start_day, end_day, status, n)
    order by x.n returning id, status, quantity`.execute(db);
  // Codes of the generated batches: 12 characters of an alphabet without 0/O/1/I, from a hash of the batch and the number.
  await sql`
    insert into redeem_code (batch_id, code, created_at)
    select b.id, (select string_agg(substr('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', 1 + get_byte(decode(md5('salon-redeem-' || b.id || '-' || g), 'hex'), k) % 32, 1), '' order by k)
        from generate_series(0, 11) as k),
      coalesce(b.generated_at, now())
    from redeem_code_batch b cross join lateral generate_series(1, b.quantity) as g
    where b.status <> 0 order by b.id, g`.execute(db);
  // About a third redeemed, each into a coupon of the batch's template (source 1, the code's id).
  await sql`
    with cust as (select id, row_number() over (order by id) - 1 as k, count(*) over () as n, created_at from customer where status = 0),
    picked as (
      select r.id as code_id, b.template_id, (select c.id from cust c where c.k = (r.id * 7919) % (select max(n) from cust)) as customer_id,
        least(now() - interval '1 hour', greatest(b.generated_at, (b.redeem_start::timestamp at time zone 'Asia/Shanghai'))
          + make_interval(days => (r.id % greatest(least((now() at time zone 'Asia/Shanghai')::date, b.redeem_end) - b.redeem_start, 1))::int, hours => (r.id % 10)::int)) as at,
        s.store_id
      from redeem_code r join redeem_code_batch b on b.id = r.batch_id
      cross join lateral (select ${sql.val(storeIds)}::int[] as ids) a
      cross join lateral (select a.ids[1 + r.id % array_length(a.ids, 1)] as store_id) s
      where b.status <> 0 and r.id % 3 = 0
    ), issued as (
      insert into coupon_instance (coupon_no, template_id, customer_id, coupon_name, coupon_type, value_kind, face_value, discount_rate, threshold,
        valid_from, valid_to, status, issued_at, source, source_id, issue_store_id, issued_by, updated_at)
      select 'CP' || to_char(p.at at time zone 'Asia/Shanghai', 'YYYYMMDD') || lpad(nextval('coupon_no_seq')::text, 8, '0'),
        t.id, p.customer_id, t.name, t.coupon_type, t.value_kind, t.face_value, t.discount_rate, t.threshold,
        case when t.valid_type = 0 then greatest(p.at, t.valid_start::timestamp at time zone 'Asia/Shanghai') else p.at end,
        case when t.valid_type = 0 then greatest((t.valid_end + 1)::timestamp at time zone 'Asia/Shanghai', p.at + interval '1 hour') else p.at + ${validInterval('t')} end,
        0, p.at, 1, p.code_id, case when t.store_range = 1 then p.store_id end, '兑换码', p.at
      from picked p join coupon_template t on t.id = p.template_id
      order by p.at
      returning id, source_id, customer_id, issued_at, issue_store_id
    )
    update redeem_code r set status = 1, customer_id = i.customer_id, coupon_instance_id = i.id, redeem_store_id = i.issue_store_id,
      redeemed_at = i.issued_at, redeemed_by = '顾客自助'
    from issued i where r.id = i.source_id`.execute(db);

  // Platform deals: each seeded deal name mapped to our item, the vouchers linked to it.
  const DEAL_ITEMS: [string, string][] = [
    ['洗剪吹单人套餐', '洗剪吹'],
    ['男士精剪套餐', '男士精剪'],
    ['男士精剪', '男士精剪'],
    ['女士精剪+基础护理', '女士精剪'],
    ['染发套餐（含护理）', '染发'],
    ['烫发套餐（不限长短）', '烫发'],
    ['头皮养护体验', '头皮养护'],
    ['儿童剪发', '儿童剪发'],
    ['深层修护护理', '深层修护'],
    ['烫染套餐（长发加收）', '烫染套餐'],
    ['头皮清洁', '头皮清洁'],
    ['挑染套餐', '挑染'],
    ['盘发造型', '盘发造型'],
  ];
  await sql`
    insert into platform_coupon (platform, deal_id, deal_name, item_id, sale_price, market_price, settle_price, store_range, store_ids, valid_start, valid_end,
      status, remark, created_by, created_at, updated_at)
    select v.platform, case v.platform when 1 then 'MT' when 2 then 'DP' else 'DY' end || lpad((100000 + row_number() over (order by v.platform, v.deal_name))::text, 8, '0'),
      v.deal_name, i.id, v.price, round(v.price * 1.6, 0), round(v.price * case when v.platform = 3 then 0.95 else 0.92 end, 2),
      case when v.platform = 3 and v.deal_name = '盘发造型' then 1 else 0 end,
      case when v.platform = 3 and v.deal_name = '盘发造型' then ${storeIds.slice(0, 5).join(',')} end,
      (now() at time zone 'Asia/Shanghai')::date - 150, (now() at time zone 'Asia/Shanghai')::date + 120,
      case when v.deal_name like '%烫染套餐%' then 2 else 1 end, null, '马文涛', now() - interval '150 days', now() - interval '150 days'
    from (select platform, deal_name, max(deal_price) as price from group_buy_voucher group by platform, deal_name) v
    join unnest(${DEAL_ITEMS.map((d) => d[0])}::text[], ${DEAL_ITEMS.map((d) => d[1])}::text[]) as m(deal_name, item_name) on m.deal_name = v.deal_name
    join item i on i.item_name = m.item_name
    order by v.platform, v.deal_name`.execute(db);
  await sql`update group_buy_voucher g set platform_coupon_id = p.id from platform_coupon p where p.platform = g.platform and p.deal_name = g.deal_name`.execute(
    db,
  );

  // Coupon packages: [family, name, member level, card product rank, item, times, price, template ranks:quantity, status].
  const PACKAGES: [number, string, number | null, number | null, string | null, number | null, string | null, string, number][] = [
    [1, '银卡会员月度礼包', 1, null, null, null, null, '9:2', 1],
    [1, '金卡会员月度礼包', 2, null, null, null, null, '10:2,12:1', 1],
    [1, '钻石会员尊享礼包', 3, null, null, null, null, '11:2,12:1,0:1', 1],
    [1, '普通会员入会礼（筹备中）', 0, null, null, null, null, '3:1', 0],
    [2, '新人见面礼包', null, null, null, null, '9.90', '2:1,3:1,0:1', 1],
    [2, '闺蜜同行礼包', null, null, null, null, '99.00', '0:2,4:1', 1],
    [2, '母亲节感恩礼包', null, null, null, null, '199.00', '1:1,16:1,4:1', 2],
    [3, '洗剪吹10次卡', null, null, '洗剪吹', 10, '398.00', '13:10', 1],
    [3, '男士精剪6次卡', null, null, '男士精剪', 6, '398.00', '14:6', 1],
    [3, '头皮养护5次卡', null, null, '头皮养护', 5, '899.00', '15:5', 1],
    [3, '儿童剪发8次卡（第二品牌）', null, null, '儿童剪发', 8, '268.00', '20:8', 0],
    [4, '储值卡开卡礼', null, 0, null, null, null, '0:1,21:1', 1],
    [4, '大额储值尊享礼', null, 1, null, null, null, '1:2,17:1', 1],
    [4, '储值卡续充礼（已停）', null, 0, null, null, null, '21:2', 2],
  ];
  const cardProducts = (await sql<{ id: number }>`select id from card_product order by id`.execute(db)).rows.map((r) => Number(r.id));
  for (const [family, name, level, card, item, times, price, lines, status] of PACKAGES) {
    const pack = await sql<{ id: number }>`
      insert into coupon_package (family, name, member_level, card_product_id, item_id, times, price, sale_start, sale_end, stock, description, status,
        created_by, updated_by, created_at, updated_at)
      values (${family}, ${name}, ${level}, ${card === null ? null : (cardProducts[card] ?? cardProducts[0] ?? null)}, ${item === null ? null : (items.get(item) ?? null)},
        ${times}, ${price}, (now() at time zone 'Asia/Shanghai')::date - 140, null, ${price === null ? null : 5000}, ${DESCRIPTIONS[1]}, ${status},
        '高雪梅', '高雪梅', now() - interval '145 days', now() - interval '140 days')
      returning id`.execute(db);
    const parsed = lines.split(',').map((l) => l.split(':').map(Number));
    await sql`insert into coupon_package_item (package_id, template_id, quantity)
      select ${pack.rows[0].id}, (${newIds}::int[])[x.rank + 1], x.quantity
      from unnest(${parsed.map((p) => p[0])}::int[], ${parsed.map((p) => p[1])}::int[]) as x(rank, quantity)`.execute(db);
  }

  // Coupon pack orders: customers bought the priced packs (gift packs and times cards) at stores; their coupons issued with them.
  await sql`
    with pack as (
      select p.id, p.price, row_number() over (order by p.id) - 1 as k, count(*) over () as n from coupon_package p
      where p.price is not null and p.status in (1, 2)
    ), cust as (select id, row_number() over (order by id) - 1 as k, count(*) over () as n, created_at from customer where status = 0)
    insert into coupon_order (order_no, customer_id, package_id, store_id, quantity, amount, pay_method, status, paid_at, refund_amount, refund_reason,
      refunded_by, refunded_at, created_at, updated_at)
    select 'QB' || to_char(x.paid_at at time zone 'Asia/Shanghai', 'YYYYMMDD') || lpad(nextval('coupon_order_no_seq')::text, 8, '0'),
      x.customer_id, x.package_id, x.store_id, 1, x.price, case (x.g / 7) % 3 when 0 then 2 when 1 then 1 else 4 end, 1, x.paid_at, null, null, null, null, x.paid_at, x.paid_at
    from (
      select g, p.id as package_id, p.price, c.id as customer_id,
        (${sql.val(storeIds)}::int[])[1 + (g * 13) % ${storeIds.length}] as store_id,
        greatest(c.created_at, now() - make_interval(days => (g * 7) % 130, hours => g % 24)) as paid_at
      from generate_series(1, 600) as g
      join pack p on p.k = (g * 5 + g / 7) % p.n
      join cust c on c.k = (g * 104729) % c.n
    ) x order by x.paid_at`.execute(db);
  await sql`
    insert into coupon_instance (coupon_no, template_id, customer_id, coupon_name, coupon_type, value_kind, face_value, discount_rate, threshold,
      valid_from, valid_to, status, issued_at, source, source_id, issued_by, updated_at)
    select 'CP' || to_char(o.paid_at at time zone 'Asia/Shanghai', 'YYYYMMDD') || lpad(nextval('coupon_no_seq')::text, 8, '0'),
      t.id, o.customer_id, t.name, t.coupon_type, t.value_kind, t.face_value, t.discount_rate, t.threshold,
      o.paid_at, v.valid_to, case when v.valid_to <= now() then 2 else 0 end, o.paid_at, 2, o.id, '券包购买', o.paid_at
    from coupon_order o join coupon_package_item l on l.package_id = o.package_id join coupon_template t on t.id = l.template_id
    cross join generate_series(1, l.quantity) as n
    cross join lateral (select case when t.valid_type = 0 then greatest((t.valid_end + 1)::timestamp at time zone 'Asia/Shanghai', o.paid_at + interval '1 day')
      else o.paid_at + ${validInterval('t')} end as valid_to) v
    order by o.paid_at, o.id, l.id, n`.execute(db);
  // A few refunded within a week of buying, none of their coupons used: their coupons voided.
  await sql`
    with refunded as (
      update coupon_order set status = 3, refund_amount = amount, refund_reason = '顾客买错券包，申请退款', refunded_by = '高雪梅',
        refunded_at = least(now(), paid_at + interval '3 days'), updated_at = least(now(), paid_at + interval '3 days')
      where id % 23 = 0 and paid_at < now() - interval '3 days' returning id, refunded_at
    )
    update coupon_instance c set status = 3, void_reason = '券包退款', voided_by = '高雪梅', voided_at = r.refunded_at, updated_at = r.refunded_at
    from refunded r where c.source = 2 and c.source_id = r.id`.execute(db);

  // Stores see the coupons of their stores, take them off orders, and the platform deals they redeem.
  await grantStoreManager(db, ['/operate/marketing/coupon', '/operate/marketingTool/platformCoupon', '/operate/coupon-order/index'], ['operate:coupon:use']);
}

export const step: SeedStep = { order: 400, run: seedMarketingCoupon };
