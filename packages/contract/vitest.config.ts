import { defineConfig } from 'vitest/config';

/**
 * Contract unit tests: pure functions, fast on a quiet machine. The timeout is generous because
 * `npm test` runs this suite while the machine's two cores are busy elsewhere (a property test
 * starved of CPU must not fail for it).
 */
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
  },
});
