/**
 * Store preparation's suppliers and decoration standards (门店筹建, issue 16: /operate/store-prepare/
 * supplierManagement, supplierAccount, decorationQuotationTemplate, decorationVersion). PostgreSQL 15 SQL.
 * - stpr_supplier 供应商: name and credit code unique; the contact's mobile sealed by the field vault
 *   with its keyed hash (lists read the mask, never decrypt); kind (SupplierKind), status, rating 1–5.
 * - stpr_supplier_account 供应商账号: a supplier's portal login: account unique, holder, enabled; the
 *   password only as its hash (null until the first 重置密码), must_change_pwd after each reset.
 * - stpr_deco_template 装修报价模板 (versions of one template share root_id; 草稿/已发布/已停用) and its
 *   lines (amount = round(qty × price, 2), the template's total their sum); stpr_deco_version 装修版本
 *   (one enabled a brand: a partial unique index).
 */
export const up = /* sql */ `
create table stpr_supplier (
  id serial primary key,
  supplier_no varchar(20) not null unique,
  name varchar(60) not null unique,
  kind smallint not null check (kind between 1 and 4),
  contact_name varchar(20) not null,
  contact_mobile_enc text not null,
  contact_mobile_hash varchar(64) not null,
  credit_code varchar(18) not null unique,
  city_id integer not null references area(id),
  address varchar(200),
  status smallint not null default 1 check (status in (1, 2, 3)),
  rating smallint not null default 3 check (rating between 1 and 5),
  account_count integer not null default 0,
  remark varchar(500),
  created_by varchar(40),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index stpr_supplier_list_idx on stpr_supplier (status, created_at desc);
create index stpr_supplier_kind_idx on stpr_supplier (kind, created_at desc);
create index stpr_supplier_mobile_idx on stpr_supplier (contact_mobile_hash);

create table stpr_supplier_account (
  id serial primary key,
  supplier_id integer not null references stpr_supplier(id),
  account varchar(20) not null unique,
  holder_name varchar(20) not null,
  enabled smallint not null default 1 check (enabled in (0, 1)),
  pwd_hash text,
  password_set boolean not null default false,
  must_change_pwd boolean not null default true,
  pwd_reset_at timestamptz,
  pwd_reset_by varchar(40),
  last_login_at timestamptz,
  remark varchar(200),
  created_by varchar(40),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (password_set = (pwd_hash is not null))
);
create index stpr_supplier_account_supplier_idx on stpr_supplier_account (supplier_id, created_at desc);
create index stpr_supplier_account_list_idx on stpr_supplier_account (created_at desc);

-- 装修报价模板 (decorationQuotationTemplate) and 装修版本 (decorationVersion)
create table stpr_deco_template (
  id serial primary key,
  template_no varchar(20) not null unique,
  name varchar(60) not null,
  brand_type smallint not null,
  root_id integer references stpr_deco_template(id),
  version_no integer not null default 1,
  status smallint not null default 1 check (status in (1, 2, 3)),
  line_count integer not null default 0,
  total_amount numeric(14, 2) not null default 0,
  remark varchar(500),
  created_by varchar(40),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index stpr_deco_template_list_idx on stpr_deco_template (created_at desc);
create index stpr_deco_template_brand_idx on stpr_deco_template (brand_type, status);
create unique index stpr_deco_template_version_uq on stpr_deco_template (root_id, version_no);

create table stpr_deco_template_line (
  id serial primary key,
  template_id integer not null references stpr_deco_template(id),
  sort_order integer not null,
  category smallint not null,
  item varchar(60) not null,
  unit varchar(10) not null,
  default_qty numeric(12, 2) not null check (default_qty > 0),
  unit_price numeric(12, 2) not null check (unit_price >= 0),
  amount numeric(14, 2) not null,
  remark varchar(100)
);
create index stpr_deco_template_line_idx on stpr_deco_template_line (template_id, sort_order);

create table stpr_deco_version (
  id serial primary key,
  name varchar(60) not null,
  brand_type smallint not null,
  effective_date date not null,
  template_id integer not null references stpr_deco_template(id),
  enabled smallint not null default 0 check (enabled in (0, 1)),
  remark varchar(500),
  created_by varchar(40),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index stpr_deco_version_list_idx on stpr_deco_version (enabled, effective_date desc);
create unique index stpr_deco_version_in_force_uq on stpr_deco_version (brand_type) where enabled = 1;
`;
