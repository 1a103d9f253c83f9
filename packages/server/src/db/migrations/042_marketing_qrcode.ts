/**
 * /operate/marketing/qrcode 二维码管理: codes of stores, staff and activities (a unique scene code
 * each, counters kept with the scans) and the scans with the order each brought. PostgreSQL 15 SQL.
 */
export const up = /* sql */ `
create sequence marketing_qrcode_scene_seq start 100001;
create table marketing_qrcode (
  id serial primary key,
  name varchar(40) not null,
  kind smallint not null check (kind in (1, 2, 3)),
  store_id integer references store(id),
  craftsman_id integer references craftsman(id),
  activity_id integer references marketing_activity(id),
  scene_code varchar(16) not null unique default 'Q' || nextval('marketing_qrcode_scene_seq')::text,
  scan_count integer not null default 0,
  customer_count integer not null default 0,
  order_count integer not null default 0,
  order_amount numeric(14, 2) not null default 0,
  status smallint not null default 1 check (status in (1, 2)),
  remark varchar(100),
  created_by varchar(40),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (kind = 3 or store_id is not null),
  check (kind <> 2 or craftsman_id is not null),
  check (kind <> 3 or activity_id is not null)
);
create index marketing_qrcode_created_idx on marketing_qrcode (created_at desc, id desc);
create index marketing_qrcode_store_idx on marketing_qrcode (store_id, created_at desc, id desc);
create index marketing_qrcode_kind_idx on marketing_qrcode (kind, created_at desc, id desc);

create table marketing_qrcode_scan (
  id bigserial primary key,
  qrcode_id integer not null references marketing_qrcode(id),
  store_id integer references store(id),
  customer_id bigint not null references customer(id),
  new_customer boolean not null default false,
  order_id bigint references customer_order(id),
  scanned_at timestamptz not null default now()
);
create index marketing_qrcode_scan_scanned_idx on marketing_qrcode_scan (scanned_at desc, id desc);
create index marketing_qrcode_scan_code_idx on marketing_qrcode_scan (qrcode_id, scanned_at desc, id desc);
create index marketing_qrcode_scan_store_idx on marketing_qrcode_scan (store_id, scanned_at desc, id desc);
create index marketing_qrcode_scan_customer_idx on marketing_qrcode_scan (customer_id, scanned_at desc, id desc);
`;
