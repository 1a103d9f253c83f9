/**
 * /join/settle 结算 (issue 16; spec §7 costsettle, costlabor, costmatter, costbusines, costfixed).
 * - franchise_settlement 结算单: a franchise store's month (month = its first day), its totals by cost
 *   kind, the approved receipts of the month (保证金 excepted), the balance; 0 待确认 (generated again
 *   at will) → 1 已确认 (locked). One a store and month.
 * - franchise_cost 费用: a cost line of one kind (1 人工, 2 物料, 3 运营, 4 投资款) charged to a store,
 *   its month the month of cost_date; settlement_id: the settlement that counts it (set by 生成).
 * PostgreSQL 15 SQL.
 */
export const up = /* sql */ `
create table franchise_settlement (
  id serial primary key,
  settle_no varchar(20) not null unique,
  store_id integer not null references franchise_store(store_id),
  month date not null check (extract(day from month) = 1),
  labor_total numeric(14, 2) not null default 0,
  material_total numeric(14, 2) not null default 0,
  operation_total numeric(14, 2) not null default 0,
  investment_total numeric(14, 2) not null default 0,
  cost_total numeric(14, 2) not null default 0,
  received_total numeric(14, 2) not null default 0,
  balance numeric(14, 2) not null default 0,
  line_count integer not null default 0,
  status smallint not null default 0 check (status in (0, 1)),
  remark varchar(200),
  generated_by varchar(40),
  generated_at timestamptz not null default now(),
  confirmed_by varchar(40),
  confirmed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (cost_total = labor_total + material_total + operation_total + investment_total),
  check (balance = received_total - cost_total),
  unique (store_id, month)
);
create index franchise_settlement_month_idx on franchise_settlement (month desc, id desc);
create index franchise_settlement_status_idx on franchise_settlement (status, month desc);

create table franchise_cost (
  id serial primary key,
  cost_no varchar(20) not null unique,
  kind smallint not null check (kind in (1, 2, 3, 4)),
  store_id integer not null references franchise_store(store_id),
  cost_date date not null,
  month date not null,
  item varchar(60) not null,
  amount numeric(14, 2) not null check (amount > 0),
  remark varchar(200),
  settlement_id integer references franchise_settlement(id),
  created_by varchar(40),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (month = date_trunc('month', cost_date)::date)
);
-- Each cost page lists its kind by date; 生成 reads a store's month; a settlement's lines.
create index franchise_cost_kind_idx on franchise_cost (kind, cost_date desc, id desc);
create index franchise_cost_store_month_idx on franchise_cost (store_id, month, kind);
create index franchise_cost_settlement_idx on franchise_cost (settlement_id);
`;
