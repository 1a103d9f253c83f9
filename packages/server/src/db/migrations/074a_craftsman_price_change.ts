/**
 * Price-grade changes of craftsmen (issue 14, /craftsman/craftsman/priceChange 调价记录, decided on
 * /craftsman/gradeManage/priceApproval 调价审批): from grade -> to grade (P0..P10 of spec §3), one row
 * per application (approvalWorkflow status). An approved row moves craftsman.price_grade on its
 * effective date (applied_at written then). PostgreSQL 15 SQL.
 */
export const up = /* sql */ `
create table craftsman_price_change (
  id serial primary key,
  craftsman_id integer not null references craftsman(id),
  store_id integer not null references store(id),
  from_grade varchar(4),
  to_grade varchar(4) not null check (to_grade ~ '^P([0-9]|10)$'),
  effective_date date not null,
  reason varchar(500) not null,
  applicant varchar(40),
  applicant_id integer,
  status smallint not null default 0 check (status in (0, 1, 2, 3)),
  reviewer varchar(40),
  reviewed_at timestamptz,
  review_remark varchar(200),
  applied_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index craftsman_price_change_craftsman_idx on craftsman_price_change (craftsman_id, status, effective_date);
create index craftsman_price_change_store_idx on craftsman_price_change (store_id, status, created_at desc);
create index craftsman_price_change_status_idx on craftsman_price_change (status, created_at desc, id desc);
create index craftsman_price_change_created_idx on craftsman_price_change (created_at desc, id desc);
create index craftsman_price_change_due_idx on craftsman_price_change (effective_date) where status = 1 and applied_at is null;
`;
