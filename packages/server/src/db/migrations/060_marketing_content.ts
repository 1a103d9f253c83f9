/**
 * Marketing content (issue 13, the content part): the official accounts' menus (a draft and the
 * published menu per account, every publish logged with the menu as published), the hair circle
 * (craftsmen's work posts with their review, labels, templates, sources; customers' images under
 * review), corporate culture (news, tools, jobs, materials, scheduled pushes and their send log),
 * marketing materials, the general settings (service-desk answer rules, percentages, settlement
 * and comment settings) and recompute jobs. Every list's filters and order have an index.
 * PostgreSQL 15 SQL.
 */
export const up = /* sql */ `
create table wx_menu (
  account varchar(16) primary key check (account in ('udream', 'oh', 'gl', 'family')),
  draft jsonb not null default '[]'::jsonb,
  draft_updated_by varchar(40),
  draft_updated_at timestamptz,
  published jsonb,
  published_version integer not null default 0,
  published_by varchar(40),
  published_at timestamptz
);

create table wx_menu_publish_log (
  id serial primary key,
  account varchar(16) not null references wx_menu(account),
  version integer not null,
  menu jsonb not null,
  top_count smallint not null,
  entry_count smallint not null,
  summary varchar(400) not null,
  published_by varchar(40) not null,
  published_at timestamptz not null default now(),
  unique (account, version)
);
create index wx_menu_publish_log_account_idx on wx_menu_publish_log (account, published_at desc, id desc);

create table hair_circle_label (
  id serial primary key,
  name varchar(10) not null unique,
  category smallint not null check (category in (0, 1, 2, 3, 4)),
  sort_order integer not null default 0,
  enabled boolean not null default true,
  remark varchar(200),
  created_by varchar(40),
  created_at timestamptz not null default now(),
  updated_by varchar(40),
  updated_at timestamptz not null default now()
);
create index hair_circle_label_category_idx on hair_circle_label (category, sort_order, id);

create table hair_circle_source (
  id serial primary key,
  code varchar(20) not null unique,
  name varchar(20) not null unique,
  app smallint not null check (app in (0, 2, 3)),
  need_review boolean not null default true,
  enabled boolean not null default true,
  remark varchar(200),
  updated_by varchar(40),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table hair_circle_template (
  id serial primary key,
  name varchar(20) not null unique,
  label_id integer references hair_circle_label(id),
  title_template varchar(40) not null,
  content_template varchar(1000) not null,
  cover_url varchar(300),
  sort_order integer not null default 0,
  enabled boolean not null default true,
  usage_count integer not null default 0,
  updated_by varchar(40),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index hair_circle_template_label_idx on hair_circle_template (label_id, sort_order, id);

create table hair_circle_post (
  id serial primary key,
  post_no varchar(20) not null unique,
  craftsman_id integer not null references craftsman(id),
  store_id integer not null references store(id),
  source_id integer not null references hair_circle_source(id),
  label_id integer references hair_circle_label(id),
  template_id integer references hair_circle_template(id),
  title varchar(40) not null,
  content varchar(1000) not null,
  cover_url varchar(300),
  image_count smallint not null default 1 check (image_count between 0 and 9),
  status smallint not null default 0 check (status in (0, 1, 2, 3)),
  is_top boolean not null default false,
  like_count integer not null default 0,
  view_count integer not null default 0,
  comment_count integer not null default 0,
  review_remark varchar(500),
  reviewer varchar(40),
  reviewed_at timestamptz,
  created_by varchar(40),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index hair_circle_post_created_idx on hair_circle_post (created_at desc, id desc);
create index hair_circle_post_store_idx on hair_circle_post (store_id, created_at desc, id desc);
create index hair_circle_post_status_idx on hair_circle_post (status, created_at desc, id desc);
create index hair_circle_post_craftsman_idx on hair_circle_post (craftsman_id, created_at desc);
create index hair_circle_post_label_idx on hair_circle_post (label_id, created_at desc);

create table user_image (
  id bigserial primary key,
  customer_id bigint not null references customer(id),
  store_id integer not null references store(id),
  order_id bigint references customer_order(id),
  scene smallint not null check (scene in (0, 1, 2)),
  image_url varchar(300) not null,
  status smallint not null default 0 check (status in (0, 1, 2)),
  reject_reason varchar(500),
  reviewer varchar(40),
  reviewed_at timestamptz,
  uploaded_at timestamptz not null default now()
);
create index user_image_uploaded_idx on user_image (uploaded_at desc, id desc);
create index user_image_status_idx on user_image (status, uploaded_at desc, id desc);
create index user_image_store_idx on user_image (store_id, uploaded_at desc, id desc);

create table culture_article (
  id serial primary key,
  channel smallint not null check (channel in (1, 2)),
  title varchar(60) not null,
  category smallint not null,
  cover_url varchar(300),
  summary varchar(200),
  content varchar(5000) not null,
  author varchar(20),
  status smallint not null default 0 check (status in (0, 1, 2)),
  is_top boolean not null default false,
  view_count integer not null default 0,
  published_at timestamptz,
  operator varchar(40),
  operated_at timestamptz,
  created_by varchar(40),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index culture_article_channel_idx on culture_article (channel, created_at desc, id desc);
create index culture_article_status_idx on culture_article (channel, status, created_at desc);

create table culture_tool (
  id serial primary key,
  name varchar(30) not null unique,
  category smallint not null check (category in (0, 1, 2, 3, 4)),
  link_url varchar(300) not null,
  icon_url varchar(300),
  description varchar(200),
  audience smallint not null default 0 check (audience in (0, 1, 2)),
  sort_order integer not null default 0,
  enabled boolean not null default true,
  updated_by varchar(40),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index culture_tool_category_idx on culture_tool (category, sort_order, id);

create table culture_job (
  id serial primary key,
  title varchar(30) not null,
  city_id integer not null references area(id),
  job_type smallint not null check (job_type in (0, 1, 2, 3, 4)),
  headcount smallint not null check (headcount between 1 and 999),
  salary_min integer not null check (salary_min >= 0),
  salary_max integer not null check (salary_max >= salary_min),
  requirement varchar(1000) not null,
  contact_phone varchar(20),
  status smallint not null default 0 check (status in (0, 1, 2)),
  applicant_count integer not null default 0,
  operator varchar(40),
  operated_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index culture_job_city_idx on culture_job (city_id, created_at desc);
create index culture_job_status_idx on culture_job (status, created_at desc);
create index culture_job_created_idx on culture_job (created_at desc, id desc);

create table culture_material (
  id serial primary key,
  name varchar(40) not null,
  kind smallint not null check (kind in (0, 1, 2, 3)),
  image_url varchar(300),
  video_url varchar(300),
  copy_text varchar(1000),
  tags varchar(100),
  brand_type smallint check (brand_type in (0, 1, 2, 3)),
  download_count integer not null default 0,
  enabled boolean not null default true,
  created_by varchar(40),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index culture_material_kind_idx on culture_material (kind, created_at desc);
create index culture_material_created_idx on culture_material (created_at desc, id desc);

create table node_push (
  id serial primary key,
  title varchar(30) not null,
  content varchar(200) not null,
  audience smallint not null check (audience in (0, 1, 2, 3)),
  channel smallint not null check (channel in (0, 1, 2)),
  link_url varchar(300),
  push_at timestamptz not null,
  status smallint not null default 0 check (status in (0, 1, 2)),
  recipient_count integer,
  sent_at timestamptz,
  cancel_reason varchar(500),
  operator varchar(40),
  operated_at timestamptz,
  created_by varchar(40),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index node_push_push_at_idx on node_push (push_at desc, id desc);
create index node_push_due_idx on node_push (push_at) where status = 0;
create index node_push_status_idx on node_push (status, push_at desc);

create table node_push_log (
  id serial primary key,
  push_id integer not null references node_push(id),
  audience smallint not null,
  channel smallint not null,
  recipient_count integer not null,
  sent_at timestamptz not null default now(),
  sender varchar(40) not null
);
create unique index node_push_log_push_uq on node_push_log (push_id);

create table marketing_material (
  id serial primary key,
  material_no varchar(20) not null unique,
  name varchar(40) not null,
  kind smallint not null check (kind in (0, 1, 2, 3, 4, 5)),
  size_spec varchar(40),
  image_url varchar(300) not null,
  video_url varchar(300),
  brand_type smallint check (brand_type in (0, 1, 2, 3)),
  valid_from date,
  valid_to date,
  status smallint not null default 1 check (status in (0, 1)),
  remark varchar(200),
  updated_by varchar(40),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (valid_to is null or valid_from is null or valid_to >= valid_from)
);
create index marketing_material_kind_idx on marketing_material (kind, created_at desc);
create index marketing_material_created_idx on marketing_material (created_at desc, id desc);

create table ai_answer_rule (
  id serial primary key,
  title varchar(30) not null,
  keywords varchar(200) not null,
  match_mode smallint not null default 0 check (match_mode in (0, 1)),
  answer varchar(1000) not null,
  priority integer not null default 50 check (priority between 0 and 999),
  enabled boolean not null default true,
  hit_count integer not null default 0,
  updated_by varchar(40),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index ai_answer_rule_priority_idx on ai_answer_rule (priority desc, id);

create table percent_config (
  id serial primary key,
  kind smallint not null check (kind in (0, 1, 2, 3, 4)),
  store_category smallint not null check (store_category in (0, 1, 2, 3)),
  rate numeric(6, 2) not null check (rate between 0 and 100),
  effective_date date not null,
  enabled boolean not null default true,
  remark varchar(200),
  updated_by varchar(40),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index percent_config_kind_idx on percent_config (kind, store_category, effective_date desc);

create table settle_config (
  id serial primary key,
  store_id integer not null unique references store(id),
  cycle smallint not null check (cycle in (0, 1, 2)),
  settle_day smallint not null check (settle_day between 0 and 28),
  fee_rate numeric(5, 2) not null check (fee_rate between 0 and 10),
  min_amount numeric(12, 2) not null default 0 check (min_amount >= 0),
  account_name varchar(40) not null,
  bank_name varchar(40) not null,
  bank_card varchar(19) not null,
  auto_settle boolean not null default true,
  updated_by varchar(40),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index settle_config_cycle_idx on settle_config (cycle, store_id);

create table comment_config (
  id serial primary key,
  star smallint not null check (star between 1 and 5),
  tag varchar(12) not null unique,
  sort_order integer not null default 0,
  enabled boolean not null default true,
  auto_reply varchar(200),
  updated_by varchar(40),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index comment_config_star_idx on comment_config (star, sort_order, id);

create table recompute_job (
  id serial primary key,
  kind smallint not null check (kind in (0, 1)),
  status smallint not null default 0 check (status in (0, 1, 2, 3)),
  total integer not null default 0,
  processed integer not null default 0,
  changed integer not null default 0,
  batch_size integer not null default 500,
  last_id bigint not null default 0,
  result varchar(500),
  error varchar(500),
  started_by varchar(40) not null,
  created_at timestamptz not null default now(),
  started_at timestamptz,
  finished_at timestamptz
);
create index recompute_job_created_idx on recompute_job (created_at desc, id desc);
create unique index recompute_job_running_uq on recompute_job (kind) where status in (0, 1);
`;
