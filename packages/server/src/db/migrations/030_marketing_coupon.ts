/**
 * Coupons of /operate/marketing (issue 13): the coupon template grows into what head office runs
 * (status online/offline, validity as fixed days or N 天/周/月/年 after issue, the period it is
 * issued in, stock, a per-customer limit, the stores and items it applies to, a cap on a
 * discount's saving), and the coupon instance says where it came from and what it took off.
 * The coupon instance table stays the one /operate/user/userCoupon lists.
 *
 * - enabled (016's column) is now 已上线 derived from the status, for readers written before it.
 * - coupon_template_stat: issued / used / expired per template, counted from the instances
 *   through coupon_instance_template_status_idx (an index-only count per template); joined by id,
 *   only the rows of the page shown are counted.
 * - store_ids / item_ids are comma lists as the forms send them; their int[] twins (generated)
 *   answer "applies to store X" and "templates of my stores" (GIN).
 * - redeem codes: a batch of N unique codes for one template, each redeemed once.
 * - platform coupons: group-buy deals of 美团/大众点评/抖音 mapped to one of our items; a
 *   group-buy voucher names the deal it was sold under (its verification record).
 * - coupon packages (会员券/礼品券/卡券/会员卡券): templates in quantities, bought by customers
 *   as coupon orders (paid, refundable while none of their coupons is used).
 * PostgreSQL 15 SQL.
 */
