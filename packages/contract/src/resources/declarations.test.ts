import { describe, expect, it } from 'vitest';
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
