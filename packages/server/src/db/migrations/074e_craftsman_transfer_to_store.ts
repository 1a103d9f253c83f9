/**
 * 调店记录 shows a store the transfers out of it and into it (issue 14): the list's store-data
 * condition is `from_store_id in (…) or to_store_id in (…)`, read as a bitmap OR of this index and
 * craftsman_transfer_from_idx. PostgreSQL 15 SQL.
 */
export const up = /* sql */ `
create index craftsman_transfer_to_idx on craftsman_transfer (to_store_id, created_at desc);
`;
