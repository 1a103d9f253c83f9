import { CONTRACT_EXPIRY_WARN_DAYS } from '@salon/contract';

/**
 * The contract pages of /join/protocol (issue 16): where each contract's term stands today, read by the
 * four contract declarations as a one-to-one join (alias x). PostgreSQL 15 SQL.
 * - franchise_contract_term (a view, so it is always today's): term_state of a contract in force
 *   (contract ContractTermState: 0 未开始, 1 履行中, 2 即将到期 = ends within CONTRACT_EXPIRY_WARN_DAYS of
 *   today (China), today included, 3 已到期), null once 已终止 or 已续签; attachment_count; the number of
 *   the contract it renews.
 * - the badge's count (in force, end_date in the window, per kind) reads franchise_contract_expiry_idx of
 *   migration 100; the page's default order (end date) and the store's versions read the store index.
 */
export const up = /* sql */ `
create view franchise_contract_term as
select c.id,
  case when c.status <> 1 then null
    when c.start_date > (now() at time zone 'Asia/Shanghai')::date then 0
    when c.end_date < (now() at time zone 'Asia/Shanghai')::date then 3
    when c.end_date <= (now() at time zone 'Asia/Shanghai')::date + ${CONTRACT_EXPIRY_WARN_DAYS} then 2
    else 1 end::smallint as term_state,
  jsonb_array_length(c.attachments)::int as attachment_count,
  p.contract_no as renewed_from_no
from franchise_contract c
left join franchise_contract p on p.id = c.renewed_from_id;
create index franchise_contract_kind_end_idx on franchise_contract (kind, end_date, id);
create index franchise_contract_renewed_idx on franchise_contract (renewed_from_id) where renewed_from_id is not null;
`;
