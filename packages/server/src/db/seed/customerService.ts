import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema.js';
import { bulkLoad } from './bulkLoad.js';
import type { SeedContext, SeedStep } from './context.js';

/**
 * Demo data of the customer service pages, derived from the seeded customers and orders:
 * a queue ticket for every order (its times, its craftsman, its first item) plus tickets of
 * customers who left the queue or were called and not there; ~200 family accounts; coupon
 * templates and ~9,000 coupons issued to customers (those used are the orders' coupon discounts).
 * Set-based inserts; seeded random, so every install gets the same shape.
 */

const DAY = 86_400_000;

function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** Coupon templates: [name, type, value kind (0 amount, 1 rate), face value, rate, threshold, valid days]. */
const TEMPLATES: [string, number, number, string | null, string | null, string, number][] = [
  ['满60减10元券', 0, 0, '10.00', null, '60.00', 30],
  ['会员专享20元券', 5, 0, '20.00', null, '60.00', 60],
  ['烫染造型30元券', 3, 0, '30.00', null, '60.00', 30],
  ['新客立减15元', 0, 0, '15.00', null, '0.00', 14],
  ['护理8.5折券', 0, 1, null, '8.5', '0.00', 30],
  ['洗剪吹次卡券', 1, 0, '39.00', null, '0.00', 90],
  ['造型品牌体验券', 6, 0, '50.00', null, '200.00', 30],
  ['第二品牌次卡券', 7, 0, '29.00', null, '0.00', 90],
  ['洗护商品券', 8, 0, '15.00', null, '50.00', 60],
  ['会员生日9折券', 5, 1, null, '9.0', '100.00', 30],
];
/** The order discounts that were coupons: face value -> template index. */
const USED_BY_FACE: Record<string, number> = { '10.00': 0, '20.00': 1, '30.00': 2 };
const VOID_REASONS = ['顾客投诉后补发，原券作废', '活动规则调整，重新发放', '误发券，收回', '顾客注销账号，作废未使用券'];
const FAMILY_SUFFIX = ['家', '的家', '一家', '家庭'];
/** Relations of members after the first: a family has one 配偶 at most, the first member (when the draw says so). */
const OTHER_RELATIONS = [2, 2, 3, 3, 4, 4];

