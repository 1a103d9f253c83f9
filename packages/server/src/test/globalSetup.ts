import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../db/index.js';
import { prepareServer } from '../server.js';
import { parseRunDbName, postgresUrlFor, quoteIdent, runDbPrefix, templateDbName, testDbKind, TEST_DB_PREFIX, type TestDbKind } from './env.js';
import { dropTestDatabase, testServerConfig, withAdminClient } from './testServer.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Which database the suite runs on. */
    testDb: TestDbKind;
    /** pglite: the tarball (uncompressed) of a migrated and seeded data directory. */
    pgliteSnapshot: string;
    /** postgres: the migrated and seeded database to clone. */
    postgresTemplate: string;
    /** postgres: the name prefix of this run's databases. */
    postgresRunPrefix: string;
  }
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Builds ONE migrated and seeded database for the whole run; every test file then opens its
 * own copy (harness.openTestApp): a PGlite loaded from the snapshot, or a PostgreSQL
 * database created from the template.
 */
export default async function setup(project: TestProject) {
  const kind = testDbKind();
  const started = Date.now();
  const dataDir = process.env.DATA_DIR;
  if (!dataDir) throw new Error('DATA_DIR is not set: run vitest with packages/server/vitest.config.ts');
  fs.mkdirSync(dataDir, { recursive: true });
  project.provide('testDb', kind);
  project.provide('pgliteSnapshot', '');
  project.provide('postgresTemplate', '');
  project.provide('postgresRunPrefix', '');

  let template: string | undefined;
  if (kind === 'pglite') {
    const handle = await openPglite(undefined);
    try {
      const { app, seeded } = await prepareServer(handle, testServerConfig());
      await app.close();
      if (!seeded) throw new Error('a fresh PGlite was not seeded');
      // Uncompressed: each test file loads it, and a 400 MB tar loads in ~5 s where its 70 MB gzip took ~10.
      const dump = await handle.pglite!.dumpDataDir('none');
      const file = path.join(dataDir, 'pglite-seeded.tar');
      fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
      project.provide('pgliteSnapshot', file);
    } finally {
      await handle.close();
    }
  } else {
    const host = crypto.createHash('sha256').update(os.hostname()).digest('hex').slice(0, 6);
    const prefix = runDbPrefix(host, process.pid);
    template = templateDbName(prefix);
    await withAdminClient(async (client) => {
      // Leftovers of runs on this host whose process is gone (a crash, a killed run).
      const { rows } = await client.query<{ datname: string }>('select datname from pg_database where starts_with(datname, $1)', [TEST_DB_PREFIX]);
      for (const { datname } of rows) {
        const run = parseRunDbName(datname);
        if (run && run.host === host && (run.pid === process.pid || !isAlive(run.pid))) await dropTestDatabase(client, datname);
      }
      await client.query(`create database ${quoteIdent(template!)}`);
    });
    const url = postgresUrlFor(template);
    const handle = await openPostgres(url, 2);
    try {
      const { app, seeded } = await prepareServer(handle, testServerConfig(url));
      await app.close();
      if (!seeded) throw new Error('the template database was not seeded');
    } finally {
      await handle.close();
    }
    project.provide('postgresTemplate', template);
    project.provide('postgresRunPrefix', prefix);
  }
  console.log(`[test] ${kind}: migrated and seeded database ready in ${Date.now() - started} ms`);

  return async () => {
    if (template) await withAdminClient((client) => dropTestDatabase(client, template!));
    // Only the temp directory vitest.config.ts made for this run.
    if (path.basename(dataDir).startsWith('salon-test-') && path.dirname(path.resolve(dataDir)) === path.resolve(os.tmpdir()))
      fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
