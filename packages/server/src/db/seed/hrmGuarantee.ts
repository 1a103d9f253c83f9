import { SPONSION_RULE, SponsionOps, SponsionPage } from '@salon/contract';
import { sql, type Kysely } from 'kysely';
import { computeStoresMonth } from '../../modules/craftsman/salaryManagement/_shared/compute.js';
import { currentMonth } from '../../modules/craftsman/salaryManagement/_shared/settledMonth.js';
import type { Database } from '../schema.js';
import { grantStoreManager } from './comments.js';
import type { SeedStep } from './context.js';

const today = sql`(now() at time zone 'Asia/Shanghai')::date`;
const HR = '人事部 周敏';

/**
 * Demo data of 担保记录 and 担保考核 (/hrm, issue 15): every other one of the 300 newest craftsmen (the
 * recruits of the last months) guaranteed from their first days by the most senior colleague of their
 * store, in the state their dates allow (担保中, 期满解除, 已追责, 已撤销) with the steps of each; the rewards and punishments of the closed ones by SPONSION_RULE in
 * every state. The confirmed ones are this month's (its pay is open): the month's sheets of their
 * stores are computed again so that they show them.
 */
async function seedGuarantees(db: Kysely<Database>): Promise<void> {
  await sql`
    with recruit as (
      select c.id, c.store_id, c.entry_date, row_number() over (order by c.entry_date desc, c.id desc)::int as n,
        row_number() over (partition by c.store_id order by c.entry_date desc, c.id desc)::int as sn
      from craftsman c where c.status in (1, 2, 4)
    ), picked as (
      select r.*, g.id as guarantor_id, (r.n / 2) % 10 as k, r.entry_date + r.n % 5 as start_day,
        (select u.name from app_user u where u.store_id = r.store_id and u.station = 1 order by u.id limit 1) as manager
      from recruit r
      join lateral (
        select x.id from craftsman x where x.store_id = r.store_id and x.status = 1 and x.id <> r.id order by x.entry_date, x.id limit 1
      ) g on true
      -- The first two stores hire no one new (the recruit seed sends their hires elsewhere): their newest six
      -- since 2024 (the demo store managers' data start date).
      where (r.n <= 300 and r.n % 2 = 0) or (r.store_id in (select id from store order by id limit 2) and r.sn <= 6 and r.entry_date >= date '2024-01-01')
    ), judged as (
      -- The state each recruit's dates allow: released once the period (3 or 6 months) is over, pursued
      -- after a month, revoked after a few days; otherwise still under guarantee.
      select p.*, case
          when p.k in (4, 5) and (p.start_day + make_interval(months => 6 - 3 * (p.k - 4)))::date + 5 < ${today} then 1
          when p.k in (6, 7) and p.start_day + 35 < ${today} then 2
          when p.k = 8 and p.start_day + 4 < ${today} then 3
          when (p.start_day + interval '6 months')::date > ${today} then 0
          when (p.start_day + interval '6 months')::date + 5 < ${today} then 1
          else 0
        end as state
      from picked p
    ), dated as (
      select j.*, case when j.state = 1 and j.k = 5 then 3 else 6 end as months from judged j
    )
    insert into sponsion_record (store_id, recruit_id, guarantor_id, relation, amount, months, start_date, end_date, status, reason,
      closed_by, closed_at, remark, created_by, created_at, updated_at)
    select d.store_id, d.id, d.guarantor_id, 1 + d.n % 5, (array[500, 1000, 1500, 2000, 888])[1 + (d.n / 2) % 5]::numeric(10,2), d.months,
      d.start_day, (d.start_day + make_interval(months => d.months))::date, d.state,
      case when d.state = 2 and d.k = 6 then '担保期内自行离职，未办理交接' when d.state = 2 then '严重违反门店服务规范被辞退'
        when d.state = 3 then '担保人与被担保人协商一致撤销' end,
      case when d.state > 0 then ${HR} end,
      case d.state
        when 1 then ((d.start_day + make_interval(months => d.months))::date + (d.n % 5) + time '10:30') at time zone 'Asia/Shanghai'
        when 2 then (d.start_day + 20 + (d.n % 15) + time '15:10') at time zone 'Asia/Shanghai'
        when 3 then (d.start_day + 3 + time '11:20') at time zone 'Asia/Shanghai'
      end,
      case when d.n % 12 = 0 then '同乡介绍，担保人为带教师傅' end,
      coalesce(d.manager, ${HR}),
      (d.start_day + time '09:40') at time zone 'Asia/Shanghai',
      (d.start_day + time '09:40') at time zone 'Asia/Shanghai'
    from dated d
    order by d.n desc`.execute(db);

  await sql`
    insert into sponsion_log (sponsion_id, action, from_status, to_status, remark, operator, created_at)
    select r.id, case r.status when 1 then 'release' when 2 then 'pursue' else 'revoke' end, 0, r.status,
      case when r.status = 1 then '期满解除' else r.reason end, r.closed_by, r.closed_at
    from sponsion_record r where r.status > 0 order by r.id`.execute(db);

  // The closed ones' rewards and punishments: 待确认, 已确认 (this month), 已取消.
  const month = currentMonth();
  await sql`
    insert into sponsion_assess (sponsion_id, store_id, guarantor_id, recruit_id, kind, reward_name, amount, status, month,
      confirmed_by, confirmed_at, cancel_reason, created_at, updated_at)
    select r.id, g.store_id, r.guarantor_id, r.recruit_id, case when r.status = 1 then 1 else 2 end,
      case when r.status = 1 then ${SPONSION_RULE.rewardName} else ${SPONSION_RULE.punishName} end,
      round(r.amount * case when r.status = 1 then ${SPONSION_RULE.rewardPercent}::int else ${SPONSION_RULE.punishPercent}::int end / 100.0, 2),
      x.status, case when x.status = 1 then ${month}::date end,
      case when x.status > 0 then ${HR} end,
      case x.status
        when 1 then least(now(), greatest(r.closed_at + interval '1 day', (${month}::date + time '10:00') at time zone 'Asia/Shanghai'))
        when 2 then r.closed_at + interval '1 day'
      end,
      case when x.status = 2 then '被担保人已回店复职，撤销追责' end,
      r.closed_at, r.closed_at
    from sponsion_record r
    join craftsman g on g.id = r.guarantor_id
    cross join lateral (select (r.id % 3)::smallint as status) x
    where r.status in (1, 2) order by r.id`.execute(db);

  const stores = (await sql<{ store_id: number }>`select distinct store_id from sponsion_assess where status = 1 order by 1`.execute(db)).rows.map(
    (r) => r.store_id,
  );
  if (stores.length) await computeStoresMonth(db, stores, month, '系统');

  // Store managers register and revoke their stores' guarantees and see their guarantors' assessments.
  await grantStoreManager(db, [SponsionPage.record, SponsionPage.assess], [SponsionOps.add, SponsionOps.revoke, SponsionOps.export, SponsionOps.assessExport]);
}

export const step: SeedStep = { order: 835, run: seedGuarantees };
