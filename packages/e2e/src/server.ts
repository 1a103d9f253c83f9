import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { serverDatabase, startServer } from '../../../scripts/serverProcess.mjs';
import { E2E_WORKERS } from './workers';

const WEB_DIST = path.resolve(import.meta.dirname, '../../web/dist');

/**
 * `npm start`'s server as a newcomer gets it: built web app, fresh database, demo seed (a database of
 * its own on the PostgreSQL server `npm test` found, a copy of the run's seeded template; else the
 * embedded one). One per browser-test worker, so two test files running at once never see each other's changes.
 * The servers serve a copy of the built web app taken at the start (WEB_DIST): a build during the
 * run (another checkout's engineer, a watcher) replaces packages/web/dist's chunks, and a page
 * would then ask for chunks that are gone.
 */
export default async function setup(project: TestProject) {
  if (!fs.existsSync(path.join(WEB_DIST, 'index.html'))) throw new Error('missing packages/web/dist/index.html: run npm run build first');
  const web = fs.mkdtempSync(path.join(os.tmpdir(), 'salon-e2e-web-'));
  fs.cpSync(WEB_DIST, web, { recursive: true });
  const servers = await Promise.all(
    Array.from({ length: E2E_WORKERS }, () =>
      startServer({ readyPath: '/version.json', env: { WEB_DIST: web, ...serverDatabase.env }, ...serverDatabase.options }),
    ),
  );
  project.provide(
    'baseUrls',
    servers.map((s) => s.baseUrl),
  );
  return async () => {
    await Promise.all(servers.map((s) => s.stop()));
    fs.rmSync(web, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrls: string[];
  }
}
