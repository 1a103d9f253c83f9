/** The data change log lists one domain's tables newest first: an index that matches. PostgreSQL 15 SQL. */
export const up = /* sql */ `
create index audit_log_table_time_idx on audit_log (table_name, created_at desc);
`;
