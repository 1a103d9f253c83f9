import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema.js';
import type { SeedContext, SeedStep } from './context.js';

/**
 * Demo partner members, set-based: every fifth customer who has visited holds the partner's card
 * (opened at the store visited most), with one to three recharge blocks since joining: a recharge,
 * then up to three spends each at most a quarter of it, so no balance ever goes below 0; a few
 * spends at another store; balances-after are the running sums, each member's balance their sum.
 * Some members frozen.
 */
const ITEMS = ['精剪造型', '烫发（中长发）', '染发（全头）', '头皮舒缓护理', '洗护套餐', '造型吹风', '护发焗油'];

async function seedThMembers(db: Kysely<Database>, context: SeedContext): Promise<void> {
  void context;
  await sql`
    insert into th_member (member_no, customer_id, store_id, level, status, status_reason, status_by, status_at, joined_at, created_at)
    select 'TH' || nextval('th_member_no_seq'), h.customer_id, h.store_id,
      1 + ((hashtext('lv' || h.customer_id) & 2147483647) % 10 >= 6)::int + ((hashtext('lv' || h.customer_id) & 2147483647) % 10 >= 9)::int,
      case when h.customer_id % 37 = 0 then 1 else 0 end,
      case when h.customer_id % 37 = 0 then '会员卡挂失，待本人到店核实' end,
      case when h.customer_id % 37 = 0 then '总部客服 沈佳' end,
      case when h.customer_id % 37 = 0 then now() - interval '3 days' end,
      c.first_visit_at - make_interval(days => (h.customer_id % 20)::int), c.first_visit_at - make_interval(days => (h.customer_id % 20)::int)
    from (
      select distinct on (customer_id) customer_id, store_id from customer_order where status in (3, 8) group by customer_id, store_id order by customer_id, count(*) desc, store_id
    ) h join customer c on c.id = h.customer_id
    where h.customer_id % 5 = 0 and c.first_visit_at is not null
    order by c.first_visit_at`.execute(db);
  await sql`
    create temp table seed_th on commit drop as
    with events as (
      select m.id as member_id, m.customer_id, m.store_id, m.joined_at, b, s,
        (hashtext('th' || m.id || ':' || b || ':' || s) & 2147483647) as h
      from th_member m cross join generate_series(1, 3) b cross join generate_series(0, 3) s
      where b <= 1 + (m.id % 3)
    ), blocks as (
      select e.*, (array[1000, 2000, 3000, 5000])[1 + (hashtext('r' || e.member_id || ':' || e.b) & 2147483647) % 4] as recharge
      from events e
    )
    select member_id, customer_id,
      case when s > 0 and h % 5 = 0 then (select id from store where open_status = 1 order by id offset h % 40 limit 1) else store_id end as store_id,
      case when s = 0 then 1 else 2 end as kind,
      case when s = 0 then recharge::numeric else round(recharge * (10 + h % 16) / 100.0, 0)::numeric end as amount,
      case when s = 0 then (array[1, 2, 4, 6])[1 + h % 4] end as pay_method,
      case when s > 0 then (array[${sql.join(ITEMS)}])[1 + h % ${ITEMS.length}] end as item,
      joined_at + make_interval(days => (b - 1) * 25 + s * 6, hours => 1 + (h % 9)::int) as at
    from blocks`.execute(db);
  await sql`delete from seed_th where at > now() - interval '5 minutes'`.execute(db);
  await sql`
    insert into th_ledger (member_id, customer_id, store_id, kind, amount, balance_after, pay_method, item, remark, operator, created_at)
    select member_id, customer_id, store_id, kind, amount,
      sum(case when kind = 1 then amount else -amount end) over (partition by member_id order by at, kind),
      pay_method, item, case when kind = 1 then '门店充值' else '会员余额支付' end,
      (array['前台 陈晨', '店长 王磊', '前台 赵敏', '收银 刘芳'])[1 + (member_id % 4)::int], at
    from seed_th order by at, kind`.execute(db);
  await sql`
    update th_member m set balance = x.balance, total_recharge = x.r, total_consume = x.c, last_active_at = x.last
    from (
      select member_id, sum(case when kind = 1 then amount else -amount end) as balance, coalesce(sum(amount) filter (where kind = 1), 0) as r,
        coalesce(sum(amount) filter (where kind = 2), 0) as c, max(created_at) as last
      from th_ledger group by member_id
    ) x where x.member_id = m.id`.execute(db);
}

export const step: SeedStep = { order: 550, run: seedThMembers };
