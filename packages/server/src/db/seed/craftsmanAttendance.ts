import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema.js';
import '../schema/attendance.js';
import { bulkLoad } from './bulkLoad.js';
import type { SeedStep } from './context.js';

/** How far back the demo's clocks go: about three months of finished days. */
const DAYS = 91;

const today = sql`(now() at time zone 'Asia/Shanghai')::date`;

/**
 * Attendance of the demo craftsmen (migration 071), all set-based SQL derived from ids (no randomness):
 * 1. the weekly schedules of the thirteen weeks before those 排班配置's seed wrote, for the cities
 *    that schedule in the system (two rest days at most, on weekdays; shifts varied by craftsman and week);
 * 2. leave (事假, 病假, 年假, 调休 with the spec's leave reasons) for about one craftsman-week in 23;
 * 3. the clock events of every scheduled working day not on leave: on time mostly, some late, some
 *    leaving early, a few missing one clock — a third of those corrected by the store manager (补卡);
 * 4. every day judged (attendance_refresh).
 */
async function seedAttendance(db: Kysely<Database>): Promise<void> {
  // A bulk load: plain indexes rebuilt after, foreign-key triggers skipped where the role may (every row comes from rows just read).
  await bulkLoad(db, ['sched_week', 'craftsman_leave', 'craftsman_clock', 'attendance_day', 'customer_order'], () => loadAttendance(db));
}

