import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema.js';
import type { SeedContext, SeedStep } from './context.js';

/**
 * Demo points, after the orders and the reviews, set-based: point goods on both channels; the
 * ledger of every customer from the records (消费赠送 one point a yuan of each paid order at its
 * store, 新客礼 and 生日礼 and 评价有礼 from head office's campaigns, a few 人工调整), then up to two
 * spends per customer (a counter exchange, a request for goods under review, a mall exchange or a
 * negative adjustment), each placed after the positive row where the customer's running total first
 * covers it, so no balance ever goes below 0; cancelled exchanges and rejected requests give their
 * points back later. Balances-after are the running sums, each account's balance the ledger's sum.
 */

/** [code, name, category, points, market price, stock, needs review, status, description] */
type GoodsRow = [string, string, number, number, string, number, boolean, number, string];
const COUNTER_GOODS: GoodsRow[] = [
  ['JF1001', '品牌定制梳子', 1, 300, '39.00', 420, false, 1, '防静电宽齿梳，门店前台领取'],
  ['JF1002', '旅行装洗护套装', 4, 600, '69.00', 260, false, 1, '洗发水+护发素各50ml'],
  ['JF1003', '头皮舒缓护理体验', 2, 900, '128.00', 180, false, 1, '到店预约，含头皮检测与舒缓按摩30分钟'],
  ['JF1004', '20元无门槛代金券', 3, 1000, '20.00', 800, false, 1, '兑换后发放到顾客账户，30天内有效'],
  ['JF1005', '深层修护发膜', 4, 1200, '158.00', 150, false, 1, '200ml，适合烫染后受损发质'],
  ['JF1006', '定制帆布袋', 1, 500, '49.00', 0, false, 1, '已兑完，等待补货'],
  ['JF1007', '精油香薰护理', 2, 1500, '198.00', 90, false, 1, '到店使用，含肩颈放松15分钟'],
  ['JF1008', '50元洗剪吹代金券', 3, 2000, '50.00', 300, false, 1, '仅限洗剪吹项目使用'],
  ['JF1009', '负离子吹风机', 1, 4000, '699.00', 25, true, 1, '高价值礼品，需门店提交积分申请并经总部审核'],
  ['JF1010', '年度护理卡（12次）', 2, 6000, '1680.00', 12, true, 1, '高价值权益，需总部审核'],
  ['JF1011', '陶瓷直板夹', 1, 3000, '459.00', 1, true, 1, '仅剩最后1件，需总部审核'],
  ['JF1012', '春季限定发绳礼盒', 1, 400, '29.00', 60, false, 0, '季节性商品，已下架'],
];
const MALL_GOODS: GoodsRow[] = [
  ['SC2001', '氨基酸洗发水 500ml', 4, 1800, '138.00', 500, false, 1, '包邮到家'],
  ['SC2002', '护发精油 100ml', 4, 1500, '119.00', 320, false, 1, '包邮到家'],
  ['SC2003', '便携折叠梳镜套装', 1, 700, '59.00', 400, false, 1, '包邮到家'],
  ['SC2004', '真丝发带两件装', 1, 1100, '89.00', 210, false, 1, '包邮到家'],
  ['SC2005', '家用头皮按摩器', 1, 3600, '268.00', 80, false, 1, '包邮到家，一年保修'],
  ['SC2006', '染后锁色洗护礼盒', 4, 2800, '218.00', 0, false, 1, '已兑完'],
  ['SC2007', '新年限定香氛蜡烛', 1, 900, '79.00', 40, false, 0, '节日限定，已下架'],
];

const ADDRESSES = [
  '上海市浦东新区世纪大道1568号2幢1203室',
  '上海市徐汇区漕溪北路88号圣爱大厦15楼',
  '北京市朝阳区望京街道阜通东大街6号院3号楼',
  '杭州市西湖区文三路478号华星时代广场A座',
  '深圳市南山区科技园科苑路15号科兴科学园B栋',
  '广州市天河区珠江新城华夏路30号富力盈通大厦',
  '南京市鼓楼区中山北路105号中环国际广场',
  '成都市高新区天府大道北段1700号环球中心',
];