export const up = /* sql */ `
alter table coupon_template
  add column status smallint not null default 1 check (status in (0, 1, 2)),
  add column valid_type smallint not null default 1 check (valid_type in (0, 1)),
  add column valid_start date,
  add column valid_end date,
  add column valid_unit varchar(5) not null default 'day' check (valid_unit in ('day', 'week', 'month', 'year')),
  add column issue_start date,
  add column issue_end date,
  add column stock integer check (stock >= 0),
  add column per_customer_limit smallint not null default 1 check (per_customer_limit between 1 and 99),
  add column store_range smallint not null default 0 check (store_range in (0, 1)),
  add column store_ids text,
  add column item_range smallint not null default 0 check (item_range in (0, 1)),
  add column item_ids text,
  add column max_discount numeric(10, 2) check (max_discount > 0),
  add column description varchar(500),
  add column created_by varchar(40),
  add column updated_by varchar(40),
  add column updated_at timestamptz not null default now();

update coupon_template set status = case when enabled then 1 else 2 end;
alter table coupon_template drop column enabled;
alter table coupon_template alter column status set default 0;
alter table coupon_template
  add column enabled boolean generated always as (status = 1) stored,
  add column store_id_arr integer[] generated always as (case when store_range = 1 and store_ids <> '' then string_to_array(store_ids, ',')::integer[] end) stored,
  add column item_id_arr integer[] generated always as (case when item_range = 1 and item_ids <> '' then string_to_array(item_ids, ',')::integer[] end) stored,
  add constraint coupon_template_valid_dates check (valid_type = 1 or (valid_start is not null and valid_end is not null and valid_end >= valid_start)),
  add constraint coupon_template_issue_dates check (issue_start is null or issue_end is null or issue_end >= issue_start),
  add constraint coupon_template_stores check (store_range = 0 or store_ids <> ''),
  add constraint coupon_template_items check (item_range = 0 or item_ids <> '');
create index coupon_template_created_idx on coupon_template (created_at desc, id desc);
create index coupon_template_stores_idx on coupon_template using gin (store_id_arr);

alter table coupon_instance
  add column source smallint not null default 0 check (source in (0, 1, 2, 3)),
  add column source_id bigint,
  add column issue_store_id integer references store(id),
  add column issued_by varchar(40),
  add column used_discount numeric(10, 2) check (used_discount >= 0);
create index coupon_instance_template_status_idx on coupon_instance (template_id, status);
create index coupon_instance_template_idx on coupon_instance (template_id, issued_at desc, id desc);
create index coupon_instance_unused_valid_to_idx on coupon_instance (valid_to) where status = 0;
create index coupon_instance_used_order_idx on coupon_instance (used_order_id) where used_order_id is not null;
create index coupon_instance_source_idx on coupon_instance (source, source_id) where source_id is not null;

create view coupon_template_stat as
select t.id,
  (select count(*) from coupon_instance i where i.template_id = t.id)::integer as issued_count,
  (select count(*) from coupon_instance i where i.template_id = t.id and i.status = 1)::integer as used_count,
  (select count(*) from coupon_instance i where i.template_id = t.id and i.status = 2)::integer as expired_count
from coupon_template t;

create sequence redeem_batch_no_seq;
create table redeem_code_batch (
  id serial primary key,
  batch_no varchar(20) not null unique,
  name varchar(40) not null,
  template_id integer not null references coupon_template(id),
  quantity integer not null check (quantity between 1 and 10000),
  redeem_start date not null,
  redeem_end date not null,
  status smallint not null default 0 check (status in (0, 1, 2)),
  remark varchar(200),
  created_by varchar(40),
  generated_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (redeem_end >= redeem_start)
);
create index redeem_code_batch_created_idx on redeem_code_batch (created_at desc, id desc);
create index redeem_code_batch_template_idx on redeem_code_batch (template_id);

create table redeem_code (
  id bigserial primary key,
  batch_id integer not null references redeem_code_batch(id),
  code varchar(16) not null unique,
  status smallint not null default 0 check (status in (0, 1, 2)),
  customer_id bigint references customer(id),
  coupon_instance_id bigint references coupon_instance(id),
  redeem_store_id integer references store(id),
  redeemed_at timestamptz,
  redeemed_by varchar(40),
  created_at timestamptz not null default now(),
  check ((status = 1) = (redeemed_at is not null))
);
create index redeem_code_batch_idx on redeem_code (batch_id, id);
create index redeem_code_redeemed_idx on redeem_code (batch_id, status);

create view redeem_code_batch_stat as
select b.id,
  (select count(*) from redeem_code c where c.batch_id = b.id)::integer as code_count,
  (select count(*) from redeem_code c where c.batch_id = b.id and c.status = 1)::integer as redeemed_count
from redeem_code_batch b;

create table platform_coupon (
  id serial primary key,
  platform smallint not null check (platform in (1, 2, 3)),
  deal_id varchar(32) not null,
  deal_name varchar(60) not null,
  item_id integer not null references item(id),
  sale_price numeric(10, 2) not null check (sale_price >= 0),
  market_price numeric(10, 2) check (market_price >= 0),
  settle_price numeric(10, 2) not null check (settle_price >= 0),
  store_range smallint not null default 0 check (store_range in (0, 1)),
  store_ids text,
  store_id_arr integer[] generated always as (case when store_range = 1 and store_ids <> '' then string_to_array(store_ids, ',')::integer[] end) stored,
  valid_start date not null,
  valid_end date not null,
  status smallint not null default 1 check (status in (1, 2)),
  remark varchar(200),
  created_by varchar(40),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (platform, deal_id),
  check (valid_end >= valid_start),
  check (store_range = 0 or store_ids <> '')
);
create index platform_coupon_created_idx on platform_coupon (created_at desc, id desc);
create index platform_coupon_deal_name_idx on platform_coupon (platform, deal_name);

alter table group_buy_voucher add column platform_coupon_id integer references platform_coupon(id);
create index group_buy_voucher_platform_coupon_idx on group_buy_voucher (platform_coupon_id, status) where platform_coupon_id is not null;

create view platform_coupon_stat as
select p.id,
  (select count(*) from group_buy_voucher v where v.platform_coupon_id = p.id)::integer as sold_count,
  (select count(*) from group_buy_voucher v where v.platform_coupon_id = p.id and v.status = 1)::integer as verified_count
from platform_coupon p;

create table coupon_package (
  id serial primary key,
  family smallint not null check (family in (1, 2, 3, 4)),
  name varchar(40) not null,
  member_level smallint,
  card_product_id integer references card_product(id),
  item_id integer references item(id),
  times smallint check (times between 1 and 100),
  price numeric(10, 2) check (price >= 0),
  sale_start date,
  sale_end date,
  stock integer check (stock >= 0),
  description varchar(500),
  status smallint not null default 0 check (status in (0, 1, 2)),
  created_by varchar(40),
  updated_by varchar(40),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (sale_start is null or sale_end is null or sale_end >= sale_start),
  check (family <> 1 or member_level is not null),
  check (family <> 3 or (item_id is not null and times is not null)),
  check (family <> 4 or card_product_id is not null)
);
create index coupon_package_family_idx on coupon_package (family, created_at desc, id desc);

create table coupon_package_item (
  id serial primary key,
  package_id integer not null references coupon_package(id),
  template_id integer not null references coupon_template(id),
  quantity smallint not null check (quantity between 1 and 50),
  unique (package_id, template_id)
);
create index coupon_package_item_template_idx on coupon_package_item (template_id);

create sequence coupon_order_no_seq;
create table coupon_order (
  id bigserial primary key,
  order_no varchar(24) not null unique,
  customer_id bigint not null references customer(id),
  package_id integer not null references coupon_package(id),
  store_id integer not null references store(id),
  quantity smallint not null default 1 check (quantity between 1 and 20),
  amount numeric(10, 2) not null check (amount >= 0),
  pay_method smallint not null,
  status smallint not null default 1 check (status in (1, 3)),
  paid_at timestamptz not null,
  refund_amount numeric(10, 2) check (refund_amount >= 0),
  refund_reason varchar(200),
  refunded_by varchar(40),
  refunded_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index coupon_order_paid_idx on coupon_order (paid_at desc, id desc);
create index coupon_order_store_idx on coupon_order (store_id, paid_at desc, id desc);
create index coupon_order_customer_idx on coupon_order (customer_id, paid_at desc, id desc);
create index coupon_order_package_idx on coupon_order (package_id, status);

create view coupon_package_stat as
select p.id,
  (select count(*) from coupon_package_item x where x.package_id = p.id)::integer as line_count,
  (select coalesce(sum(x.quantity), 0) from coupon_package_item x where x.package_id = p.id)::integer as coupon_count,
  (select count(*) from coupon_order o where o.package_id = p.id and o.status = 1)::integer as sold_count
from coupon_package p;
`;
