/**
 * Franchise service of /join/business (issue 16; spec §7 notify, franchiseNotice, storeRepair, feedback).
 * PostgreSQL 15 SQL. Codes are the contract's (resources/join/business/notices.ts, repairlist.ts, feedback.ts).
 * - franchise_notice 加盟通知: a notice to every franchise store or to chosen ones (store_ids, a comma
 *   list), 草稿 0 → 已发布 1 → 已撤回 2; target_count / read_count kept by publish and by each store's
 *   first read in the same transaction.
 * - franchise_notice_target: one row per store a published notice reaches; read_at stamps the store's
 *   first read. franchise_notice_read: one row per account that opened it (a read is recorded once).
 * - franchise_repair 报修单: a franchise store's repair order, 1 已报修 → 2 已派单 (worker, expected date)
 *   → 3 已维修 (result, cost) → 4 已验收, or 验收不通过 back to 2 with the reason.
 * - franchise_feedback 加盟商反馈: 1 待处理 → 2 处理中 → 3 已回复 (the reply) / 4 已关闭 (the reason).
 */
export const up = /* sql */ `
create table franchise_notice (
  id serial primary key,
  title varchar(50) not null,
  target_type smallint not null default 1,
  store_ids varchar(5000),
  content varchar(5000) not null,
  attachment_url varchar(500),
  status smallint not null default 0,
  target_count integer not null default 0,
  read_count integer not null default 0,
  publisher varchar(40),
  published_at timestamptz,
  withdraw_reason varchar(500),
  withdrawn_by varchar(40),
  withdrawn_at timestamptz,
  created_by varchar(40),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (target_type in (1, 2)),
  check (status in (0, 1, 2)),
  check (read_count between 0 and target_count)
);
create index franchise_notice_status_idx on franchise_notice (status, created_at desc, id desc);
create index franchise_notice_created_idx on franchise_notice (created_at desc, id desc);

create table franchise_notice_target (
  id serial primary key,
  notice_id integer not null references franchise_notice(id),
  store_id integer not null references store(id),
  read_at timestamptz,
  read_by integer references app_user(id),
  read_by_name varchar(40),
  unique (notice_id, store_id)
);
create index franchise_notice_target_store_idx on franchise_notice_target (store_id, notice_id);

create table franchise_notice_read (
  id serial primary key,
  notice_id integer not null references franchise_notice(id),
  store_id integer not null references store(id),
  user_id integer references app_user(id),
  user_name varchar(40) not null,
  read_at timestamptz not null default now(),
  unique (notice_id, store_id, user_id)
);

create table franchise_repair (
  id serial primary key,
  repair_no varchar(20) not null unique,
  store_id integer not null references franchise_store(store_id),
  area smallint not null,
  item varchar(50) not null,
  warranty_type smallint not null,
  description varchar(500) not null,
  photo_url varchar(500),
  reporter varchar(20) not null,
  status smallint not null default 1,
  worker varchar(20),
  expected_on date,
  dispatched_by varchar(40),
  dispatched_at timestamptz,
  result varchar(500),
  cost numeric(12, 2) check (cost >= 0),
  fixed_by varchar(40),
  fixed_at timestamptz,
  reject_reason varchar(200),
  reject_count integer not null default 0,
  accepted_by varchar(40),
  accepted_at timestamptz,
  created_by varchar(40),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (status in (1, 2, 3, 4))
);
create index franchise_repair_created_idx on franchise_repair (created_at desc, id desc);
create index franchise_repair_store_idx on franchise_repair (store_id, created_at desc, id desc);
create index franchise_repair_status_idx on franchise_repair (status, created_at desc, id desc);

create table franchise_feedback (
  id serial primary key,
  feedback_no varchar(20) not null unique,
  store_id integer not null references franchise_store(store_id),
  category smallint not null,
  content varchar(1000) not null,
  image_url varchar(500),
  submitter varchar(40) not null,
  status smallint not null default 1,
  reply varchar(500),
  handler varchar(40),
  handled_at timestamptz,
  created_by varchar(40),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (status in (1, 2, 3, 4))
);
create index franchise_feedback_created_idx on franchise_feedback (created_at desc, id desc);
create index franchise_feedback_store_idx on franchise_feedback (store_id, created_at desc, id desc);
create index franchise_feedback_status_idx on franchise_feedback (status, created_at desc, id desc);
`;