async function seedPoints(db: Kysely<Database>, context: SeedContext): Promise<void> {
  void context;
  const goods = (rows: GoodsRow[], channel: number) =>
    sql.join(
      rows.map(
        ([code, name, category, points, price, stock, review, status, description], i) =>
          sql`(${code}, ${name}, ${channel}, ${category}, ${points}, ${price}, ${stock}, ${review}, ${status}, ${description}, ${(i + 1) * 10}, '总部市场部 林晓', now() - interval '120 days')`,
      ),
    );
  await sql`
    insert into points_goods (goods_code, name, channel, category, points_price, market_price, stock, needs_review, status, description, sort_order, created_by, created_at)
    values ${goods(COUNTER_GOODS, 1)}, ${goods(MALL_GOODS, 2)}`.execute(db);

  // The positive rows, in time: 消费赠送 (paid orders), 新客礼, 生日礼, 评价有礼, 补偿 adjustments.
  await sql`
    create temp table seed_pos on commit drop as
    select o.customer_id, o.store_id, 1 as kind, floor(o.paid - o.refunded)::int as delta, o.id as order_id, o.paid_at as at,
      '订单消费赠送积分'::text as remark, '系统'::text as operator
    from customer_order o where o.status in (3, 4, 8) and o.paid_at is not null and floor(o.paid - o.refunded) >= 1
    union all
    select c.id, null, 5, 200, null, c.created_at + interval '1 minute', '新客注册礼', '系统' from customer c
    union all
    select c.id, null, 5, 300, null, (make_date(2026, extract(month from c.birth_date)::int, least(extract(day from c.birth_date)::int, 28)) + time '09:00') at time zone 'Asia/Shanghai',
      '生日月礼遇', '系统'
    from customer c
    where c.birth_date is not null
      and (make_date(2026, extract(month from c.birth_date)::int, least(extract(day from c.birth_date)::int, 28)) + time '09:00') at time zone 'Asia/Shanghai' between c.created_at and now() - interval '1 hour'
    union all
    select r.customer_id, r.store_id, 5, 20, r.order_id, r.reviewed_at + interval '5 minutes', '评价有礼', '系统' from order_review r where r.reviewed_at < now() - interval '10 minutes'
    union all
    select c.id, null, 4, 100 * (1 + c.id % 3)::int, null, c.created_at + interval '20 days', '服务投诉补偿积分', '客服部 沈佳'
    from customer c where c.id % 23 = 0 and c.created_at + interval '20 days' < now()`.execute(db);
  await sql`create temp table seed_cum on commit drop as
    select customer_id, store_id, at, sum(delta) over (partition by customer_id order by at, kind, order_id) as run from seed_pos`.execute(db);
  await sql`create index on seed_cum (customer_id, at)`.execute(db);
  await sql`analyze seed_cum`.execute(db);
  await sql`create temp table seed_home on commit drop as
    select distinct on (customer_id) customer_id, store_id from customer_order where status in (3, 8) group by customer_id, store_id order by customer_id, count(*) desc, store_id`.execute(
    db,
  );

  // Up to two spends a customer: kind by hash (1 counter exchange, 2 request, 3 mall exchange, 4 negative adjustment), the goods by hash.
  await sql`
    create temp table seed_spend on commit drop as
    with plan as (
      select c.id as customer_id, k,
        case when (hashtext(c.id || ':' || k) & 2147483647) % 100 < 55 then 1 when (hashtext(c.id || ':' || k) & 2147483647) % 100 < 67 then 2
             when (hashtext(c.id || ':' || k) & 2147483647) % 100 < 92 then 3 else 4 end as type,
        (hashtext('g' || c.id || ':' || k) & 2147483647) as h
      from customer c cross join generate_series(1, 2) k
      where (hashtext('who' || c.id) & 2147483647) % 100 < 60
    ), priced as (
      select p.*, g.id as goods_id, g.name as goods_name, g.points_price as cost
      from plan p
      left join lateral (
        select id, name, points_price from points_goods g
        where g.status = 1 and g.stock > 0 and g.channel = case when p.type = 3 then 2 else 1 end and g.needs_review = (p.type = 2)
        order by id offset p.h % (select count(*) from points_goods g2 where g2.status = 1 and g2.stock > 0 and g2.channel = case when p.type = 3 then 2 else 1 end and g2.needs_review = (p.type = 2))
        limit 1
      ) g on p.type <> 4
    ), costed as (
      select pr.*, coalesce(pr.cost, 100 + 100 * (pr.h % 3)::int) as points,
        sum(coalesce(pr.cost, 100 + 100 * (pr.h % 3)::int)) over (partition by pr.customer_id order by pr.k) as need
      from priced pr
    )
    select c.*, t.at + make_interval(hours => c.k, mins => (c.h % 50)::int) as at,
      coalesce(t.store_id, hm.store_id, 1) as store_id
    from costed c
    join lateral (select u.at, u.store_id from seed_cum u where u.customer_id = c.customer_id and u.run >= c.need order by u.at limit 1) t on true
    left join seed_home hm on hm.customer_id = c.customer_id
    where t.at + make_interval(hours => c.k, mins => (c.h % 50)::int) < now() - interval '5 minutes'`.execute(db);
  // The spend's state by its age: older ones settled, recent ones open; some cancelled or rejected.
  await sql`alter table seed_spend add column status int, add column settled_at timestamptz, add column ex_id bigint, add column rq_id bigint`.execute(db);
  await sql`
    update seed_spend set status = case
      when type = 2 and at > now() - interval '10 days' and h % 3 <> 0 then 0
      when type = 2 then case when h % 4 = 0 then 2 else 1 end
      when at > now() - interval '3 days' then 0
      when h % 10 = 0 then 2
      when h % 10 = 1 and at > now() - interval '30 days' then 0
      else 1 end,
      settled_at = least(at + make_interval(hours => 2 + (h % 70)::int), now() - interval '1 minute')`.execute(db);
  await sql`update seed_spend set rq_id = nextval('points_request_id_seq') where type = 2`.execute(db);
  await sql`update seed_spend set ex_id = nextval('points_exchange_id_seq') where type in (1, 3) or (type = 2 and status = 1)`.execute(db);

  await sql`
    insert into points_request (id, request_no, customer_id, goods_id, store_id, quantity, points_total, reason, applicant, status, review_remark, reviewer, reviewed_at, created_at, updated_at)
    select rq_id, 'SQ' || to_char(at at time zone 'Asia/Shanghai', 'YYYYMMDD') || lpad(nextval('points_request_no_seq')::text, 8, '0'),
      customer_id, goods_id, store_id, 1, points,
      (array['老顾客积分兑换高价值礼品，已核对身份', '顾客生日月申请兑换', '会员积分兑换，顾客已到店确认', '顾客电话预约兑换，请总部审核'])[1 + h % 4],
      (array['店长 王磊', '店长 李娜', '店长 张伟', '店长 刘洋'])[1 + h % 4],
      status,
      case status when 1 then (array[null, '同意兑换', '已核对积分来源，同意'])[1 + h % 3] when 2 then (array['该顾客近期积分来源异常，暂不予兑换', '商品库存需优先保障门店活动，请改兑其他商品', '申请信息与顾客资料不符'])[1 + h % 3] end,
      case when status > 0 then '总部市场部 林晓' end,
      case when status > 0 then settled_at end, at, coalesce(case when status > 0 then settled_at end, at)
    from seed_spend where type = 2 order by at`.execute(db);
  await sql`
    insert into points_exchange (id, exchange_no, channel, customer_id, goods_id, store_id, quantity, points_total, status, request_id, request_no, address, tracking_no,
      remark, operator, status_reason, status_by, status_at, created_at, updated_at)
    select s.ex_id, 'DH' || to_char(coalesce(case when s.type = 2 then s.settled_at end, s.at) at time zone 'Asia/Shanghai', 'YYYYMMDD') || lpad(nextval('points_exchange_no_seq')::text, 8, '0'),
      case when s.type = 3 then 2 else 1 end, s.customer_id, s.goods_id, case when s.type = 3 then null else s.store_id end, 1, s.points,
      case when s.type = 2 then case when s.h % 5 = 0 then 0 else 1 end else s.status end,
      s.rq_id, r.request_no,
      case when s.type = 3 then (array[${sql.join(ADDRESSES)}])[1 + s.h % ${ADDRESSES.length}] end,
      case when s.type = 3 and s.status = 1 then (array['SF', 'JD', 'YT', 'ZTO'])[1 + s.h % 4] || lpad((s.h % 100000000)::text, 10, '0') end,
      case when s.type = 2 then '积分申请审核通过' end,
      case when s.type = 3 then '顾客' when s.type = 2 then '总部市场部 林晓' else (array['前台 陈晨', '店长 王磊', '前台 赵敏'])[1 + s.h % 3] end,
      case when s.status = 2 then (array['顾客临时改变主意', '商品尺寸/款式不合适', '顾客长时间未领取，系统取消'])[1 + s.h % 3] end,
      case when s.type <> 2 and s.status > 0 then case when s.type = 3 then '总部市场部 林晓' else '店长 王磊' end end,
      case when s.type <> 2 and s.status > 0 then s.settled_at end,
      case when s.type = 2 then s.settled_at else s.at end, case when s.type = 2 then s.settled_at else coalesce(case when s.status > 0 then s.settled_at end, s.at) end
    from seed_spend s left join points_request r on r.id = s.rq_id
    where s.ex_id is not null order by s.at`.execute(db);
  await sql`update points_request r set exchange_no = e.exchange_no from points_exchange e where e.request_id = r.id`.execute(db);

  // The ledger in time order (ids follow it); balances-after are the running sums.
  await sql`
    insert into points_ledger (customer_id, store_id, kind, delta, balance_after, order_id, exchange_id, request_id, remark, operator, created_at)
    select customer_id, store_id, kind, delta, sum(delta) over (partition by customer_id order by at, seq), order_id, exchange_id, request_id, remark, operator, at
    from (
      select customer_id, store_id, kind, delta, order_id, null::bigint as exchange_id, null::bigint as request_id, remark, operator, at, 0 as seq from seed_pos
      union all
      select s.customer_id, case when s.type in (3, 4) then null else s.store_id end, case when s.type = 4 then 4 else 2 end, -s.points, null, s.ex_id, s.rq_id,
        case s.type when 4 then '重复赠送积分冲正' when 2 then '积分申请：「' || s.goods_name || '」×1' else '兑换「' || s.goods_name || '」×1' end,
        case s.type when 4 then '财务部 周敏' when 3 then '顾客' else '店长 王磊' end, s.at, 1
      from seed_spend s
      union all
      select s.customer_id, case when s.type = 3 then null else s.store_id end, 3, s.points, null, s.ex_id, s.rq_id,
        case when s.type = 2 then '积分申请被驳回，积分退回' else '兑换取消，积分退回' end, case when s.type = 2 then '总部市场部 林晓' else '店长 王磊' end, s.settled_at, 2
      from seed_spend s where s.status = 2
    ) x
    order by at, seq`.execute(db);
  await sql`
    insert into points_account (customer_id, balance, earned_total, spent_total, updated_at)
    select customer_id, sum(delta), coalesce(sum(delta) filter (where delta > 0 and kind <> 3), 0),
      greatest(coalesce(-sum(delta) filter (where kind in (2, 3)), 0), 0), max(created_at)
    from points_ledger group by customer_id`.execute(db);
  await sql`
    update points_goods g set exchanged_count = x.n
    from (select goods_id, count(*)::int as n from seed_spend where goods_id is not null and status <> 2 group by goods_id) x where x.goods_id = g.id`.execute(
    db,
  );
}

export const step: SeedStep = { order: 530, run: seedPoints };
