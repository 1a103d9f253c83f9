import path from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * `npm run walk` (scripts/walk.mjs): every implemented page in Chromium, outside `npm test`. The
 * script starts the server and passes its address (E2E_BASE_URL); this config only runs the walk.
 */
export default defineConfig({
  resolve: { alias: { '@salon/contract': path.resolve(import.meta.dirname, '../contract/src/index.ts') } },
  test: {
    include: ['src/walk/**/*.walk.ts'],
    fileParallelism: false,
    testTimeout: 30 * 60_000,
    hookTimeout: 120_000,
    retry: 0,
  },
});
