/**
 * Manager levels (issue 14, /craftsman/positionManage/supervisorLevel 主管等级): the manager level
 * (spec prefix M) and manager salary level (prefix T) of a store manager or supervisor, assigned by
 * head office from a date, one row per assignment (the history; never overwritten; a second one
 * on the same date corrects the first).
 * PostgreSQL 15 SQL.
 */
export const up = /* sql */ `
create table craftsman_manager_level (
  id serial primary key,
  craftsman_id integer not null references craftsman(id),
  store_id integer not null references store(id),
  station smallint not null check (station in (1, 2, 5, 7)),
  manager_level varchar(4) not null check (manager_level ~ '^M[1-5]$'),
  salary_level varchar(4) not null check (salary_level ~ '^T[1-6]$'),
  effective_date date not null,
  remark varchar(500) not null,
  created_by varchar(40),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index craftsman_manager_level_store_idx on craftsman_manager_level (store_id, effective_date desc);
create index craftsman_manager_level_effective_idx on craftsman_manager_level (effective_date desc, id desc);
`;
