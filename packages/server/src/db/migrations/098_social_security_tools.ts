/**
 * /hrm/employee 员工社保 and 工具申请审批 (issue 15). PostgreSQL 15 SQL.
 * - social_security_rate: one rate set per city (percent, two decimals): pension, medical and
 *   unemployment paid by company and person, injury and maternity by the company, the housing fund by
 *   both; the base's lower and upper bounds.
 * - employee_social_security: one enrolment per craftsman: city, base, 0 未参保 → 1 参保中 → 2 已停保
 *   (start and stop dates).
 * - social_security_amount: each enrolment's monthly contributions, item by item base × rate ÷ 100 to
 *   the fen (round half away from zero), then the company's, the person's and the total sums.
 * - social_security_missing: craftsmen in service or on leave for more than 30 days (China's calendar)
 *   without an enrolment in force.
 * - social_security_city_summary: this month's enrolments in force per city.
 * - tool_item, tool_apply: the tool catalogue and the craftsmen's applications (0 待审批 → 1 已通过 /
 *   2 已驳回 / 4 已撤回; 1 → 3 已发放), the cost shared when applied.
 */
export const up = /* sql */ `
create table social_security_rate (
  id serial primary key,
  city_id integer not null unique references area(id),
  base_min numeric(10,2) not null,
  base_max numeric(10,2) not null,
  pension_company numeric(5,2) not null default 0,
  pension_personal numeric(5,2) not null default 0,
  medical_company numeric(5,2) not null default 0,
  medical_personal numeric(5,2) not null default 0,
  unemployment_company numeric(5,2) not null default 0,
  unemployment_personal numeric(5,2) not null default 0,
  injury_company numeric(5,2) not null default 0,
  maternity_company numeric(5,2) not null default 0,
  housing_company numeric(5,2) not null default 0,
  housing_personal numeric(5,2) not null default 0,
  updated_by varchar(40),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint social_security_rate_base check (base_min > 0 and base_max >= base_min),
  constraint social_security_rate_rates check (
    pension_company between 0 and 30 and pension_personal between 0 and 30 and medical_company between 0 and 30
    and medical_personal between 0 and 30 and unemployment_company between 0 and 30 and unemployment_personal between 0 and 30
    and injury_company between 0 and 30 and maternity_company between 0 and 30 and housing_company between 0 and 30
    and housing_personal between 0 and 30)
);

create table employee_social_security (
  id serial primary key,
  craftsman_id integer not null unique references craftsman(id),
  store_id integer not null references store(id),
  city_id integer not null references area(id),
  base numeric(10,2) not null,
  status smallint not null default 0,
  start_date date,
  stop_date date,
  stop_reason varchar(200),
  remark varchar(200),
  created_by varchar(40),
  updated_by varchar(40),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint employee_social_security_base check (base > 0),
  constraint employee_social_security_status check (status between 0 and 2),
  constraint employee_social_security_dates check (status <> 1 or start_date is not null)
);
create index employee_social_security_store_idx on employee_social_security (store_id, created_at desc);
create index employee_social_security_created_idx on employee_social_security (created_at desc, id desc);
create index employee_social_security_city_idx on employee_social_security (city_id) where status = 1;

create view social_security_amount as
with item as (
  select e.id,
    round(e.base * r.pension_company / 100, 2) as pension_company_amount,
    round(e.base * r.pension_personal / 100, 2) as pension_personal_amount,
    round(e.base * r.medical_company / 100, 2) as medical_company_amount,
    round(e.base * r.medical_personal / 100, 2) as medical_personal_amount,
    round(e.base * r.unemployment_company / 100, 2) as unemployment_company_amount,
    round(e.base * r.unemployment_personal / 100, 2) as unemployment_personal_amount,
    round(e.base * r.injury_company / 100, 2) as injury_company_amount,
    round(e.base * r.maternity_company / 100, 2) as maternity_company_amount,
    round(e.base * r.housing_company / 100, 2) as housing_company_amount,
    round(e.base * r.housing_personal / 100, 2) as housing_personal_amount
  from employee_social_security e join social_security_rate r on r.city_id = e.city_id
)
select i.*,
  i.pension_company_amount + i.medical_company_amount + i.unemployment_company_amount + i.injury_company_amount
    + i.maternity_company_amount + i.housing_company_amount as company_amount,
  i.pension_personal_amount + i.medical_personal_amount + i.unemployment_personal_amount + i.housing_personal_amount as personal_amount,
  i.pension_company_amount + i.medical_company_amount + i.unemployment_company_amount + i.injury_company_amount
    + i.maternity_company_amount + i.housing_company_amount
    + i.pension_personal_amount + i.medical_personal_amount + i.unemployment_personal_amount + i.housing_personal_amount as total_amount
from item i;

create view social_security_missing as
with today as (select (now() at time zone 'Asia/Shanghai')::date as day)
select c.id, c.store_id, c.real_name, c.employee_no, c.entry_date, (today.day - c.entry_date) as days_in_service,
  coalesce(e.status, 0)::smallint as status, e.stop_date
from craftsman c
cross join today
left join employee_social_security e on e.craftsman_id = c.id
where c.status in (1, 2) and c.entry_date < today.day - 30 and (e.status is null or e.status <> 1);

create view social_security_city_summary as
select e.city_id as id, e.city_id, date_trunc('month', (now() at time zone 'Asia/Shanghai'))::date as month,
  count(*)::int as persons, sum(e.base) as base_total, sum(a.company_amount) as company_amount,
  sum(a.personal_amount) as personal_amount, sum(a.total_amount) as total_amount
from employee_social_security e join social_security_amount a on a.id = e.id
where e.status = 1
group by e.city_id;

create table tool_item (
  id serial primary key,
  name varchar(40) not null unique,
  category smallint not null,
  spec varchar(60),
  price numeric(10,2) not null,
  enable_status smallint not null default 1,
  updated_by varchar(40),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint tool_item_price check (price > 0)
);

create table tool_apply (
  id serial primary key,
  store_id integer not null references store(id),
  craftsman_id integer not null references craftsman(id),
  tool_id integer not null references tool_item(id),
  quantity smallint not null,
  unit_price numeric(10,2) not null,
  total_amount numeric(10,2) not null,
  craftsman_percent smallint not null,
  craftsman_amount numeric(10,2) not null,
  company_amount numeric(10,2) not null,
  apply_reason varchar(200) not null,
  status smallint not null default 0,
  review_remark varchar(200),
  reviewed_by varchar(40),
  reviewed_at timestamptz,
  issued_by varchar(40),
  issued_at timestamptz,
  created_by varchar(40),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint tool_apply_quantity check (quantity between 1 and 5),
  constraint tool_apply_shares check (craftsman_amount + company_amount = total_amount and craftsman_amount >= 0 and company_amount >= 0),
  constraint tool_apply_status check (status between 0 and 4)
);
create index tool_apply_store_idx on tool_apply (store_id, created_at desc);
create index tool_apply_created_idx on tool_apply (created_at desc, id desc);
create index tool_apply_pending_idx on tool_apply (craftsman_id, tool_id) where status = 0;
`;
