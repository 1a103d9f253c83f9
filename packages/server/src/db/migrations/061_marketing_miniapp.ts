/**
 * /operate/marketing/miniApp 小程序配置: the customer mini-program's home modules (a type once per
 * city, once nationwide: city null) in order, and its notices by position and period with their
 * 草稿 → 已发布 → 已下线 steps. Every list's filters and order have an index. PostgreSQL 15 SQL.
 */
export const up = /* sql */ `
create table marketing_miniapp_module (
  id serial primary key,
  module_type smallint not null check (module_type between 1 and 8),
  title varchar(12) not null,
  subtitle varchar(30),
  icon_url varchar(300),
  link_url varchar(200),
  city_id integer references area(id),
  sort_order smallint not null default 10 check (sort_order between 1 and 99),
  enabled boolean not null default true,
  created_by varchar(40),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique nulls not distinct (module_type, city_id)
);
create index marketing_miniapp_module_sort_idx on marketing_miniapp_module (sort_order, id);
create index marketing_miniapp_module_city_idx on marketing_miniapp_module (city_id, sort_order, id);
create index marketing_miniapp_module_enabled_idx on marketing_miniapp_module (enabled, sort_order, id);

create table marketing_miniapp_notice (
  id serial primary key,
  title varchar(30) not null,
  content varchar(500) not null,
  position smallint not null check (position in (1, 2, 3)),
  start_at timestamptz not null,
  end_at timestamptz not null,
  status smallint not null default 0 check (status in (0, 1, 2)),
  status_reason varchar(200),
  status_by varchar(40),
  status_at timestamptz,
  created_by varchar(40),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (end_at > start_at)
);
create index marketing_miniapp_notice_created_idx on marketing_miniapp_notice (created_at desc, id desc);
create index marketing_miniapp_notice_status_idx on marketing_miniapp_notice (status, created_at desc, id desc);
create index marketing_miniapp_notice_position_idx on marketing_miniapp_notice (position, created_at desc, id desc);
create index marketing_miniapp_notice_start_idx on marketing_miniapp_notice (start_at desc, id desc);
`;
