/**
 * Issue 16, part C. PostgreSQL 15 SQL.
 * - franchise_deposit_refund 保证金退款 (/join/settle/depositRefund; spec depositReturn): a contract's
 *   deposit refunded once it ended or was terminated: deposit (as at the application), deductions,
 *   amount (amount + deductions <= deposit), 0 待审核 → 1 已通过 → 3 已退款 (paid date, voucher) or 2 已驳回.
 *   One refund not rejected a contract (a partial unique index).
 * - franchise_disbursement 拨款单 (/join/settle/dial): head office's payments to a franchise store; a
 *   结算结余 (kind 3) names its settlement; 0 待审核 → 1 已审核 → 2 已拨款 or 3 已驳回.
 * - stpr_deco_quotation 装修报价 and its lines (/operate/store-prepare/decorationQuotation): versions of
 *   one quotation share quotation_no (version_no 1, 2, …); 1 草稿, 2 已提交, 3 已确认, 4 已修订; one not
 *   superseded a project. A line's amount = round(quantity × unit_price, 2), the total their sum.
 * - stpr_draws_type 图纸类型 (the configuration getStprDrawsTypeConfig answers) and stpr_survey_drawing 勘测图纸
 *   (/operate/store-prepare/surveyDrawings): a project's drawing of a type, its file (picture or PDF).
 */
export const up = /* sql */ `
create table franchise_deposit_refund (
  id serial primary key,
  refund_no varchar(20) not null unique,
  store_id integer not null references franchise_store(store_id),
  contract_id integer not null references franchise_contract(id),
  deposit numeric(14, 2) not null check (deposit > 0),
  deductions numeric(14, 2) not null default 0 check (deductions >= 0),
  deduction_reason varchar(200),
  amount numeric(14, 2) not null check (amount > 0),
  reason varchar(200) not null,
  status smallint not null default 0 check (status in (0, 1, 2, 3)),
  auditor varchar(40),
  audited_at timestamptz,
  audit_remark varchar(200),
  paid_on date,
  voucher_url varchar(500),
  paid_by varchar(40),
  paid_at timestamptz,
  created_by varchar(40),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (amount + deductions <= deposit),
  check ((status = 3) = (paid_on is not null))
);
create unique index franchise_deposit_refund_open_uq on franchise_deposit_refund (contract_id) where status <> 2;
create index franchise_deposit_refund_list_idx on franchise_deposit_refund (created_at desc, id desc);
create index franchise_deposit_refund_status_idx on franchise_deposit_refund (status, created_at desc);
create index franchise_deposit_refund_store_idx on franchise_deposit_refund (store_id, created_at desc);

create table franchise_disbursement (
  id serial primary key,
  dial_no varchar(20) not null unique,
  store_id integer not null references franchise_store(store_id),
  kind smallint not null check (kind in (1, 2, 3, 4)),
  amount numeric(14, 2) not null check (amount > 0),
  settlement_id integer references franchise_settlement(id),
  reason varchar(200) not null,
  status smallint not null default 0 check (status in (0, 1, 2, 3)),
  operator varchar(40),
  operated_at timestamptz,
  paid_at timestamptz,
  reject_reason varchar(200),
  created_by varchar(40),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check ((kind = 3) = (settlement_id is not null))
);
create index franchise_disbursement_list_idx on franchise_disbursement (created_at desc, id desc);
create index franchise_disbursement_status_idx on franchise_disbursement (status, created_at desc);
create index franchise_disbursement_store_idx on franchise_disbursement (store_id, created_at desc);
create index franchise_disbursement_settlement_idx on franchise_disbursement (settlement_id) where settlement_id is not null;

create table stpr_deco_quotation (
  id serial primary key,
  quotation_no varchar(20) not null,
  version_no integer not null default 1,
  prepare_id integer not null references store_prepare(id),
  store_id integer references store(id),
  template_id integer not null references stpr_deco_template(id),
  status smallint not null default 1 check (status in (1, 2, 3, 4)),
  line_count integer not null default 0,
  total_amount numeric(14, 2) not null default 0,
  remark varchar(500),
  operator varchar(40),
  operated_at timestamptz,
  created_by varchar(40),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (quotation_no, version_no)
);
create unique index stpr_deco_quotation_live_uq on stpr_deco_quotation (prepare_id) where status <> 4;
create index stpr_deco_quotation_list_idx on stpr_deco_quotation (created_at desc, id desc) where status <> 4;
create index stpr_deco_quotation_store_idx on stpr_deco_quotation (store_id, created_at desc);

create table stpr_deco_quotation_line (
  id serial primary key,
  quotation_id integer not null references stpr_deco_quotation(id),
  sort_order integer not null,
  category smallint not null,
  item varchar(60) not null,
  unit varchar(10) not null,
  quantity numeric(12, 2) not null check (quantity > 0),
  unit_price numeric(12, 2) not null check (unit_price >= 0),
  amount numeric(14, 2) not null,
  remark varchar(100),
  check (amount = round(quantity * unit_price, 2))
);
create index stpr_deco_quotation_line_idx on stpr_deco_quotation_line (quotation_id, sort_order);

create table stpr_draws_type (
  id integer primary key,
  name varchar(20) not null unique,
  sort_order integer not null,
  enabled boolean not null default true
);
insert into stpr_draws_type (id, name, sort_order) values
  (1, '原始建筑图', 1), (2, '现场测量图', 2), (3, '平面布局图', 3), (4, '水电点位图', 4),
  (5, '天花吊顶图', 5), (6, '立面效果图', 6), (7, '门头招牌图', 7);

create table stpr_survey_drawing (
  id serial primary key,
  prepare_id integer not null references store_prepare(id),
  store_id integer references store(id),
  type_id integer not null references stpr_draws_type(id),
  name varchar(60) not null,
  file_url varchar(500) not null,
  file_kind varchar(10) not null check (file_kind in ('image', 'pdf')),
  remark varchar(200),
  uploaded_by varchar(40),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index stpr_survey_drawing_list_idx on stpr_survey_drawing (created_at desc, id desc);
create index stpr_survey_drawing_prepare_idx on stpr_survey_drawing (prepare_id, type_id, created_at desc);
create index stpr_survey_drawing_store_idx on stpr_survey_drawing (store_id, created_at desc);
`;
