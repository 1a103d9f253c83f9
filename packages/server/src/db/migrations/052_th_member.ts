/**
 * Members of the partner brand (/operate/THMember): one row per member card (a customer of ours),
 * its balance kept as the stored-value cards' (never below 0, always the ledger's sum: 充值 adds
 * the amount, 消费 takes it; the server writes both in one transaction under the member's row
 * lock), and the ledger with the balance after each row and the store where it happened.
 * PostgreSQL 15 SQL.
 */
export const up = /* sql */ `
create sequence th_member_no_seq start 10000001;

create table th_member (
  id bigserial primary key,
  member_no varchar(12) not null unique,
  customer_id bigint not null unique references customer(id),
  store_id integer not null references store(id),
  level smallint not null default 1 check (level in (1, 2, 3)),
  status smallint not null default 0 check (status in (0, 1)),
  balance numeric(12, 2) not null default 0 check (balance >= 0),
  total_recharge numeric(14, 2) not null default 0 check (total_recharge >= 0),
  total_consume numeric(14, 2) not null default 0 check (total_consume >= 0),
  joined_at timestamptz not null default now(),
  last_active_at timestamptz,
  status_reason varchar(200),
  status_by varchar(40),
  status_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index th_member_joined_idx on th_member (joined_at desc, id desc);
create index th_member_store_idx on th_member (store_id, joined_at desc, id desc);

create table th_ledger (
  id bigserial primary key,
  member_id bigint not null references th_member(id),
  customer_id bigint not null references customer(id),
  store_id integer not null references store(id),
  kind smallint not null check (kind in (1, 2)),
  amount numeric(12, 2) not null check (amount > 0),
  balance_after numeric(12, 2) not null check (balance_after >= 0),
  pay_method smallint,
  item varchar(60),
  remark varchar(200),
  operator varchar(40),
  created_at timestamptz not null default now(),
  check (kind = 1 and pay_method is not null or kind = 2 and item is not null)
);
create index th_ledger_kind_idx on th_ledger (kind, created_at desc, id desc);
create index th_ledger_store_idx on th_ledger (store_id, kind, created_at desc, id desc);
create index th_ledger_member_idx on th_ledger (member_id, created_at desc, id desc);
`;
