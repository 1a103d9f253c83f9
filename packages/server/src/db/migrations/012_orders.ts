/**
 * Customers, their orders (items, payments, refunds): the foundation of the finance pages.
 * Orders are the chain's biggest table, so every list filter has an index ending in
 * (created_at desc, id desc), the order lists page and export by. Money is numeric, exact.
 * PostgreSQL 15 SQL.
 */
export const up = /* sql */ `
create table customer (
  id bigserial primary key,
  mobile_enc text not null,
  mobile_hash varchar(64) not null unique,
  mobile_tail char(4) not null,
  name varchar(40) not null,
  gender smallint not null default 0 check (gender in (0, 1)),
  birth_date date,
  source_app smallint not null default 0,
  member_level smallint not null default 0,
  first_visit_at timestamptz,
  last_visit_at timestamptz,
  visit_count integer not null default 0 check (visit_count >= 0),
  total_spend numeric(14, 2) not null default 0,
  status smallint not null default 0 check (status in (0, 1, 2)),
  created_at timestamptz not null default now()
);
create index customer_created_idx on customer (created_at desc, id desc);

create table customer_order (
  id bigserial primary key,
  order_no varchar(24) not null unique,
  store_id integer not null references store(id),
  craftsman_id integer references craftsman(id),
  customer_id bigint not null references customer(id),
  status smallint not null check (status in (-2, -1, 0, 1, 2, 3, 4, 5, 8)),
  amount numeric(12, 2) not null default 0 check (amount >= 0),
  discount numeric(12, 2) not null default 0 check (discount >= 0 and discount <= amount),
  paid numeric(12, 2) not null default 0 check (paid >= 0 and paid <= amount),
  refunded numeric(12, 2) not null default 0 check (refunded >= 0 and refunded <= paid),
  pay_method smallint,
  queued_at timestamptz,
  started_at timestamptz,
  finished_at timestamptz,
  paid_at timestamptz,
  evasion_status smallint not null default 0 check (evasion_status in (0, 1, 2)),
  evasion_note varchar(200),
  evasion_by varchar(40),
  evasion_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index customer_order_store_status_idx on customer_order (store_id, status, created_at desc, id desc);
create index customer_order_store_idx on customer_order (store_id, created_at desc, id desc);
create index customer_order_status_idx on customer_order (status, created_at desc, id desc);
create index customer_order_created_idx on customer_order (created_at desc, id desc);
create index customer_order_customer_idx on customer_order (customer_id, created_at desc, id desc);
create index customer_order_craftsman_idx on customer_order (craftsman_id, created_at desc, id desc);
create index customer_order_pay_method_idx on customer_order (pay_method, created_at desc, id desc);
create index customer_order_evasion_idx on customer_order (finished_at desc, id desc) where status = 2 or evasion_status > 0;

create table order_item (
  id bigserial primary key,
  order_id bigint not null references customer_order(id),
  item_id integer not null references item(id),
  item_name varchar(40) not null,
  price_grade varchar(3) not null,
  unit_price numeric(10, 2) not null check (unit_price >= 0),
  quantity smallint not null default 1 check (quantity > 0),
  amount numeric(12, 2) not null check (amount >= 0)
);
create index order_item_order_idx on order_item (order_id);

create table order_payment (
  id bigserial primary key,
  order_id bigint not null references customer_order(id),
  method smallint not null,
  amount numeric(12, 2) not null check (amount > 0),
  trade_no varchar(40),
  paid_at timestamptz not null,
  created_at timestamptz not null default now()
);
create index order_payment_order_idx on order_payment (order_id);

create sequence order_refund_no_seq;

create table order_refund (
  id bigserial primary key,
  refund_no varchar(24) not null unique,
  order_id bigint not null references customer_order(id),
  amount numeric(12, 2) not null check (amount > 0),
  reason varchar(200) not null,
  status smallint not null default 0 check (status in (0, 1, 2, 3)),
  manual boolean not null default false,
  order_status_before smallint not null check (order_status_before in (3, 8)),
  requested_by varchar(40) not null,
  requested_at timestamptz not null default now(),
  approved_by varchar(40),
  approved_at timestamptz,
  refunded_by varchar(40),
  refunded_at timestamptz,
  reject_reason varchar(200),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index order_refund_order_idx on order_refund (order_id);
create index order_refund_status_idx on order_refund (status, created_at desc);
create unique index order_refund_open_uq on order_refund (order_id) where status in (0, 1);
`;
