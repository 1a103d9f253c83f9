/**
 * /join/settle/receipt 收款记录 (issue 16; spec §7 paymentrecord): franchise_payment, a franchise store's
 * payment of a fee against one of its contracts, with its audit (0 待审核, 1 已通过, 2 已驳回). The
 * contract's store is the payment's store (checked on write). PostgreSQL 15 SQL.
 */
export const up = /* sql */ `
create table franchise_payment (
  id serial primary key,
  payment_no varchar(20) not null unique,
  store_id integer not null references franchise_store(store_id),
  contract_id integer not null references franchise_contract(id),
  fee_kind smallint not null,
  amount numeric(14, 2) not null check (amount > 0),
  paid_on date not null,
  payer varchar(60) not null,
  method smallint not null,
  voucher_url varchar(500) not null,
  remark varchar(200),
  audit_status smallint not null default 0 check (audit_status in (0, 1, 2)),
  auditor varchar(40),
  audited_at timestamptz,
  audit_remark varchar(200),
  created_by varchar(40),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- The list's default order (waiting first, then by paid-on) and its store filter; the badge's count.
create index franchise_payment_paid_idx on franchise_payment (paid_on desc, id desc);
create index franchise_payment_store_idx on franchise_payment (store_id, paid_on desc);
create index franchise_payment_waiting_idx on franchise_payment (store_id) where audit_status = 0;
create index franchise_payment_contract_idx on franchise_payment (contract_id, fee_kind);
`;
