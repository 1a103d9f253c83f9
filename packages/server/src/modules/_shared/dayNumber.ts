import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * A record number of the day (China time): prefix + YYMMDD + 4 digits, one more than the day's
 * highest in `table.column`, serialised by a transaction-level advisory lock on the column (离职单
 * LZ…, 协议 XY…, 加盟线索 XS…, 加盟申请 SQ…).
 */
export async function nextDayNumber(
  trx: Kysely<Database> | Transaction<Database>,
  table: keyof Database & string,
  column: string,
  prefix: string,
): Promise<string> {
  await sql`select pg_advisory_xact_lock(hashtext(${`${table}.${column}`}))`.execute(trx);
  const row = (
    await sql<{ no: string }>`
    select ${prefix} || to_char(now() at time zone 'Asia/Shanghai', 'YYMMDD')
      || lpad((coalesce(max(right(${sql.ref(column)}, 4)::int), 0) + 1)::text, 4, '0') as no
    from ${sql.table(table)}
    where ${sql.ref(column)} like ${prefix} || to_char(now() at time zone 'Asia/Shanghai', 'YYMMDD') || '____'`.execute(trx)
  ).rows[0];
  return row.no;
}
