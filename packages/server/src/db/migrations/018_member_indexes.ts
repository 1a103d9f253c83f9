/**
 * The member list (/operate/user/member) and the log-off list over a chain's million customers,
 * and the card lines of a member's detail. Each filter of the member list has an index that
 * reads its rows in the list's keyset order (created_at desc, id desc), so the first page, the
 * page after a cursor and the capped count stop early; the mobile filter has the unique
 * mobile_hash index (012). The log-off list (status in (1, 2), a few of the million) reads a
 * small partial index of its own. Each sortable column has one index per direction, because the lists
 * sort `col dir nulls last, id dir` and one b-tree reads only one of the two in index order.
 *
 * 姓名 is a contains-search (ilike '%…%'): a pg_trgm GIN index serves it from 3 characters on
 * (shorter text has no trigram; the keyset index then reads on until a page is full). pg_trgm
 * is created when the server offers it and the role may create it (PostgreSQL's contrib, which
 * marks it trusted; PGlite only when the extension is loaded in its constructor); elsewhere the
 * search still works, unindexed. The block is one line: statements are split at ';' + newline.
 *
 * card_ledger: by customer (the member detail's card history, newest first) and by service
 * order (a refund of an order paid by card puts the money back on the card that paid it).
 * PostgreSQL 15 SQL.
 */
export const up = /* sql */ `
create index customer_level_created_idx on customer (member_level, created_at desc, id desc);
create index customer_source_created_idx on customer (source_app, created_at desc, id desc);
create index customer_status_created_idx on customer (status, created_at desc, id desc);
create index customer_log_off_idx on customer (created_at desc, id desc) where status in (1, 2);
create index customer_last_visit_desc_idx on customer (last_visit_at desc nulls last, id desc);
create index customer_last_visit_asc_idx on customer (last_visit_at asc nulls last, id asc);
create index customer_visits_desc_idx on customer (visit_count desc nulls last, id desc);
create index customer_visits_asc_idx on customer (visit_count asc nulls last, id asc);
create index customer_spend_desc_idx on customer (total_spend desc nulls last, id desc);
create index customer_spend_asc_idx on customer (total_spend asc nulls last, id asc);
do $$ begin if exists (select 1 from pg_available_extensions where name = 'pg_trgm') then begin create extension if not exists pg_trgm; exception when insufficient_privilege or feature_not_supported or undefined_file then return; end; create index customer_name_trgm_idx on customer using gin (name gin_trgm_ops); end if; end $$;
create index card_ledger_customer_idx on card_ledger (customer_id, created_at desc, id desc);
create index card_ledger_customer_order_idx on card_ledger (customer_order_id) where customer_order_id is not null;
`;
