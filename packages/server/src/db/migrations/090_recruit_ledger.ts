/**
 * The recruitment ledger of /hrm (issue 15; spec §7 recruitRegion, recruitInterview, recrAss,
 * recruitJobTraining, recruitDepart submitNoRehire): the core every recruitment, onboarding and
 * growth-analysis page reads. PostgreSQL 15 SQL.
 * - recruit_region 招聘区域: a city's recruiting unit with its HR owner and monthly target;
 *   disabled (enable_status 0) with a reason, never deleted (the ledger points at it).
 * - recruit_candidate 招聘台账: one person's application, stage = contract RecruitStage. Mobile and ID
 *   number sealed by the field vault with keyed hashes (as craftsman.id_card_*; the vault's `v2:<mask>:…`
 *   text carries the mask, so lists never decrypt). employed → craftsman_id is the
 *   register row created on onboarding (entry_date = employed_on).
 * - recruit_log: every step as a dated row with its operator (getRecrSysLogById), from/to stage.
 * - recruit_no_rehire: ID-number hashes flagged 不再录用 at a departure (submitNoRehire); a later
 *   registration with that ID number is refused.
 */
export const up = /* sql */ `
create table recruit_region (
  id serial primary key,
  city_id integer not null references area(id),
  name varchar(40) not null,
  hr_user_id integer references app_user(id),
  hr_name varchar(40),
  monthly_target integer not null default 0 check (monthly_target >= 0),
  enable_status smallint not null default 1,
  disabled_reason varchar(200),
  disabled_by varchar(40),
  disabled_at timestamptz,
  remark varchar(200),
  created_by varchar(40),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index recruit_region_name_uq on recruit_region (city_id, name);

create table recruit_candidate (
  id serial primary key,
  ledger_no varchar(20) not null unique,
  real_name varchar(40) not null,
  gender smallint not null default 0,
  birth_date date,
  mobile_enc text not null,
  mobile_hash varchar(64) not null,
  id_card_enc text,
  id_card_hash varchar(64),
  education smallint not null default -1,
  source smallint not null,
  referrer_craftsman_id integer references craftsman(id),
  region_id integer not null references recruit_region(id),
  city_id integer not null references area(id),
  intended_post smallint not null default 1,
  intended_store_id integer references store(id),
  job_posting_id integer references job_posting(id),
  work_years numeric(4, 1) not null default 0 check (work_years >= 0),
  interviewer_id integer references app_user(id),
  interviewer_name varchar(40),
  stage smallint not null default 0,
  registered_at timestamptz not null default now(),
  hr_interview_at timestamptz,
  hr_interview_remark varchar(500),
  assessment_score numeric(5, 1),
  assessed_at timestamptz,
  training_start date,
  training_end date,
  training_skipped boolean not null default false,
  reviewed_at timestamptz,
  employed_on date,
  craftsman_id integer references craftsman(id),
  closed_reason varchar(200),
  closed_at timestamptz,
  special_remark varchar(500),
  created_by varchar(40),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint recruit_candidate_employed check ((stage = 5) = (craftsman_id is not null))
);
create index recruit_candidate_registered_idx on recruit_candidate (registered_at desc, id desc);
create index recruit_candidate_stage_idx on recruit_candidate (stage, registered_at desc, id desc);
create index recruit_candidate_region_idx on recruit_candidate (region_id, registered_at desc, id desc);
create index recruit_candidate_city_idx on recruit_candidate (city_id, registered_at desc, id desc);
create index recruit_candidate_store_idx on recruit_candidate (intended_store_id, registered_at desc, id desc);
create index recruit_candidate_mobile_idx on recruit_candidate (mobile_hash);
create index recruit_candidate_id_card_idx on recruit_candidate (id_card_hash) where id_card_hash is not null;
create index recruit_candidate_referrer_idx on recruit_candidate (referrer_craftsman_id) where referrer_craftsman_id is not null;
create unique index recruit_candidate_craftsman_uq on recruit_candidate (craftsman_id) where craftsman_id is not null;
create index recruit_candidate_employed_idx on recruit_candidate (employed_on) where employed_on is not null;

create table recruit_log (
  id bigserial primary key,
  candidate_id integer not null references recruit_candidate(id),
  action varchar(40) not null,
  from_stage smallint,
  to_stage smallint,
  remark varchar(500),
  operator varchar(40) not null,
  operator_id integer references app_user(id),
  created_at timestamptz not null default now()
);
create index recruit_log_candidate_idx on recruit_log (candidate_id, id);
create index recruit_log_created_idx on recruit_log (created_at desc, id desc);

create table recruit_no_rehire (
  id serial primary key,
  id_card_hash varchar(64) not null unique,
  real_name varchar(40) not null,
  craftsman_id integer references craftsman(id),
  reason varchar(200) not null,
  created_by varchar(40) not null,
  created_at timestamptz not null default now()
);
`;
