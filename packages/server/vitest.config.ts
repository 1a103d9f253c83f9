import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { TEST_DATA_KEY, testDbKind } from './src/test/env.js';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * API tests: Fastify inject over a private copy of one migrated and seeded database per
 * test file. TEST_DB=pglite (default) or TEST_DB=postgres (TEST_DATABASE_URL, DATABASE_URL,
 * or the local server). A PGlite costs ~2.5 s and ~800 MB, hence two workers at most.
 */
const env = {
  TEST_DB: testDbKind(),
  DATA_KEY: TEST_DATA_KEY,
  DEV_ROUTES: '1',
  DATA_DIR: (process.env.SALON_TEST_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'salon-test-'))),
  LOG_LEVEL: 'silent',
};
// The global setup runs in this process: it must see the same key and directory as the workers.
Object.assign(process.env, env);

export default defineConfig({
  resolve: {
    alias: { '@salon/contract': path.resolve(here, '../contract/src/index.ts') },
  },
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    maxWorkers: 2,
    fileParallelism: true,
    // Test files share a worker's loaded modules (each file still builds its own app and
    // database copy and closes them): PGlite 238 s -> 145 s, PostgreSQL 147 s -> 55 s.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
    globalSetup: ['src/test/globalSetup.ts'],
    env,
  },
});
