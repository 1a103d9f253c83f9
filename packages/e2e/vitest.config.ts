import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { E2E_WORKERS } from './src/workers';

export default defineConfig({
  resolve: { alias: { '@salon/contract': path.resolve(import.meta.dirname, '../contract/src/index.ts') } },
  test: {
    include: ['src/**/*.e2e.ts'],
    globalSetup: ['src/server.ts'],
    // Test files side by side, each worker with a server of its own (src/workers.ts).
    fileParallelism: E2E_WORKERS > 1,
    maxWorkers: E2E_WORKERS,
    testTimeout: 60_000,
    // A loaded 2-core machine has made a click land on a dropdown still closing: a failed browser
    // test runs once more, and the report marks it "(retry x1)" so it is seen and fixed.
    retry: 1,
    hookTimeout: 120_000,
  },
});
