/** Service items, their categories, dated price versions per store and grade, and each store's item list. PostgreSQL 15 SQL. */
export const up = /* sql */ `
create table item_category (
  id serial primary key,
  name varchar(30) not null unique,
  sort_order integer not null default 0,
  created_at timestamptz not null default now()
);

create table item (
  id serial primary key,
  category_id integer not null references item_category(id),
  item_name varchar(40) not null unique,
  item_inside_name varchar(40),
  item_type smallint not null default 0,
  item_status smallint not null default 0,
  duration smallint not null,
  order_ratio numeric(4, 2) not null default 1 check (order_ratio between 0 and 10),
  dye_order_ratio numeric(4, 2) check (dye_order_ratio between 0 and 10),
  enabled boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index item_category_idx on item (category_id);

create table item_price_version (
  id serial primary key,
  store_id integer not null references store(id),
  item_id integer not null references item(id),
  price_grade varchar(3) not null check (price_grade ~ '^P([0-9]|10)$'),
  price numeric(10, 2) not null check (price >= 0),
  effective_date date not null,
  status smallint not null default 0,
  remark varchar(200),
  reason varchar(500),
  operator varchar(60),
  operated_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index item_price_version_lookup_idx on item_price_version (store_id, item_id, price_grade, effective_date);
create index item_price_version_status_idx on item_price_version (status);

create table store_item (
  id serial primary key,
  store_id integer not null references store(id),
  item_id integer not null references item(id),
  enabled boolean not null default true,
  is_top boolean not null default false,
  is_selected boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (store_id, item_id)
);
create index store_item_item_idx on store_item (item_id);
`;
