/**
 * /hrm/dormitory (issue 15): the company's dorms near its stores, their beds, who sleeps in which bed
 * from which day, the rent policies by city and the monthly rent settlement. PostgreSQL 15 SQL.
 *
 * - dormitory: a rented flat near a store (city: the store's), landlord, monthly rent of the whole
 *   flat (numeric), lease dates, how many it sleeps; bed_count kept by a trigger on its beds.
 * - dormitory_bed: room and bed number, unique in the dorm; store_id copied from the dorm (scope).
 * - dormitory_stay: a craftsman in a bed for the nights [check_in, check_out) (check_out null: still
 *   there). Two exclusion constraints over core GiST range operators (no extension): a bed is never
 *   given to two people for overlapping nights, nor a craftsman two beds. status follows check_out.
 * - rental_policy: per city (null: nationwide default) from effective_from to effective_to (both
 *   included, null: open); an exclusion constraint keeps one policy per city on any day.
 * - rental_settlement: per month, stay and policy: the nights of the month and the rent pro-rated.
 */
export const up = /* sql */ `
create table dormitory (
  id serial primary key,
  store_id integer not null references store(id),
  city_id integer not null references area(id),
  name varchar(60) not null,
  address varchar(200) not null,
  landlord varchar(40) not null,
  monthly_rent numeric(12, 2) not null check (monthly_rent >= 0),
  lease_start date not null,
  lease_end date not null,
  capacity integer not null check (capacity between 1 and 200),
  bed_count integer not null default 0,
  remark varchar(500),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (lease_end >= lease_start)
);
create index dormitory_created_idx on dormitory (created_at desc, id desc);
create index dormitory_store_idx on dormitory (store_id, created_at desc);
create index dormitory_city_idx on dormitory (city_id, created_at desc);
create index dormitory_lease_end_idx on dormitory (lease_end);

create table dormitory_bed (
  id serial primary key,
  dormitory_id integer not null references dormitory(id),
  store_id integer not null references store(id),
  room_no varchar(20) not null,
  bed_no varchar(20) not null,
  label varchar(50) generated always as (room_no || '室' || bed_no || '床') stored,
  remark varchar(200),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (dormitory_id, room_no, bed_no)
);
create index dormitory_bed_label_idx on dormitory_bed (label, id);
create index dormitory_bed_store_idx on dormitory_bed (store_id, label);

-- A dorm's bed count follows its beds.
-- (one line: the migration runner splits statements at a semicolon ending a line)
create function dormitory_bed_count() returns trigger language plpgsql as $$ begin update dormitory d set bed_count = (select count(*) from dormitory_bed b where b.dormitory_id = d.id) where d.id in (select dormitory_id from changed); return null; end $$;
create trigger dormitory_bed_count_ins after insert on dormitory_bed referencing new table as changed
  for each statement execute function dormitory_bed_count();
create trigger dormitory_bed_count_del after delete on dormitory_bed referencing old table as changed
  for each statement execute function dormitory_bed_count();

create table dormitory_stay (
  id serial primary key,
  bed_id integer not null references dormitory_bed(id),
  dormitory_id integer not null references dormitory(id),
  store_id integer not null references store(id),
  craftsman_id integer not null references craftsman(id),
  check_in date not null,
  check_out date,
  status smallint generated always as (case when check_out is null then 1 else 2 end) stored,
  remark varchar(200),
  created_by varchar(40),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (check_out is null or check_out >= check_in),
  constraint dormitory_stay_bed_overlap exclude using gist (int4range(bed_id, bed_id, '[]') with &&, daterange(check_in, check_out) with &&),
  constraint dormitory_stay_craftsman_overlap exclude using gist (int4range(craftsman_id, craftsman_id, '[]') with &&, daterange(check_in, check_out) with &&)
);
create index dormitory_stay_store_idx on dormitory_stay (store_id, status, check_in desc);
create index dormitory_stay_status_idx on dormitory_stay (status, check_in desc, id desc);
create index dormitory_stay_dorm_idx on dormitory_stay (dormitory_id, check_in desc);
create index dormitory_stay_craftsman_idx on dormitory_stay (craftsman_id, check_in desc);
create index dormitory_stay_bed_idx on dormitory_stay (bed_id, check_in);

create table rental_policy (
  id serial primary key,
  city_id integer references area(id),
  name varchar(60) not null,
  mode smallint not null check (mode in (1, 2)),
  bed_fee numeric(12, 2) check (bed_fee >= 0),
  subsidy_percent integer check (subsidy_percent between 0 and 100),
  effective_from date not null,
  effective_to date,
  remark varchar(500),
  updated_by varchar(40),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (effective_to is null or effective_to >= effective_from),
  check ((mode = 1 and bed_fee is not null) or (mode = 2 and subsidy_percent is not null)),
  constraint rental_policy_city_overlap exclude using gist (
    int4range(coalesce(city_id, 0), coalesce(city_id, 0), '[]') with &&, daterange(effective_from, effective_to, '[]') with &&)
);
create index rental_policy_from_idx on rental_policy (effective_from desc, id desc);
create index rental_policy_city_idx on rental_policy (city_id, effective_from desc);

create table rental_settlement (
  id serial primary key,
  month date not null check (extract(day from month) = 1),
  store_id integer not null references store(id),
  craftsman_id integer not null references craftsman(id),
  stay_id integer not null references dormitory_stay(id),
  dormitory_id integer not null references dormitory(id),
  bed_id integer not null references dormitory_bed(id),
  policy_id integer not null references rental_policy(id),
  days integer not null check (days > 0),
  month_days integer not null,
  monthly_amount numeric(12, 2) not null,
  amount numeric(12, 2) not null check (amount >= 0),
  created_by varchar(40),
  created_at timestamptz not null default now(),
  unique (month, stay_id, policy_id)
);
create index rental_settlement_month_idx on rental_settlement (month desc, id desc);
create index rental_settlement_store_idx on rental_settlement (store_id, month desc);
create index rental_settlement_craftsman_idx on rental_settlement (craftsman_id, month);
create index rental_settlement_policy_idx on rental_settlement (policy_id, month desc);
`;
