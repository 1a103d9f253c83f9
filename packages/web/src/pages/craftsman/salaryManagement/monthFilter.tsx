import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { FilterPatch } from '../../../engine/listFilters';

/** The pay-month filter of the salary pages: a month picker, sent as the month's first day ('2026-03-01'). */
export const monthFilter: FilterPatch = {
  input: <DatePicker picker="month" style={{ width: '100%' }} aria-label="月份" />,
  toQuery: (month) => ({ month: month ? (month as Dayjs).format('YYYY-MM-01') : undefined }),
  fromQuery: (params) => (params.month ? dayjs(String(params.month)) : undefined),
};

/** A pay month as its page shows it: '2026-03-01' -> '2026-03'. */
export const monthText = (value: unknown) => (typeof value === 'string' ? value.slice(0, 7) : '--');
