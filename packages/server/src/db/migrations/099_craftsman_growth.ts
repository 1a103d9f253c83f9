/**
 * Issue 15, /hrm/craftsmanGrowth (人才发展): the views its reports and the region list read,
 * counted from the ledger, the craftsman register and job postings whenever read (nothing kept
 * aside to drift), and the indexes their filters need. PostgreSQL 15 SQL.
 * - recruit_candidate_fact: each candidate with the furthest stage it reached (`reached`, 0–5):
 *   its stage while open or employed; for a refused or withdrawn one the highest stage (≤ 5) its
 *   log shows, or 3 when a training start is written.
 * - recruit_daily_event: one row per candidate and event, on the event's China day: 0 registered,
 *   1 HR interview held, 2 trade test held, 3 employed.
 * - craftsman_headcount_month: per store and month (the last 36 months), craftsmen in service at
 *   its start and end (entered before, not departed before), joiners and leavers (已离职 with
 *   its leave date in the month).
 * - job_posting_fill: per posting, candidates registered for it, still moving, employed.
 * - recruit_region_month: per region, this month's registered and employed, open candidates, and
 *   completion = employed ÷ monthly target.
 */
export const up = /* sql */ `
create view recruit_candidate_fact as
select c.id, c.city_id, c.region_id, c.intended_store_id, c.source, c.job_posting_id, c.stage,
  c.registered_at, c.hr_interview_at, c.assessed_at, c.employed_on, c.training_skipped,
  case when c.stage <= 5 then c.stage
    else greatest(
      coalesce((select max(l.to_stage) from recruit_log l where l.candidate_id = c.id and l.to_stage <= 5), 0),
      case when c.training_start is not null then 3 else 0 end)
  end as reached
from recruit_candidate c;

create view recruit_daily_event as
select c.id as candidate_id, c.city_id, c.region_id, c.intended_store_id, c.source, e.kind, e.day
from recruit_candidate c
cross join lateral (values
  (0, (c.registered_at at time zone 'Asia/Shanghai')::date),
  (1, (c.hr_interview_at at time zone 'Asia/Shanghai')::date),
  (2, (c.assessed_at at time zone 'Asia/Shanghai')::date),
  (3, c.employed_on)
) as e(kind, day)
where e.day is not null;

create view craftsman_headcount_month as
with months as (
  select m::date as month, (m + interval '1 month')::date as next
  from generate_series(
    date_trunc('month', (now() at time zone 'Asia/Shanghai')::date - interval '35 months'),
    date_trunc('month', (now() at time zone 'Asia/Shanghai')::date),
    interval '1 month') as m
), people as (
  select c.id, c.store_id, c.entry_date, case when c.status = 4 then coalesce(c.leave_date, c.entry_date) end as left_on
  from craftsman c
)
select p.store_id, s.city_id, m.month,
  count(*) filter (where p.entry_date < m.month and (p.left_on is null or p.left_on >= m.month))::int as head_start,
  count(*) filter (where p.entry_date < m.next and (p.left_on is null or p.left_on >= m.next))::int as head_end,
  count(*) filter (where p.entry_date >= m.month and p.entry_date < m.next)::int as joined,
  count(*) filter (where p.left_on >= m.month and p.left_on < m.next)::int as left_count
from months m
join people p on p.entry_date < m.next and (p.left_on is null or p.left_on >= m.month)
join store s on s.id = p.store_id
group by p.store_id, s.city_id, m.month;

create view job_posting_fill as
select j.id,
  count(c.id)::int as registered,
  count(c.id) filter (where c.stage in (0, 1, 2, 3, 4))::int as in_process,
  count(c.id) filter (where c.stage = 5)::int as employed
from job_posting j
left join recruit_candidate c on c.job_posting_id = j.id
group by j.id;

create view recruit_region_month as
with bounds as (
  select date_trunc('month', (now() at time zone 'Asia/Shanghai')::date)::date as first,
    (date_trunc('month', (now() at time zone 'Asia/Shanghai')::date) + interval '1 month')::date as next
)
select r.id,
  (select count(*) from recruit_candidate c where c.region_id = r.id
    and c.registered_at >= (b.first::timestamp at time zone 'Asia/Shanghai') and c.registered_at < (b.next::timestamp at time zone 'Asia/Shanghai'))::int as registered_month,
  (select count(*) from recruit_candidate c where c.region_id = r.id and c.employed_on >= b.first and c.employed_on < b.next)::int as employed_month,
  (select count(*) from recruit_candidate c where c.region_id = r.id and c.stage in (0, 1, 2, 3, 4))::int as open_candidates,
  round((select count(*) from recruit_candidate c where c.region_id = r.id and c.employed_on >= b.first and c.employed_on < b.next)::numeric
    / nullif(r.monthly_target, 0), 4) as completion
from recruit_region r cross join bounds b;

create index recruit_candidate_job_posting_idx on recruit_candidate (job_posting_id) where job_posting_id is not null;
create index recruit_candidate_region_stage_idx on recruit_candidate (region_id, stage);
create index craftsman_leave_idx on craftsman (leave_date, store_id) where status = 4;
`;
