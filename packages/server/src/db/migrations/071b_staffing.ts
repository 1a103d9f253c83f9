/**
 * /craftsman/informationManage/personnelAllocationGapRulesList 缺口规则列表 and personnelAllocation
 * 人员配置, and the orders' side of /craftsman/attendanceManage/workRecord 工作记录 (issue 14, H2).
 * PostgreSQL 15 SQL.
 *
 * staffing_gap_rule: how many stylists and technicians a store needs, by store category (null: any),
 * seats and the last 30 days' revenue band (revenue_max null: no upper bound). The rule a store
 * follows is the enabled one matching it, a rule naming its category before one that does not,
 * then the higher revenue band, then the later rule.
 * store_staffing (view): per open store, its rule, the required head count, the craftsmen in service
 * serving there (enabled craftsman_store links: home or on loan), the gap, and its applications.
 * staffing_gap_apply: a store asks for N people of a post; head office reviews (approvalWorkflow).
 *
 * customer_order.designated: the customer asked for this craftsman (指定), false by default.
 * craftsman_work_day (view): a craftsman's services of one business day in one store from the
 * orders that were served (paid, refunding, refunded, partly refunded): orders, customers, items,
 * designated orders, amount and paid (id: the day's first order); its date reads the index on the
 * order's China-time day.
 */
export const up = /* sql */ `
create table staffing_gap_rule (
  id serial primary key,
  name varchar(60) not null,
  store_type smallint check (store_type between 0 and 3),
  seats_min smallint not null default 0 check (seats_min >= 0),
  seats_max smallint not null default 99 check (seats_max >= 0),
  revenue_min numeric(12, 2) not null default 0 check (revenue_min >= 0),
  revenue_max numeric(12, 2) check (revenue_max is null or revenue_max >= 0),
  required_stylists smallint not null check (required_stylists between 0 and 50),
  required_technicians smallint not null check (required_technicians between 0 and 50),
  enabled boolean not null default true,
  remark varchar(200),
  created_by varchar(40),
  updated_by varchar(40),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (seats_min <= seats_max),
  check (revenue_max is null or revenue_min < revenue_max)
);

create table staffing_gap_apply (
  id serial primary key,
  store_id integer not null references store(id),
  post smallint not null check (post in (1, 2)),
  head_count smallint not null check (head_count between 1 and 20),
  gap_at_apply smallint not null default 0,
  expected_date date not null,
  reason varchar(500) not null,
  applicant varchar(40) not null,
  status smallint not null default 0 check (status in (0, 1, 2, 3)),
  reviewer varchar(40),
  reviewed_at timestamptz,
  review_remark varchar(500),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index staffing_gap_apply_store_idx on staffing_gap_apply (store_id, created_at desc);
create index staffing_gap_apply_status_idx on staffing_gap_apply (status, created_at desc);

create view store_staffing as
select s.id, s.id as store_id, s.store_type, s.seats, rev.revenue,
  r.id as rule_id, r.name as rule_name,
  coalesce(r.required_stylists, 0) as required_stylists, coalesce(r.required_technicians, 0) as required_technicians,
  act.stylists as actual_stylists, act.technicians as actual_technicians,
  greatest(0, coalesce(r.required_stylists, 0) - act.stylists) as gap_stylists,
  greatest(0, coalesce(r.required_technicians, 0) - act.technicians) as gap_technicians,
  app.pending as pending_applies, app.approved as approved_heads
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
  select count(*) filter (where a.status = 0)::int as pending, coalesce(sum(a.head_count) filter (where a.status = 1 and a.expected_date >= (now() at time zone 'Asia/Shanghai')::date), 0)::int as approved
  from staffing_gap_apply a where a.store_id = s.id
) app
where s.open_status in (0, 1, 2);

alter table customer_order add column designated boolean not null default false;
create index customer_order_cn_day_idx on customer_order (((created_at at time zone 'Asia/Shanghai')::date), craftsman_id);

create view craftsman_work_day as
select min(o.id)::int as id,
  o.craftsman_id, o.store_id, (o.created_at at time zone 'Asia/Shanghai')::date as work_date,
  count(*)::int as order_count, count(distinct o.customer_id)::int as customer_count,
  coalesce(sum(i.items), 0)::int as item_count, (count(*) filter (where o.designated))::int as designated_count,
  sum(o.amount)::numeric(12, 2) as amount, sum(o.paid - o.refunded)::numeric(12, 2) as paid
from customer_order o
left join lateral (select sum(it.quantity) as items from order_item it where it.order_id = o.id) i on true
where o.craftsman_id is not null and o.status in (3, 4, 5, 8)
group by o.craftsman_id, o.store_id, (o.created_at at time zone 'Asia/Shanghai')::date;
`;
