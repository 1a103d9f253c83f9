import { sql, type Kysely } from 'kysely';
import { MIGRATION_FILES } from './migrations/index.js';

interface Migration {
  name: string;
  up: string;
}

/**
 * Every migration in order: the files of db/migrations/ by name, listed by `npm run gen`
 * (migrations/index.ts). A migration is plain PostgreSQL 15 SQL, applied once, in one transaction.
 */
export const MIGRATIONS: readonly Migration[] = MIGRATION_FILES;

/** Migrations hold no semicolons inside statements, so a statement ends at ';' before a line end. */
export function splitStatements(text: string): string[] {
  return text
    .split(/;\s*(?:\n|$)/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function migrate(db: Kysely<any>): Promise<string[]> {
  await sql`create table if not exists schema_migration (name varchar(100) primary key, applied_at timestamptz not null default now())`.execute(db);
  const done = await sql<{ name: string }>`select name from schema_migration`.execute(db);
  const applied = new Set(done.rows.map((r) => r.name));
  const ran: string[] = [];
  for (const m of MIGRATIONS) {
    if (applied.has(m.name)) continue;
    await db.transaction().execute(async (trx) => {
      for (const statement of splitStatements(m.up)) await sql.raw(statement).execute(trx);
      await sql`insert into schema_migration (name) values (${m.name})`.execute(trx);
    });
    ran.push(m.name);
  }
  return ran;
}
