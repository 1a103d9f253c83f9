/**
 * /hrm/employee 担保记录 and 担保考核 (issue 15): guarantees of new recruits and the guarantors' rewards
 * and punishments. PostgreSQL 15 SQL.
 * - sponsion_record: a guarantor (a craftsman in service) guarantees a recruit (a craftsman) from
 *   start_date for `months` months (end_date = start_date + months); 0 担保中 → 1 期满解除 / 2 已追责 /
 *   3 已撤销; one record in force per recruit.
 * - sponsion_log: the steps of a record (its approval process), who and when.
 * - sponsion_assess: one reward (kind 1) or punishment (kind 2) per closed record, 0 待确认 → 1 已确认 /
 *   2 已取消; a confirmed one carries its pay month.
 * - salary_adjustment_line (081) again, same columns, plus the confirmed assessments: rewards add to the
 *   guarantor's pay of that month (kind 'sponsionReward'), punishments deduct ('sponsionPenalty').
 */
export const up = /* sql */ `
create table sponsion_record (
  id serial primary key,
  store_id integer not null references store(id),
  recruit_id integer not null references craftsman(id),
  guarantor_id integer not null references craftsman(id),
  relation smallint not null,
  amount numeric(10,2) not null,
  months smallint not null,
  start_date date not null,
  end_date date not null,
  status smallint not null default 0,
  reason varchar(200),
  closed_by varchar(40),
  closed_at timestamptz,
  remark varchar(200),
  created_by varchar(40),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint sponsion_record_people check (recruit_id <> guarantor_id),
  constraint sponsion_record_amount check (amount > 0),
  constraint sponsion_record_months check (months between 1 and 24),
  constraint sponsion_record_period check (end_date > start_date),
  constraint sponsion_record_status check (status between 0 and 3)
);
create unique index sponsion_record_recruit_active on sponsion_record (recruit_id) where status = 0;
create index sponsion_record_store_idx on sponsion_record (store_id, created_at desc);
create index sponsion_record_created_idx on sponsion_record (created_at desc, id desc);
create index sponsion_record_guarantor_idx on sponsion_record (guarantor_id);

create table sponsion_log (
  id serial primary key,
  sponsion_id integer not null references sponsion_record(id),
  action varchar(20) not null,
  from_status smallint,
  to_status smallint not null,
  remark varchar(200),
  operator varchar(40) not null,
  operator_id integer,
  created_at timestamptz not null default now()
);
create index sponsion_log_record_idx on sponsion_log (sponsion_id, id);

create table sponsion_assess (
  id serial primary key,
  sponsion_id integer not null unique references sponsion_record(id),
  store_id integer not null references store(id),
  guarantor_id integer not null references craftsman(id),
  recruit_id integer not null references craftsman(id),
  kind smallint not null,
  reward_name varchar(40) not null,
  amount numeric(10,2) not null,
  status smallint not null default 0,
  month date,
  confirmed_by varchar(40),
  confirmed_at timestamptz,
  cancel_reason varchar(200),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint sponsion_assess_kind check (kind in (1, 2)),
  constraint sponsion_assess_amount check (amount >= 0),
  constraint sponsion_assess_status check (status between 0 and 2),
  constraint sponsion_assess_month check (status <> 1 or month is not null)
);
create index sponsion_assess_store_idx on sponsion_assess (store_id, created_at desc);
create index sponsion_assess_created_idx on sponsion_assess (created_at desc, id desc);
create index sponsion_assess_pay_idx on sponsion_assess (guarantor_id, month) where status = 1;

create or replace view salary_adjustment_line as
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
from craftsman_violation r where r.status = 1
union all
select r.craftsman_id, r.store_id, r.month, 'rent', (-1)::smallint, r.amount, r.id,
  ('宿舍租金 ' || d.name || ' ' || b.label || ' ' || r.days || '/' || r.month_days || '天')::text
from rental_settlement r join dormitory d on d.id = r.dormitory_id join dormitory_bed b on b.id = r.bed_id where r.amount > 0
union all
select a.guarantor_id, a.store_id, a.month, case when a.kind = 1 then 'sponsionReward' else 'sponsionPenalty' end,
  (case when a.kind = 1 then 1 else -1 end)::smallint, a.amount::numeric(12,2), a.id, (a.reward_name || ' 被担保人' || c.real_name)::text
from sponsion_assess a join craftsman c on c.id = a.recruit_id where a.status = 1 and a.amount > 0;
`;
