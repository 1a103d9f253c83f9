/**
 * Card products and the other finance orders: U cards (period passes of unlimited basic
 * haircuts) and the visits redeemed against them, single-visit cards, gift cards, the
 * craftsmen's bonus pool fed by orders, and customers' tips. Linked to customer, store,
 * craftsman and customer_order. Money is numeric, exact. PostgreSQL 15 SQL.
 */
export const up = /* sql */ `
create table ucard_order (
  id bigserial primary key,
  order_no varchar(24) not null unique,
  card_no varchar(20) not null unique,
  customer_id bigint not null references customer(id),
  store_id integer not null references store(id),
  card_type smallint not null check (card_type in (1, 2, 3)),
  price numeric(10, 2) not null check (price > 0),
  paid numeric(10, 2) not null check (paid >= 0 and paid <= price),
  pay_method smallint not null,
  valid_from date not null,
  valid_to date not null check (valid_to >= valid_from),
  use_count integer not null default 0 check (use_count >= 0),
  status smallint not null default 1 check (status in (1, 2, 3)),
  refund_status smallint check (refund_status in (0, 1, 2, 3)),
  refund_amount numeric(10, 2) check (refund_amount > 0 and refund_amount <= paid),
  refund_reason varchar(200),
  refund_requested_by varchar(40),
  refund_requested_at timestamptz,
  refund_reviewed_by varchar(40),
  refund_reviewed_at timestamptz,
  reject_reason varchar(200),
  refunded_by varchar(40),
  refunded_at timestamptz,
  paid_at timestamptz not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check ((status = 1 and (refund_status is null or refund_status = 3))
      or (status = 2 and refund_status in (0, 1))
      or (status = 3 and refund_status = 2))
);
create index ucard_order_paid_idx on ucard_order (paid_at desc, id desc);
create index ucard_order_store_idx on ucard_order (store_id, paid_at desc, id desc);
create index ucard_order_status_idx on ucard_order (status, paid_at desc, id desc);
create index ucard_order_customer_idx on ucard_order (customer_id);

create table ucard_record (
  id bigserial primary key,
  ucard_order_id bigint not null references ucard_order(id),
  card_no varchar(20) not null,
  customer_id bigint not null references customer(id),
  store_id integer not null references store(id),
  craftsman_id integer references craftsman(id),
  item_id integer not null references item(id),
  item_name varchar(40) not null,
  order_id bigint references customer_order(id),
  order_no varchar(24) not null,
  used_at timestamptz not null,
  created_at timestamptz not null default now()
);
create index ucard_record_used_idx on ucard_record (used_at desc, id desc);
create index ucard_record_store_idx on ucard_record (store_id, used_at desc, id desc);
create index ucard_record_card_idx on ucard_record (card_no, used_at desc, id desc);
create index ucard_record_order_idx on ucard_record (ucard_order_id);

create table single_card_order (
  id bigserial primary key,
  order_no varchar(24) not null unique,
  customer_id bigint not null references customer(id),
  store_id integer not null references store(id),
  item_id integer not null references item(id),
  price numeric(10, 2) not null check (price > 0),
  paid numeric(10, 2) not null check (paid >= 0 and paid <= price),
  pay_method smallint not null,
  status smallint not null default 0 check (status in (0, 1, 2, 3)),
  expires_on date not null,
  used_at timestamptz,
  used_store_id integer references store(id),
  used_order_id bigint references customer_order(id),
  used_order_no varchar(24),
  refund_reason varchar(200),
  refunded_by varchar(40),
  refunded_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check ((status = 1) = (used_at is not null))
);
create index single_card_order_created_idx on single_card_order (created_at desc, id desc);
create index single_card_order_store_idx on single_card_order (store_id, created_at desc, id desc);
create index single_card_order_status_idx on single_card_order (status, created_at desc, id desc);

create table gift_card (
  id bigserial primary key,
  card_no varchar(20) not null unique,
  batch_no varchar(20) not null,
  store_id integer not null references store(id),
  face_value numeric(10, 2) not null check (face_value > 0),
  balance numeric(10, 2) not null check (balance >= 0 and balance <= face_value),
  buyer_id bigint not null references customer(id),
  receiver_id bigint references customer(id),
  status smallint not null default 0 check (status in (0, 1, 2, 3, 4)),
  activated_at timestamptz,
  expires_on date not null,
  void_reason varchar(200),
  voided_by varchar(40),
  voided_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index gift_card_created_idx on gift_card (created_at desc, id desc);
create index gift_card_store_idx on gift_card (store_id, created_at desc, id desc);
create index gift_card_batch_idx on gift_card (batch_no);

create table bonus_pool_order (
  id bigserial primary key,
  order_id bigint not null unique references customer_order(id),
  order_no varchar(24) not null,
  store_id integer not null references store(id),
  craftsman_id integer references craftsman(id),
  month char(7) not null,
  order_amount numeric(12, 2) not null check (order_amount >= 0),
  pool_rate numeric(5, 4) not null check (pool_rate > 0 and pool_rate < 1),
  contribution numeric(12, 2) not null check (contribution >= 0),
  settle_status smallint not null default 0 check (settle_status in (0, 1)),
  settled_by varchar(40),
  settled_at timestamptz,
  ordered_at timestamptz not null,
  created_at timestamptz not null default now()
);
create index bonus_pool_order_ordered_idx on bonus_pool_order (ordered_at desc, id desc);
create index bonus_pool_order_store_month_idx on bonus_pool_order (store_id, month, settle_status);

create table craftsman_reward (
  id bigserial primary key,
  reward_no varchar(24) not null unique,
  order_id bigint not null references customer_order(id),
  order_no varchar(24) not null,
  customer_id bigint not null references customer(id),
  craftsman_id integer not null references craftsman(id),
  store_id integer not null references store(id),
  amount numeric(10, 2) not null check (amount > 0),
  channel smallint not null check (channel in (1, 2)),
  status smallint not null default 1 check (status in (1, 2)),
  rewarded_at timestamptz not null,
  returned_at timestamptz,
  return_reason varchar(200),
  created_at timestamptz not null default now()
);
create index craftsman_reward_rewarded_idx on craftsman_reward (rewarded_at desc, id desc);
create index craftsman_reward_store_idx on craftsman_reward (store_id, rewarded_at desc, id desc);
`;
