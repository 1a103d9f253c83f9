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
 * Demo data of 担保记录 and 担保考核 (/hrm, issue 15): the 140 newest craftsmen guaranteed by the most
 * senior colleague of their store, over the last months, in every state (担保中, 期满解除, 已追责,
 * 已撤销) with the steps of each; the rewards and punishments of the closed ones by SPONSION_RULE in
 * every state. The confirmed ones are this month's (its pay is open): the month's sheets of their
 * stores are computed again so that they show them.
 */
async function seedGuarantees(db: Kysely<Database>): Promise<void> {
  await sql`
    with recruit as (
      select c.id, c.store_id, c.entry_date, row_number() over (order by c.entry_date desc, c.id desc)::int as n
      from craftsman c where c.status in (1, 2, 4)
    ), picked as (
      select r.*, g.id as guarantor_id, n % 10 as k,
        (select u.name from app_user u where u.store_id = r.store_id and u.station = 1 order by u.id limit 1) as manager
      from recruit r
      join lateral (
        select x.id from craftsman x where x.store_id = r.store_id and x.status = 1 and x.id <> r.id order by x.entry_date, x.id limit 1
      ) g on true
      where r.n <= 140
    ), planned as (
      select p.*,
        case when k in (0, 1, 2, 3, 9) then 6 when k in (4, 5) then 3 + (n % 2) * 3 else 6 end as months,
        case
          when k in (0, 1, 2, 3, 9) then ${today} - (n * 7 % 150)
          when k in (4, 5) then ${today} - 200 - (n % 60)
          when k in (6, 7) then ${today} - 40 - (n * 11 % 120)
          else ${today} - 12 - (n * 5 % 100)
        end as start_day
      from picked p
    ), dated as (
      -- A recruit who came later than the planned start is still under guarantee.
      select q.id, q.store_id, q.guarantor_id, q.manager, q.n, q.entry_date, greatest(q.start_day, q.entry_date) as start_day,
        case when q.entry_date > q.start_day then 0 else q.k end as k, case when q.entry_date > q.start_day then 6 else q.months end as months
      from planned q
    )
    insert into sponsion_record (store_id, recruit_id, guarantor_id, relation, amount, months, start_date, end_date, status, reason,
      closed_by, closed_at, remark, created_by, created_at, updated_at)
    select d.store_id, d.id, d.guarantor_id, 1 + d.n % 5, (array[500, 1000, 1500, 2000, 888])[1 + d.n % 5]::numeric(10,2), d.months,
      d.start_day, (d.start_day + make_interval(months => d.months))::date,
      case when d.k in (0, 1, 2, 3, 9) then 0 when d.k in (4, 5) then 1 when d.k in (6, 7) then 2 else 3 end,
      case when d.k = 6 then '担保期内自行离职，未办理交接' when d.k = 7 then '严重违反门店服务规范被辞退' when d.k = 8 then '担保人与被担保人协商一致撤销' end,
      case when d.k between 4 and 8 then ${HR} end,
      case
        when d.k in (4, 5) then ((d.start_day + make_interval(months => d.months))::date + (d.n % 5) + time '10:30') at time zone 'Asia/Shanghai'
        when d.k in (6, 7) then (d.start_day + 20 + (d.n % 15) + time '15:10') at time zone 'Asia/Shanghai'
        when d.k = 8 then (d.start_day + 3 + time '11:20') at time zone 'Asia/Shanghai'
      end,
      case when d.n % 6 = 0 then '同乡介绍，担保人为带教师傅' end,
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

  const stores = (await sql<{ store_id: number }>`select distinct store_id from sponsion_assess where status = 1 order by 1`.execute(db)).rows.map((r) => r.store_id);
  if (stores.length) await computeStoresMonth(db, stores, month, '系统');

  // Store managers register and revoke their stores' guarantees and see their guarantors' assessments.
  await grantStoreManager(db, [SponsionPage.record, SponsionPage.assess], [SponsionOps.add, SponsionOps.revoke, SponsionOps.export, SponsionOps.assessExport]);
}

export const step: SeedStep = { order: 835, run: seedGuarantees };
