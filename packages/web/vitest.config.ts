import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@salon/contract': path.resolve(import.meta.dirname, '../contract/src/index.ts') } },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/devTasks.ts', 'src/test/setup.ts'],
    globalSetup: ['src/test/server.ts'],
    // Test files share one module graph and jsdom per worker: importing antd and creating the
    // DOM once instead of per file took the suite from ~200 s to ~105 s. Tests hold no
    // module-level mocks (vi.mock) for that reason; each sets the request layer up itself.
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