async function loadAttendance(db: Kysely<Database>): Promise<void> {
  // 1. Schedule history: weeks older than the oldest a city already has, back to thirteen weeks ago.
  await sql`
    with first_week as (
      select st.city_id, min(w.week_start) as week_start from sched_week w join store st on st.id = w.store_id group by st.city_id
    ), weeks as (
      select f.city_id, g.week::date as week_start, ((g.week::date - date '2020-01-06') / 7)::int as n
      from first_week f cross join generate_series(date_trunc('week', ${today}::timestamp) - interval '13 weeks', f.week_start - interval '7 days', interval '7 days') as g(week)
    ), crew as (
      select s.id as store_id, s.city_id, c.id as craftsman_id, c.entry_date,
        coalesce((select u.name from app_user u where u.station = 1 and u.store_id = s.id order by u.id limit 1), '店长') as manager
      from store s join craftsman_store cs on cs.store_id = s.id and cs.is_home and cs.active_status = 1
      join craftsman c on c.id = cs.craftsman_id and c.status = 1
      where s.open_status = 1
    ), planned as (
      select k.store_id, k.craftsman_id, w.week_start, k.manager,
        1 + ((k.craftsman_id * 5 + w.n * 3) % 5) as rest1,
        case when (k.craftsman_id + w.n) % 3 = 0 then 1 + ((k.craftsman_id * 5 + w.n * 3 + 2) % 5) else 0 end as rest2,
        k.craftsman_id * 13 + w.n * 7 as h
      from crew k join weeks w on w.city_id = k.city_id
      where k.entry_date <= w.week_start
    )
    insert into sched_week (store_id, craftsman_id, week_start, d1, d2, d3, d4, d5, d6, d7, status, submitted_at, confirmed_by, confirmed_at, created_at, updated_at)
    select p.store_id, p.craftsman_id, p.week_start,
      case when 1 in (p.rest1, p.rest2) then 0 else (array[1, 2, 1, 2, 3])[1 + (p.h + 5) % 5] end,
      case when 2 in (p.rest1, p.rest2) then 0 else (array[1, 2, 1, 2, 3])[1 + (p.h + 10) % 5] end,
      case when 3 in (p.rest1, p.rest2) then 0 else (array[2, 1, 2, 1, 3])[1 + (p.h + 15) % 5] end,
      case when 4 in (p.rest1, p.rest2) then 0 else (array[1, 2, 1, 2, 3])[1 + (p.h + 20) % 5] end,
      case when 5 in (p.rest1, p.rest2) then 0 else (array[2, 1, 2, 1, 3])[1 + (p.h + 25) % 5] end,
      (array[3, 3, 1, 2])[1 + (p.h + 30) % 4],
      (array[3, 1, 3, 2])[1 + (p.h + 35) % 4],
      1,
      ((p.week_start - 5) + time '14:00' + make_interval(mins => (p.h % 300))) at time zone 'Asia/Shanghai',
      p.manager,
      ((p.week_start - 2) + time '20:30') at time zone 'Asia/Shanghai',
      ((p.week_start - 5) + time '14:00' + make_interval(mins => (p.h % 300))) at time zone 'Asia/Shanghai',
      ((p.week_start - 2) + time '20:30') at time zone 'Asia/Shanghai'
    from planned p
    on conflict (store_id, week_start, craftsman_id) do nothing`.execute(db);

  // The scheduled days of the last three months (finished days only), one row each.
  await sql`
    create temporary table seed_work_day as
    select w.craftsman_id, w.store_id, w.week_start + d.n - 1 as work_date, (array[w.d1, w.d2, w.d3, w.d4, w.d5, w.d6, w.d7])[d.n] as shift,
      ((w.week_start - date '2020-01-06') / 7)::int as n, abs(hashtext(w.craftsman_id || ':' || (w.week_start + d.n - 1)::text)) % 1000 as h
    from sched_week w cross join generate_series(1, 7) as d(n)
    where w.week_start + d.n - 1 between ${today} - ${DAYS}::int and ${today} - 1 and w.status = 1`.execute(db);

  // 2. Leave: one working day (or two) for about one craftsman-week in 23.
  await sql`
    insert into craftsman_leave (craftsman_id, store_id, leave_type, reason, remark, start_date, end_date, created_by, created_at)
    select distinct on (d.craftsman_id, d.n) d.craftsman_id, d.store_id, t.leave_type, t.reason, t.remark, d.work_date,
      d.work_date + case when (d.craftsman_id + d.n) % 4 = 0 then 1 else 0 end,
      coalesce((select u.name from app_user u where u.station = 1 and u.store_id = d.store_id order by u.id limit 1), '店长'),
      ((d.work_date - 2) + time '19:30') at time zone 'Asia/Shanghai'
    from seed_work_day d
    cross join lateral (select (array[1, 2, 3, 4])[1 + (d.craftsman_id + d.n) % 4] as leave_type) k
    cross join lateral (select k.leave_type,
        case k.leave_type when 1 then 6 when 2 then 7 else 0 end as reason,
        (array['家中老人住院，需回家照顾', '感冒发烧，医院就诊，附病历', '年假', '调休（上周末加班一天）'])[k.leave_type] as remark) t
    where d.shift > 0 and (d.craftsman_id * 7 + d.n) % 23 = 0
    order by d.craftsman_id, d.n, d.work_date`.execute(db);

  // 3. Clocks of the working days not on leave: h decides the day (1.2% no clock-in, 1.2% no clock-out,
  // 5% late, 3% leaving early, the rest on time), minutes and seconds vary with it.
  await sql`
    insert into craftsman_clock (craftsman_id, store_id, clock_at, kind, source, created_at)
    select d.craftsman_id, d.store_id, x.at, x.kind, 0, x.at
    from seed_work_day d
    join store s on s.id = d.store_id
    cross join lateral (select (d.work_date + sched_shift_start(d.shift::smallint, s.business_start, s.business_end)) at time zone 'Asia/Shanghai' as t_start,
      (d.work_date + sched_shift_end(d.shift::smallint, s.business_start, s.business_end)) at time zone 'Asia/Shanghai' as t_end) b
    cross join lateral (values
      (1, case when d.h < 12 then null when d.h < 24 or d.h >= 74 then b.t_start - make_interval(mins => 3 + d.h % 37, secs => (d.h * 7) % 60)
        else b.t_start + make_interval(mins => 11 + d.h % 25, secs => (d.h * 7) % 60) end),
      (2, case when d.h between 12 and 23 then null when d.h between 74 and 103 then b.t_end - make_interval(mins => 10 + d.h % 50, secs => (d.h * 11) % 60)
        else b.t_end + make_interval(mins => d.h % 29, secs => (d.h * 11) % 60) end)
    ) as x(kind, at)
    where d.shift > 0 and x.at is not null
      and not exists (select 1 from craftsman_leave l where l.craftsman_id = d.craftsman_id and d.work_date between l.start_date and l.end_date)`.execute(db);

  // A third of the missing clocks were corrected by the store manager (补卡) with the reason.
  await sql`
    insert into craftsman_clock (craftsman_id, store_id, clock_at, kind, source, reason, created_by, created_at)
    select d.craftsman_id, d.store_id,
      case when d.h < 12 then b.t_start - interval '2 minutes' else b.t_end + interval '5 minutes' end,
      case when d.h < 12 then 1 else 2 end, 1,
      (array['手机没电未能打卡，店长核实当天在岗', '打卡机故障，已核实出勤', '忘记打卡，有当日服务单为证', '门店网络中断，打卡失败'])[1 + d.h % 4],
      coalesce((select u.name from app_user u where u.station = 1 and u.store_id = d.store_id order by u.id limit 1), '店长'),
      ((d.work_date + 1) + time '10:20') at time zone 'Asia/Shanghai'
    from seed_work_day d
    join store s on s.id = d.store_id
    cross join lateral (select (d.work_date + sched_shift_start(d.shift::smallint, s.business_start, s.business_end)) at time zone 'Asia/Shanghai' as t_start,
      (d.work_date + sched_shift_end(d.shift::smallint, s.business_start, s.business_end)) at time zone 'Asia/Shanghai' as t_end) b
    where d.shift > 0 and d.h < 24 and d.h % 3 = 0 and d.work_date < ${today} - 2
      and not exists (select 1 from craftsman_leave l where l.craftsman_id = d.craftsman_id and d.work_date between l.start_date and l.end_date)`.execute(db);

  await sql`drop table seed_work_day`.execute(db);

  // 4. Every day judged.
  await sql`select attendance_refresh(${today} - ${DAYS}::int, ${today} - 1, null)`.execute(db);

  // Orders the customer asked for the craftsman by name (指定): a customer back to the same craftsman, and one booking in nine.
  await sql`
    update customer_order o set designated = true
    from (select id, row_number() over (partition by customer_id, craftsman_id order by created_at, id) as visit from customer_order where craftsman_id is not null) x
    where x.id = o.id and (x.visit > 1 or o.id % 9 = 0)`.execute(db);
}

export const step: SeedStep = { order: 710, run: seedAttendance };
