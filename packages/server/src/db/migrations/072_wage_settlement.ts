/**
 * 工资结算 (/craftsman/salaryManagement/wagesettle, issue 14 H3a): one row per store and pay month,
 * walked 0 已计算 -> 1 已复核 -> 2 已结算. A settled month is locked: every write touching that store's
 * month (the recompute, adjustments, the pay inputs of the other salary pages) first calls
 * assertMonthOpen (modules/craftsman/salaryManagement/_shared/settledMonth.ts), which reads this row.
 * PostgreSQL 15 SQL.
 */
export const up = /* sql */ `
create table wage_settlement (
  id serial primary key,
  store_id integer not null references store(id),
  month date not null check (extract(day from month) = 1),
  status smallint not null default 0 check (status in (0, 1, 2)),
  craftsman_count integer not null default 0,
  total_base numeric(12, 2) not null default 0,
  total_commission numeric(12, 2) not null default 0,
  total_addition numeric(12, 2) not null default 0,
  total_deduction numeric(12, 2) not null default 0,
  total_gross numeric(12, 2) not null default 0,
  total_tax numeric(12, 2) not null default 0,
  total_net numeric(12, 2) not null default 0,
  computed_at timestamptz not null default now(),
  computed_by varchar(40) not null,
  reviewed_at timestamptz,
  reviewed_by varchar(40),
  settled_at timestamptz,
  settled_by varchar(40),
  remark varchar(200),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (store_id, month)
);
create index wage_settlement_month_idx on wage_settlement (month desc, store_id);
create index wage_settlement_status_idx on wage_settlement (status, month desc);
`;
