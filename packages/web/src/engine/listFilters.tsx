import { filterParams, type AreaNode, type FieldDef, type FieldKey, type ResourceDef, type StoreOption } from '@salon/contract';
import dayjs, { type Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import type { ListSort, ListState } from '../components/DataTable';
import { DateRangeInput } from '../components/DateRangeInput';
import type { FilterItem, FilterValues } from '../components/FilterBar';
import { NumberRangeInput, rangeParams } from '../components/NumberRangeInput';
import type { LookupOptions } from './reference';

/**
 * What a page changes about one declared filter (by field key, or 'keyword'): its label, a select's
 * options, or its own control whose value becomes the query's parameters (`toQuery`) and comes back
 * from them (`fromQuery`, for the URL). `false` leaves the filter out.
 */
export interface FilterPatch {
  label?: string;
  placeholder?: string;
  /** A select of these options instead of the declared control. */
  options?: { value: string | number; label: string }[];
  /** The page's own control (a week or month picker). */
  input?: ReactNode;
  /** The control needs more room than one column. */
  wide?: boolean;
  /** The value the filter starts with (and goes back to on 重置). */
  initial?: unknown;
  /** The control's value as the list's parameters (default `{ [key]: value }`). */
  toQuery?(value: unknown): FilterValues;
  /** The control's value from the list's parameters (default `params[key]`). */
  fromQuery?(params: FilterValues): unknown;
}

export type FilterPatches<R extends ResourceDef = ResourceDef> = Partial<Record<FieldKey<R> | 'keyword', FilterPatch | false>>;

/** One filter of the bar with how its value and the list's parameters map to each other. */
export interface ListFilter {
  item: FilterItem;
  slot?: ReactNode;
  /** The list parameters it sets. */
  params: readonly string[];
  initial?: unknown;
  toQuery(value: unknown): FilterValues;
  fromQuery(params: FilterValues): unknown;
}

const same = (key: string) => ({ toQuery: (value: unknown) => ({ [key]: value }), fromQuery: (params: FilterValues) => params[key] });
const day = (text: unknown) => (typeof text === 'string' && text ? dayjs(text) : undefined);

/** The last `days` days, today included: a date range's starting value. */
const lastDays = (days: number): [Dayjs, Dayjs] => [
  dayjs()
    .subtract(days - 1, 'day')
    .startOf('day'),
  dayjs().startOf('day'),
];

/** A declared filter as the bar shows it, by the field's type. */
function declaredFilter(f: FieldDef, stores: StoreOption[], areas: AreaNode[], lookups: LookupOptions): ListFilter {
  const base = { params: filterParams(f), ...same(f.key) };
  const select = (options: { value: string | number; label: string }[], mode?: 'multiple'): ListFilter => ({
    ...base,
    item: { type: 'select', key: f.key, label: f.label, options, mode },
  });
  if (f.type === 'enum')
    return select(
      f.enum!.items.map((i) => ({ value: i.value, label: i.label })),
      f.filter === 'in' ? 'multiple' : undefined,
    );
  // Shown in the list as 是 / 否: the same two words to choose from (sent as 'true' / 'false', as in the address).
  if (f.type === 'bool')
    return select([
      { value: 'true', label: '是' },
      { value: 'false', label: '否' },
    ]);
  if (f.type === 'store') return select(stores.map((s) => ({ value: s.id, label: `${s.storeName}（${s.storeCode}）` })));
  if (f.lookup?.options) return select(lookups[f.key] ?? []);
  if (f.type === 'district') return select(areas.flatMap((c) => (c.children ?? []).map((d) => ({ value: d.id, label: `${c.name} ${d.name}` }))));
  if (f.filter === 'dateRange') {
    const [startKey, endKey] = base.params;
    // A range of at most maxDays: once one end is picked, days further than that are disabled.
    const maxDays = f.range?.maxDays;
    const tooFar = maxDays
      ? (current: Dayjs, info: { from?: Dayjs }) => !!info.from && Math.abs(current.startOf('day').diff(info.from.startOf('day'), 'day')) >= maxDays
      : undefined;
    return {
      params: base.params,
      item: { type: 'slot', key: f.key, label: f.label, slot: f.key, wide: true },
      slot: <DateRangeInput style={{ width: '100%' }} allowClear={!f.range?.required} disabledDate={tooFar} />,
      initial: f.range?.defaultDays ? lastDays(f.range.defaultDays) : undefined,
      toQuery: (value) => {
        if (!Array.isArray(value)) return {};
        const [start, end] = value as [Dayjs, Dayjs];
        return { [startKey]: start.format('YYYY-MM-DD'), [endKey]: end.format('YYYY-MM-DD') };
      },
      fromQuery: (params) => {
        const [start, end] = [day(params[startKey]), day(params[endKey])];
        return start && end ? [start, end] : undefined;
      },
    };
  }
  if (f.filter === 'range')
    return {
      params: base.params,
      item: { type: 'slot', key: f.key, label: f.label, slot: f.key },
      slot: <NumberRangeInput min={f.min} max={f.max} decimals={f.type === 'int' ? 0 : f.scale} />,
      toQuery: (value) => rangeParams(f.key, value),
      fromQuery: (params) => {
        const [min, max] = base.params.map((p) => (params[p] === undefined ? null : Number(params[p])));
        return min === null && max === null ? undefined : [min, max];
      },
    };
  return { ...base, item: { type: 'input', key: f.key, label: f.label, placeholder: f.placeholder } };
}

/** The page's changes over a declared filter. */
function patched(filter: ListFilter, patch: FilterPatch): ListFilter {
  const { key, label } = filter.item;
  const item: FilterItem = patch.input
    ? { type: 'slot', key, label: patch.label ?? label, slot: key, wide: patch.wide }
    : patch.options
      ? { type: 'select', key, label: patch.label ?? label, options: patch.options, placeholder: patch.placeholder }
      : ({ ...filter.item, label: patch.label ?? label, ...(patch.placeholder ? { placeholder: patch.placeholder } : {}) } as FilterItem);
  return {
    item,
    slot: patch.input ?? (patch.options ? undefined : filter.slot),
    params: filter.params,
    initial: patch.initial ?? filter.initial,
    toQuery: patch.toQuery ?? filter.toQuery,
    fromQuery: patch.fromQuery ?? filter.fromQuery,
  };
}

/** The filter bar of a declaration: its keyword, then its fields' filters in order, as the page changed them. */
export function listFilters(
  def: ResourceDef,
  reference: { stores: StoreOption[]; areas: AreaNode[]; lookups: LookupOptions },
  patches: FilterPatches = {},
): ListFilter[] {
  const out: ListFilter[] = [];
  const add = (key: string, filter: ListFilter) => {
    const patch = patches[key];
    if (patch !== false) out.push(patch ? patched(filter, patch) : filter);
  };
  if (def.keyword) add('keyword', { item: { type: 'input', key: 'keyword', label: def.keyword.label }, params: ['keyword'], ...same('keyword') });
  for (const f of def.fields) if (f.filter) add(f.key, declaredFilter(f, reference.stores, reference.areas, reference.lookups));
  return out;
}

/** The bar's values as the list's parameters. */
export function toQuery(filters: readonly ListFilter[], values: FilterValues): FilterValues {
  const out: FilterValues = {};
  for (const f of filters) {
    const value = values[f.item.key];
    if (value !== undefined && value !== null && value !== '') Object.assign(out, f.toQuery(value));
  }
  return out;
}

/** The bar's values from the list's parameters (the URL's). */
export function fromQuery(filters: readonly ListFilter[], params: FilterValues): FilterValues {
  return Object.fromEntries(filters.map((f) => [f.item.key, f.fromQuery(params)]));
}

/** The bar's starting values: what the filters start with. */
export const initialValues = (filters: readonly ListFilter[]): FilterValues =>
  Object.fromEntries(filters.filter((f) => f.initial !== undefined).map((f) => [f.item.key, f.initial]));

/* ---------------------------------- the URL ---------------------------------- */

const PAGE = 'pageNum';
const SIZE = 'pageSize';
const SORT = 'sort';

/**
 * A list's state as query parameters of the page's URL, each name behind `prefix` (a page of several
 * lists keeps each apart): the filters' parameters, the page, its size and the sort ('field.desc').
 * Lists always stay in the defaults' shape when nothing was asked for: no parameter at all.
 */
export function writeListState(params: URLSearchParams, prefix: string, state: ListState | null): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of [...next.keys()]) if (ownName(name, prefix)) next.delete(name);
  if (!state) return next;
  for (const [key, value] of Object.entries(state.filters)) {
    if (value === undefined || value === null || value === '' || (Array.isArray(value) && !value.length)) continue;
    next.set(prefix + key, Array.isArray(value) ? value.join(',') : String(value));
  }
  next.set(prefix + PAGE, String(state.pageNum));
  next.set(prefix + SIZE, String(state.pageSize));
  if (state.sort) next.set(prefix + SORT, `${state.sort.field}.${state.sort.order}`);
  return next;
}

