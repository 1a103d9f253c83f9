/** Store-operations requests: business-hours changes, noon work, anomalies, store affairs. PostgreSQL 15 SQL. */
export const up = /* sql */ `
create table store_biz_hours_apply (
  id serial primary key,
  store_id integer not null references store(id),
  current_start varchar(5) not null,
  current_end varchar(5) not null,
  request_start varchar(5) not null,
  request_end varchar(5) not null,
  effective_date date not null,
  reason varchar(500) not null,
  applicant varchar(40),
  status smallint not null default 0,
  reviewer varchar(40),
  reviewed_at timestamptz,
  review_remark varchar(500),
  applied_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (request_start < request_end)
);
create index store_biz_hours_apply_store_idx on store_biz_hours_apply (store_id, status);
create index store_biz_hours_apply_status_idx on store_biz_hours_apply (status, created_at desc);

create table store_noon_work_apply (
  id serial primary key,
  store_id integer not null references store(id),
  work_date date not null,
  noon_start varchar(5) not null default '12:00',
  noon_end varchar(5) not null default '14:00',
  craftsman_count smallint not null,
  reason varchar(500) not null,
  applicant varchar(40),
  status smallint not null default 0,
  reviewer varchar(40),
  reviewed_at timestamptz,
  review_remark varchar(500),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (craftsman_count between 1 and 30)
);
create index store_noon_work_apply_store_idx on store_noon_work_apply (store_id, work_date desc);

create table store_anomaly (
  id serial primary key,
  store_id integer not null references store(id),
  anomaly_type smallint not null,
  level smallint not null default 1,
  reported_at timestamptz not null,
  description varchar(500) not null,
  reporter varchar(40),
  status smallint not null default 0,
  handler varchar(40),
  handled_at timestamptz,
  handle_note varchar(500),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index store_anomaly_store_idx on store_anomaly (store_id, status);
create index store_anomaly_reported_idx on store_anomaly (reported_at desc);

create table store_transaction (
  id serial primary key,
  store_id integer not null references store(id),
  title varchar(60) not null,
  tx_type smallint not null,
  content varchar(1000),
  deadline date not null,
  status smallint not null default 0,
  publisher varchar(40),
  completed_by varchar(40),
  completed_at timestamptz,
  complete_note varchar(500),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index store_transaction_store_idx on store_transaction (store_id, status);
create index store_transaction_deadline_idx on store_transaction (deadline);
`;
