import { HEALTH_CARD_EXPIRING_DAYS } from '@salon/contract';

/**
 * /hrm/employee/healthCardList 健康证列表 (issue 15): the craftsmen's health certificates as registered,
 * never changed: a craftsman's current certificate is the last one registered, and a renewal keeps the
 * ones before as history (view health_certificate_chain: current or not, replaced when). The list reads
 * view health_card_status: each craftsman in service or on leave with the current certificate and its
 * status as of today in China by health_card_state(expiry, today) — 0 有效, 1 即将到期 (expiry date at
 * most today + HEALTH_CARD_EXPIRING_DAYS), 2 已过期 (expiry date before today), 3 未办理. PostgreSQL 15 SQL.
 */
export const up = /* sql */ `
create table health_certificate (
  id serial primary key,
  craftsman_id integer not null references craftsman(id),
  card_no varchar(40) not null,
  authority varchar(60) not null,
  issue_date date not null,
  expiry_date date not null,
  photo varchar(300) not null,
  created_by varchar(40),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint health_certificate_dates check (expiry_date > issue_date)
);
create index health_certificate_craftsman_idx on health_certificate (craftsman_id, id desc);
create index health_certificate_created_idx on health_certificate (created_at desc, id desc);

create view health_certificate_chain as
select h.id, n.id is null as current, n.created_at as replaced_at
from health_certificate h
left join lateral (
  select x.id, x.created_at from health_certificate x where x.craftsman_id = h.craftsman_id and x.id > h.id order by x.id limit 1
) n on true;

create function health_card_state(expiry date, today date) returns smallint language sql immutable as $$
  select (case when expiry is null then 3 when expiry < today then 2 when expiry <= today + ${HEALTH_CARD_EXPIRING_DAYS} then 1 else 0 end)::smallint
$$;

create view health_card_status as
select c.id, c.id as craftsman_id, c.store_id, c.real_name, c.employee_no, c.craftsman_type,
  h.id as certificate_id, h.card_no, h.authority, h.issue_date, h.expiry_date, h.photo,
  h.expiry_date - d.today as days_left,
  health_card_state(h.expiry_date, d.today) as status
from craftsman c
cross join (select (now() at time zone 'Asia/Shanghai')::date as today) d
left join lateral (
  select x.* from health_certificate x where x.craftsman_id = c.id order by x.id desc limit 1
) h on true
where c.status in (1, 2);
`;
