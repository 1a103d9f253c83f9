import { describe, it, expect } from 'vitest';
import { LATEST_RANGE_DAY_OFFSETS, latestRange } from './latestRange.js';

describe('latestRange', () => {
  it('has the spec offsets', () => {
    expect(LATEST_RANGE_DAY_OFFSETS).toEqual({ week: 7, month: 30, year: 365 });
  });

  it.each([
    ['week', new Date(2024, 5, 8, 10, 30)],
    ['month', new Date(2024, 4, 16, 10, 30)],
    ['year', new Date(2023, 5, 16, 10, 30)], // 2024 is leap: 365 days back is 2023-06-16
  ] as const)('%s goes back by its offset', (unit, start) => {
    const now = new Date(2024, 5, 15, 10, 30);
    const [from, to] = latestRange(unit, now);
    expect(from).toEqual(start);
    expect(to).toEqual(now);
    expect(to).not.toBe(now);
  });

  it('defaults to now', () => {
    const before = Date.now();
    const [from, to] = latestRange('week');
    expect(to.getTime()).toBeGreaterThanOrEqual(before);
    expect(Math.round((to.getTime() - from.getTime()) / 86_400_000)).toBe(7);
  });
});
