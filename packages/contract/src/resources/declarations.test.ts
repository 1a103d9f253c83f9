/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import type { ResourceDef } from '../resource/types.js';
import { findRoute } from '../routes.js';
import { RESOURCES } from './index.js';

/** Every declaration names fields it has: the server would refuse to serve a page otherwise. */
describe('resource declarations', () => {
  it('scope by a field of theirs, and a start-date field (scope.since) that is a date or datetime', () => {
    const wrong: string[] = [];
    for (const def of RESOURCES) {
      if (def.scope.by === 'none') continue;
      const { field, since } = def.scope;
      if (field !== 'id' && !def.fields.some((f) => f.key === field)) wrong.push(`${def.name}: scope field ${field}`);
      if (since && !def.fields.some((f) => f.key === since && (f.type === 'date' || f.type === 'datetime'))) wrong.push(`${def.name}: since ${since}`);
    }
    expect(wrong).toEqual([]);
  });

  it('business records (orders, payments, visits) are limited by the authority start date; master data is not', () => {
    const since = (name: string) => {
      const def = RESOURCES.find((d) => d.name === name)!;
      return def.scope.by === 'none' ? undefined : def.scope.since;
    };
    expect(since('order')).toBe('createdAt');
    expect(since('rechargeRecord')).toBe('createdAt');
    expect(since('queuedRecord')).toBe('queuedAt');
    expect(since('store')).toBeUndefined();
    expect(since('memberCard')).toBeUndefined();
    expect(since('craftsmanStore')).toBeUndefined();
  });
});

/** Every resource file, loaded: './operate/shop/anomaly.ts' -> its exports. */
const FILES = import.meta.glob<Record<string, unknown>>(['./**/*.ts', '!./**/*.test.ts', '!./index.ts'], { eager: true });
const isDeclaration = (value: unknown): value is ResourceDef => typeof value === 'object' && value !== null && RESOURCES.includes(value as ResourceDef);

/** One path per page: a page's declarations live in resources/<its route path>.ts; what several pages share, under _shared/. */
describe('resource files', () => {
  it('are named by a route of the catalogue, except what pages share (_shared/)', () => {
    const strays = Object.keys(FILES).filter((file) => !file.includes('/_shared/') && !findRoute(file.slice(1, -3)));
    expect(strays).toEqual([]);
  });

  it("hold the declarations of their own page only, and every declaration is in its page's file", () => {
    const misplaced: string[] = [];
    const found = new Set<ResourceDef>();
    for (const [file, exports] of Object.entries(FILES)) {
      for (const def of Object.values(exports).filter(isDeclaration)) {
        found.add(def);
        if (file !== `.${def.page}.ts`) misplaced.push(`${def.name} (page ${def.page}) in ${file}`);
      }
    }
    expect(misplaced).toEqual([]);
    expect(RESOURCES.filter((def) => !found.has(def)).map((def) => def.name)).toEqual([]);
  });
});
