import { IMPLEMENTED_PAGES } from '@salon/contract';
import { describe, expect, it } from 'vitest';
import { pageLoader, PAGE_MODULES } from './registry';

describe('page registry', () => {
  it('lists exactly the implemented pages of the contract', () => {
    expect(Object.keys(PAGE_MODULES).sort()).toEqual(IMPLEMENTED_PAGES.map((p) => p.path).sort());
  });

  it('gives one lazy component per page and none for unknown paths', () => {
    const path = IMPLEMENTED_PAGES[0].path;
    expect(pageLoader(path)).toBeDefined();
    expect(pageLoader(path)).toBe(pageLoader(path));
    expect(pageLoader('/no/such/page')).toBeUndefined();
  });
});
