/**
 * Latest-range shortcuts (spec §9): the last week, month or year ending now,
 * as day offsets week 7, month 30, year 365. The start is the same local
 * clock time `offset` calendar days before `now` (so DST changes do not
 * shift it); the end is a copy of `now`.
 */

export const LATEST_RANGE_DAY_OFFSETS = { week: 7, month: 30, year: 365 } as const;

export type LatestRangeUnit = keyof typeof LATEST_RANGE_DAY_OFFSETS;

export function latestRange(unit: LatestRangeUnit, now: Date = new Date()): [start: Date, end: Date] {
  const start = new Date(now.getTime());
  start.setDate(start.getDate() - LATEST_RANGE_DAY_OFFSETS[unit]);
  return [start, new Date(now.getTime())];
}
