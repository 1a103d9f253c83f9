/**
 * /join/protocol/literature 资料文件 (issue 16): a franchise store's documents on file (营业执照, 卫生许可证,
 * 消防验收, 租赁备案, ...; contract StoreDocumentType) with number, issuer, days and the scanned file.
 * franchise_store_document_state (a view, always today's): valid_state 1 有效, 2 即将过期 (valid until within
 * 30 days, today included), 3 已过期, 4 长期有效 (no valid-until day); and the store's franchisee.
 * PostgreSQL 15 SQL.
 */
export const up = /* sql */ `
create table franchise_store_document (
  id serial primary key,
  store_id integer not null references franchise_store(store_id),
  doc_type smallint not null,
  doc_no varchar(60),
  issued_by varchar(60),
  issued_on date,
  valid_until date,
  file_url varchar(500) not null,
  remark varchar(500),
  created_by varchar(40),
  created_at timestamptz not null default now(),
  updated_by varchar(40),
  updated_at timestamptz not null default now(),
  check (valid_until is null or issued_on is null or valid_until >= issued_on)
);
create index franchise_store_document_store_idx on franchise_store_document (store_id, doc_type);
create index franchise_store_document_valid_idx on franchise_store_document (valid_until, id);

create view franchise_store_document_state as
select d.id,
  case when d.valid_until is null then 4
    when d.valid_until < (now() at time zone 'Asia/Shanghai')::date then 3
    when d.valid_until <= (now() at time zone 'Asia/Shanghai')::date + 30 then 2
    else 1 end::smallint as valid_state,
  f.franchisee_id
from franchise_store_document d
join franchise_store f on f.store_id = d.store_id;
`;
