/**
 * Customer service (/operate/user): queue tickets of the stores, family accounts and their
 * members, coupon templates (minimal: the marketing module grows them) and the coupons issued to
 * customers. Every list filter has an index ending in the list's keyset order (time desc, id desc).
 * Money is numeric, exact. PostgreSQL 15 SQL.
 */
export const up = /* sql */ `
create table queue_ticket (
  id bigserial primary key,
  ticket_no varchar(12) not null,
  store_id integer not null references store(id),
  customer_id bigint not null references customer(id),
  craftsman_id integer references craftsman(id),
  item_name varchar(40),
  order_id bigint references customer_order(id),
  status smallint not null check (status in (0, 1, 2, 3, 4, 5)),
  queued_at timestamptz not null,
  called_at timestamptz,
  started_at timestamptz,
  finished_at timestamptz,
  cancelled_at timestamptz,
  wait_minutes integer generated always as (floor(extract(epoch from (started_at - queued_at)) / 60)::integer) stored,
  created_at timestamptz not null default now(),
  check (called_at is null or called_at >= queued_at),
  check (started_at is null or started_at >= queued_at)
);
create unique index queue_ticket_order_uq on queue_ticket (order_id) where order_id is not null;
create index queue_ticket_queued_idx on queue_ticket (queued_at desc, id desc);
create index queue_ticket_store_idx on queue_ticket (store_id, queued_at desc, id desc);
create index queue_ticket_status_idx on queue_ticket (status, queued_at desc, id desc);
create index queue_ticket_craftsman_idx on queue_ticket (craftsman_id, queued_at desc, id desc);
create index queue_ticket_customer_idx on queue_ticket (customer_id, queued_at desc, id desc);

create table family_account (
  id bigserial primary key,
  family_name varchar(40) not null,
  owner_customer_id bigint not null unique references customer(id),
  shared_benefits boolean not null default true,
  member_count smallint not null default 0 check (member_count >= 0),
  created_by varchar(40),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index family_account_created_idx on family_account (created_at desc, id desc);

create table family_member (
  id bigserial primary key,
  family_id bigint not null references family_account(id),
  customer_id bigint not null unique references customer(id),
  relation smallint not null check (relation in (0, 1, 2, 3, 4)),
  added_by varchar(40),
  joined_at timestamptz not null default now()
);
create index family_member_family_idx on family_member (family_id, relation, joined_at);
create unique index family_member_owner_uq on family_member (family_id) where relation = 0;

create table coupon_template (
  id serial primary key,
  name varchar(40) not null,
  coupon_type smallint not null check (coupon_type in (0, 1, 3, 5, 6, 7, 8)),
  value_kind smallint not null default 0 check (value_kind in (0, 1)),
  face_value numeric(10, 2) check (face_value > 0),
  discount_rate numeric(3, 1) check (discount_rate > 0 and discount_rate < 10),
  threshold numeric(10, 2) not null default 0 check (threshold >= 0),
  valid_days integer not null default 30 check (valid_days > 0),
  enabled boolean not null default true,
  created_at timestamptz not null default now(),
  check ((value_kind = 0 and face_value is not null) or (value_kind = 1 and discount_rate is not null))
);

create sequence coupon_no_seq;

create table coupon_instance (
  id bigserial primary key,
  coupon_no varchar(24) not null unique,
  template_id integer not null references coupon_template(id),
  customer_id bigint not null references customer(id),
  coupon_name varchar(40) not null,
  coupon_type smallint not null check (coupon_type in (0, 1, 3, 5, 6, 7, 8)),
  value_kind smallint not null check (value_kind in (0, 1)),
  face_value numeric(10, 2),
  discount_rate numeric(3, 1),
  threshold numeric(10, 2) not null default 0,
  valid_from timestamptz not null,
  valid_to timestamptz not null,
  status smallint not null default 0 check (status in (0, 1, 2, 3)),
  issued_at timestamptz not null,
  used_at timestamptz,
  used_store_id integer references store(id),
  used_order_id bigint references customer_order(id),
  void_reason varchar(200),
  voided_by varchar(40),
  voided_at timestamptz,
  updated_at timestamptz not null default now(),
  check (valid_to > valid_from)
);
create index coupon_instance_issued_idx on coupon_instance (issued_at desc, id desc);
create index coupon_instance_customer_idx on coupon_instance (customer_id, issued_at desc, id desc);
create index coupon_instance_status_idx on coupon_instance (status, issued_at desc, id desc);
create index coupon_instance_type_idx on coupon_instance (coupon_type, issued_at desc, id desc);
`;
