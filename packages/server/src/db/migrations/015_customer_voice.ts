/**
 * Customer voice (/operate/user): reviews of finished orders, feedback from the apps,
 * questionnaires with their questions and answers, consultations with their follow-ups, and
 * the calls with customers. Mobiles that are not a customer link are encrypted at rest like
 * customer.mobile_enc (the field vault), with the keyed hash for exact lookups and the last 4
 * digits. Lists read by (time desc, id desc) indexes. PostgreSQL 15 SQL.
 */
export const up = /* sql */ `
create table order_review (
  id bigserial primary key,
  order_id bigint not null unique references customer_order(id),
  store_id integer not null references store(id),
  craftsman_id integer references craftsman(id),
  customer_id bigint not null references customer(id),
  rating_overall smallint not null check (rating_overall between 1 and 5),
  rating_skill smallint not null check (rating_skill between 1 and 5),
  rating_attitude smallint not null check (rating_attitude between 1 and 5),
  rating_environment smallint not null check (rating_environment between 1 and 5),
  tags varchar(100),
  content varchar(500),
  reviewed_at timestamptz not null,
  reply varchar(500),
  replied_by varchar(40),
  replied_at timestamptz,
  has_reply smallint generated always as (case when reply is null then 0 else 1 end) stored,
  hidden smallint not null default 0 check (hidden in (0, 1)),
  hidden_reason varchar(200),
  hidden_by varchar(40),
  hidden_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index order_review_reviewed_idx on order_review (reviewed_at desc, id desc);
create index order_review_store_idx on order_review (store_id, reviewed_at desc, id desc);
create index order_review_craftsman_idx on order_review (craftsman_id, reviewed_at desc, id desc);

create table user_feedback (
  id bigserial primary key,
  category smallint not null check (category in (1, 2, 3, 4, 5, 9)),
  content varchar(1000) not null,
  app smallint not null default 0,
  store_id integer references store(id),
  customer_id bigint references customer(id),
  nickname varchar(40),
  contact_mobile_enc text,
  contact_mobile_hash varchar(64),
  contact_mobile_tail char(4),
  status smallint not null default 0 check (status in (0, 1, 2)),
  handler varchar(40),
  handled_at timestamptz,
  accepted_at timestamptz,
  reply varchar(500),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index user_feedback_created_idx on user_feedback (created_at desc, id desc);
create index user_feedback_status_idx on user_feedback (status, created_at desc, id desc);
create index user_feedback_store_idx on user_feedback (store_id, created_at desc, id desc);
create index user_feedback_mobile_idx on user_feedback (contact_mobile_hash);

create table questionnaire (
  id serial primary key,
  title varchar(40) not null,
  target smallint not null default 0 check (target in (0, 1, 2, 3)),
  start_date date not null,
  end_date date not null check (end_date >= start_date),
  description varchar(300),
  status smallint not null default 0 check (status in (0, 1, 2)),
  question_count integer not null default 0,
  created_by varchar(40),
  published_by varchar(40),
  published_at timestamptz,
  ended_by varchar(40),
  ended_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index questionnaire_created_idx on questionnaire (created_at desc, id desc);

create table questionnaire_question (
  id serial primary key,
  questionnaire_id integer not null references questionnaire(id),
  seq smallint not null,
  title varchar(100) not null,
  question_type smallint not null check (question_type in (0, 1, 2)),
  options text[] not null default '{}',
  required boolean not null default true,
  unique (questionnaire_id, seq)
);

create table questionnaire_response (
  id bigserial primary key,
  questionnaire_id integer not null references questionnaire(id),
  customer_id bigint references customer(id),
  store_id integer references store(id),
  submitted_at timestamptz not null default now()
);
create index questionnaire_response_q_idx on questionnaire_response (questionnaire_id, submitted_at desc);

create table questionnaire_answer (
  id bigserial primary key,
  response_id bigint not null references questionnaire_response(id),
  question_id integer not null references questionnaire_question(id),
  choices smallint[] not null default '{}',
  text_answer varchar(500)
);
create index questionnaire_answer_question_idx on questionnaire_answer (question_id);
create index questionnaire_answer_response_idx on questionnaire_answer (response_id);

create table consult_reg (
  id bigserial primary key,
  customer_name varchar(20) not null,
  mobile_enc text not null,
  mobile_hash varchar(64) not null,
  mobile_tail char(4) not null,
  customer_id bigint references customer(id),
  consult_item smallint not null check (consult_item in (1, 2, 3, 4, 5, 6, 9)),
  store_id integer not null references store(id),
  craftsman_id integer references craftsman(id),
  channel smallint not null check (channel in (1, 2, 3, 4, 5)),
  content varchar(300),
  status smallint not null default 0 check (status in (0, 1, 2, 3)),
  follow_count integer not null default 0,
  last_note varchar(300),
  followed_by varchar(40),
  followed_at timestamptz,
  registered_by varchar(40) not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index consult_reg_created_idx on consult_reg (created_at desc, id desc);
create index consult_reg_store_idx on consult_reg (store_id, created_at desc, id desc);
create index consult_reg_status_idx on consult_reg (status, created_at desc, id desc);
create index consult_reg_mobile_idx on consult_reg (mobile_hash);

create table consult_followup (
  id bigserial primary key,
  consult_id bigint not null references consult_reg(id),
  action varchar(20) not null,
  status_after smallint not null,
  note varchar(300),
  operator varchar(40) not null,
  operator_id integer,
  created_at timestamptz not null default now()
);
create index consult_followup_consult_idx on consult_followup (consult_id, created_at);

create table call_record (
  id bigserial primary key,
  call_no varchar(24) not null unique,
  store_id integer not null references store(id),
  party smallint not null default 1 check (party in (1, 2)),
  staff_name varchar(40) not null,
  customer_id bigint references customer(id),
  mobile_enc text not null,
  mobile_hash varchar(64) not null,
  mobile_tail char(4) not null,
  direction smallint not null check (direction in (1, 2)),
  started_at timestamptz not null,
  duration_sec integer not null default 0 check (duration_sec >= 0),
  result smallint not null check (result in (1, 2, 3)),
  order_id bigint references customer_order(id),
  remark varchar(200),
  created_at timestamptz not null default now()
);
create index call_record_started_idx on call_record (started_at desc, id desc);
create index call_record_store_idx on call_record (store_id, started_at desc, id desc);
create index call_record_mobile_idx on call_record (mobile_hash, started_at desc);
`;
