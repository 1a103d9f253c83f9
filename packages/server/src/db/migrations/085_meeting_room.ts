/**
 * /hrm/employee/meeting 会议管理 (issue 15): meeting rooms (in a store, or in an office: no store) and
 * their bookings. A booking's times are the form's 'HH:mm' text (as 营业时间's); starts_at/ends_at are
 * its span as China-time timestamps. Two bookings of one room in force never overlap: an exclusion
 * constraint over the room and that span (btree_gist; half-open, so one ending at 10:00 and the next
 * starting at 10:00 both stand). PostgreSQL 15 SQL.
 */
export const up = /* sql */ `
create extension if not exists btree_gist;

create table meeting_room (
  id serial primary key,
  city_id integer not null references area(id),
  store_id integer references store(id),
  name varchar(40) not null,
  location varchar(100),
  capacity integer not null check (capacity between 2 and 200),
  equipment varchar(200),
  enable_status smallint not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index meeting_room_name_uq on meeting_room (city_id, coalesce(store_id, 0), name);
create index meeting_room_store_idx on meeting_room (store_id, city_id);

create table meeting_booking (
  id serial primary key,
  room_id integer not null references meeting_room(id),
  title varchar(60) not null,
  meeting_date date not null,
  start_time varchar(5) not null check (start_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  end_time varchar(5) not null check (end_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  starts_at timestamp generated always as (meeting_date + make_time(substr(start_time, 1, 2)::int, substr(start_time, 4, 2)::int, 0)) stored,
  ends_at timestamp generated always as (meeting_date + make_time(substr(end_time, 1, 2)::int, substr(end_time, 4, 2)::int, 0)) stored,
  attendees integer not null check (attendees > 0),
  organiser varchar(40) not null,
  organiser_id integer references app_user(id),
  remark varchar(200),
  status smallint not null default 0,
  cancel_reason varchar(200),
  cancelled_by varchar(40),
  cancelled_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint meeting_booking_span check (end_time > start_time),
  constraint meeting_booking_no_overlap exclude using gist (room_id with =, tsrange(starts_at, ends_at) with &&) where (status = 0)
);
create index meeting_booking_date_idx on meeting_booking (meeting_date desc, id desc);
create index meeting_booking_room_idx on meeting_booking (room_id, meeting_date desc, id desc);
`;
