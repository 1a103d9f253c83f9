/**
 * /hrm/bancroft/jobs 招聘职位 (issue 15): job postings by city, 草稿 0 → 已发布 1 → 已关闭 2 with who and
 * when of each step, and the state the list shows (view job_posting_state): a published posting whose
 * end date is before today in China is 已过期 (3). PostgreSQL 15 SQL.
 */
export const up = /* sql */ `
create table job_posting (
  id serial primary key,
  city_id integer not null references area(id),
  title varchar(40) not null,
  post smallint not null,
  head_count integer not null check (head_count > 0),
  salary_min numeric(10, 2) not null check (salary_min >= 0),
  salary_max numeric(10, 2) not null,
  requirements varchar(1000) not null,
  publish_start date not null,
  publish_end date not null,
  status smallint not null default 0,
  published_by varchar(40),
  published_at timestamptz,
  closed_by varchar(40),
  closed_at timestamptz,
  close_reason varchar(200),
  created_by varchar(40),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint job_posting_salary check (salary_min <= salary_max),
  constraint job_posting_period check (publish_start <= publish_end)
);
create index job_posting_created_idx on job_posting (created_at desc, id desc);
create index job_posting_city_idx on job_posting (city_id, created_at desc, id desc);
create index job_posting_publish_idx on job_posting (publish_start desc, id desc);

create view job_posting_state as
select p.id,
  (case when p.status = 1 and p.publish_end < (now() at time zone 'Asia/Shanghai')::date then 3 else p.status end)::smallint as state
from job_posting p;
`;