/** Whether a parameter name is this list's: behind its prefix (a bare list owns the names without a dot). */
const ownName = (name: string, prefix: string) => (prefix ? name.startsWith(prefix) : !name.includes('.') && name !== 'tab');

/**
 * A list's state from the URL, or null when the URL says nothing about it. Parameters come back as
 * the declaration types them (`coerce`); unknown names are dropped.
 */
export function readListState(params: URLSearchParams, prefix: string, coerce: (param: string, text: string) => unknown): ListState | null {
  const own = [...params.entries()].filter(([name]) => ownName(name, prefix)).map(([name, value]) => [name.slice(prefix.length), value] as const);
  if (!own.length) return null;
  const filters: FilterValues = {};
  let pageNum = 1;
  let pageSize = 0;
  let sort: ListSort | null = null;
  for (const [name, text] of own) {
    if (name === PAGE) pageNum = Math.max(1, Math.floor(Number(text)) || 1);
    else if (name === SIZE) pageSize = Math.floor(Number(text)) || 0;
    else if (name === SORT) {
      const [field, order] = text.split('.');
      if (field && (order === 'asc' || order === 'desc')) sort = { field, order };
    } else {
      const value = coerce(name, text);
      if (value !== undefined) filters[name] = value;
    }
  }
  return { filters, pageNum, pageSize, sort };
}

/** A URL parameter's text as the declaration types the filter that sets it (numbers, lists, yes/no); undefined when no filter sets it. */
export function coerceParam(def: ResourceDef, filters: readonly ListFilter[], param: string, text: string): unknown {
  const filter = filters.find((f) => f.params.includes(param));
  if (!filter) return undefined;
  const field = def.fields.find((f) => f.key === filter.item.key);
  if (!field) return text;
  const numeric =
    field.filter === 'range' ||
    ['int', 'store', 'district'].includes(field.type) ||
    (field.type === 'enum' && typeof field.enum?.values[0] === 'number') ||
    !!field.lookup?.options;
  // A yes/no filter keeps its text: its options are 'true' and 'false' (the server reads either).
  const one = (t: string): unknown => (numeric && t !== '' && !Number.isNaN(Number(t)) ? Number(t) : t);
  if (field.filter === 'in') return text.split(',').filter(Boolean).map(one);
  if (field.filter === 'dateRange' || field.filter === 'like') return text;
  return one(text);
}

/** A list state as one comparable string (the same query reads the same). */
export const stateKey = (state: ListState) =>
  JSON.stringify([Object.entries(state.filters).sort(([a], [b]) => a.localeCompare(b)), state.pageNum, state.pageSize, state.sort]);
