import pg from 'pg';
import { loadConfig, type ServerConfig } from '../config.js';
import { postgresAdminUrl, quoteIdent, TEST_DB_PREFIX } from './env.js';

/**
 * The server configuration of the tests: the process environment set by vitest.config.ts
 * (DATA_KEY, DEV_ROUTES=1, a temp DATA_DIR), no web bundle, quiet logs, and a rate limit
 * high enough that a test file's burst of calls never meets 42901 (the route fuzz sends ~72,500
 * calls as one user, ~1,300 a second on a quiet machine: the burst covers all of them).
 */
export function testServerConfig(databaseUrl?: string): ServerConfig {
  const config = loadConfig(process.env);
  return {
    ...config,
    databaseUrl,
    devRoutes: true,
    sms: { provider: 'outbox' },
    devSmsOutbox: true,
    webDist: undefined,
    logLevel: 'silent',
    rateLimitPerSecond: 1000,
    rateLimitBurst: 100_000,
  };
}

/** Runs statements on the server's admin database (CREATE / DROP DATABASE cannot run in a pool transaction). */
export async function withAdminClient<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: postgresAdminUrl() });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export async function dropTestDatabase(client: pg.Client, name: string): Promise<void> {
  if (!name.startsWith(TEST_DB_PREFIX)) throw new Error(`refusing to drop ${name}: not a test database`);
  await client.query(`drop database if exists ${quoteIdent(name)} with (force)`);
}
