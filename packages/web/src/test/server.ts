import type { TestProject } from 'vitest/node';
import { startServer } from '../../../../scripts/serverProcess.mjs';

/**
 * The real server for request-layer and component tests: API only, fixtures on; on a database of
 * its own on the PostgreSQL server at TEST_SERVER_POSTGRES when `npm test` found one, else embedded.
 */
export default async function setup(project: TestProject) {
  const server = await startServer({ env: { WEB_DIST: '' }, postgres: process.env.TEST_SERVER_POSTGRES || undefined });
  project.provide('serverUrl', server.baseUrl);
  return () => server.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    serverUrl: string;
  }
}
