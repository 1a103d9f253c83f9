import type { TestProject } from 'vitest/node';
import { serverDatabase, startServer } from '../../../../scripts/serverProcess.mjs';

/**
 * The real server for request-layer and component tests: API only, fixtures on; on a database of
 * its own on the PostgreSQL server `npm test` found (a copy of the run's seeded template), else embedded.
 */
export default async function setup(project: TestProject) {
  const server = await startServer({ env: { WEB_DIST: '', ...serverDatabase.env }, ...serverDatabase.options });
  project.provide('serverUrl', server.baseUrl);
  return () => server.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    serverUrl: string;
  }
}
