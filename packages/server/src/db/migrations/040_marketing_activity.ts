/**
 * /operate/marketing/activity 活动列表 and 活动详情: activities, their stores and coupons (kept as
 * the form's comma lists and, by trigger, as rows for joins and store scope), the customers who
 * joined and the coupon instances each activity issued. PostgreSQL 15 SQL.
 */
export const up = /* sql */ `
create table marketing_activity (
  id serial primary key,
  name varchar(40) not null,
  kind smallint not null check (kind between 1 and 7),
  activity_type smallint not null check (activity_type between 0 and 9),
  service_type smallint not null check (service_type in (0, 21, 22, 23, 31, 32, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 91, 113, 114)),
  status smallint not null default 0 check (status in (0, 1, 2, 3)),
  start_at timestamptz,
  end_at timestamptz,
  store_ids text,
  store_count integer not null default 0,
  city_names varchar(400),
  coupons varchar(200),
  coupon_names varchar(600),
  inviter_coupons varchar(200),
  item_id integer references item(id),
  elder_age smallint check (elder_age between 50 and 100),
  child_age smallint check (child_age between 1 and 18),
  card_times smallint check (card_times between 1 and 50),
  card_price numeric(10, 2) check (card_price > 0),
  share_title varchar(40),
  join_rule smallint not null default 0 check (join_rule in (0, 1, 2, 3)),
  per_customer_limit smallint not null default 1 check (per_customer_limit between 1 and 99),
  total_limit integer check (total_limit > 0),
  description varchar(500),
  participant_count integer not null default 0 check (participant_count >= 0),
  status_reason varchar(200),
  status_by varchar(40),
  status_at timestamptz,
  created_by varchar(40),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (end_at is null or start_at is null or end_at > start_at),
  check (status = 0 or (start_at is not null and end_at is not null))
);
create index marketing_activity_created_idx on marketing_activity (created_at desc, id desc);
create index marketing_activity_status_idx on marketing_activity (status, created_at desc, id desc);
create index marketing_activity_kind_idx on marketing_activity (kind, created_at desc, id desc);
create index marketing_activity_start_idx on marketing_activity (start_at desc, id desc);
-- the sweep: online and offline activities by their end
create index marketing_activity_end_idx on marketing_activity (end_at) where status in (1, 2);

create table marketing_activity_store (
  activity_id integer not null references marketing_activity(id) on delete cascade,
  store_id integer not null references store(id),
  primary key (activity_id, store_id)
);
create index marketing_activity_store_store_idx on marketing_activity_store (store_id, activity_id);

create table marketing_activity_coupon (
  activity_id integer not null references marketing_activity(id) on delete cascade,
  template_id integer not null references coupon_template(id),
  for_inviter boolean not null default false,
  quantity smallint not null check (quantity between 1 and 10),
  primary key (activity_id, for_inviter, template_id)
);

create table marketing_activity_record (
  id bigserial primary key,
  activity_id integer not null references marketing_activity(id),
  customer_id bigint not null references customer(id),
  store_id integer references store(id),
  source smallint not null check (source between 0 and 4),
  inviter_customer_id bigint references customer(id),
  coupon_count integer not null default 0,
  new_customer boolean not null default false,
  operator varchar(40),
  joined_at timestamptz not null default now()
);
create index marketing_activity_record_activity_idx on marketing_activity_record (activity_id, joined_at desc, id desc);
create index marketing_activity_record_joined_idx on marketing_activity_record (joined_at desc, id desc);
create index marketing_activity_record_store_idx on marketing_activity_record (store_id, joined_at desc, id desc);
create index marketing_activity_record_customer_idx on marketing_activity_record (customer_id, activity_id);

create table marketing_activity_issue (
  coupon_instance_id bigint primary key references coupon_instance(id),
  activity_id integer not null references marketing_activity(id),
  record_id bigint not null references marketing_activity_record(id)
);
create index marketing_activity_issue_activity_idx on marketing_activity_issue (activity_id, coupon_instance_id);

-- (Function bodies put each ';' at the start of the next line: the migration runner splits statements at a ';' ending a line.)
-- The comma lists the form writes, read as ids ('1,2' -> {1,2}; 'templateId:quantity' pairs).
create function marketing_activity_ids(list text) returns integer[] language sql immutable as $$
  select coalesce(array_agg(x::integer order by n), '{}') from unnest(string_to_array(nullif(trim(list), ''), ',')) with ordinality as u(x, n)
$$;

-- Derived columns of the lists: how many stores, their cities, the coupons' names.
create function marketing_activity_derive() returns trigger language plpgsql as $$
begin
  select count(*)::integer, left(string_agg(distinct c.name, '、'), 400)
    into new.store_count, new.city_names
    from store s left join area c on c.id = s.city_id
    where s.id = any(marketing_activity_ids(new.store_ids))
  ; select left(string_agg(t.name || '×' || split_part(p.pair, ':', 2), '、' order by p.n), 600)
    into new.coupon_names
    from unnest(string_to_array(nullif(trim(new.coupons), ''), ',')) with ordinality as p(pair, n)
    join coupon_template t on t.id = split_part(p.pair, ':', 1)::integer
  ; return new
; end $$;
create trigger marketing_activity_derive before insert or update of store_ids, coupons on marketing_activity
  for each row execute function marketing_activity_derive();

-- The rows behind the lists: stores (store scope, joins) and coupons (issuing), kept in the same statement.
create function marketing_activity_sync() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' or new.store_ids is distinct from old.store_ids then
    delete from marketing_activity_store where activity_id = new.id
    ; insert into marketing_activity_store (activity_id, store_id)
      select new.id, s.id from store s where s.id = any(marketing_activity_ids(new.store_ids))
  ; end if
  ; if tg_op = 'INSERT' or new.coupons is distinct from old.coupons or new.inviter_coupons is distinct from old.inviter_coupons then
    delete from marketing_activity_coupon where activity_id = new.id
    ; insert into marketing_activity_coupon (activity_id, template_id, for_inviter, quantity)
      select new.id, split_part(p.pair, ':', 1)::integer, p.inviter, split_part(p.pair, ':', 2)::smallint
      from (select x as pair, false as inviter from unnest(string_to_array(nullif(trim(new.coupons), ''), ',')) x
            union all
            select x, true from unnest(string_to_array(nullif(trim(new.inviter_coupons), ''), ',')) x) p
  ; end if
  ; return null
; end $$;
create trigger marketing_activity_sync after insert or update of store_ids, coupons, inviter_coupons on marketing_activity
  for each row execute function marketing_activity_sync();
`;
