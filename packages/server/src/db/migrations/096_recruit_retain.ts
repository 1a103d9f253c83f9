/**
 * Retention of /hrm (issue 15; spec §7 retain). PostgreSQL 15 SQL.
 * - recruit_retain 留职停薪: a craftsman's pay suspended from start_date to end_date (both counted);
 *   status = contract RetainStatus (0 待审批, 1 已通过, 2 已驳回, 3 已撤回). The menu badge counts status 0.
 *   View recruit_retain_state: where an approved period stands today in China (RetainPayState).
 * - recruit_agreement 协议: opened for a craftsman to sign (AgreementType), status AgreementStatus
 *   (0 待签署, 1 已签署, 2 已作废); view recruit_agreement_state: the term as of today (AgreementTermState,
 *   days left) for signed ones. recruit_agreement_log: its signing log (getOpenSignLog).
 */
export const up = /* sql */ `
create table recruit_retain (
  id serial primary key,
  craftsman_id integer not null references craftsman(id),
  store_id integer not null references store(id),
  start_date date not null,
  end_date date not null,
  days integer not null check (days between 1 and 366),
  reason varchar(500) not null,
  status smallint not null default 0 check (status between 0 and 3),
  applicant varchar(40) not null,
  applicant_id integer references app_user(id),
  reviewer varchar(40),
  reviewed_at timestamptz,
  review_remark varchar(500),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (end_date >= start_date)
);
create index recruit_retain_created_idx on recruit_retain (created_at desc, id desc);
create index recruit_retain_store_idx on recruit_retain (store_id, created_at desc, id desc);
create index recruit_retain_waiting_idx on recruit_retain (store_id) where status = 0;
create index recruit_retain_period_idx on recruit_retain (craftsman_id, start_date, end_date) where status in (0, 1);
create index recruit_retain_start_idx on recruit_retain (start_date desc, id desc);

create view recruit_retain_state as
  select r.id,
    case when r.status <> 1 then null
      when (now() at time zone 'Asia/Shanghai')::date < r.start_date then 0
      when (now() at time zone 'Asia/Shanghai')::date <= r.end_date then 1
      else 2 end::smallint as pay_state
  from recruit_retain r;

create table recruit_agreement (
  id serial primary key,
  agreement_no varchar(20) not null unique,
  craftsman_id integer not null references craftsman(id),
  store_id integer not null references store(id),
  agreement_type smallint not null check (agreement_type between 0 and 2),
  start_date date not null,
  end_date date not null,
  amount numeric(12, 2) not null default 0 check (amount >= 0),
  content varchar(500) not null,
  status smallint not null default 0 check (status between 0 and 2),
  signed_at timestamptz,
  status_by varchar(40),
  status_at timestamptz,
  status_remark varchar(200),
  created_by varchar(40) not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (end_date > start_date)
);
create index recruit_agreement_created_idx on recruit_agreement (created_at desc, id desc);
create index recruit_agreement_store_idx on recruit_agreement (store_id, created_at desc, id desc);
create index recruit_agreement_end_idx on recruit_agreement (end_date, id) where status = 1;
create index recruit_agreement_craftsman_idx on recruit_agreement (craftsman_id, id desc);

create view recruit_agreement_state as
  select a.id,
    case when a.status <> 1 then null
      when a.end_date < (now() at time zone 'Asia/Shanghai')::date then 2
      when a.end_date <= (now() at time zone 'Asia/Shanghai')::date + 30 then 1
      else 0 end::smallint as term_state,
    case when a.status = 1 then a.end_date - (now() at time zone 'Asia/Shanghai')::date end as days_left
  from recruit_agreement a;

create table recruit_agreement_log (
  id bigserial primary key,
  agreement_id integer not null references recruit_agreement(id),
  action varchar(20) not null,
  remark varchar(500),
  operator varchar(40) not null,
  operator_id integer references app_user(id),
  created_at timestamptz not null default now()
);
create index recruit_agreement_log_agreement_idx on recruit_agreement_log (agreement_id, id);

-- The log's first row: an agreement opened (by whoever created it), whichever path inserted it.
-- (one line: the migration runner splits statements at a semicolon ending a line)
create function recruit_agreement_opened() returns trigger language plpgsql as $$ begin insert into recruit_agreement_log (agreement_id, action, remark, operator, created_at) values (new.id, 'open', new.content, new.created_by, new.created_at); return null; end $$;
create trigger recruit_agreement_opened after insert on recruit_agreement for each row execute function recruit_agreement_opened();
`;
