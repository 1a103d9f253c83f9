/**
 * The franchise core of /join (issue 16; spec §7 "Franchise /mgt/franchise/": franchisemgr, storeMgr,
 * contracts, decoration, getFranchiseContractStats): what every franchise page reads. PostgreSQL 15 SQL.
 * - franchisee 加盟商: a company holding franchised stores; the contact's mobile sealed by the field
 *   vault with a keyed hash (lists read the mask of its `v2:<mask>:…` text, never decrypt).
 * - franchise_store 加盟门店: a store of category 加盟 (store.store_type 1) held by a franchisee since
 *   joined_on; one franchisee a store.
 * - franchise_contract 协议: a store's contract of a kind (contract FranchiseContractKind: 加盟, 租赁,
 *   装修, 优惠) over [start_date, end_date], its parties and amount, attached files (storage addresses of
 *   the kit's upload). Two contracts of one kind for one store in force never share a day: the writes
 *   lock the store's franchise_store row and check before writing (no btree_gist in PGlite).
 *   renewed_from_id: the contract a renewal continues (status 3 已续签 once renewed).
 */
export const up = /* sql */ `
create table franchisee (
  id serial primary key,
  franchisee_no varchar(20) not null unique,
  company_name varchar(60) not null,
  credit_code varchar(18),
  legal_person varchar(20) not null,
  contact_name varchar(20) not null,
  contact_mobile_enc text not null,
  contact_mobile_hash varchar(64) not null,
  city_id integer not null references area(id),
  address varchar(200) not null default '',
  status smallint not null default 1,
  joined_on date not null,
  remark varchar(500),
  created_by varchar(40),
  created_at timestamptz not null default now(),
  updated_by varchar(40),
  updated_at timestamptz not null default now()
);
create unique index franchisee_company_uq on franchisee (company_name);
create index franchisee_city_idx on franchisee (city_id, id desc);
create index franchisee_status_idx on franchisee (status, id desc);
create index franchisee_mobile_idx on franchisee (contact_mobile_hash);

create table franchise_store (
  store_id integer primary key references store(id),
  franchisee_id integer not null references franchisee(id),
  joined_on date not null,
  manager_name varchar(20),
  remark varchar(200),
  created_by varchar(40),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index franchise_store_franchisee_idx on franchise_store (franchisee_id);

create table franchise_contract (
  id serial primary key,
  contract_no varchar(30) not null unique,
  kind smallint not null,
  store_id integer not null references franchise_store(store_id),
  franchisee_id integer not null references franchisee(id),
  party_a varchar(60) not null,
  party_b varchar(60) not null,
  signed_on date not null,
  start_date date not null,
  end_date date not null,
  amount numeric(14, 2) not null default 0 check (amount >= 0),
  deposit numeric(14, 2) not null default 0 check (deposit >= 0),
  status smallint not null default 1,
  renewed_from_id integer references franchise_contract(id),
  terminated_on date,
  terminated_reason varchar(200),
  attachments jsonb not null default '[]',
  remark varchar(500),
  created_by varchar(40),
  created_at timestamptz not null default now(),
  updated_by varchar(40),
  updated_at timestamptz not null default now(),
  check (end_date >= start_date),
  check ((status = 2) = (terminated_on is not null))
);
create index franchise_contract_kind_idx on franchise_contract (kind, id desc);
create index franchise_contract_store_idx on franchise_contract (store_id, kind, start_date);
create index franchise_contract_expiry_idx on franchise_contract (kind, end_date) where status = 1;
create index franchise_contract_franchisee_idx on franchise_contract (franchisee_id);
`;
