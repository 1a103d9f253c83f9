/**
 * The trade test and the new-hire training of the recruitment ledger (issue 15; spec §7 recrAss/teacher,
 * recruitJobTraining, recruitInterview submitAttendTraining / submitToSkipTraining / submitInTrainingStatus).
 * PostgreSQL 15 SQL.
 * - recruit_assessment_session 考核场次: a day's trade test in a store, its examiner (a craftsman).
 * - recruit_assessment: one candidate in one session. The item scores are the columns of contract
 *   ASSESSMENT_ITEMS (剪发, 吹风造型, 烫染, 沟通服务; 0–100 each, a test compares the two lists); total and
 *   result (0 待评分, 1 通过, 2 未通过 with the reason) written when scored. A candidate waits in at most one
 *   session at a time.
 * - recruit_training_class 培训班: a class in a store with its trainer and dates.
 * - recruit_training: a candidate's training (id = the candidate): the class, attendance days and
 *   result (0 培训中, 1 合格, 2 不合格, 3 免培训 with the reason, 4 中途退出: withdrawn while in training); view recruit_training_info adds the class.
 */
export const up = /* sql */ `
create table recruit_assessment_session (
  id serial primary key,
  session_date date not null,
  store_id integer not null references store(id),
  examiner_craftsman_id integer not null references craftsman(id),
  remark varchar(200),
  created_by varchar(40),
  created_at timestamptz not null default now()
);
create index recruit_assessment_session_date_idx on recruit_assessment_session (session_date desc, id desc);

create table recruit_assessment (
  id serial primary key,
  session_id integer not null references recruit_assessment_session(id),
  candidate_id integer not null references recruit_candidate(id),
  store_id integer not null references store(id),
  session_date date not null,
  score_cut smallint check (score_cut between 0 and 100),
  score_blow smallint check (score_blow between 0 and 100),
  score_perm smallint check (score_perm between 0 and 100),
  score_service smallint check (score_service between 0 and 100),
  total numeric(5, 1),
  result smallint not null default 0 check (result in (0, 1, 2)),
  fail_reason varchar(200),
  scored_by varchar(40),
  scored_at timestamptz,
  created_at timestamptz not null default now(),
  unique (session_id, candidate_id)
);
create unique index recruit_assessment_waiting_uq on recruit_assessment (candidate_id) where result = 0;
create index recruit_assessment_date_idx on recruit_assessment (session_date desc, id desc);
create index recruit_assessment_store_idx on recruit_assessment (store_id, session_date desc, id desc);
create index recruit_assessment_candidate_idx on recruit_assessment (candidate_id);

create view recruit_assessment_session_info as
select s.id, s.examiner_craftsman_id, cr.real_name as examiner_name, s.remark, s.created_by
from recruit_assessment_session s join craftsman cr on cr.id = s.examiner_craftsman_id;

create table recruit_training_class (
  id serial primary key,
  name varchar(40) not null unique,
  store_id integer not null references store(id),
  trainer_craftsman_id integer not null references craftsman(id),
  start_date date not null,
  end_date date not null,
  capacity integer not null default 30 check (capacity > 0),
  created_at timestamptz not null default now(),
  check (end_date >= start_date)
);

create table recruit_training (
  id integer primary key references recruit_candidate(id),
  class_id integer references recruit_training_class(id),
  result smallint not null default 0 check (result in (0, 1, 2, 3, 4)),
  attendance_days smallint not null default 0 check (attendance_days between 0 and 366),
  remark varchar(200),
  operator varchar(40),
  started_at timestamptz,
  finished_at timestamptz,
  updated_at timestamptz not null default now(),
  check ((result = 3) = (class_id is null))
);
create index recruit_training_class_idx on recruit_training (class_id, result);

create view recruit_training_info as
select tr.id, tr.class_id, k.name as class_name, k.store_id as class_store_id, k.trainer_craftsman_id,
  cr.real_name as trainer_name, k.start_date as class_start, k.end_date as class_end,
  tr.result, tr.attendance_days, tr.remark, tr.operator, tr.started_at, tr.finished_at
from recruit_training tr
left join recruit_training_class k on k.id = tr.class_id
left join craftsman cr on cr.id = k.trainer_craftsman_id;
`;
