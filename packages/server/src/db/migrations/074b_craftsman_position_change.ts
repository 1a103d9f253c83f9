/**
 * Position changes of craftsmen (issue 14, /craftsman/craftsman/jobChange 岗位变动, decided on
 * /craftsman/positionManage/approveManage 审批管理): from station -> to station (spec Station, -1..7),
 * the position type that goes with it (1 店长 for a store manager, else 0 员工), the 培养人 (mentor,
 * a craftsman), one row per application (approvalWorkflow status). An approved row moves
 * craftsman.station and position_type on its effective date (applied_at written then).
 * PostgreSQL 15 SQL.
 */
export const up = /* sql */ `
create table craftsman_position_change (
  id serial primary key,
  craftsman_id integer not null references craftsman(id),
  store_id integer not null references store(id),
  from_station smallint check (from_station between -1 and 7),
  to_station smallint not null check (to_station between -1 and 7),
  from_position_type smallint check (from_position_type in (0, 1)),
  to_position_type smallint not null check (to_position_type in (0, 1)),
  cultivate_people_id integer references craftsman(id),
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
  updated_at timestamptz not null default now(),
  check (cultivate_people_id is null or cultivate_people_id <> craftsman_id)
);
create index craftsman_position_change_craftsman_idx on craftsman_position_change (craftsman_id, status, effective_date);
create index craftsman_position_change_store_idx on craftsman_position_change (store_id, status, created_at desc);
create index craftsman_position_change_status_idx on craftsman_position_change (status, created_at desc, id desc);
create index craftsman_position_change_created_idx on craftsman_position_change (created_at desc, id desc);
create index craftsman_position_change_due_idx on craftsman_position_change (effective_date) where status = 1 and applied_at is null;
`;
