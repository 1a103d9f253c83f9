/** The platform: organisation, users, roles, menus, sessions, codes, audit. PostgreSQL 15 SQL. */
export const up = /* sql */ `
create table area (
  id integer primary key,
  parent_id integer references area(id),
  level smallint not null check (level in (1, 2)),
  name varchar(50) not null,
  code varchar(20),
  is_open boolean not null default true,
  sort_order integer not null default 0
);
create index area_parent_idx on area (parent_id);

create table store (
  id serial primary key,
  store_code varchar(20) not null unique,
  store_name varchar(60) not null,
  store_type smallint not null,
  brand_type smallint not null default 0,
  service_type smallint,
  open_status smallint not null default 1,
  enable_status smallint not null default 1,
  city_id integer not null references area(id),
  district_id integer not null references area(id),
  address varchar(200) not null default '',
  longitude numeric(10, 6),
  latitude numeric(10, 6),
  phone varchar(20),
  open_date date,
  seats smallint not null default 6,
  business_start varchar(5) not null default '10:00',
  business_end varchar(5) not null default '22:00',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (brand_type = 0 or service_type is null)
);
create index store_district_idx on store (district_id);
create index store_city_status_idx on store (city_id, open_status);

create table config_enum (
  id serial primary key,
  type varchar(40) not null,
  val varchar(40) not null,
  name varchar(60) not null,
  corder integer not null default 0,
  unique (type, val)
);

create table app_user (
  id serial primary key,
  account varchar(40) not null unique,
  name varchar(40) not null,
  nick_name varchar(40),
  mobile_enc text not null,
  mobile_hash varchar(64) not null,
  mobile_tail varchar(4) not null,
  pwd_hash text not null,
  first_login smallint not null default 1,
  status smallint not null default 1,
  station smallint,
  department varchar(20),
  store_id integer references store(id),
  all_stores boolean not null default false,
  data_start_date date,
  single_session boolean not null default false,
  locked_until timestamptz,
  created_at timestamptz not null default now(),
  update_time timestamptz not null default now()
);
create index app_user_mobile_idx on app_user (mobile_hash);
create index app_user_store_idx on app_user (store_id);

create table user_store (
  user_id integer not null references app_user(id) on delete cascade,
  store_id integer not null references store(id) on delete cascade,
  primary key (user_id, store_id)
);
create index user_store_store_idx on user_store (store_id);

create table login_failure (
  id serial primary key,
  account varchar(40) not null,
  ip varchar(64),
  created_at timestamptz not null default now()
);
create index login_failure_account_idx on login_failure (account, created_at);

create table user_session (
  id serial primary key,
  token_hash varchar(64) not null unique,
  user_id integer not null references app_user(id) on delete cascade,
  secret varchar(64) not null,
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz,
  revoke_reason varchar(20),
  ip varchar(64),
  user_agent varchar(300)
);
create index user_session_user_idx on user_session (user_id) where revoked_at is null;

create table role (
  id serial primary key,
  name varchar(40) not null unique,
  code varchar(40) not null unique,
  role_type smallint not null default 0,
  remark varchar(200),
  status smallint not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table menu (
  id serial primary key,
  parent_id integer references menu(id) on delete cascade,
  name varchar(40) not null,
  url varchar(200),
  code varchar(80),
  icon varchar(40),
  sort_order integer not null default 0,
  lv smallint not null check (lv between 0 and 3),
  hidden boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check ((url is null) <> (code is null))
);
create unique index menu_url_uq on menu (url) where url is not null;
create unique index menu_code_uq on menu (code) where code is not null;
create index menu_parent_idx on menu (parent_id, sort_order);

create table role_menu (
  role_id integer not null references role(id) on delete cascade,
  menu_id integer not null references menu(id) on delete cascade,
  primary key (role_id, menu_id)
);
create index role_menu_menu_idx on role_menu (menu_id);

create table user_role (
  user_id integer not null references app_user(id) on delete cascade,
  role_id integer not null references role(id) on delete cascade,
  primary key (user_id, role_id)
);
create index user_role_role_idx on user_role (role_id);

create table sms_outbox (
  id serial primary key,
  mobile varchar(20) not null,
  purpose varchar(30) not null,
  code varchar(10),
  content varchar(300) not null,
  created_at timestamptz not null default now()
);
create index sms_outbox_mobile_idx on sms_outbox (mobile, id desc);

create table verification_code (
  id serial primary key,
  mobile_hash varchar(64) not null,
  purpose varchar(30) not null,
  code_hash varchar(64) not null,
  expires_at timestamptz not null,
  attempts smallint not null default 0,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index verification_code_lookup_idx on verification_code (mobile_hash, purpose, created_at desc);

create table config_mgt_authority (
  user_id integer primary key references app_user(id) on delete cascade,
  authority text not null default '{}',
  updated_at timestamptz not null default now()
);

create table audit_log (
  id bigserial primary key,
  user_id integer,
  user_name varchar(40),
  route varchar(200),
  api varchar(200) not null,
  action varchar(40) not null,
  table_name varchar(60) not null,
  record_id varchar(60),
  before jsonb,
  after jsonb,
  ip varchar(64),
  request_id varchar(40),
  created_at timestamptz not null default now()
);
create index audit_log_time_idx on audit_log (created_at desc);
create index audit_log_user_idx on audit_log (user_id, created_at desc);
create index audit_log_record_idx on audit_log (table_name, record_id);
`;
