/**
 * 人才池, 推荐关系 and 晋升管理 (转正) of the recruitment ledger (issue 15). PostgreSQL 15 SQL.
 * - recruit_talent_tag: HR's tags on a person kept in the talent pool (id = the candidate).
 * - recruit_reactivation: an application created again from a closed one (id = the new candidate, the
 *   old one in from_candidate_id), by whom and when (重新激活).
 * - view recruit_talent_info: for each candidate the last stage reached before it closed (the closing
 *   log row's from_stage, else the latest dated step), its tags, the newest application made from it and
 *   whether its ID number is flagged 不再录用.
 * - view recruit_referral_state: a referred candidate's reward (contract ReferralRewardState: 0 流程中,
 *   1 考察中, 2 待发放, 3 已发放, 4 不发放): paid once salary_recommend_reward holds an approved row for the
 *   recruit (the pay sheet adds it as 推荐奖励); due once employed 90 days (contract REFERRAL_DAYS) and not
 *   departed before; never when refused, withdrawn or departed before the 90th day. Days in service counted
 *   in China's calendar up to today or the leave date.
 * - recruit_regularization 转正申请: a probationer's confirmation as regular staff (待审批 → 已通过 / 已驳回 /
 *   已撤回), at most one waiting or approved a craftsman; craftsman.regular_on is the approved effective date.
 */
export const up = /* sql */ `
create table recruit_talent_tag (
  id integer primary key references recruit_candidate(id),
  tags varchar(200) not null,
  updated_by varchar(40),
  updated_at timestamptz not null default now()
);

create table recruit_reactivation (
  id integer primary key references recruit_candidate(id),
  from_candidate_id integer not null references recruit_candidate(id),
  created_by varchar(40) not null,
  created_at timestamptz not null default now()
);
create index recruit_reactivation_from_idx on recruit_reactivation (from_candidate_id, id desc);

create view recruit_talent_info as
select c.id,
  coalesce(
    (select l.from_stage from recruit_log l where l.candidate_id = c.id and l.to_stage in (8, 9) order by l.id desc limit 1),
    case when c.reviewed_at is not null then 4
         when c.training_end is not null or c.training_skipped then 4
         when c.training_start is not null then 3
         when c.assessed_at is not null then 2
         when c.hr_interview_at is not null then 1
         else 0 end
  )::smallint as last_stage,
  tg.tags,
  (select r.id from recruit_reactivation r where r.from_candidate_id = c.id order by r.id desc limit 1) as reactivated_id,
  (select n.ledger_no from recruit_reactivation r join recruit_candidate n on n.id = r.id
    where r.from_candidate_id = c.id order by r.id desc limit 1) as reactivated_ledger_no,
  (select r.from_candidate_id from recruit_reactivation r where r.id = c.id) as from_candidate_id,
  exists (select 1 from recruit_no_rehire x where x.id_card_hash = c.id_card_hash) as no_rehire
from recruit_candidate c
left join recruit_talent_tag tg on tg.id = c.id;

create view recruit_referral_state as
select c.id,
  case
    when p.id is not null then 3
    when c.stage in (8, 9) then 4
    when c.stage <> 5 then 0
    when cr.status = 4 and (cr.leave_date is null or cr.leave_date < c.employed_on + 90) then 4
    when (now() at time zone 'Asia/Shanghai')::date - c.employed_on >= 90 then 2
    else 1
  end::smallint as reward_state,
  case when c.employed_on is not null then
    greatest(0, coalesce(case when cr.status = 4 then cr.leave_date end, (now() at time zone 'Asia/Shanghai')::date) - c.employed_on)
  end as days_in_service,
  cr.status as recruit_status,
  cr.employee_no as recruit_employee_no,
  rf.real_name as referrer_name,
  rf.employee_no as referrer_employee_no,
  rf.store_id as referrer_store_id,
  p.amount as paid_amount,
  p.reviewer as paid_by,
  p.reviewed_at as paid_at
from recruit_candidate c
join craftsman rf on rf.id = c.referrer_craftsman_id
left join craftsman cr on cr.id = c.craftsman_id
left join salary_recommend_reward p on p.recommended_id = c.craftsman_id and p.status = 1;

alter table craftsman add column regular_on date;

create table recruit_regularization (
  id serial primary key,
  craftsman_id integer not null references craftsman(id),
  store_id integer not null references store(id),
  entry_date date not null,
  effective_date date not null,
  summary varchar(500) not null,
  status smallint not null default 0 check (status in (0, 1, 2, 3)),
  applicant varchar(40),
  reviewer varchar(40),
  reviewed_at timestamptz,
  review_remark varchar(500),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (effective_date >= entry_date + 90)
);
create unique index recruit_regularization_open_uq on recruit_regularization (craftsman_id) where status in (0, 1);
create index recruit_regularization_created_idx on recruit_regularization (created_at desc, id desc);
create index recruit_regularization_store_idx on recruit_regularization (store_id, created_at desc, id desc);
create index recruit_candidate_referral_idx on recruit_candidate (registered_at desc, id desc) where referrer_craftsman_id is not null;
`;
