/**
 * Pay inputs (issue 14, /craftsman/salaryManagement and 违规记录): what is added to or deducted
 * from a craftsman's monthly pay beside the pay sheet's own figures. Each row counts in one month
 * (`month`, the first day of it) of one store, holds an exact amount (numeric, > 0; a violation may
 * be a warning at 0) and goes through the approval shape (0 待审批 → 1 已通过 / 2 已驳回, reviewer,
 * time and remark written):
 * - salary_recommend_commission 推荐提成: a commission on a card order the craftsman brought in
 *   (the card order, its paid amount, the rate); an order earns one commission (rejected ones aside);
 * - salary_recommend_reward 推荐奖励: a reward for recommending a new craftsman who stayed N months;
 * - salary_teaching_commission 带教提成: a tutor's monthly amount for one apprentice;
 * - salary_bonus 奖金: bonuses by kind with their reason;
 * - salary_audit_deduction 审核扣款: deductions from patrol / quality audit findings;
 * - salary_complaint_deduction 投诉扣款: deductions from customer complaints (the feedback record
 *   of category 服务投诉 when there is one, or the order);
 * - craftsman_violation 违规记录: violations confirmed by head office (0 待确认, 1 已确认, 2 已驳回),
 *   counted in the month of the violation date.
 *
 * salary_adjustment_line (view) is what the pay sheet reads: one line per approved / confirmed row,
 * with its kind, sign (+1 adds to pay, -1 deducts) and amount. PostgreSQL 15 SQL.
 */
const reviewColumns = /* sql */ `
  status smallint not null default 0 check (status in (0, 1, 2, 3)),
  applicant varchar(40),
  reviewer varchar(40),
  reviewed_at timestamptz,
  review_remark varchar(500),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()`;

const indexes = (table: string) => /* sql */ `
create index ${table}_created_idx on ${table} (created_at desc, id desc);
create index ${table}_store_idx on ${table} (store_id, month, status);
create index ${table}_status_idx on ${table} (status, created_at desc, id desc);
create index ${table}_craftsman_idx on ${table} (craftsman_id, month);
create index ${table}_month_idx on ${table} (month, status);`;

