/**
 * /craftsman/attendanceManage/attendance 考勤列表 and attendanceDetail 考勤详情 (issue 14, H2).
 * PostgreSQL 15 SQL.
 *
 * craftsman_clock: every clock event as it came (the craftsman's own 打卡, or a store manager's 补卡
 * with its reason and author), never changed afterwards.
 * craftsman_leave: leave registered for a craftsman (type, spec leave reason, days).
 * attendance_day: one row per craftsman, store and day, judged by attendance_refresh() from the
 * store's weekly schedule (sched_week: 0 rest, 1 early, 2 late, 3 full day), the store's business
 * hours and 打卡限制 (sched_config_store, else the city's: late_grace_minutes), the clocks and the
 * leaves. A day is judged once it is over (the sweep at start and every 10 minutes judges the last
 * two days; a 补卡 or a leave judges its days again), so the list never says 缺卡 while a shift runs.
 *
 * Shift hours (one definition, used by the judging and the demo seed): 早班 from opening for 8 hours
 * (at most until closing), 晚班 the last 8 hours before closing (at the earliest from opening), 全天
 * opening to closing; a day with clocks but no schedule is judged as 全天.
 */
export const up = /* sql */ `
create table craftsman_clock (
  id bigserial primary key,
  craftsman_id integer not null references craftsman(id),
  store_id integer not null references store(id),
  clock_at timestamptz not null,
  kind smallint not null check (kind in (1, 2)),
  source smallint not null default 0 check (source in (0, 1)),
  reason varchar(200),
  created_by varchar(40),
  created_at timestamptz not null default now(),
  check (source = 0 or reason is not null)
);
create index craftsman_clock_craftsman_idx on craftsman_clock (craftsman_id, clock_at);
create index craftsman_clock_at_idx on craftsman_clock (clock_at);

create table craftsman_leave (
  id serial primary key,
  craftsman_id integer not null references craftsman(id),
  store_id integer not null references store(id),
  leave_type smallint not null check (leave_type between 1 and 6),
  reason smallint not null default 0 check (reason between 0 and 7),
  remark varchar(200),
  start_date date not null,
  end_date date not null,
  created_by varchar(40),
  created_at timestamptz not null default now(),
  check (end_date >= start_date)
);
create index craftsman_leave_craftsman_idx on craftsman_leave (craftsman_id, start_date);
create index craftsman_leave_dates_idx on craftsman_leave (end_date, start_date);

create table attendance_day (
  id serial primary key,
  craftsman_id integer not null references craftsman(id),
  store_id integer not null references store(id),
  work_date date not null,
  shift smallint check (shift between 0 and 3),
  shift_start varchar(5),
  shift_end varchar(5),
  clock_in timestamptz,
  clock_out timestamptz,
  late_minutes integer not null default 0,
  early_minutes integer not null default 0,
  status smallint not null check (status between 0 and 5),
  leave_id integer references craftsman_leave(id),
  corrected boolean not null default false,
  judged_at timestamptz not null default now(),
  unique (craftsman_id, store_id, work_date)
);
create index attendance_day_store_idx on attendance_day (store_id, work_date desc);
create index attendance_day_date_idx on attendance_day (work_date desc, status);

create function sched_shift_start(shift smallint, open_at varchar, close_at varchar) returns time
language sql immutable as $$
  select case shift when 2 then greatest(open_at::time, close_at::time - interval '8 hours') when 0 then null else open_at::time end
$$;
create function sched_shift_end(shift smallint, open_at varchar, close_at varchar) returns time
language sql immutable as $$
  select case shift when 1 then least(close_at::time, open_at::time + interval '8 hours') when 0 then null else close_at::time end
$$;

create function attendance_refresh(p_from date, p_to date, p_craftsman integer) returns integer
language sql as $$
with sched as (
  select w.craftsman_id, w.store_id, w.week_start + d.n - 1 as work_date, (array[w.d1, w.d2, w.d3, w.d4, w.d5, w.d6, w.d7])[d.n] as shift
  from sched_week w cross join generate_series(1, 7) as d(n)
  where w.week_start between p_from - 6 and p_to and (p_craftsman is null or w.craftsman_id = p_craftsman)
), clocks as (
  select craftsman_id, store_id, (clock_at at time zone 'Asia/Shanghai')::date as work_date,
    min(clock_at) filter (where kind = 1) as clock_in, max(clock_at) filter (where kind = 2) as clock_out, bool_or(source = 1) as corrected
  from craftsman_clock
  where clock_at >= (p_from::timestamp at time zone 'Asia/Shanghai') and clock_at < ((p_to + 1)::timestamp at time zone 'Asia/Shanghai')
    and (p_craftsman is null or craftsman_id = p_craftsman)
  group by 1, 2, 3
), leaves as (
  select distinct on (l.craftsman_id, g.day::date) l.craftsman_id, l.store_id, g.day::date as work_date, l.id as leave_id
  from craftsman_leave l cross join generate_series(greatest(l.start_date, p_from), least(l.end_date, p_to), interval '1 day') as g(day)
  where l.start_date <= p_to and l.end_date >= p_from and (p_craftsman is null or l.craftsman_id = p_craftsman)
  order by l.craftsman_id, g.day::date, l.id desc
), keys as (
  select craftsman_id, store_id, work_date from sched where work_date between p_from and p_to
  union select craftsman_id, store_id, work_date from clocks
  union select craftsman_id, store_id, work_date from leaves
), judged as (
  select k.craftsman_id, k.store_id, k.work_date, s.shift, c.clock_in, c.clock_out, coalesce(c.corrected, false) as corrected, l.leave_id,
    sched_shift_start(coalesce(s.shift, 3::smallint), st.business_start, st.business_end) as t_start,
    sched_shift_end(coalesce(s.shift, 3::smallint), st.business_start, st.business_end) as t_end,
    coalesce(cs.late_grace_minutes, cc.late_grace_minutes, 5) as grace
  from keys k
  join store st on st.id = k.store_id
  left join sched s on s.craftsman_id = k.craftsman_id and s.store_id = k.store_id and s.work_date = k.work_date
  left join clocks c on c.craftsman_id = k.craftsman_id and c.store_id = k.store_id and c.work_date = k.work_date
  left join leaves l on l.craftsman_id = k.craftsman_id and l.work_date = k.work_date
  left join sched_config_store cs on cs.store_id = k.store_id
  left join sched_config_city cc on cc.city_id = st.city_id
), measured as (
  select j.*,
    greatest(0, floor(extract(epoch from j.clock_in - ((j.work_date + j.t_start) at time zone 'Asia/Shanghai')) / 60))::int as late,
    greatest(0, ceil(extract(epoch from ((j.work_date + j.t_end) at time zone 'Asia/Shanghai') - j.clock_out) / 60))::int as early
  from judged j
), upserted as (
  insert into attendance_day as a (craftsman_id, store_id, work_date, shift, shift_start, shift_end, clock_in, clock_out,
    late_minutes, early_minutes, status, leave_id, corrected, judged_at)
  select m.craftsman_id, m.store_id, m.work_date, m.shift,
    case when m.shift = 0 then null else to_char(m.t_start, 'HH24:MI') end, case when m.shift = 0 then null else to_char(m.t_end, 'HH24:MI') end,
    m.clock_in, m.clock_out,
    case when m.leave_id is null and m.shift is distinct from 0 and m.late > m.grace then m.late else 0 end,
    case when m.leave_id is null and m.shift is distinct from 0 and m.clock_out is not null then m.early else 0 end,
    case when m.leave_id is not null then 4 when m.shift = 0 then 5 when m.clock_in is null or m.clock_out is null then 3
      when m.late > m.grace then 1 when m.early > 0 then 2 else 0 end,
    m.leave_id, m.corrected, now()
  from measured m
  on conflict (craftsman_id, store_id, work_date) do update set shift = excluded.shift, shift_start = excluded.shift_start,
    shift_end = excluded.shift_end, clock_in = excluded.clock_in, clock_out = excluded.clock_out, late_minutes = excluded.late_minutes,
    early_minutes = excluded.early_minutes, status = excluded.status, leave_id = excluded.leave_id, corrected = excluded.corrected,
    judged_at = excluded.judged_at
  returning 1
)
select count(*)::int from upserted
$$;
`;
