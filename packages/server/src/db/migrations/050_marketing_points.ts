/**
 * Customers' points (/operate/integral, /operate/redeemPoints): point goods on two channels (the
 * stores' counters and the online mall) with their stock, one points account per customer whose
 * balance is always the sum of its ledger (the server writes both in one transaction under the
 * account's row lock; checks keep the balance and every balance-after at or above 0), exchanges
 * (to collect at a store, or to ship from the mall) and redemption requests under review. Ledger
 * rows carry the store where they happened (null: head office or the online mall). Each list's
 * filters and order have an index ending in (created_at desc, id desc). PostgreSQL 15 SQL.
 */
export const up = /* sql */ `
create table points_goods (
  id serial primary key,
  goods_code varchar(20) not null unique,
  name varchar(60) not null,
  channel smallint not null default 1 check (channel in (1, 2)),
  category smallint not null check (category in (1, 2, 3, 4)),
  points_price integer not null check (points_price > 0),
  market_price numeric(10, 2) not null default 0 check (market_price >= 0),
  stock integer not null default 0 check (stock >= 0),
  exchanged_count integer not null default 0 check (exchanged_count >= 0),
  needs_review boolean not null default false,
  status smallint not null default 0 check (status in (0, 1)),
  image_url varchar(500),
  description varchar(500),
  sort_order integer not null default 100,
  created_by varchar(40),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index points_goods_channel_idx on points_goods (channel, sort_order, id);

create table points_account (
  customer_id bigint primary key references customer(id),
  balance integer not null default 0 check (balance >= 0),
  earned_total integer not null default 0 check (earned_total >= 0),
  spent_total integer not null default 0 check (spent_total >= 0),
  updated_at timestamptz not null default now()
);

create sequence points_exchange_no_seq;
create sequence points_request_no_seq;

create table points_request (
  id bigserial primary key,
  request_no varchar(24) not null unique,
  customer_id bigint not null references customer(id),
  goods_id integer not null references points_goods(id),
  store_id integer not null references store(id),
  quantity smallint not null check (quantity between 1 and 99),
  points_total integer not null check (points_total > 0),
  reason varchar(200) not null,
  applicant varchar(40) not null,
  status smallint not null default 0 check (status in (0, 1, 2)),
  review_remark varchar(200),
  reviewer varchar(40),
  reviewed_at timestamptz,
  exchange_no varchar(24),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index points_request_created_idx on points_request (created_at desc, id desc);
create index points_request_store_idx on points_request (store_id, created_at desc, id desc);
create index points_request_status_idx on points_request (status, created_at desc, id desc);

create table points_exchange (
  id bigserial primary key,
  exchange_no varchar(24) not null unique,
  channel smallint not null check (channel in (1, 2)),
  customer_id bigint not null references customer(id),
  goods_id integer not null references points_goods(id),
  store_id integer references store(id),
  quantity smallint not null check (quantity between 1 and 99),
  points_total integer not null check (points_total > 0),
  status smallint not null default 0 check (status in (0, 1, 2)),
  request_id bigint references points_request(id),
  request_no varchar(24),
  address varchar(200),
  tracking_no varchar(30),
  remark varchar(200),
  operator varchar(40),
  status_reason varchar(200),
  status_by varchar(40),
  status_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (channel = 1 and store_id is not null or channel = 2 and store_id is null)
);
create index points_exchange_channel_idx on points_exchange (channel, created_at desc, id desc);
create index points_exchange_store_idx on points_exchange (store_id, created_at desc, id desc);
create index points_exchange_status_idx on points_exchange (channel, status, created_at desc, id desc);
create index points_exchange_customer_idx on points_exchange (customer_id, created_at desc, id desc);

create table points_ledger (
  id bigserial primary key,
  customer_id bigint not null references customer(id),
  store_id integer references store(id),
  kind smallint not null check (kind in (1, 2, 3, 4, 5)),
  delta integer not null check (delta <> 0),
  balance_after integer not null check (balance_after >= 0),
  order_id bigint references customer_order(id),
  exchange_id bigint references points_exchange(id),
  request_id bigint references points_request(id),
  remark varchar(200),
  operator varchar(40),
  created_at timestamptz not null default now()
);
create unique index points_ledger_order_earn_uq on points_ledger (order_id) where kind = 1;
create index points_ledger_created_idx on points_ledger (created_at desc, id desc);
create index points_ledger_store_idx on points_ledger (store_id, created_at desc, id desc);
create index points_ledger_customer_idx on points_ledger (customer_id, created_at desc, id desc);
create index points_ledger_kind_idx on points_ledger (kind, created_at desc, id desc);
`;
