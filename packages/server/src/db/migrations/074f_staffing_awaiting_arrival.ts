/**
 * 人员配置's 已批待到岗 (issue 14): the heads approved for a store by gap applications that have not
 * arrived yet. Per post, the heads of the store's applications approved in the last 180 days, less
 * the craftsmen of that post who arrived since the first of those approvals (a home link to the store,
 * enabled, made or enabled after it: a hire or a 调店 in; a 借调 is no arrival) and are in service.
 * Before: every approved head until its expected date, whoever had come. PostgreSQL 15 SQL.
 */
export const up = /* sql */ `
create or replace view store_staffing as
select s.id, s.id as store_id, s.store_type, s.seats, rev.revenue,
  r.id as rule_id, r.name as rule_name,
  coalesce(r.required_stylists, 0) as required_stylists, coalesce(r.required_technicians, 0) as required_technicians,
  act.stylists as actual_stylists, act.technicians as actual_technicians,
  greatest(0, coalesce(r.required_stylists, 0) - act.stylists) as gap_stylists,
  greatest(0, coalesce(r.required_technicians, 0) - act.technicians) as gap_technicians,
  app.pending as pending_applies, wait.approved as approved_heads
from store s
cross join lateral (
  select coalesce(sum(o.paid - o.refunded), 0)::numeric(12, 2) as revenue from customer_order o
  where o.store_id = s.id and o.status in (3, 4, 5, 8) and o.created_at >= now() - interval '30 days'
) rev
left join lateral (
  select g.* from staffing_gap_rule g
  where g.enabled and (g.store_type is null or g.store_type = s.store_type) and s.seats between g.seats_min and g.seats_max
    and rev.revenue >= g.revenue_min and (g.revenue_max is null or rev.revenue < g.revenue_max)
  order by (g.store_type is not null) desc, g.revenue_min desc, g.id desc limit 1
) r on true
cross join lateral (
  select count(*) filter (where c.craftsman_type = 1)::int as stylists, count(*) filter (where c.craftsman_type = 2)::int as technicians
  from craftsman_store cs join craftsman c on c.id = cs.craftsman_id
  where cs.store_id = s.id and cs.active_status = 1 and c.status = 1
) act
cross join lateral (
  select count(*) filter (where a.status = 0)::int as pending from staffing_gap_apply a where a.store_id = s.id
) app
cross join lateral (
  select coalesce(sum(greatest(0, p.heads - (
      select count(*) from craftsman_store cs join craftsman c on c.id = cs.craftsman_id
      where cs.store_id = s.id and cs.is_home and cs.active_status = 1 and c.status = 1 and c.craftsman_type = p.post
        and coalesce(cs.active_changed_at, cs.created_at) > p.since))), 0)::int as approved
  from (
    select a.post, sum(a.head_count) as heads, min(coalesce(a.reviewed_at, a.updated_at)) as since
    from staffing_gap_apply a
    where a.store_id = s.id and a.status = 1 and coalesce(a.reviewed_at, a.updated_at) > now() - interval '180 days'
    group by a.post
  ) p
) wait
where s.open_status in (0, 1, 2);
`;
