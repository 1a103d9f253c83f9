/**
 * /hrm/dormitory (issue 15), the pay sheet and the overview:
 * - salary_adjustment_line (073) again, same columns, plus the settled dorm rent of 租金结算 as
 *   deductions (kind 'rent', title 宿舍租金 …): the pay computation of the craftsman's month deducts it.
 * - dormitory_occupancy: one row a dorm for 宿舍概况: its city, beds, who sleeps there today (China
 *   time), the rent paid for it this month when its lease runs this month, and this month's settled rent.
 * PostgreSQL 15 SQL.
 */
export const up = /* sql */ `
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
from rental_settlement r join dormitory d on d.id = r.dormitory_id join dormitory_bed b on b.id = r.bed_id where r.amount > 0;

create index rental_settlement_dorm_idx on rental_settlement (dormitory_id, month);

create view dormitory_occupancy as
with today as (select (now() at time zone 'Asia/Shanghai')::date as day)
select d.id, d.city_id, d.store_id, a.name::text as city_name, d.bed_count as beds,
  (select count(*)::int from dormitory_stay s
    where s.dormitory_id = d.id and s.check_in <= today.day and (s.check_out is null or s.check_out > today.day)) as occupied,
  case when d.lease_start <= (date_trunc('month', today.day) + interval '1 month - 1 day')::date and d.lease_end >= date_trunc('month', today.day)::date
    then d.monthly_rent else 0 end as lease_rent,
  coalesce((select sum(r.amount) from rental_settlement r where r.dormitory_id = d.id and r.month = date_trunc('month', today.day)::date), 0) as settled_rent
from dormitory d join area a on a.id = d.city_id cross join today;
`;
