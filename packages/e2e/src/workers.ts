import os from 'node:os';

/**
 * Browser-test workers, each with a server of its own (E2E_WORKERS overrides). Two run side by
 * side from 4 cores up: on 2 cores two workers made each file 1.7 times slower and the whole
 * run only 11% shorter (398 s against 449 s), so there one runs.
 */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS) || (os.availableParallelism() >= 4 ? 2 : 1));
