import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema.js';

/**
 * What the triggers a bulk load skips keep up to date, made again after the load from the
 * loaded table (migration 062: 优惠券列表's counts per template).
 */
const RECOUNTS: Record<string, (db: Kysely<Database>) => Promise<unknown>> = {
  coupon_instance: (db) => sql`select coupon_template_recount()`.execute(db),
};

/** After a load that skipped triggers (session_replication_role = replica): the counts they keep, counted again. */
export async function recountAfterLoad(db: Kysely<Database>, tables: string[]): Promise<void> {
  for (const table of tables) await RECOUNTS[table]?.(db);
}

/**
 * A bulk load: the tables' plain indexes are dropped for the load and built again once the rows
 * are in, and where the role may, triggers are skipped for the load (the rows reference what was
 * just read, as pg_restore --disable-triggers does; what the triggers keep is counted again after).
 * Inside the seed's transaction: all or nothing.
 */
export async function bulkLoad(db: Kysely<Database>, tables: string[], load: () => Promise<void>): Promise<void> {
  const indexes = await sql<{ name: string; definition: string }>`
    select i.relname as name, pg_get_indexdef(x.indexrelid) as definition
    from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class t on t.oid = x.indrelid
    where t.relnamespace = current_schema()::regnamespace and t.relname in (${sql.join(tables)}) and not x.indisunique and not x.indisprimary`.execute(db);
  for (const index of indexes.rows) await sql`drop index ${sql.id(index.name)}`.execute(db);
  const superuser = await sql<{ yes: boolean }>`select rolsuper as yes from pg_roles where rolname = current_user`.execute(db);
  const skipTriggers = superuser.rows[0]?.yes === true;
  if (skipTriggers) await sql`set local session_replication_role = replica`.execute(db);
  await load();
  if (skipTriggers) {
    await sql`set local session_replication_role = origin`.execute(db);
    await recountAfterLoad(db, tables);
  }
  for (const index of indexes.rows) await sql.raw(index.definition).execute(db);
}
