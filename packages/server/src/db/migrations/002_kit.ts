/** The kit's tables: uploaded files, saved filter groups, per-user preferences. PostgreSQL 15 SQL. */
export const up = /* sql */ `
create table upload_file (
  id serial primary key,
  bucket_type smallint not null,
  storage_key varchar(300) not null unique,
  url varchar(500) not null,
  name varchar(200) not null,
  content_type varchar(100) not null,
  size_bytes bigint not null,
  width integer,
  height integer,
  duration_ms integer,
  created_by integer references app_user(id) on delete set null,
  created_at timestamptz not null default now()
);
create index upload_file_creator_idx on upload_file (created_by, created_at desc);

create table filter_group (
  id serial primary key,
  user_id integer not null references app_user(id) on delete cascade,
  page varchar(200) not null,
  name varchar(40) not null,
  filters jsonb not null,
  sort_order integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (user_id, page, name)
);

create table user_preference (
  user_id integer not null references app_user(id) on delete cascade,
  pref_key varchar(200) not null,
  value jsonb not null,
  updated_at timestamptz not null default now(),
  primary key (user_id, pref_key)
);
`;
