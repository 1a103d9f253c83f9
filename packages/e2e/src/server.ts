import type { TestProject } from 'vitest/node';
import { startServer } from '../../../scripts/serverProcess.mjs';

/** `npm start`'s server as a newcomer gets it: built web app, fresh embedded database, demo seed. */
export default async function setup(project: TestProject) {
  const server = await startServer({ readyPath: '/version.json', requires: ['packages/web/dist/index.html'] });
  project.provide('baseUrl', server.baseUrl);
  return () => server.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
