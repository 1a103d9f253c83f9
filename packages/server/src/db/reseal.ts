import { sql, type Kysely } from 'kysely';
import type { FieldVault } from '../core/secrets.js';
import type { Database } from './schema.js';

const BATCH = 5_000;

/**
 * Values sealed before masks were kept beside them (`v1:`, core/secrets.ts) sealed again as `v2:`
 * with their mask, so that lists answer them without decrypting: every `*_enc` text column of a
 * table with an `id`, read by id a batch at a time, only rows still `v1:` written (the write checks
 * the old value, so a concurrent change wins). Until then those values are decrypted to be masked,
 * as before. Idempotent, and a column with no `v1:` value left costs one scan. Answers how many
 * values it sealed again.
 */
export async function resealFields(db: Kysely<Database>, vault: FieldVault, log: (text: string) => void = () => {}): Promise<number> {
  const columns = await sql<{ table: string; column: string }>`
    select c.table_name as "table", c.column_name as "column" from information_schema.columns c
    where c.table_schema = current_schema() and c.column_name like '%\\_enc' and c.data_type in ('text', 'character varying')
      and exists (select 1 from information_schema.columns i where i.table_schema = c.table_schema and i.table_name = c.table_name and i.column_name = 'id')
    order by 1, 2`.execute(db);
  let total = 0;
  for (const { table, column } of columns.rows) {
    const t = sql.table(table);
    const c = sql.ref(column);
    const left = await sql`select 1 from ${t} where ${c} like 'v1:%' limit 1`.execute(db);
    if (!left.rows.length) continue;
    let last = 0;
    let sealed = 0;
    for (;;) {
      const rows = await sql<{ id: number; value: string | null }>`select id, ${c} as value from ${t} where id > ${last} order by id limit ${BATCH}`.execute(
        db,
      );
      if (!rows.rows.length) break;
      last = Number(rows.rows[rows.rows.length - 1].id);
      const ids: number[] = [];
      const before: string[] = [];
      const after: string[] = [];
      for (const r of rows.rows) {
        if (!r.value?.startsWith('v1:')) continue;
        try {
          after.push(vault.reseal(r.value));
        } catch {
          continue; // a value this key does not open stays as it is
        }
        ids.push(Number(r.id));
        before.push(r.value);
      }
      if (ids.length) {
        await sql`update ${t} set ${c} = x.after from unnest(${ids}::bigint[], ${before}::text[], ${after}::text[]) as x(id, before, after)
          where ${t}.id = x.id and ${t}.${c} = x.before`.execute(db);
        sealed += ids.length;
      }
    }
    if (sealed) log(`${table}.${column}: ${sealed} values sealed again with their masks`);
    total += sealed;
  }
  return total;
}
