/**
 * Store notices (/operate/shop/notice) with their targeted stores and read records, and store
 * acceptance checks (/operate/shop/acceptance) with their checklist rows. PostgreSQL 15 SQL.
 */
export const up = /* sql */ `
create table store_notice (
  id serial primary key,
  title varchar(50) not null,
  notice_type smallint not null,
  importance smallint not null default 1,
  content varchar(2000) not null,
  target_type smallint not null default 1,
  target_ids varchar(5000),
  need_confirm boolean not null default false,
  status smallint not null default 0,
  target_count integer not null default 0,
  read_count integer not null default 0,
  confirm_count integer not null default 0,
  publisher varchar(40),
  published_at timestamptz,
  withdraw_reason varchar(500),
  withdrawn_by varchar(40),
  withdrawn_at timestamptz,
  created_by varchar(40),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (target_type in (1, 2, 3)),
  check (status in (0, 1, 2)),
  check (read_count between 0 and target_count),
  check (confirm_count between 0 and read_count)
);
create index store_notice_status_idx on store_notice (status, created_at desc);
create index store_notice_published_idx on store_notice (published_at desc);

create table store_notice_target (
  id serial primary key,
  notice_id integer not null references store_notice(id),
  store_id integer not null references store(id),
  read_at timestamptz,
  read_by integer references app_user(id),
  read_by_name varchar(40),
  confirmed_at timestamptz,
  confirmed_by_name varchar(40),
  unique (notice_id, store_id)
);
create index store_notice_target_store_idx on store_notice_target (store_id, notice_id);

create table store_notice_read (
  id serial primary key,
  notice_id integer not null references store_notice(id),
  store_id integer not null references store(id),
  user_id integer references app_user(id),
  user_name varchar(40) not null,
  read_at timestamptz not null default now(),
  unique (notice_id, store_id, user_id)
);

create table store_acceptance (
  id serial primary key,
  store_id integer not null references store(id),
  check_type smallint not null,
  planned_date date not null,
  inspector varchar(20) not null,
  status smallint not null default 0,
  round smallint not null default 0,
  score smallint,
  checked_at timestamptz,
  checked_by varchar(40),
  conclusion varchar(500),
  fail_reason varchar(500),
  status_note varchar(500),
  operator varchar(40),
  operated_at timestamptz,
  remark varchar(500),
  created_by varchar(40),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (status between 0 and 5),
  check (score is null or score between 0 and 100)
);
create index store_acceptance_store_idx on store_acceptance (store_id, status);
create index store_acceptance_planned_idx on store_acceptance (planned_date desc);

create table store_acceptance_item (
  id serial primary key,
  acceptance_id integer not null references store_acceptance(id),
  round smallint not null,
  item smallint not null,
  score smallint not null,
  passed boolean not null,
  note varchar(200),
  checked_at timestamptz not null default now(),
  checked_by varchar(40),
  unique (acceptance_id, round, item)
);
`;