export const up = /* sql */ `
create table salary_recommend_commission (
  id serial primary key,
  craftsman_id integer not null references craftsman(id),
  store_id integer not null references store(id),
  month date not null check (extract(day from month) = 1),
  card_order_id bigint not null references card_order(id),
  order_no varchar(24) not null,
  customer_id bigint references customer(id),
  order_amount numeric(12, 2) not null check (order_amount > 0),
  rate numeric(5, 4) not null check (rate > 0 and rate <= 0.5),
  amount numeric(12, 2) not null check (amount > 0),
  remark varchar(500),${reviewColumns}
);
create unique index salary_recommend_commission_order_uq on salary_recommend_commission (card_order_id) where status = 1;
${indexes('salary_recommend_commission')}

create table salary_recommend_reward (
  id serial primary key,
  craftsman_id integer not null references craftsman(id),
  recommended_id integer not null references craftsman(id),
  store_id integer not null references store(id),
  month date not null check (extract(day from month) = 1),
  stay_months smallint not null check (stay_months between 1 and 24),
  amount numeric(12, 2) not null check (amount > 0),
  remark varchar(500),${reviewColumns},
  check (recommended_id <> craftsman_id)
);
create unique index salary_recommend_reward_recommended_uq on salary_recommend_reward (recommended_id) where status = 1;
${indexes('salary_recommend_reward')}

create table salary_teaching_commission (
  id serial primary key,
  craftsman_id integer not null references craftsman(id),
  apprentice_id integer not null references craftsman(id),
  store_id integer not null references store(id),
  month date not null check (extract(day from month) = 1),
  amount numeric(12, 2) not null check (amount > 0),
  remark varchar(500),${reviewColumns},
  check (apprentice_id <> craftsman_id)
);
create unique index salary_teaching_commission_uq on salary_teaching_commission (apprentice_id, month) where status = 1;
${indexes('salary_teaching_commission')}

create table salary_bonus (
  id serial primary key,
  craftsman_id integer not null references craftsman(id),
  store_id integer not null references store(id),
  month date not null check (extract(day from month) = 1),
  kind smallint not null check (kind in (1, 2, 3, 4, 5, 9)),
  amount numeric(12, 2) not null check (amount > 0),
  reason varchar(500) not null,${reviewColumns}
);
${indexes('salary_bonus')}

create table salary_audit_deduction (
  id serial primary key,
  craftsman_id integer not null references craftsman(id),
  store_id integer not null references store(id),
  month date not null check (extract(day from month) = 1),
  audit_type smallint not null check (audit_type in (1, 2, 3, 4, 9)),
  audit_date date not null,
  finding varchar(500) not null,
  amount numeric(12, 2) not null check (amount > 0),${reviewColumns}
);
${indexes('salary_audit_deduction')}

create table salary_complaint_deduction (
  id serial primary key,
  craftsman_id integer not null references craftsman(id),
  store_id integer not null references store(id),
  month date not null check (extract(day from month) = 1),
  feedback_id bigint references user_feedback(id),
  order_no varchar(24),
  complaint_type smallint not null check (complaint_type in (1, 2, 3, 4, 9)),
  complaint_date date not null,
  description varchar(500) not null,
  amount numeric(12, 2) not null check (amount > 0),${reviewColumns}
);
create unique index salary_complaint_deduction_feedback_uq on salary_complaint_deduction (feedback_id, craftsman_id) where status = 1 and feedback_id is not null;
${indexes('salary_complaint_deduction')}

create table craftsman_violation (
  id serial primary key,
  craftsman_id integer not null references craftsman(id),
  store_id integer not null references store(id),
  violation_type smallint not null check (violation_type in (1, 2, 3, 4, 5, 6, 9)),
  violation_date date not null,
  month date generated always as (violation_date - (extract(day from violation_date)::integer - 1)) stored,
  description varchar(500) not null,
  amount numeric(12, 2) not null check (amount >= 0),${reviewColumns}
);
${indexes('craftsman_violation')}

create view salary_adjustment_line as
select r.craftsman_id, r.store_id, r.month, 'recommendCommission'::text as kind, 1::smallint as sign, r.amount,
  r.id as source_id, ('推荐提成 卡单' || r.order_no)::text as title
from salary_recommend_commission r where r.status = 1
union all
select r.craftsman_id, r.store_id, r.month, 'recommendReward', 1::smallint, r.amount,
  r.id, ('推荐奖励 ' || c.real_name || ' 留任' || r.stay_months || '个月')::text
from salary_recommend_reward r join craftsman c on c.id = r.recommended_id where r.status = 1
union all
select r.craftsman_id, r.store_id, r.month, 'teachingCommission', 1::smallint, r.amount,
  r.id, ('带教提成 ' || c.real_name)::text
from salary_teaching_commission r join craftsman c on c.id = r.apprentice_id where r.status = 1
union all
select r.craftsman_id, r.store_id, r.month, 'bonus', 1::smallint, r.amount, r.id, ('奖金 ' || r.reason)::text
from salary_bonus r where r.status = 1
union all
select r.craftsman_id, r.store_id, r.month, 'auditDeduction', (-1)::smallint, r.amount, r.id, ('审核扣款 ' || r.finding)::text
from salary_audit_deduction r where r.status = 1
union all
select r.craftsman_id, r.store_id, r.month, 'complaintDeduction', (-1)::smallint, r.amount, r.id, ('投诉扣款 ' || r.description)::text
from salary_complaint_deduction r where r.status = 1
union all
select r.craftsman_id, r.store_id, r.month, 'violation', (-1)::smallint, r.amount, r.id, ('违规扣款 ' || r.description)::text
from craftsman_violation r where r.status = 1;
`;
