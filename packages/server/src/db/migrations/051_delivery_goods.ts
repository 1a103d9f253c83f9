/**
 * Retail goods (/operate/delivery_goods): recommendation levels, the goods (delivered or collected
 * at a store) with price, stock and sales, and their orders with the source channel and the
 * shipping state (待发货 0, 已发货 1, 已签收 2, 已取消 3, 已退款 4; a collected order skips 1).
 * A shipped order holds its tracking number (check). Each list's filters and order have an index
 * ending in (paid_at desc, id desc). PostgreSQL 15 SQL.
 */
export const up = /* sql */ `
create table goods_recommend_level (
  id serial primary key,
  level_code varchar(10) not null unique,
  name varchar(20) not null unique,
  commission_rate numeric(5, 2) not null default 0 check (commission_rate >= 0 and commission_rate <= 30),
  description varchar(200),
  sort_order integer not null default 10,
  status smallint not null default 1 check (status in (0, 1)),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table delivery_goods (
  id serial primary key,
  goods_code varchar(20) not null unique,
  name varchar(60) not null,
  kind smallint not null check (kind in (1, 2)),
  category smallint not null check (category in (1, 2, 3, 4, 5)),
  spec varchar(40),
  price numeric(10, 2) not null check (price > 0),
  stock integer not null default 0 check (stock >= 0),
  sales_count integer not null default 0 check (sales_count >= 0),
  level_id integer references goods_recommend_level(id),
  status smallint not null default 0 check (status in (0, 1)),
  image_url varchar(500),
  description varchar(500),
  created_by varchar(40),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index delivery_goods_level_idx on delivery_goods (level_id);

create sequence delivery_order_no_seq;

create table delivery_order (
  id bigserial primary key,
  order_no varchar(24) not null unique,
  kind smallint not null check (kind in (1, 2)),
  customer_id bigint not null references customer(id),
  store_id integer not null references store(id),
  goods_id integer not null references delivery_goods(id),
  quantity smallint not null check (quantity between 1 and 99),
  unit_price numeric(10, 2) not null check (unit_price > 0),
  amount numeric(12, 2) not null check (amount > 0),
  source smallint not null check (source in (1, 2, 3, 4, 5)),
  status smallint not null default 0 check (status in (0, 1, 2, 3, 4) and (kind = 1 or status <> 1)),
  receiver varchar(20),
  address varchar(200),
  carrier varchar(20),
  tracking_no varchar(30),
  paid_at timestamptz not null,
  shipped_at timestamptz,
  signed_at timestamptz,
  status_reason varchar(200),
  status_by varchar(40),
  status_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (kind = 2 or (receiver is not null and address is not null))
);
create index delivery_order_kind_idx on delivery_order (kind, paid_at desc, id desc);
create index delivery_order_store_idx on delivery_order (store_id, kind, paid_at desc, id desc);
create index delivery_order_status_idx on delivery_order (kind, status, paid_at desc, id desc);
create index delivery_order_source_idx on delivery_order (paid_at, source);
`;
