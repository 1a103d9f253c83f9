/**
 * The monthly pay sheet of /craftsman/salaryManagement (issue 14, H3a). PostgreSQL 15 SQL.
 *
 * - salary_level: the base wage of each salary level (spec prefix D for craftsmen, T for managers),
 *   edited on 工资管理; craftsman_salary: each craftsman's salary level.
 * - commission_rate: the service commission rate by item category and craftsman level, one for a
 *   walk-in and one when the customer asked for the craftsman (customer_order.designated, 指定, a
 *   column of 071b).
 * - salary_sheet: one row per craftsman and month, in the store the craftsman belongs to (home store
 *   when the month is computed): base wage + service commission (+ refund clawbacks, negative) +
 *   additions - deductions (the view salary_adjustment_line of the pay-input pages and this page's
 *   own imported salary_manual_adjustment) = gross; the income tax by the cumulative withholding
 *   method on the year to date; net pay.
 * - salary_commission_line: the order-item lines behind the commission (kind 0) and the clawbacks
 *   of refunds completed in the month (kind 1, negative), each with its rate and amount; its
 *   salary_sheet_adjustment: the adjustment lines the sheet took. Both written by the computation
 *   (one transaction per store and month, idempotent: it deletes and rewrites the store's month).
 *   Derived rows copied from the orders: no foreign keys but their sheet's (a key check per line
 *   cost the computation most of its time).
 * - salary_fund: per store and month the pay fund: revenue of the month, the budget rate (editable),
 *   budget, the sheet's total, balance.
 */
