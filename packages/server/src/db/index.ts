import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { PGliteDialect } from './pgliteDialect.js';
import type { Database } from './schema.js';

export type DbKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DbKind;
  /** PGlite only: the instance, for snapshots. */
  pglite?: PGlite;
  close(): Promise<void>;
}

const INT8 = 20;
const NUMERIC = 1700;
const DATE = 1082;

/** The same JS types from both drivers: int8 as number (counts, ids), numeric as exact string, date as 'YYYY-MM-DD'. */
const parsers = {
  [INT8]: (v: string) => Number(v),
  [NUMERIC]: (v: string) => v,
  [DATE]: (v: string) => v,
};
pg.types.setTypeParser(INT8, parsers[INT8]);
pg.types.setTypeParser(NUMERIC, parsers[NUMERIC]);
pg.types.setTypeParser(DATE, parsers[DATE]);

export async function openPglite(dataDir: string | undefined, snapshot?: Blob): Promise<DatabaseHandle> {
  if (dataDir) fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  // pg_trgm: the member list's name search has a trigram index on both databases (migration 018).
  // btree_gist: a meeting room's bookings never overlap, an exclusion constraint (migration 085).
  const pglite = new PGlite({ dataDir, parsers, loadDataDir: snapshot, relaxedDurability: !dataDir, extensions: { pg_trgm, btree_gist } });
  await pglite.waitReady;
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  return {
    db,
    kind: 'pglite',
    pglite,
    close: async () => {
      await db.destroy();
      await pglite.close();
    },
  };
}

export async function openPostgres(connectionString: string, max = 10): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString, max });
  // An idle connection the server ends (a restart, an administrator's terminate) is dropped from
  // the pool and replaced on the next query; left unhandled, its error would end the process.
  pool.on('error', (error) => console.warn(`PostgreSQL: an idle connection closed (${error.message})`));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  await sql`select 1`.execute(db);
  return { db, kind: 'postgres', close: () => db.destroy() };
}

export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<DatabaseHandle> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(path.join(options.dataDir, 'pgdata'));
}
