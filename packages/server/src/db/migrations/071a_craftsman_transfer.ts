/**
 * /craftsman/attendanceManage/transfer 调店记录 and staffMovement 人员调动审批 (issue 14, H2).
 * PostgreSQL 15 SQL.
 *
 * craftsman_transfer: a store asks to move one of its craftsmen: 借调 (transfer_type 1, a loan from
 * start_date to end_date: the craftsman also serves the other store through a non-home
 * craftsman_store link for the period) or 调店 (2: the home store changes on start_date). Reviewed
 * by head office (approvalWorkflow: status 0 待审批 → 1 已通过 / 2 已驳回). An approved transfer
 * changes nothing before its date: effect 0 待生效 → 1 已生效 (applied_at, when craftsman.store_id /
 * craftsman_store moved) → 2 已结束 (a loan after its last day, ended_at), applied at approval when
 * its day has come and otherwise by the sweep every server runs at start and every 10 minutes.
 */
export const up = /* sql */ `
create table craftsman_transfer (
  id serial primary key,
  craftsman_id integer not null references craftsman(id),
  from_store_id integer not null references store(id),
  to_store_id integer not null references store(id),
  transfer_type smallint not null check (transfer_type in (1, 2)),
  start_date date not null,
  end_date date,
  reason varchar(500) not null,
  applicant varchar(40) not null,
  status smallint not null default 0 check (status in (0, 1, 2, 3)),
  reviewer varchar(40),
  reviewed_at timestamptz,
  review_remark varchar(500),
  effect smallint check (effect in (0, 1, 2)),
  applied_at timestamptz,
  ended_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (from_store_id <> to_store_id),
  check ((transfer_type = 1) = (end_date is not null)),
  check (end_date is null or end_date >= start_date),
  check (effect is null or status = 1)
);
create index craftsman_transfer_from_idx on craftsman_transfer (from_store_id, created_at desc);
create index craftsman_transfer_status_idx on craftsman_transfer (status, created_at desc);
create index craftsman_transfer_craftsman_idx on craftsman_transfer (craftsman_id, start_date desc);
create index craftsman_transfer_due_idx on craftsman_transfer (start_date) where effect in (0, 1);
`;
