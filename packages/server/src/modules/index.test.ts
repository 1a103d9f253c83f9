import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { findRoute, RESOURCES } from '@salon/contract';
import { describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../../..');

/** Module files (not tests), relative to modules/, '/'-separated. */
function moduleFiles(dir = here, rel = ''): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const child = rel ? `${rel}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return moduleFiles(path.join(dir, entry.name), child);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) && child !== 'index.ts' ? [child] : [];
  });
}

/** One path per page: modules/<route path>.ts registers the page, <route path>.<part>.ts helps it alone, _shared/ serves several. */
describe('module files', () => {
  it('are named by a route of the catalogue, except what pages share (_shared/)', () => {
    const strays = moduleFiles().filter((file) => !file.split('/').includes('_shared') && !findRoute(`/${file.replace(/\.[^/]*$/, '')}`));
    expect(strays).toEqual([]);
  });

  it("exist for every declared resource's page", () => {
    const missing = [...new Set(RESOURCES.map((def) => def.page))].filter((page) => !fs.existsSync(path.join(here, `${page.slice(1)}.ts`)));
    expect(missing).toEqual([]);
  });
});

describe('generated registries', () => {
  it('are what npm run gen writes from the files (resources, modules, migrations, seed steps)', async () => {
    const gen = (await import(pathToFileURL(path.join(root, 'scripts/gen.mjs')).href)) as { staleRegistries(): string[] };
    expect(gen.staleRegistries(), 'run npm run gen').toEqual([]);
  });
});
