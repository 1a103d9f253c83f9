/**
 * Franchise leads and applications of /join (issue 16: affiliateLead, affiliateLeadDetail, joinapply and
 * the /join/merchants analyses). PostgreSQL 15 SQL. Codes are contract enums/franchiseLead.ts.
 * - franchise_lead 加盟线索: a prospect from a channel, owned by a caller (招商专员); mobile sealed by the
 *   field vault with a keyed hash. follow_count / last_follow_at / intent are kept by each follow-up in
 *   the same transaction. apply_id: the application it was converted into.
 * - franchise_lead_follow 跟进记录: one dated follow-up with its operator.
 * - franchise_apply 加盟申请: an application (from a lead, or entered directly), reviewed 待审核 →
 *   已通过 / 已驳回.
 * City scope: a user sees the leads and applications of the cities of their stores (head office: all).
 */
export const up = /* sql */ `
create table franchise_apply (
  id serial primary key,
  apply_no varchar(20) not null unique,
  applicant_name varchar(20) not null,
  mobile_enc text not null,
  mobile_hash varchar(64) not null,
  company_name varchar(60),
  city_id integer not null references area(id),
  intended_area varchar(100) not null,
  budget numeric(8, 1) not null check (budget > 0),
  planned_stores smallint not null default 1 check (planned_stores between 1 and 99),
  experience varchar(500),
  channel smallint not null,
  status smallint not null default 0,
  reviewer varchar(40),
  reviewed_at timestamptz,
  review_remark varchar(200),
  created_by varchar(40),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index franchise_apply_created_idx on franchise_apply (created_at desc, id desc);
create index franchise_apply_status_idx on franchise_apply (status, created_at desc, id desc);
create index franchise_apply_city_idx on franchise_apply (city_id, created_at desc, id desc);
create index franchise_apply_mobile_idx on franchise_apply (mobile_hash);

create table franchise_lead (
  id serial primary key,
  lead_no varchar(20) not null unique,
  contact_name varchar(20) not null,
  mobile_enc text not null,
  mobile_hash varchar(64) not null,
  city_id integer not null references area(id),
  channel smallint not null,
  intent smallint not null default 3,
  budget numeric(8, 1) check (budget > 0),
  has_experience boolean not null default false,
  owner_user_id integer references app_user(id),
  owner_name varchar(40),
  status smallint not null default 0,
  invalid_reason varchar(200),
  follow_count integer not null default 0,
  last_follow_at timestamptz,
  next_follow_on date,
  apply_id integer references franchise_apply(id),
  remark varchar(500),
  created_by varchar(40),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check ((status = 2) = (apply_id is not null))
);
create index franchise_lead_created_idx on franchise_lead (created_at desc, id desc);
create index franchise_lead_status_idx on franchise_lead (status, created_at desc, id desc);
create index franchise_lead_owner_idx on franchise_lead (owner_user_id, created_at desc, id desc);
create index franchise_lead_channel_idx on franchise_lead (channel, created_at desc, id desc);
create index franchise_lead_city_idx on franchise_lead (city_id, created_at desc, id desc);
create index franchise_lead_mobile_idx on franchise_lead (mobile_hash);
create unique index franchise_lead_apply_uq on franchise_lead (apply_id) where apply_id is not null;

create table franchise_lead_follow (
  id serial primary key,
  lead_id integer not null references franchise_lead(id),
  method smallint not null,
  content varchar(500) not null,
  intent smallint not null,
  next_follow_on date,
  operator varchar(40) not null,
  operator_id integer references app_user(id),
  created_at timestamptz not null default now()
);
create index franchise_lead_follow_lead_idx on franchise_lead_follow (lead_id, created_at desc);
create index franchise_lead_follow_created_idx on franchise_lead_follow (created_at, operator_id);

-- 招商概况: each month's figures (China time) by city; one row per month and city, summed by the report.
create view franchise_merchants_month as
select month, city_id, sum(leads)::int as leads, sum(follows)::int as follows, sum(applies)::int as applies,
       sum(approved)::int as approved, sum(rejected)::int as rejected, sum(joined_stores)::int as joined_stores
from (
  select date_trunc('month', l.created_at at time zone 'Asia/Shanghai')::date as month, l.city_id, 1 as leads, 0 as follows, 0 as applies, 0 as approved, 0 as rejected, 0 as joined_stores
  from franchise_lead l
  union all
  select date_trunc('month', f.created_at at time zone 'Asia/Shanghai')::date, l.city_id, 0, 1, 0, 0, 0, 0
  from franchise_lead_follow f join franchise_lead l on l.id = f.lead_id
  union all
  select date_trunc('month', a.created_at at time zone 'Asia/Shanghai')::date, a.city_id, 0, 0, 1, 0, 0, 0
  from franchise_apply a
  union all
  select date_trunc('month', a.reviewed_at at time zone 'Asia/Shanghai')::date, a.city_id, 0, 0, 0, (a.status = 1)::int, (a.status = 2)::int, 0
  from franchise_apply a where a.reviewed_at is not null
  union all
  select date_trunc('month', fs.joined_on)::date, s.city_id, 0, 0, 0, 0, 0, 1
  from franchise_store fs join store s on s.id = fs.store_id
) x
group by month, city_id;
`;
