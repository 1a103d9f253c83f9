/**
 * Departure orders of /hrm (issue 15; spec §7 recruitDepart, dimissionReport). PostgreSQL 15 SQL.
 * - recruit_depart 离职单: status = contract DepartStatus (0 待审核, 1 已离职, 2 已驳回, 3 已撤回, 4 已撤销,
 *   5 已取消离职). entry_date is the craftsman's when the order was written; months_served is set when the
 *   departure completes. At most one open (待审核) order a craftsman. 离职记录 lists statuses 1 and 5.
 * - recruit_depart_file: files attached to an order (storage addresses from the kit's upload);
 *   recruit_depart.file_count follows them.
 */
export const up = /* sql */ `
create table recruit_depart (
  id serial primary key,
  order_no varchar(20) not null unique,
  craftsman_id integer not null references craftsman(id),
  store_id integer not null references store(id),
  entry_date date,
  leave_date date not null,
  leave_reason smallint not null check (leave_reason between 0 and 7),
  detail varchar(500) not null,
  status smallint not null default 0 check (status between 0 and 5),
  months_served integer,
  file_count integer not null default 0,
  no_rehire boolean not null default false,
  no_rehire_reason varchar(200),
  applicant varchar(40) not null,
  applicant_id integer references app_user(id),
  reviewer varchar(40),
  reviewed_at timestamptz,
  review_remark varchar(500),
  cancelled_by varchar(40),
  cancelled_at timestamptz,
  cancel_reason varchar(200),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index recruit_depart_open_uq on recruit_depart (craftsman_id) where status = 0;
create index recruit_depart_created_idx on recruit_depart (created_at desc, id desc);
create index recruit_depart_store_idx on recruit_depart (store_id, created_at desc, id desc);
create index recruit_depart_status_idx on recruit_depart (status, created_at desc, id desc);
create index recruit_depart_craftsman_idx on recruit_depart (craftsman_id, id desc);
create index recruit_depart_report_idx on recruit_depart (leave_date desc, id desc) where status in (1, 5);
create index recruit_depart_report_store_idx on recruit_depart (store_id, leave_date desc, id desc) where status in (1, 5);

create table recruit_depart_file (
  id serial primary key,
  depart_id integer not null references recruit_depart(id),
  file_name varchar(60) not null,
  url varchar(500) not null,
  created_by varchar(40) not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index recruit_depart_file_depart_idx on recruit_depart_file (depart_id, id);
`;
