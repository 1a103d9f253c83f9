import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema.js';
import type { SeedContext, SeedStep } from './context.js';

/**
 * Demo retail goods, set-based: recommendation levels, delivered and collected goods, and 3,600
 * orders over the last 120 days from every source channel over the existing customers, each at
 * the customer's most visited store; their state by age (recent ones 待发货/已发货, older ones mostly
 * 已签收, some cancelled or refunded before shipping); a shipped order has its courier and number.
 */

/** [code, name, commission %, description, sort, status] */
const LEVELS: [string, string, string, string, number, number][] = [
  ['S', '主推', '8.00', '当季主推商品，门店每位顾客都应介绍', 1, 1],
  ['A', '重点推荐', '5.00', '适合烫染、护理后的顾客重点推荐', 2, 1],
  ['B', '常规推荐', '3.00', '顾客有需要时推荐', 3, 1],
  ['C', '清仓处理', '1.00', '临期或旧包装商品，按需推荐', 4, 1],
  ['D', '暂停推荐', '0.00', '质量问题排查中，暂停推荐', 5, 0],
];
/** [code, name, kind, category, spec, price, stock, level code, status] */
const GOODS: [string, string, number, number, string, string, number, string | null, number][] = [
  ['PS1001', '氨基酸控油洗发水', 1, 1, '500ml', '98.00', 860, 'S', 1],
  ['PS1002', '修护护发素', 1, 1, '500ml', '88.00', 640, 'A', 1],
  ['PS1003', '烫后卷发弹力素', 1, 2, '150ml', '68.00', 420, 'A', 1],
  ['PS1004', '哑光定型发泥', 1, 2, '80g', '79.00', 380, 'B', 1],
  ['PS1005', '蓬松喷雾', 1, 2, '200ml', '72.00', 300, 'B', 1],
  ['PS1006', '染后锁色洗发水', 1, 1, '300ml', '118.00', 510, 'S', 1],
  ['PS1007', '头皮净澈精华', 1, 4, '50ml', '198.00', 220, 'A', 1],
  ['PS1008', '防脱育发液', 1, 4, '100ml', '268.00', 160, 'S', 1],
  ['PS1009', '负离子吹风机', 1, 3, '1800W', '459.00', 90, 'B', 1],
  ['PS1010', '按摩气垫梳', 1, 3, '大号', '59.00', 0, 'C', 1],
  ['PS1011', '护发精油（旧包装）', 1, 1, '100ml', '49.00', 75, 'C', 1],
  ['PS1012', '男士强力发蜡', 1, 2, '100g', '65.00', 260, null, 0],
  ['PZ2001', '新春洗护礼盒', 2, 5, '洗发水+护发素+精油', '268.00', 120, 'S', 1],
  ['PZ2002', '专业剪发梳套装', 2, 3, '6件套', '128.00', 60, 'B', 1],
  ['PZ2003', '头皮护理体验礼盒', 2, 5, '3次护理+精华', '398.00', 40, 'A', 1],
  ['PZ2004', '造型工具收纳包', 2, 3, '防水款', '89.00', 0, null, 0],
];
const ADDRESSES = [
  '上海市浦东新区张杨路500号华润时代广场12楼',
  '上海市静安区南京西路1266号恒隆广场二期',
  '北京市海淀区中关村大街27号中关村大厦8层',
  '杭州市滨江区江南大道3888号',
  '深圳市福田区福华三路88号财富大厦',
  '广州市越秀区环市东路339号广东国际大厦',
  '南京市建邺区江东中路347号国金中心',
  '成都市锦江区红星路三段1号IFS国际金融中心',
  '武汉市江汉区解放大道688号武汉广场',
  '苏州市工业园区苏州大道东289号',
];
const REASONS = ['顾客下错规格，申请取消', '商品缺货，联系顾客后退款', '顾客不想要了', '收货地址超出配送范围', '重复下单'];

