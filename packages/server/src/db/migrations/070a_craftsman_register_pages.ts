/**
 * Issue 14, the craftsman register's pages (H1). PostgreSQL 15 SQL.
 * - craftsman_status_change (手艺人状态): dated status changes; state 0 待生效, 1 已生效 (written to
 *   craftsman on its date), 2 已撤销. At most one waiting change a craftsman.
 * - craftsman_data_level (数据等级): the S-level dictionary with monthly thresholds.
 * - craftsman_data_level_change (手艺人数据): data-level changes by effective month, same states.
 * - craftsman_star_rule (星级管理) and craftsman_service_star (服务星级, one row a craftsman and month).
 * - craftsman_feedback (员工反馈), craftsman_suggestion (建议反馈).
 * - A craftsman added on the register is linked to its home store (craftsman_store) by a trigger the
 *   register's create turns on for its transaction (set_config('salon.craftsman_home_link', 'on', true)).
 * Every list's filters and order have an index.
 */
export const up = /* sql */ `
create table craftsman_status_change (
  id serial primary key,
  craftsman_id integer not null references craftsman(id),
  store_id integer not null references store(id),
  from_status smallint not null,
  to_status smallint not null check (to_status in (1, 2, 4)),
  effective_date date not null,
  leave_reason smallint check (leave_reason between 0 and 7),
  reason varchar(200) not null,
  state smallint not null default 0 check (state in (0, 1, 2)),
  applied_at timestamptz,
  operator varchar(40) not null,
  cancelled_by varchar(40),
  cancelled_at timestamptz,
  cancel_reason varchar(200),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index craftsman_status_change_waiting_idx on craftsman_status_change (craftsman_id) where state = 0;
create index craftsman_status_change_craftsman_idx on craftsman_status_change (craftsman_id, effective_date desc, id desc);
create index craftsman_status_change_store_idx on craftsman_status_change (store_id, created_at desc, id desc);
create index craftsman_status_change_created_idx on craftsman_status_change (created_at desc, id desc);
create index craftsman_status_change_due_idx on craftsman_status_change (effective_date) where state = 0;

create table craftsman_data_level (
  id serial primary key,
  code varchar(4) not null unique,
  name varchar(20) not null,
  min_performance numeric(12, 2) not null check (min_performance >= 0),
  min_customers integer not null check (min_customers >= 0),
  min_designated_rate numeric(5, 2) not null check (min_designated_rate between 0 and 100),
  remark varchar(200),
  updated_by varchar(40),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table craftsman_data_level_change (
  id serial primary key,
  craftsman_id integer not null references craftsman(id),
  store_id integer not null references store(id),
  from_level varchar(4),
  to_level varchar(4) not null,
  suggested_level varchar(4),
  effective_month date not null check (extract(day from effective_month) = 1),
  reason varchar(200) not null,
  state smallint not null default 0 check (state in (0, 1, 2)),
  applied_at timestamptz,
  operator varchar(40) not null,
  cancelled_by varchar(40),
  cancelled_at timestamptz,
  cancel_reason varchar(200),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index craftsman_data_level_change_waiting_idx on craftsman_data_level_change (craftsman_id) where state = 0;
create index craftsman_data_level_change_store_idx on craftsman_data_level_change (store_id, created_at desc, id desc);
create index craftsman_data_level_change_created_idx on craftsman_data_level_change (created_at desc, id desc);
create index craftsman_data_level_change_due_idx on craftsman_data_level_change (effective_month) where state = 0;

create table craftsman_star_rule (
  id serial primary key,
  star smallint not null unique check (star between 1 and 5),
  min_avg_score numeric(3, 2) not null check (min_avg_score between 1 and 5),
  min_count integer not null check (min_count >= 1),
  remark varchar(200),
  updated_by varchar(40),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table craftsman_service_star (
  id serial primary key,
  craftsman_id integer not null references craftsman(id),
  store_id integer not null references store(id),
  month date not null check (extract(day from month) = 1),
  eval_count integer not null,
  avg_score numeric(3, 2) not null,
  star smallint not null check (star between 0 and 5),
  computed_at timestamptz not null default now(),
  unique (craftsman_id, month)
);
create index craftsman_service_star_month_idx on craftsman_service_star (month desc, id desc);
create index craftsman_service_star_store_idx on craftsman_service_star (store_id, month desc, id desc);
create index store_comment_craftsman_time_idx on store_comment (craftsman_id, commented_at);

create table craftsman_feedback (
  id serial primary key,
  craftsman_id integer not null references craftsman(id),
  store_id integer not null references store(id),
  category smallint not null check (category between 1 and 6),
  content varchar(500) not null,
  status smallint not null default 0 check (status in (0, 1, 2)),
  reply varchar(500),
  replied_by varchar(40),
  replied_at timestamptz,
  handler varchar(40),
  handled_at timestamptz,
  handle_note varchar(500),
  created_by varchar(40),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index craftsman_feedback_store_idx on craftsman_feedback (store_id, created_at desc, id desc);
create index craftsman_feedback_status_idx on craftsman_feedback (status, created_at desc, id desc);
create index craftsman_feedback_created_idx on craftsman_feedback (created_at desc, id desc);

create table craftsman_suggestion (
  id serial primary key,
  craftsman_id integer not null references craftsman(id),
  store_id integer not null references store(id),
  title varchar(40) not null,
  category smallint not null check (category between 1 and 5),
  content varchar(1000) not null,
  status smallint not null default 0 check (status in (0, 1, 2, 3)),
  reply varchar(500),
  replied_by varchar(40),
  replied_at timestamptz,
  handler varchar(40),
  handled_at timestamptz,
  handle_note varchar(500),
  created_by varchar(40),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index craftsman_suggestion_store_idx on craftsman_suggestion (store_id, created_at desc, id desc);
create index craftsman_suggestion_status_idx on craftsman_suggestion (status, created_at desc, id desc);
create index craftsman_suggestion_created_idx on craftsman_suggestion (created_at desc, id desc);

create function craftsman_home_link() returns trigger language plpgsql as $$ begin if current_setting('salon.craftsman_home_link', true) = 'on' then insert into craftsman_store (craftsman_id, store_id, is_home, active_status) values (new.id, new.store_id, true, 1) on conflict (craftsman_id, store_id) do nothing; end if; return new; end $$;
create trigger craftsman_home_link_trg after insert on craftsman for each row execute function craftsman_home_link();
`;
