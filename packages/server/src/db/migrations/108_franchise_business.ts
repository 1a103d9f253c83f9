/**
 * /join/business (issue 16): 加盟商列表, 加盟门店, 加盟收入, 流程设置. PostgreSQL 15 SQL.
 * - franchisee gets the columns of its status steps (暂停合作 / 恢复合作 / 解约: reason, who, when).
 * - franchisee_summary (view, one row a franchisee): its number of stores and the last end date of its
 *   franchise contracts (kind 1) in force (spec getStoreNum, getFranchiseLastDate).
 * - franchise_store gets id, generated as its store_id (the declaration's record id).
 * - franchise_store_transfer 转让记录: a store moved from one franchisee to another, dated, with the reason.
 * - franchise_store_summary (view, one row a franchise store, id = store_id): the current 加盟协议 (the one
 *   in force with the latest end) with its term state, the current 租赁协议's end, contracts in force,
 *   transfers.
 * - franchise_income_month (view, one row a store and month): due = the month's cost lines; received =
 *   the approved payments paid in the month other than 保证金; deposit = the approved 保证金.
 * - approval_flow 审批流程 (one a kind, contract ApprovalFlowKind, inserted here), approval_flow_step (its
 *   ordered roles), approval_flow_summary (view: the steps as one line), approval_log (each decision on a
 *   record: step, role, decision, operator; `active` false once a rejection ended the round).
 */
export const up = /* sql */ `
alter table franchisee add column status_reason varchar(200), add column status_by varchar(40), add column status_at timestamptz;
create index franchisee_joined_idx on franchisee (joined_on desc, id desc);

create view franchisee_summary as
select f.id,
  (select count(*)::int from franchise_store fs where fs.franchisee_id = f.id) as store_num,
  (select max(c.end_date) from franchise_contract c join franchise_store fs on fs.store_id = c.store_id
    where fs.franchisee_id = f.id and c.kind = 1 and c.status = 1) as last_end_date
from franchisee f;

create table franchise_store_transfer (
  id serial primary key,
  store_id integer not null references franchise_store(store_id),
  from_franchisee_id integer not null references franchisee(id),
  to_franchisee_id integer not null references franchisee(id),
  transferred_on date not null,
  reason varchar(200) not null,
  operator varchar(40) not null,
  created_at timestamptz not null default now(),
  check (from_franchisee_id <> to_franchisee_id)
);
create index franchise_store_transfer_store_idx on franchise_store_transfer (store_id, id desc);
-- The store's id as the row's id (a franchise store is its store): what the declaration's id reads.
alter table franchise_store add column id integer generated always as (store_id) stored;
create unique index franchise_store_id_uq on franchise_store (id);
create index franchise_store_joined_idx on franchise_store (joined_on desc, id desc);

create view franchise_store_summary as
select fs.store_id as id,
  fc.end_date as fran_end_date,
  t.term_state as fran_term_state,
  (select max(r.end_date) from franchise_contract r where r.store_id = fs.store_id and r.kind = 2 and r.status = 1) as rent_end_date,
  (select count(*)::int from franchise_contract a where a.store_id = fs.store_id and a.status = 1) as contract_count,
  (select count(*)::int from franchise_store_transfer x where x.store_id = fs.store_id) as transfer_count
from franchise_store fs
left join lateral (
  select c.id, c.end_date from franchise_contract c where c.store_id = fs.store_id and c.kind = 1 and c.status = 1
  order by c.end_date desc, c.id desc limit 1
) fc on true
left join franchise_contract_term t on t.id = fc.id;

create view franchise_income_month as
select x.store_id, x.month, fs.franchisee_id,
  sum(x.due)::numeric(14, 2) as due, sum(x.received)::numeric(14, 2) as received, sum(x.deposit)::numeric(14, 2) as deposit,
  sum(x.cost_lines)::int as cost_lines, sum(x.payments)::int as payments
from (
  select store_id, month, amount as due, 0::numeric as received, 0::numeric as deposit, 1 as cost_lines, 0 as payments from franchise_cost
  union all
  select store_id, date_trunc('month', paid_on)::date, 0, case when fee_kind <> 3 then amount else 0 end,
    case when fee_kind = 3 then amount else 0 end, 0, 1
  from franchise_payment where audit_status = 1
) x
join franchise_store fs on fs.store_id = x.store_id
group by x.store_id, x.month, fs.franchisee_id;
create index franchise_payment_approved_idx on franchise_payment (store_id, paid_on) where audit_status = 1;

create table approval_flow (
  id serial primary key,
  kind smallint not null unique,
  name varchar(30) not null,
  remark varchar(200),
  updated_by varchar(40),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
insert into approval_flow (kind, name, remark) values
  (1, '加盟申请审核', '加盟申请的通过须依次经过各步骤角色审批；任一步驳回即驳回'),
  (2, '收款审核', '收款记录的审核通过须依次经过各步骤角色审批；任一步驳回即驳回'),
  (3, '保证金退还', '保证金退还的审批顺序');

create table approval_flow_step (
  flow_id integer not null references approval_flow(id) on delete cascade,
  step_no smallint not null check (step_no between 1 and 20),
  role_id integer not null references role(id),
  primary key (flow_id, step_no),
  unique (flow_id, role_id)
);
create index approval_flow_step_role_idx on approval_flow_step (role_id);

create view approval_flow_summary as
select f.id,
  (select count(*)::int from approval_flow_step s where s.flow_id = f.id) as step_count,
  coalesce((select string_agg(s.step_no || '. ' || r.name, ' → ' order by s.step_no)
    from approval_flow_step s join role r on r.id = s.role_id where s.flow_id = f.id), '单步审核（持有审核权限者即可）') as steps_text
from approval_flow f;

create table approval_log (
  id serial primary key,
  kind smallint not null,
  record_id integer not null,
  step_no smallint not null,
  step_count smallint not null,
  role_id integer references role(id) on delete set null,
  role_name varchar(40),
  decision smallint not null check (decision in (1, 2)),
  remark varchar(500),
  operator varchar(40) not null,
  operator_id integer references app_user(id) on delete set null,
  active boolean not null default true,
  created_at timestamptz not null default now()
);
create index approval_log_record_idx on approval_log (kind, record_id, id);
`;