async function seedDeliveryGoods(db: Kysely<Database>, context: SeedContext): Promise<void> {
  void context;
  await sql`
    insert into goods_recommend_level (level_code, name, commission_rate, description, sort_order, status)
    values ${sql.join(LEVELS.map(([code, name, rate, description, sort, status]) => sql`(${code}, ${name}, ${rate}, ${description}, ${sort}, ${status})`))}`.execute(
    db,
  );
  await sql`
    insert into delivery_goods (goods_code, name, kind, category, spec, price, stock, level_id, status, description, created_by, created_at)
    select v.code, v.name, v.kind, v.category, v.spec, v.price::numeric, v.stock, l.id, v.status, '官方正品，门店同款', '总部商品部 韩梅', now() - interval '150 days'
    from (values ${sql.join(
      GOODS.map(
        ([code, name, kind, category, spec, price, stock, level, status]) =>
          sql`(${code}, ${name}, ${kind}::int, ${category}::int, ${spec}, ${price}, ${stock}::int, ${level}, ${status}::int)`,
      ),
    )}) v(code, name, kind, category, spec, price, stock, level, status)
    left join goods_recommend_level l on l.level_code = v.level`.execute(db);
  await sql`
    with home as (
      select distinct on (customer_id) customer_id, store_id from customer_order where status in (3, 8) group by customer_id, store_id order by customer_id, count(*) desc, store_id
    ), people as (
      select row_number() over (order by h.customer_id) - 1 as k, h.customer_id, h.store_id, c.name from home h join customer c on c.id = h.customer_id
    ), goods as (
      select row_number() over (order by id) - 1 as k, id, kind, price from delivery_goods where status = 1
    ), raw as (
      select g, (hashtext('dg' || g) & 2147483647) as h, (hashtext('ds' || g) & 2147483647) as h2,
        now() - make_interval(mins => ((hashtext('dt' || g) & 2147483647) % (120 * 24 * 60))::int) - interval '10 minutes' as at
      from generate_series(1, 3600) g
    ), picked as (
      select r.*, p.customer_id, p.store_id, p.name, gd.id as goods_id, gd.kind, gd.price, 1 + (r.h % 7 = 0)::int + (r.h % 19 = 0)::int as qty,
        case when r.h % 100 < 42 then 1 when r.h % 100 < 70 then 2 when r.h % 100 < 82 then 3 when r.h % 100 < 93 then 4 else 5 end as source
      from raw r
      join people p on p.k = r.h % (select count(*) from people)
      join goods gd on gd.k = (r.h / 7) % (select count(*) from goods)
    )
    insert into delivery_order (order_no, kind, customer_id, store_id, goods_id, quantity, unit_price, amount, source, status, receiver, address, carrier, tracking_no,
      paid_at, shipped_at, signed_at, status_reason, status_by, status_at, created_at, updated_at)
    select 'PS' || to_char(at at time zone 'Asia/Shanghai', 'YYYYMMDD') || lpad(nextval('delivery_order_no_seq')::text, 8, '0'),
      kind, customer_id, store_id, goods_id, qty, price, price * qty, source, status,
      case when kind = 1 then name end, case when kind = 1 then (array[${sql.join(ADDRESSES)}])[1 + h % ${ADDRESSES.length}] end,
      case when status in (1, 2) and kind = 1 then (array['顺丰速运', '京东物流', '中通快递'])[1 + h % 3] end,
      case when status in (1, 2) and kind = 1 then (array['SF', 'JD', 'ZTO'])[1 + h % 3] || lpad((h % 1000000000)::text, 12, '0') end,
      at,
      case when status in (1, 2) and kind = 1 then at + make_interval(hours => 4 + (h % 30)::int) end,
      case when status = 2 then at + make_interval(hours => 30 + (h % 60)::int) end,
      case when status in (3, 4) then (array[${sql.join(REASONS)}])[1 + h % ${REASONS.length}] end,
      case when status > 0 then case when status in (3, 4) then '客服部 沈佳' when kind = 1 then '仓库 周强' else '店长 王磊' end end,
      case when status = 1 then at + make_interval(hours => 4 + (h % 30)::int) when status > 1 then at + make_interval(hours => 30 + (h % 60)::int) end,
      at, at
    from (
      select p.*, case
        when p.h2 % 100 < 4 then 3
        when p.h2 % 100 < 8 then 4
        when p.at > now() - interval '1 day' then 0
        when p.at > now() - interval '4 days' then case when p.kind = 1 then (p.h % 2)::int else (p.h % 2 * 2)::int end
        when p.kind = 1 and p.at > now() - interval '7 days' then 1
        else 2 end as status
      from picked p
    ) o
    order by at`.execute(db);
  // Shipped and signed times never in the future.
  await sql`
    update delivery_order set shipped_at = case when shipped_at > now() then now() else shipped_at end, signed_at = case when signed_at > now() then now() else signed_at end,
      status_at = case when status_at > now() then now() else status_at end
    where shipped_at > now() or signed_at > now() or status_at > now()`.execute(db);
  await sql`
    update delivery_goods g set sales_count = x.n
    from (select goods_id, sum(quantity)::int as n from delivery_order where status not in (3, 4) group by goods_id) x where x.goods_id = g.id`.execute(db);
}

export const step: SeedStep = { order: 540, run: seedDeliveryGoods };
