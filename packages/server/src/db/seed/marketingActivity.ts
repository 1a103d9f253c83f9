import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema.js';
import '../schema/marketingActivity.js';
import type { SeedContext, SeedStep } from './context.js';

/**
 * 20 marketing activities in every state (draft, online, offline, ended), each kind, over the
 * seeded stores; the customers who joined them (a few hundred each), the coupons they received
 * (copied from the templates as an issue does, linked to the activity) and, for some, the paid
 * order of theirs that used it — so 活动详情's figures come from real rows. Set-based SQL.
 */

// name, kind, activity type, service type, status, start (days from today), length in days, stores (every n-th), coupons (template ranks:quantity), join rule, per-customer limit
type Row = [string, number, number, number, number, number | null, number | null, number, string | null, number, number];
// prettier-ignore
const ACTIVITIES: Row[] = [
  ['陆家嘴店开业三重礼', 1, 1, 42, 3, -110, 30, 7, '1:1,2:1', 0, 1],
  ['春季焕新·老客半价烫染', 2, 7, 46, 3, -100, 20, 1, null, 2, 1],
  ['重阳敬老·老人儿童剪发半价', 3, 8, 46, 3, -95, 14, 1, null, 0, 2],
  ['晒发型好评分享得券', 4, 2, 21, 3, -90, 30, 1, '1:1', 0, 3],
  ['老带新·好友邀请双方得券', 5, 3, 31, 3, -80, 45, 1, '2:1', 1, 1],
  ['沉睡顾客召回定向券', 6, 0, 0, 3, -70, 20, 1, '1:2', 2, 1],
  ['烫染次卡体验季', 7, 1, 46, 3, -60, 30, 2, null, 0, 1],
  ['五一全城焕发季', 1, 5, 42, 2, -40, 60, 1, '1:1,3:1', 0, 1],
  ['会员专享定向礼券', 6, 0, 0, 2, -35, 50, 1, '2:1', 3, 1],
  ['分享得券·夏日清爽', 4, 4, 41, 2, -30, 45, 1, '3:1', 0, 2],
  ['浦东新店开业礼', 1, 1, 42, 1, -25, 60, 5, '1:1,2:1', 1, 1],
  ['周中半价洗剪吹', 2, 7, 46, 1, -20, 40, 1, null, 0, 4],
  ['老人儿童剪发半价（常年）', 3, 8, 46, 1, -30, 200, 1, null, 0, 12],
  ['好友邀请·邀一得二', 5, 3, 31, 1, -15, 60, 1, '1:1', 1, 1],
  ['流失顾客回访券', 6, 0, 0, 1, -10, 30, 1, '1:1', 2, 1],
  ['洗护次卡 10 次', 7, 1, 46, 1, -12, 90, 3, null, 0, 2],
  ['IP联名·造型季', 1, 6, 42, 1, -5, 40, 2, '3:1', 0, 1],
  ['双十一护肤体验', 1, 9, 91, 0, 20, 10, 4, '2:1', 0, 1],
  ['年终感恩定向券', 6, 0, 0, 0, null, null, 1, '1:1', 0, 1],
  ['新年邀请有礼', 5, 3, 31, 0, 40, 30, 1, '2:1', 0, 1],
];

