/**
 * /operate/shop/manageCraftsman and manageSetting. PostgreSQL 15 SQL.
 *
 * craftsman_active_record: every enable/disable of a craftsman in a store, dated and never
 * overwritten (craftsman_store keeps only the latest change).
 *
 * store_setting: one row per store. A store inserted by any path gets its row of defaults from
 * the trigger below, so the row always exists. The trigger function's body is written on one line:
 * the migration runner ends a statement only at a ';' before a line end.
 */
export const up = /* sql */ `
create table craftsman_active_record (
  id serial primary key,
  craftsman_store_id integer not null references craftsman_store(id),
  craftsman_id integer not null references craftsman(id),
  store_id integer not null references store(id),
  from_status smallint,
  to_status smallint not null,
  remark varchar(200),
  operator varchar(40) not null,
  operator_id integer references app_user(id),
  created_at timestamptz not null default now()
);
create index craftsman_active_record_idx on craftsman_active_record (craftsman_id, store_id, created_at desc);

create table store_setting (
  id serial primary key,
  store_id integer not null unique references store(id),
  max_waiting smallint not null default 30 check (max_waiting between 5 and 100),
  stop_take_minutes smallint not null default 30 check (stop_take_minutes between 0 and 120),
  booking_enabled boolean not null default true,
  booking_days smallint not null default 7 check (booking_days between 1 and 14),
  booking_slot smallint not null default 30 check (booking_slot in (15, 30, 60)),
  noon_start varchar(5) not null default '12:00',
  noon_end varchar(5) not null default '13:30',
  noon_max_craftsmen smallint not null default 2 check (noon_max_craftsmen between 0 and 20),
  walk_in_policy smallint not null default 1,
  queue_notice varchar(200),
  updated_by varchar(40),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (noon_start < noon_end)
);

create function store_setting_default_row() returns trigger language plpgsql as $$ begin insert into store_setting (store_id) values (new.id) on conflict (store_id) do nothing; return new; end $$;
create trigger store_setting_default_row after insert on store for each row execute function store_setting_default_row();
insert into store_setting (store_id) select id from store on conflict (store_id) do nothing;
`;
