/**
 * Store preparation projects (门店筹建, issue 16: /operate/store-prepare/storePrepare and progressBoard).
 * PostgreSQL 15 SQL.
 * - store_prepare 筹建项目: a store being opened: the store row when one exists (即将开业 / 待上架),
 *   the planned name, city, address, category, owner, planned opening date; `stage` (contract
 *   PrepareStage 1 选址 … 7 已开业) since `stage_since`; `status` 1 筹建中, 2 已开业, 3 已关闭 (reason).
 *   At most one project in progress a store.
 * - store_prepare_log: every stage change of a project (created, advanced, closed) with its operator
 *   and time. Its key to the project is deferred: the create hook writes the project's first row in
 *   the same transaction before the project row itself.
 */
export const up = /* sql */ `
create table store_prepare (
  id serial primary key,
  project_no varchar(20) not null unique,
  store_id integer references store(id),
  planned_name varchar(60) not null,
  city_id integer not null references area(id),
  address varchar(200) not null,
  store_type smallint not null,
  owner varchar(20) not null,
  planned_open_date date not null,
  stage smallint not null default 1 check (stage between 1 and 7),
  stage_since timestamptz not null default now(),
  status smallint not null default 1 check (status in (1, 2, 3)),
  opened_on date,
  remark varchar(500),
  close_reason varchar(200),
  closed_by varchar(40),
  closed_at timestamptz,
  created_by varchar(40),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check ((status = 2) = (stage = 7)),
  check ((status = 3) = (closed_at is not null))
);
create index store_prepare_list_idx on store_prepare (status, planned_open_date, id);
create index store_prepare_stage_idx on store_prepare (stage, stage_since) where status = 1;
create index store_prepare_store_idx on store_prepare (store_id);
create index store_prepare_city_idx on store_prepare (city_id);
create unique index store_prepare_open_store_uq on store_prepare (store_id) where status = 1 and store_id is not null;

create table store_prepare_log (
  id serial primary key,
  prepare_id integer not null references store_prepare(id) deferrable initially deferred,
  action varchar(10) not null,
  from_stage smallint,
  to_stage smallint not null,
  remark varchar(200),
  operator varchar(40) not null,
  operated_at timestamptz not null default now()
);
create index store_prepare_log_prepare_idx on store_prepare_log (prepare_id, operated_at, id);
`;