async function seedMarketingActivity(db: Kysely<Database>, { storeIds }: SeedContext): Promise<void> {
  // The coupons activities give: online templates first (any, where none is online yet).
  const templates = (await sql<{ id: number }>`select id from coupon_template order by (status = 1) desc, id limit 5`.execute(db)).rows.map((r) =>
    Number(r.id),
  );
  if (!templates.length || !storeIds.length) return;
  const couponList = (spec: string | null) =>
    spec === null
      ? null
      : spec
          .split(',')
          .map((pair) => {
            const [rank, quantity] = pair.split(':').map(Number);
            return `${templates[(rank - 1) % templates.length]}:${quantity}`;
          })
          .filter((pair, i, all) => all.findIndex((p) => p.split(':')[0] === pair.split(':')[0]) === i)
          .join(',');
  const storeList = (every: number) => storeIds.filter((_, i) => i % every === 0).join(',');
  const item = (await sql<{ id: number }>`select id from item where enabled order by id limit 1`.execute(db)).rows[0]?.id ?? null;

  const col = <T>(pick: (r: Row) => T) => ACTIVITIES.map(pick);
  await sql`
    insert into marketing_activity (name, kind, activity_type, service_type, status, start_at, end_at, store_ids, coupons, inviter_coupons,
      item_id, elder_age, child_age, card_times, card_price, share_title, join_rule, per_customer_limit, description, created_by, created_at, updated_at,
      status_by, status_at, status_reason)
    select x.name, x.kind, x.activity_type, x.service_type, x.status,
      date_trunc('day', now() at time zone 'Asia/Shanghai') at time zone 'Asia/Shanghai' + make_interval(days => x.start_day) + interval '10 hours',
      date_trunc('day', now() at time zone 'Asia/Shanghai') at time zone 'Asia/Shanghai' + make_interval(days => x.start_day + x.days) + interval '22 hours',
      x.store_ids, x.coupons, case when x.kind = 5 then x.coupons end,
      case when x.kind in (2, 3, 7) then ${item}::int end,
      case when x.kind = 3 then 60 end, case when x.kind = 3 then 12 end,
      case when x.kind = 7 then 10 end, case when x.kind = 7 then 399.00 end,
      case when x.kind = 4 then '晒出你的新发型，好友领券立减' end,
      x.join_rule, x.per_limit,
      x.name || '：活动期间到店出示优惠券即可使用，不与其他优惠同享。',
      '市场部 王敏', now() - make_interval(days => greatest(coalesce(-x.start_day, 0) + 5, 3)), now(),
      case when x.status = 3 then '系统' when x.status = 2 then '市场部 王敏' end,
      case when x.status = 3 then now() - make_interval(days => greatest(-(x.start_day + x.days), 1))
           when x.status = 2 then now() - interval '3 days' end,
      case when x.status = 2 then '门店反馈活动券核销流程需调整，暂停发放' end
    from unnest(${col((r) => r[0])}::text[], ${col((r) => r[1])}::smallint[], ${col((r) => r[2])}::smallint[], ${col((r) => r[3])}::smallint[],
      ${col((r) => r[4])}::smallint[], ${col((r) => r[5])}::int[], ${col((r) => r[6])}::int[], ${col((r) => storeList(r[7]))}::text[],
      ${col((r) => couponList(r[8]))}::text[], ${col((r) => r[9])}::smallint[], ${col((r) => r[10])}::smallint[])
      with ordinality as x(name, kind, activity_type, service_type, status, start_day, days, store_ids, coupons, join_rule, per_limit, n)
    order by x.n`.execute(db);

  // Who joined: customers spread over the activities that ran, at times inside their period (until now).
  await sql`
    insert into marketing_activity_record (activity_id, customer_id, store_id, source, coupon_count, new_customer, operator, joined_at)
    select a.id, c.id,
      case when a.kind = 6 then null else (select s.store_id from marketing_activity_store s where s.activity_id = a.id order by s.store_id
        offset (c.id % greatest(a.store_count, 1)) limit 1) end,
      case a.kind when 6 then 0 when 4 then 2 when 5 then 3 when 7 then 4 else 1 end,
      coalesce((select sum(quantity) from marketing_activity_coupon ac where ac.activity_id = a.id and not ac.for_inviter), 0),
      false,
      case when a.kind = 6 then '市场部 王敏' end,
      a.start_at + (least(a.end_at, now()) - a.start_at) * ((c.id * 7919 % 1000) / 1000.0)
    from marketing_activity a
    cross join lateral (select id from customer where id % 11 = a.id % 11 order by id limit 60 + (a.id * 37) % 180) c
    where a.status <> 0 and a.start_at < now()`.execute(db);
  await sql`
    update marketing_activity_record r set new_customer = not exists (
      select 1 from customer_order o where o.customer_id = r.customer_id and o.status in (3, 4, 5, 8) and o.created_at < r.joined_at)`.execute(db);
  await sql`
    update marketing_activity a set participant_count = (select count(*) from marketing_activity_record r where r.activity_id = a.id)`.execute(db);

  // The coupons they received, as an issue writes them, linked to the activity and the record.
  await sql`
    with ins as (
      insert into coupon_instance (coupon_no, template_id, customer_id, coupon_name, coupon_type, value_kind, face_value, discount_rate, threshold,
        valid_from, valid_to, status, issued_at, source, source_id, issue_store_id, issued_by)
      select 'CP' || to_char(r.joined_at at time zone 'Asia/Shanghai', 'YYYYMMDD') || lpad(nextval('coupon_no_seq')::text, 8, '0'),
        t.id, r.customer_id, t.name, t.coupon_type, t.value_kind, t.face_value, t.discount_rate, t.threshold,
        r.joined_at, r.joined_at + make_interval(days => t.valid_days), 0, r.joined_at, 3, r.activity_id, r.store_id, coalesce(r.operator, '系统')
      from marketing_activity_record r
      join marketing_activity_coupon ac on ac.activity_id = r.activity_id and not ac.for_inviter
      join coupon_template t on t.id = ac.template_id
      cross join lateral generate_series(1, ac.quantity) g(n)
      order by r.joined_at, r.id, t.id, g.n
      returning id, customer_id, source_id
    )
    insert into marketing_activity_issue (coupon_instance_id, activity_id, record_id)
    select ins.id, ins.source_id, r.id from ins join marketing_activity_record r on r.activity_id = ins.source_id and r.customer_id = ins.customer_id`.execute(
    db,
  );

  // Used: a paid order of the customer's after the coupon came, while it was valid, that no other coupon took (one coupon an order).
  await sql`
    with candidate as (
      select ci.id as coupon_id, o.id as order_id, o.store_id, coalesce(o.paid_at, o.created_at) as used_at,
        row_number() over (partition by ci.id order by o.created_at, o.id) as rn_coupon
      from marketing_activity_issue i
      join coupon_instance ci on ci.id = i.coupon_instance_id
      join customer_order o on o.customer_id = ci.customer_id and o.status in (3, 4, 5, 8)
        and o.created_at > ci.issued_at and o.created_at < ci.valid_to and o.amount >= ci.threshold
      where ci.id % 10 < 4
        and not exists (select 1 from coupon_instance u where u.used_order_id = o.id)
    ),
    pick as (
      select coupon_id, order_id, store_id, used_at, row_number() over (partition by order_id order by coupon_id) as rn_order
      from candidate where rn_coupon = 1
    )
    update coupon_instance ci set status = 1, used_at = p.used_at, used_order_id = p.order_id, used_store_id = p.store_id, updated_at = p.used_at
    from pick p where p.coupon_id = ci.id and p.rn_order = 1`.execute(db);
  await sql`
    update coupon_instance ci set status = 2, updated_at = ci.valid_to
    from marketing_activity_issue i where i.coupon_instance_id = ci.id and ci.status = 0 and ci.valid_to < now()`.execute(db);
}

export const step: SeedStep = { order: 440, run: seedMarketingActivity };