export const up = /* sql */ `
-- 指定 (the customer asked for the craftsman): 071b adds it for 工作记录; kept here for the sheet's own sake.
alter table customer_order add column if not exists designated boolean not null default false;

create table salary_level (
  id serial primary key,
  code varchar(4) not null unique check (code ~ '^[DT][1-9][0-9]?$'),
  kind smallint generated always as (case when left(code, 1) = 'T' then 1 else 0 end) stored,
  name varchar(20) not null,
  base_amount numeric(12, 2) not null check (base_amount >= 0),
  remark varchar(200),
  updated_by varchar(40),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table craftsman_salary (
  id serial primary key,
  craftsman_id integer not null unique references craftsman(id),
  salary_level_id integer not null references salary_level(id),
  updated_by varchar(40),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index craftsman_salary_level_idx on craftsman_salary (salary_level_id);

create table commission_rate (
  id serial primary key,
  category_id integer not null references item_category(id),
  level varchar(8) not null,
  rate numeric(5, 4) not null check (rate >= 0 and rate <= 1),
  designated_rate numeric(5, 4) not null check (designated_rate >= 0 and designated_rate <= 1),
  updated_by varchar(40),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (category_id, level)
);

create table salary_sheet (
  id serial primary key,
  store_id integer not null references store(id),
  month date not null check (extract(day from month) = 1),
  craftsman_id integer not null references craftsman(id),
  salary_level varchar(4),
  base_wage numeric(12, 2) not null default 0,
  service_amount numeric(12, 2) not null default 0,
  order_count integer not null default 0,
  customer_count integer not null default 0,
  designated_count integer not null default 0,
  commission numeric(12, 2) not null default 0,
  clawback numeric(12, 2) not null default 0,
  addition numeric(12, 2) not null default 0,
  deduction numeric(12, 2) not null default 0,
  gross numeric(12, 2) not null default 0,
  ytd_income numeric(14, 2) not null default 0,
  ytd_allowance numeric(14, 2) not null default 0,
  ytd_taxable numeric(14, 2) not null default 0,
  tax_rate numeric(4, 2) not null default 0,
  quick_deduction numeric(12, 2) not null default 0,
  ytd_tax numeric(14, 2) not null default 0,
  tax_before numeric(14, 2) not null default 0,
  tax numeric(12, 2) not null default 0,
  net numeric(12, 2) not null default 0,
  computed_at timestamptz not null default now(),
  unique (craftsman_id, month)
);
create index salary_sheet_store_month_idx on salary_sheet (store_id, month, craftsman_id);
create index salary_sheet_month_idx on salary_sheet (month desc, id desc);

create table salary_commission_line (
  id bigserial primary key,
  sheet_id integer not null references salary_sheet(id) on delete cascade,
  store_id integer not null,
  month date not null,
  craftsman_id integer not null,
  kind smallint not null check (kind in (0, 1)),
  order_id bigint not null,
  order_no varchar(24) not null,
  order_store_id integer not null,
  order_item_id bigint not null,
  refund_id bigint,
  served_on date not null,
  item_id integer not null,
  item_name varchar(40) not null,
  category_id integer not null,
  level varchar(8) not null,
  designated boolean not null,
  base_amount numeric(12, 2) not null,
  rate numeric(5, 4) not null,
  amount numeric(12, 2) not null
);
create index salary_commission_line_sheet_idx on salary_commission_line (sheet_id);
create index salary_commission_line_store_month_idx on salary_commission_line (store_id, month desc, id desc);
create index salary_commission_line_month_idx on salary_commission_line (month desc, id desc);
create index salary_commission_line_item_idx on salary_commission_line (order_item_id) where kind = 0;
-- The refunds completed in a month, for their clawbacks.
create index order_refund_refunded_idx on order_refund (refunded_at) where status = 2;

create table salary_manual_adjustment (
  id serial primary key,
  store_id integer not null references store(id),
  month date not null check (extract(day from month) = 1),
  craftsman_id integer not null references craftsman(id),
  craftsman_no varchar(20) not null,
  sign smallint not null check (sign in (-1, 1)),
  amount numeric(12, 2) not null check (amount > 0),
  title varchar(100) not null,
  created_by varchar(40),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index salary_manual_adjustment_store_month_idx on salary_manual_adjustment (store_id, month, craftsman_id);

create table salary_sheet_adjustment (
  id bigserial primary key,
  sheet_id integer not null references salary_sheet(id) on delete cascade,
  kind text not null,
  sign smallint not null,
  amount numeric(12, 2) not null,
  source_id integer not null,
  title text not null
);
create index salary_sheet_adjustment_sheet_idx on salary_sheet_adjustment (sheet_id);

create table salary_fund (
  id serial primary key,
  store_id integer not null references store(id),
  month date not null check (extract(day from month) = 1),
  revenue numeric(14, 2) not null default 0,
  rate numeric(5, 4) not null default 0.35 check (rate >= 0 and rate <= 1),
  budget numeric(14, 2) generated always as (round(revenue * rate, 2)) stored,
  sheet_total numeric(14, 2) not null default 0,
  balance numeric(14, 2) generated always as (round(revenue * rate, 2) - sheet_total) stored,
  updated_by varchar(40),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (store_id, month)
);
create index salary_fund_month_idx on salary_fund (month desc, store_id);

-- The performance of a craftsman's month (业绩管理), read from the sheet; the process performance of
-- perm/dye technicians (流程绩效) per month and item is written by the computation from the lines.
create view salary_performance as
select s.id, s.store_id, s.month, s.craftsman_id, c.employee_no, c.real_name, c.craftsman_type, c.level,
  s.service_amount, s.order_count, s.customer_count, s.designated_count, s.commission, s.clawback,
  (s.commission + s.clawback)::numeric(12, 2) as net_commission
from salary_sheet s join craftsman c on c.id = s.craftsman_id;

create table salary_process_performance (
  id serial primary key,
  sheet_id integer not null references salary_sheet(id) on delete cascade,
  store_id integer not null,
  month date not null,
  craftsman_id integer not null,
  employee_no varchar(20) not null,
  real_name varchar(40) not null,
  item_id integer not null,
  item_name varchar(40) not null,
  item_count integer not null,
  designated_count integer not null,
  service_amount numeric(12, 2) not null,
  commission numeric(12, 2) not null,
  clawback numeric(12, 2) not null
);
create index salary_process_performance_sheet_idx on salary_process_performance (sheet_id);
create index salary_process_performance_store_month_idx on salary_process_performance (store_id, month desc, id desc);
create index salary_process_performance_month_idx on salary_process_performance (month desc, id desc);
`;