export async function seedCustomerService(db: Kysely<Database>, _context: SeedContext): Promise<void> {
  const rnd = random(20261123);
  const int = (n: number) => Math.floor(rnd() * n);
  const pick = <T>(list: readonly T[]) => list[int(list.length)];
  const now = Date.now();

  // Queue tickets: one per order (its status read off the order), plus the customers who took a
  // number and left (已取消) or were called and not there (已过号), numbered per store and day.
  await bulkLoad(db, ['queue_ticket'], async () => {
    await sql`
      with c as (select array_agg(id order by id) as ids from customer),
      first_item as (select distinct on (order_id) order_id, item_name from order_item order by order_id, id),
      base as (
        select o.id as seq, 0 as kind, o.store_id, o.customer_id, o.craftsman_id, fi.item_name, o.id as order_id,
          case when o.status = 0 then case when o.queued_at < now() - interval '20 minutes' then 1 else 0 end
               when o.status = 1 then 2 when o.status in (-1, -2) then 4 else 3 end as status,
          o.queued_at,
          case when o.started_at is not null then greatest(o.queued_at, o.started_at - make_interval(mins => (1 + o.id % 3)::int))
               when o.status = 0 and o.queued_at < now() - interval '20 minutes' then greatest(o.queued_at, now() - make_interval(mins => (o.id % 5)::int)) end as called_at,
          o.started_at, o.finished_at,
          case when o.status in (-1, -2) then o.updated_at end as cancelled_at
        from customer_order o left join first_item fi on fi.order_id = o.id
        union all
        select o.id, 1, o.store_id, c.ids[1 + (o.id * 13) % array_length(c.ids, 1)], o.craftsman_id, fi.item_name, null,
          case when o.id % 2 = 0 then 5 else 4 end,
          o.queued_at + interval '2 minutes',
          case when o.id % 2 = 0 then o.started_at else null end,
          null, null,
          case when o.id % 2 = 1 then least(now(), o.queued_at + make_interval(mins => (8 + o.id % 25)::int)) end
        from customer_order o cross join c left join first_item fi on fi.order_id = o.id
        where o.id % 23 = 0 and o.started_at is not null and o.started_at < now()
      )
      insert into queue_ticket (ticket_no, store_id, customer_id, craftsman_id, item_name, order_id, status, queued_at, called_at, started_at, finished_at, cancelled_at)
      select 'A' || lpad(row_number() over (partition by store_id, (queued_at at time zone 'Asia/Shanghai')::date order by queued_at, seq, kind)::text, 3, '0'),
        store_id, customer_id, craftsman_id, item_name, order_id, status, queued_at, called_at, started_at, finished_at, cancelled_at
      from base order by queued_at, seq, kind`.execute(db);
  });

  // Coupon templates.
  const templateIds = (
    await sql<{ id: number }>`
      insert into coupon_template (name, coupon_type, value_kind, face_value, discount_rate, threshold, valid_days, created_at)
      select name, coupon_type, value_kind, face_value, discount_rate, threshold, valid_days, now() - interval '200 days'
      from unnest(${TEMPLATES.map((t) => t[0])}::text[], ${TEMPLATES.map((t) => t[1])}::smallint[], ${TEMPLATES.map((t) => t[2])}::smallint[],
        ${TEMPLATES.map((t) => t[3])}::numeric[], ${TEMPLATES.map((t) => t[4])}::numeric[], ${TEMPLATES.map((t) => t[5])}::numeric[], ${TEMPLATES.map((t) => t[6])}::int[])
        with ordinality as x(name, coupon_type, value_kind, face_value, discount_rate, threshold, valid_days, n)
      order by n returning id`.execute(db)
  ).rows.map((r) => Number(r.id));

  // Used coupons: the paid orders whose discount was a 10/20/30 yuan coupon (every other one: the rest were member discounts).
  const couponOrders = (
    await sql<{ id: number; customer_id: number; store_id: number; discount: string; paid_at: Date }>`
      select id, customer_id, store_id, discount::text as discount, paid_at from customer_order
      where status in (3, 4, 5, 8) and paid_at is not null and amount >= 60 and discount in (10, 20, 30) and id % 2 = 0 order by id`.execute(db)
  ).rows;
  const customers = (await sql<{ id: number; created_at: Date; status: number }>`select id, created_at, status from customer order by id`.execute(db)).rows.map(
    (c) => ({
      id: Number(c.id),
      created: new Date(c.created_at).getTime(),
      status: c.status,
    }),
  );
  if (!customers.length) return;

  interface Coupon {
    template: number;
    customer: number;
    issued: number;
    status: number;
    used_at: number | null;
    store: number | null;
    order: number | null;
    void_reason: string | null;
    voided_by: string | null;
    voided_at: number | null;
  }
  const coupons: Coupon[] = [];
  for (const o of couponOrders) {
    const t = USED_BY_FACE[o.discount];
    if (t === undefined) continue;
    const usedAt = new Date(o.paid_at).getTime();
    const issued = usedAt - (1 + int(Math.min(25, TEMPLATES[t][6] - 2))) * DAY - int(DAY);
    coupons.push({
      template: t,
      customer: Number(o.customer_id),
      issued,
      status: 1,
      used_at: usedAt,
      store: Number(o.store_id),
      order: Number(o.id),
      void_reason: null,
      voided_by: null,
      voided_at: null,
    });
  }
  // Coupons still held, expired or voided: issued over the last 100 days.
  const office = ['高雪梅', '系统管理员', '马文涛'];
  for (let i = 0; i < 7000; i++) {
    const customer = pick(customers);
    const t = int(TEMPLATES.length);
    const issued = Math.max(customer.created, now - int(100) * DAY - int(DAY));
    const validTo = issued + TEMPLATES[t][6] * DAY;
    const voided = rnd() < 0.04 || (customer.status === 2 && validTo > now);
    const coupon: Coupon = {
      template: t,
      customer: customer.id,
      issued,
      status: validTo < now ? 2 : 0,
      used_at: null,
      store: null,
      order: null,
      void_reason: null,
      voided_by: null,
      voided_at: null,
    };
    if (voided) {
      const at = Math.min(now - 3_600_000, issued + int(Math.max(1, Math.min(validTo, now) - issued)));
      if (at > issued)
        Object.assign(coupon, {
          status: 3,
          void_reason: customer.status === 2 ? VOID_REASONS[3] : pick(VOID_REASONS.slice(0, 3)),
          voided_by: pick(office),
          voided_at: at,
        });
    }
    coupons.push(coupon);
  }
  coupons.sort((a, b) => a.issued - b.issued);
  const of = <K extends keyof Coupon>(key: K) => coupons.map((c) => c[key]);
  const sec = (ms: number | null) => (ms === null ? null : Math.floor(ms / 1000));
  await bulkLoad(db, ['coupon_instance'], async () => {
    await sql`
      insert into coupon_instance (coupon_no, template_id, customer_id, coupon_name, coupon_type, value_kind, face_value, discount_rate, threshold,
        valid_from, valid_to, status, issued_at, used_at, used_store_id, used_order_id, void_reason, voided_by, voided_at, updated_at)
      select 'CP' || to_char(to_timestamp(x.issued) at time zone 'Asia/Shanghai', 'YYYYMMDD') || lpad(nextval('coupon_no_seq')::text, 8, '0'),
        t.id, x.customer_id, t.name, t.coupon_type, t.value_kind, t.face_value, t.discount_rate, t.threshold,
        to_timestamp(x.issued), to_timestamp(x.issued) + make_interval(days => t.valid_days), x.status, to_timestamp(x.issued), to_timestamp(x.used_at),
        x.store_id, x.order_id, x.void_reason, x.voided_by, to_timestamp(x.voided_at), to_timestamp(coalesce(x.voided_at, x.used_at, x.issued))
      from (select * from unnest(${coupons.map((c) => templateIds[c.template])}::int[], ${of('customer')}::bigint[], ${coupons.map((c) => sec(c.issued))}::bigint[],
        ${of('status')}::smallint[], ${coupons.map((c) => sec(c.used_at))}::bigint[], ${of('store')}::int[], ${of('order')}::bigint[],
        ${of('void_reason')}::text[], ${of('voided_by')}::text[], ${coupons.map((c) => sec(c.voided_at))}::bigint[]) with ordinality
        as u(template_id, customer_id, issued, status, used_at, store_id, order_id, void_reason, voided_by, voided_at, n) order by n) x
      join coupon_template t on t.id = x.template_id`.execute(db);
  });

  // Family accounts: owners among regular customers, 1-4 members each, every customer in one family at most.
  const regulars = (
    await sql<{
      id: number;
      name: string;
      last: Date;
    }>`select id, name, coalesce(last_visit_at, created_at) as last from customer where status = 0 order by id`.execute(db)
  ).rows.map((r) => ({
    id: Number(r.id),
    name: r.name,
    last: new Date(r.last).getTime(),
  }));
  const order = regulars
    .map((r) => ({ r, k: rnd() }))
    .sort((a, b) => a.k - b.k)
    .map((x) => x.r);
  const families: { name: string; owner: number; shared: boolean; created: number; by: string }[] = [];
  const members: { family: number; customer: number; relation: number; joined: number }[] = [];
  let next = 0;
  for (let f = 0; f < 200 && next < order.length - 6; f++) {
    const owner = order[next++];
    const created = Math.min(now - DAY, owner.last - int(90) * DAY);
    families.push({
      name: owner.name.slice(0, 1) + pick(FAMILY_SUFFIX),
      owner: owner.id,
      shared: rnd() < 0.8,
      created,
      by: pick(['顾客自助（小程序）', '顾客自助（小程序）', pick(office)]),
    });
    members.push({ family: f, customer: owner.id, relation: 0, joined: created });
    // A few full families (5 members) so the limit shows.
    const size = f % 25 === 0 ? 5 : 1 + int(4);
    for (let m = 0; m < size; m++)
      members.push({
        family: f,
        customer: order[next++].id,
        relation: m === 0 && rnd() < 0.7 ? 1 : pick(OTHER_RELATIONS),
        joined: created + int(Math.max(1, Math.min(30, Math.floor((now - created) / DAY)))) * DAY,
      });
  }
  const familyIds = (
    await sql<{ id: number }>`
      insert into family_account (family_name, owner_customer_id, shared_benefits, member_count, created_by, created_at, updated_at)
      select name, owner, shared, 0, by, to_timestamp(created), to_timestamp(created)
      from unnest(${families.map((f) => f.name)}::text[], ${families.map((f) => f.owner)}::bigint[], ${families.map((f) => f.shared)}::boolean[],
        ${families.map((f) => f.by)}::text[], ${families.map((f) => sec(f.created))}::bigint[]) with ordinality as x(name, owner, shared, by, created, n)
      order by n returning id`.execute(db)
  ).rows.map((r) => Number(r.id));
  await sql`
    insert into family_member (family_id, customer_id, relation, added_by, joined_at)
    select family_id, customer_id, relation, '顾客自助（小程序）', least(now(), to_timestamp(joined))
    from unnest(${members.map((m) => familyIds[m.family])}::bigint[], ${members.map((m) => m.customer)}::bigint[], ${members.map((m) => m.relation)}::smallint[],
      ${members.map((m) => sec(m.joined))}::bigint[]) as x(family_id, customer_id, relation, joined)`.execute(db);
  await sql`
    update family_account f set member_count = m.n, updated_at = m.last
    from (select family_id, count(*) filter (where relation <> 0)::int as n, max(joined_at) as last from family_member group by family_id) m
    where m.family_id = f.id`.execute(db);

  // A store manager reads its own store's queue and looks up a customer's orders there.
  await sql`insert into role_menu (role_id, menu_id)
    select r.id, m.id from role r cross join menu m
    where r.code = 'store_manager' and m.url in ('/operate/user', '/operate/user/queuedRecord', '/operate/user/absolutelyOrder')
    and not exists (select 1 from role_menu x where x.role_id = r.id and x.menu_id = m.id)`.execute(db);
}

export const step: SeedStep = { order: 150, run: seedCustomerService };
