import type { TestProject } from 'vitest/node';
import { startServer } from '../../../../scripts/serverProcess.mjs';

/** The real server for request-layer and component tests: API only, fixtures on. */
export default async function setup(project: TestProject) {
  const server = await startServer({ env: { WEB_DIST: '' } });
  project.provide('serverUrl', server.baseUrl);
  return () => server.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    serverUrl: string;
  }
}
