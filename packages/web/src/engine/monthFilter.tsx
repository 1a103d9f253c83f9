import { MonthPicker } from '../components/MonthPicker';
import type { FilterPatch } from './listFilters';

/** The month filter of the pages that list by a month (pay, rent): the kit's month picker, sent as the month's first day ('2026-03-01'). */
export const monthFilter: FilterPatch = {
  input: <MonthPicker firstDay />,
  toQuery: (month) => ({ month: typeof month === 'string' && month ? month : undefined }),
  fromQuery: (params) => (params.month ? String(params.month) : undefined),
};

/** A pay month as its page shows it: '2026-03-01' -> '2026-03'. */
export const monthText = (value: unknown) => (typeof value === 'string' ? value.slice(0, 7) : '--');
