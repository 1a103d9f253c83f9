/**
 * Settings shared by the vitest config, the global setup and the harness. Plain values only:
 * the vitest config imports this file before anything else is loaded.
 */

/** A fixed field-encryption key (base64 of 32 bytes) so the seeded, encrypted columns are readable. */
export const TEST_DATA_KEY = Buffer.alloc(32, 7).toString('base64');

/** Prefix of every database the suite creates; nothing else is ever dropped. */
export const TEST_DB_PREFIX = 'salon_test_';

/**
 * Databases of one run are named salon_test_<host>_<pid of the vitest main process>_...,
 * so that runs started at the same time (several sessions, one server) never drop each
 * other's databases, and a later run can tell the leftovers of a dead run.
 */
export function runDbPrefix(host: string, pid: number): string {
  return `${TEST_DB_PREFIX}${host}_${pid}_`;
}

/** The PostgreSQL database every test file of a run clones (CREATE DATABASE ... TEMPLATE). */
export const templateDbName = (runPrefix: string) => `${runPrefix}template`;

/** Reads back the host and pid of a run from one of its database names. */
export function parseRunDbName(name: string): { host: string; pid: number } | null {
  const m = /^salon_test_([0-9a-f]{6})_(\d+)_/.exec(name);
  return m ? { host: m[1], pid: Number(m[2]) } : null;
}

export type TestDbKind = 'pglite' | 'postgres';

export function testDbKind(env: NodeJS.ProcessEnv = process.env): TestDbKind {
  const value = (env.TEST_DB ?? 'pglite').trim().toLowerCase();
  if (value === 'pglite' || value === '') return 'pglite';
  if (value === 'postgres' || value === 'pg' || value === 'postgresql') return 'postgres';
  throw new Error(`TEST_DB must be 'pglite' or 'postgres', not '${env.TEST_DB}'`);
}

/** The server to create test databases on (its own database is only used to run CREATE/DROP DATABASE). */
export function postgresAdminUrl(env: NodeJS.ProcessEnv = process.env): string {
  return env.TEST_DATABASE_URL || env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
}

/** The same server, another database. */
export function postgresUrlFor(database: string, env: NodeJS.ProcessEnv = process.env): string {
  const url = new URL(postgresAdminUrl(env));
  url.pathname = `/${database}`;
  return url.toString();
}

/** Database names are built by us, but quote them anyway. */
export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;
