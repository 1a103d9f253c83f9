import type { Dayjs } from 'dayjs';
import type { FilterValues } from './FilterBar';

/** A filter bar's RangePicker value turned into the API's `<start>` / `<end>` YYYY-MM-DD pair. */
export function withDateRange(values: FilterValues, key: string, startKey = `${key}Start`, endKey = `${key}End`): FilterValues {
  const { [key]: range, ...rest } = values;
  if (!Array.isArray(range) || range.length !== 2) return rest;
  const [start, end] = range as [Dayjs, Dayjs];
  return { ...rest, [startKey]: start.format('YYYY-MM-DD'), [endKey]: end.format('YYYY-MM-DD') };
}
