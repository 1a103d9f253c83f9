/**
 * Store-service pages of /operate/shop/: customer comments and their filter words (filterComments),
 * monthly store count sheets with their material lines (storeInventory), and platform group-buy
 * vouchers (groupBuySearch). PostgreSQL 15 SQL. A new sheet's lines are written in the same
 * transaction just before the sheet row itself, so their foreign key is checked at commit.
 */
export const up = /* sql */ `
create table comment_filter_word (
  id serial primary key,
  word varchar(20) not null unique,
  category smallint not null,
  enabled boolean not null default true,
  remark varchar(100),
  created_by varchar(40),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table store_comment (
  id serial primary key,
  store_id integer not null references store(id),
  craftsman_id integer not null references craftsman(id),
  item_id integer not null references item(id),
  customer_nickname varchar(30) not null,
  customer_mobile varchar(20) not null,
  rating_overall smallint not null check (rating_overall between 1 and 5),
  rating_skill smallint not null check (rating_skill between 1 and 5),
  rating_attitude smallint not null check (rating_attitude between 1 and 5),
  rating_environment smallint not null check (rating_environment between 1 and 5),
  content varchar(500) not null,
  tags varchar(100),
  source smallint not null default 1,
  commented_at timestamptz not null,
  display_status smallint not null default 1,
  matched_words varchar(200),
  handler varchar(40),
  handled_at timestamptz,
  handle_note varchar(500),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index store_comment_store_idx on store_comment (store_id, commented_at desc);
create index store_comment_status_idx on store_comment (display_status, commented_at desc);
create index store_comment_craftsman_idx on store_comment (craftsman_id);

create table inventory_material (
  id serial primary key,
  material_code varchar(20) not null unique,
  material_name varchar(40) not null,
  category varchar(20) not null,
  spec varchar(40) not null,
  unit varchar(10) not null,
  unit_price numeric(12, 2) not null check (unit_price >= 0),
  enabled boolean not null default true,
  sort_order integer not null default 0,
  created_at timestamptz not null default now()
);

create table store_material_stock (
  id serial primary key,
  store_id integer not null references store(id),
  material_id integer not null references inventory_material(id),
  book_qty numeric(12, 1) not null default 0 check (book_qty >= 0),
  updated_at timestamptz not null default now(),
  unique (store_id, material_id)
);

create table inventory_sheet (
  id serial primary key,
  sheet_no varchar(20) not null unique,
  store_id integer not null references store(id),
  period_month varchar(7) not null check (period_month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
  status smallint not null default 0,
  counted_by varchar(40),
  count_date date,
  line_count integer not null default 0,
  counted_line_count integer not null default 0,
  diff_line_count integer not null default 0,
  book_amount numeric(12, 2) not null default 0,
  diff_amount numeric(12, 2) not null default 0,
  submitted_at timestamptz,
  operator varchar(40),
  operated_at timestamptz,
  review_remark varchar(500),
  created_by varchar(40),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (store_id, period_month)
);
create index inventory_sheet_status_idx on inventory_sheet (status, period_month);

create table inventory_line (
  id serial primary key,
  sheet_id integer not null references inventory_sheet(id) on delete cascade deferrable initially deferred,
  line_no smallint not null,
  material_id integer not null references inventory_material(id),
  material_code varchar(20) not null,
  material_name varchar(40) not null,
  category varchar(20) not null,
  spec varchar(40) not null,
  unit varchar(10) not null,
  unit_price numeric(12, 2) not null,
  book_qty numeric(12, 1) not null,
  counted_qty numeric(12, 1) check (counted_qty >= 0),
  diff_qty numeric(12, 1),
  diff_amount numeric(12, 2),
  unique (sheet_id, material_id)
);

create table group_buy_voucher (
  id serial primary key,
  voucher_code varchar(12) not null unique check (voucher_code ~ '^[0-9]{12}$'),
  platform smallint not null,
  deal_name varchar(60) not null,
  deal_price numeric(12, 2) not null check (deal_price >= 0),
  buyer_mobile varchar(20) not null,
  bought_at timestamptz not null,
  valid_until date not null,
  status smallint not null default 0,
  redeem_store_id integer references store(id),
  redeemed_at timestamptz,
  redeemed_by varchar(40),
  order_no varchar(32) unique,
  settlement_amount numeric(12, 2),
  refunded_at timestamptz,
  created_at timestamptz not null default now()
);
create index group_buy_voucher_store_idx on group_buy_voucher (redeem_store_id, redeemed_at desc);
create index group_buy_voucher_bought_idx on group_buy_voucher (bought_at desc);
create index group_buy_voucher_status_idx on group_buy_voucher (status);
`;
