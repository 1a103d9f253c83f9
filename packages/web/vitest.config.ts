import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@salon/contract': path.resolve(import.meta.dirname, '../contract/src/index.ts') } },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    globalSetup: ['src/test/server.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
