/**
 * /operate/shop/workScheduling (排班配置). PostgreSQL 15 SQL.
 *
 * sched_config_city: one configuration per city: status, rest rules per craftsman, daily limits
 * per store, clock-in limits, the weekly sign-up window for next week's schedule, and what
 * craftsmen may do while it is open.
 * sched_config_store: stores that keep their own rules (a copy of the city's when the store is
 * added, then edited on its own); the craftsman sign-up settings stay the city's.
 * sched_week: the weekly schedules, one row per craftsman, store and week (its Monday), one
 * shift per day (0 rest, 1 early, 2 late, 3 full day); rest_days is derived.
 * sched_config_log / sched_clear_log: every configuration change and every clearing of a week,
 * dated and never overwritten.
 */
export const up = /* sql */ `
create table sched_config_city (
  id serial primary key,
  city_id integer not null unique references area(id),
  status smallint not null default 1 check (status in (0, 1)),
  status_remark varchar(200),
  status_by varchar(40),
  status_at timestamptz,
  rest_days_min smallint not null default 1 check (rest_days_min between 1 and 3),
  rest_days_max smallint not null default 2 check (rest_days_max between 1 and 4),
  weekend_rest boolean not null default false,
  max_rest_per_day smallint not null default 2 check (max_rest_per_day between 1 and 10),
  min_on_duty smallint not null default 3 check (min_on_duty between 1 and 20),
  late_grace_minutes smallint not null default 5 check (late_grace_minutes between 0 and 30),
  earliest_clock_minutes smallint not null default 60 check (earliest_clock_minutes between 0 and 120),
  sign_open_weekday smallint not null default 3 check (sign_open_weekday between 1 and 7),
  sign_open_time varchar(5) not null default '10:00',
  sign_close_weekday smallint not null default 5 check (sign_close_weekday between 1 and 7),
  sign_close_time varchar(5) not null default '18:00',
  craftsman_sign_enabled boolean not null default true,
  sign_change_limit smallint not null default 2 check (sign_change_limit between 0 and 5),
  created_by varchar(40),
  updated_by varchar(40),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (rest_days_min <= rest_days_max),
  check (sign_open_weekday < sign_close_weekday or (sign_open_weekday = sign_close_weekday and sign_open_time < sign_close_time))
);

create table sched_config_store (
  id serial primary key,
  store_id integer not null unique references store(id),
  rest_days_min smallint not null check (rest_days_min between 1 and 3),
  rest_days_max smallint not null check (rest_days_max between 1 and 4),
  weekend_rest boolean not null,
  max_rest_per_day smallint not null check (max_rest_per_day between 1 and 10),
  min_on_duty smallint not null check (min_on_duty between 1 and 20),
  late_grace_minutes smallint not null check (late_grace_minutes between 0 and 30),
  earliest_clock_minutes smallint not null check (earliest_clock_minutes between 0 and 120),
  sign_open_weekday smallint not null check (sign_open_weekday between 1 and 7),
  sign_open_time varchar(5) not null,
  sign_close_weekday smallint not null check (sign_close_weekday between 1 and 7),
  sign_close_time varchar(5) not null,
  created_by varchar(40),
  updated_by varchar(40),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (rest_days_min <= rest_days_max),
  check (sign_open_weekday < sign_close_weekday or (sign_open_weekday = sign_close_weekday and sign_open_time < sign_close_time))
);

create table sched_week (
  id serial primary key,
  store_id integer not null references store(id),
  craftsman_id integer not null references craftsman(id),
  week_start date not null check (extract(isodow from week_start) = 1),
  d1 smallint not null default 0 check (d1 between 0 and 3),
  d2 smallint not null default 0 check (d2 between 0 and 3),
  d3 smallint not null default 0 check (d3 between 0 and 3),
  d4 smallint not null default 0 check (d4 between 0 and 3),
  d5 smallint not null default 0 check (d5 between 0 and 3),
  d6 smallint not null default 0 check (d6 between 0 and 3),
  d7 smallint not null default 0 check (d7 between 0 and 3),
  rest_days smallint generated always as (((d1 = 0)::int + (d2 = 0)::int + (d3 = 0)::int + (d4 = 0)::int + (d5 = 0)::int + (d6 = 0)::int + (d7 = 0)::int)::smallint) stored,
  status smallint not null default 0 check (status in (0, 1)),
  submitted_at timestamptz,
  confirmed_by varchar(40),
  confirmed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (store_id, week_start, craftsman_id)
);
create index sched_week_week_idx on sched_week (week_start, store_id);
create index sched_week_craftsman_idx on sched_week (craftsman_id, week_start desc);

create table sched_config_log (
  id serial primary key,
  city_id integer not null references area(id),
  store_id integer references store(id),
  section smallint not null check (section between 1 and 11),
  content varchar(2000) not null,
  before jsonb,
  after jsonb,
  operator varchar(40) not null,
  operator_id integer references app_user(id),
  created_at timestamptz not null default now()
);
create index sched_config_log_city_idx on sched_config_log (city_id, created_at desc);
create index sched_config_log_store_idx on sched_config_log (store_id, created_at desc);

create table sched_clear_log (
  id serial primary key,
  scope_type smallint not null check (scope_type in (1, 2)),
  city_id integer not null references area(id),
  store_id integer references store(id),
  week_start date not null,
  cleared_count integer not null check (cleared_count > 0),
  reason varchar(200) not null,
  operator varchar(40) not null,
  operator_id integer references app_user(id),
  created_at timestamptz not null default now(),
  check ((scope_type = 2) = (store_id is not null))
);
create index sched_clear_log_city_idx on sched_clear_log (city_id, created_at desc);
`;
