/**
 * Craftsmen (stylists) and the stores they serve in: the base records the store-operations,
 * scheduling and craftsman modules build on. PostgreSQL 15 SQL.
 */
export const up = /* sql */ `
create table craftsman (
  id serial primary key,
  employee_no varchar(20) not null unique,
  real_name varchar(40) not null,
  gender smallint not null default 0,
  mobile varchar(11) not null,
  craftsman_type smallint not null default 1,
  position_type smallint not null default 0,
  level varchar(8) not null,
  price_grade varchar(4) not null,
  store_id integer not null references store(id),
  status smallint not null default 1,
  entry_date date not null,
  user_id integer references app_user(id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index craftsman_store_idx on craftsman (store_id, status);
create index craftsman_name_idx on craftsman (real_name);

create table craftsman_store (
  id serial primary key,
  craftsman_id integer not null references craftsman(id),
  store_id integer not null references store(id),
  is_home boolean not null default true,
  active_status smallint not null default 1,
  active_changed_at timestamptz,
  active_changed_by varchar(40),
  active_remark varchar(200),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (craftsman_id, store_id)
);
create index craftsman_store_store_idx on craftsman_store (store_id, active_status);
`;
