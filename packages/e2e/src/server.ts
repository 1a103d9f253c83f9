import type { TestProject } from 'vitest/node';
import { startServer } from '../../../scripts/serverProcess.mjs';
import { E2E_WORKERS } from './workers';

/**
 * `npm start`'s server as a newcomer gets it: built web app, fresh embedded database, demo seed.
 * One per browser-test worker, so two test files running at once never see each other's changes.
 */
export default async function setup(project: TestProject) {
  const servers = await Promise.all(
    Array.from({ length: E2E_WORKERS }, () => startServer({ readyPath: '/version.json', requires: ['packages/web/dist/index.html'] })),
  );
  project.provide(
    'baseUrls',
    servers.map((s) => s.baseUrl),
  );
  return () => Promise.all(servers.map((s) => s.stop()));
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrls: string[];
  }
}
