/**
 * Craftsman level promotions (issue 14, /craftsman/craftsman/promotionRecord 晋升记录, approved on
 * /craftsman/gradeManage/approve 定级审批; R-level assignments and the promotion out of R to U1-1 on
 * /craftsman/gradeManage/rGrade). One row per application, never overwritten: 0 待审批 -> 1 已通过 /
 * 2 已驳回 (reason), 3 已撤回 (approvalWorkflow). An approved row takes effect on its effective date:
 * craftsman.level is moved then (at approval when the date has come, else by the daily pass) and
 * applied_at written. The level at a date is the to_level of the latest approved row dated that day
 * or earlier (by effective_date, then id). PostgreSQL 15 SQL.
 */
export const up = /* sql */ `
create table craftsman_promotion (
  id serial primary key,
  craftsman_id integer not null references craftsman(id),
  store_id integer not null references store(id),
  from_level varchar(8),
  to_level varchar(8) not null check (to_level ~ '^(U1-[12]|U[2-9]|R[1-3])$'),
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
create index craftsman_promotion_craftsman_idx on craftsman_promotion (craftsman_id, status, effective_date);
create index craftsman_promotion_store_idx on craftsman_promotion (store_id, status, created_at desc);
create index craftsman_promotion_status_idx on craftsman_promotion (status, created_at desc, id desc);
create index craftsman_promotion_created_idx on craftsman_promotion (created_at desc, id desc);
create index craftsman_promotion_due_idx on craftsman_promotion (effective_date) where status = 1 and applied_at is null;
`;
