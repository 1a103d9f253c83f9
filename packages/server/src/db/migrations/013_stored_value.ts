/**
 * Stored value and store finance (/operate/financial): card products, member cards (stored-value
 * card instances) with principal and bonus balances, every movement of a card's money in its
 * ledger (充值/消费/退款/调整, with the balances after), card purchase and recharge orders with
 * their refund, the daily reconciliation of each store's payment channels and the daily business
 * figures of each store. Money is numeric, exact; balances can never go below 0 (checks), and a
 * card's balances always equal the sum of its ledger's deltas (the server writes both in one
 * transaction under a row lock on the card). PostgreSQL 15 SQL.
 */
export const up = /* sql */ `
create table card_product (
  id serial primary key,
  product_code varchar(20) not null unique,
  name varchar(40) not null,
  price numeric(10, 2) not null check (price > 0),
  bonus numeric(10, 2) not null default 0 check (bonus >= 0),
  validity_months smallint not null check (validity_months > 0),
  on_sale boolean not null default true,
  created_at timestamptz not null default now()
);

create table member_card (
  id bigserial primary key,
  card_no varchar(20) not null unique,
  customer_id bigint not null references customer(id),
  product_id integer not null references card_product(id),
  store_id integer not null references store(id),
  principal numeric(12, 2) not null default 0 check (principal >= 0),
  bonus numeric(12, 2) not null default 0 check (bonus >= 0),
  balance numeric(12, 2) generated always as (principal + bonus) stored,
  status smallint not null default 0 check (status in (0, 1, 2, 3)),
  opened_at timestamptz not null default now(),
  expires_on date not null,
  status_reason varchar(200),
  status_by varchar(40),
  status_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index member_card_created_idx on member_card (created_at desc, id desc);
create index member_card_store_idx on member_card (store_id, created_at desc, id desc);
create index member_card_status_idx on member_card (status, created_at desc, id desc);
create index member_card_customer_idx on member_card (customer_id);

create sequence card_order_no_seq;

create table card_order (
  id bigserial primary key,
  order_no varchar(24) not null unique,
  kind smallint not null check (kind in (1, 2)),
  card_id bigint not null references member_card(id),
  customer_id bigint not null references customer(id),
  product_id integer not null references card_product(id),
  store_id integer not null references store(id),
  paid numeric(12, 2) not null check (paid > 0),
  bonus numeric(12, 2) not null default 0 check (bonus >= 0),
  pay_method smallint not null,
  status smallint not null default 1 check (status in (1, 2, 3)),
  paid_at timestamptz not null,
  refund_status smallint check (refund_status in (0, 1, 2, 3)),
  refund_reason varchar(200),
  refund_requested_by varchar(40),
  refund_requested_at timestamptz,
  refund_approved_by varchar(40),
  refund_approved_at timestamptz,
  refunded_by varchar(40),
  refunded_at timestamptz,
  reject_reason varchar(200),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index card_order_created_idx on card_order (created_at desc, id desc);
create index card_order_store_idx on card_order (store_id, created_at desc, id desc);
create index card_order_status_idx on card_order (status, created_at desc, id desc);
create index card_order_card_idx on card_order (card_id);

create table card_ledger (
  id bigserial primary key,
  card_id bigint not null references member_card(id),
  customer_id bigint not null references customer(id),
  store_id integer not null references store(id),
  kind smallint not null check (kind in (1, 2, 3, 4)),
  principal_delta numeric(12, 2) not null default 0,
  bonus_delta numeric(12, 2) not null default 0,
  principal_after numeric(12, 2) not null check (principal_after >= 0),
  bonus_after numeric(12, 2) not null check (bonus_after >= 0),
  pay_method smallint,
  card_order_id bigint references card_order(id),
  customer_order_id bigint references customer_order(id),
  remark varchar(200),
  operator varchar(40),
  created_at timestamptz not null default now(),
  check (principal_delta <> 0 or bonus_delta <> 0)
);
create index card_ledger_card_idx on card_ledger (card_id, created_at desc, id desc);
create index card_ledger_kind_idx on card_ledger (kind, created_at desc, id desc);
create index card_ledger_store_kind_idx on card_ledger (store_id, kind, created_at desc, id desc);

create table reconciliation (
  id bigserial primary key,
  biz_date date not null,
  store_id integer not null references store(id),
  channel smallint not null,
  system_amount numeric(14, 2) not null default 0,
  statement_amount numeric(14, 2),
  difference numeric(14, 2) generated always as (statement_amount - system_amount) stored,
  status smallint not null default 0 check (status in (0, 1, 2, 3)),
  note varchar(200),
  handled_by varchar(40),
  handled_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (biz_date, store_id, channel)
);
create index reconciliation_date_idx on reconciliation (biz_date desc, id desc);
create index reconciliation_store_idx on reconciliation (store_id, biz_date desc, id desc);
create index reconciliation_status_idx on reconciliation (status, biz_date desc, id desc);

create table store_business_day (
  id bigserial primary key,
  biz_date date not null,
  store_id integer not null references store(id),
  order_count integer not null default 0,
  service_revenue numeric(14, 2) not null default 0,
  card_consumed numeric(14, 2) not null default 0,
  recharge_amount numeric(14, 2) not null default 0,
  card_sales numeric(14, 2) not null default 0,
  refund_amount numeric(14, 2) not null default 0,
  net_amount numeric(14, 2) generated always as (service_revenue - card_consumed + recharge_amount + card_sales - refund_amount) stored,
  updated_at timestamptz not null default now(),
  unique (biz_date, store_id)
);
create index store_business_day_date_idx on store_business_day (biz_date desc, id desc);
create index store_business_day_store_idx on store_business_day (store_id, biz_date desc, id desc);
`;
