import { z } from 'zod';
import type { EnumDef } from '../enums/define.js';
import { formatMoney } from '../format/money.js';
import { formatPercent } from '../format/percent.js';
import { defineEndpoint, type Endpoint } from './endpoint.js';
import { checkListQuery, daysInRange, filterParams, listQuerySchema } from './schema.js';
import type { EndpointDef, FieldDef, JoinDef, ResourceDef } from './types.js';

/**
 * A report (analytics page), declared once (`defineReport`): its filters (the resource filter
 * kinds: store, district, enum, a date range with `range.required` / `maxDays` / `defaultDays`),
 * the rows' dimensions and measures, a chart, the totals row, an export and the previous period
 * to compare with. The server answers `{ rows, totals, previous? }` and the xlsx export from it
 * (`registerReport(app, def, aggregate)`, server/src/engine/report.ts, where the SQL of each
 * dimension and measure is written: SQL never ships to the browser); the web renders filter bar,
 * chart and table from it (`reportPage(def)`, web/src/engine/ReportPage.tsx).
 */

/** How a measure is shown: int (a count), money (2 decimals, exact text), decimal (`scale` places), percent (a ratio, 0.25 is 25%). */
export type ReportFormat = 'int' | 'money' | 'decimal' | 'percent';

/** A row's grouping: a business day ('YYYY-MM-DD'), a month ('YYYY-MM'), a text, a number, or an enum value (shown by its label). */
export interface ReportDimension {
  key: string;
  label: string;
  type: 'date' | 'month' | 'text' | 'int' | 'enum';
  enum?: EnumDef<number> | EnumDef<string>;
  width?: number;
}

export interface ReportMeasure {
  key: string;
  label: string;
  format: ReportFormat;
  /** Decimal places of a `decimal` measure (default 2). */
  scale?: number;
  /**
   * The totals row is the sum of the rows (counts, sums). Distinct counts, averages and ratios are
   * not: their totals are computed over the whole period by the same SQL. The conformance suite
   * checks the sum for additive measures; the comparison with the previous period shows their change.
   */
  additive?: boolean;
  width?: number;
  /** What the figure means, shown beside its header. */
  help?: string;
}

/** A chart over one dimension: a line or bars per measure, or a pie of the first measure. */
export interface ReportChartDef {
  type: 'line' | 'bar' | 'pie';
  dimension: string;
  measures: readonly string[];
}

export interface ReportDef {
  /** Unique name, e.g. 'businessDaily'. */
  name: string;
  /** The page's title, e.g. '日报表'. */
  title: string;
  /** What is counted, in one sentence shown under the filters ('已支付的订单，按下单日期…'). */
  description?: string;
  /** The page route path it is shown on. */
  page: string;
  /** The facts counted: a table read as `t`, and one-to-one joins (as a resource's) that filters read with `from`. */
  table: string;
  joins?: readonly JoinDef[];
  /** Whose facts a user counts, as a resource's scope (store field, `since`: the date field a store-data authority's start date bounds). */
  scope: ResourceDef['scope'];
  /** The filter bar: fields with `filter` (their `column` on `t`, or `from` a join), as a resource declares them. */
  filters: readonly FieldDef[];
  /** What a row is grouped by (at least one). */
  dimensions: readonly ReportDimension[];
  measures: readonly ReportMeasure[];
  /** The rows' order: a dimension or measure (default: the first dimension, ascending). */
  sort?: { key: string; dir: 'asc' | 'desc' };
  chart?: ReportChartDef;
  /** Also answer the totals of the period just before, as long as this date range filter (its key). */
  compare?: { filter: string };
  /** The most rows answered (default 2,000); a narrower filter is asked for beyond. */
  maxRows?: number;
  /** The spec's paths where it names them (default /mgt/report/<name>/list and /export). */
  api?: { list?: EndpointDef; export?: EndpointDef };
  /** The export's operation code (no export without one). */
  ops: { export?: string };
}

export function defineReport<const R extends ReportDef>(def: R): R {
  return def;
}

/** The most rows a report answers unless it says otherwise. */
export const REPORT_MAX_ROWS = 2000;
/** What the totals row shows in its first dimension cell. */
export const REPORT_TOTALS_LABEL = '合计';

export type ReportDimensionKey<R extends ReportDef> = R['dimensions'][number]['key'];
export type ReportMeasureKey<R extends ReportDef> = R['measures'][number]['key'];
type MeasureValue<M extends ReportMeasure> = M['format'] extends 'int' ? number : string;
/** One answered row: dimension values, then measures (int measures as numbers, the others as exact decimal text); null where nothing was counted. */
export type ReportRow<R extends ReportDef = ReportDef> = { [K in ReportDimensionKey<R>]: string | number | null } & {
  [M in R['measures'][number] as M['key']]: MeasureValue<M> | null;
};

/** What a report's list answers: its rows (sorted, at most maxRows), the totals over all of them, and the previous period's totals when it compares. */
export interface ReportAnswer<Row = Record<string, string | number | null>> {
  rows: Row[];
  totals: Row;
  /** More rows matched than the report answers: ask for a narrower range. */
  truncated: boolean;
  previous?: { start: string; end: string; totals: Row };
}

/** The report's facts as a resource declaration (table, joins, filters as fields, scope): the engine's filter, scope and query code reads it. */
export function reportSource(def: ReportDef): ResourceDef {
  return {
    name: def.name,
    title: def.title,
    page: def.page,
    table: def.table,
    joins: def.joins,
    fields: def.filters,
    scope: def.scope,
    api: { list: reportPaths(def).list },
    ops: {},
  };
}

function reportPaths(def: ReportDef): { list: EndpointDef; export: EndpointDef } {
  const base = `/mgt/report/${def.name}`;
  return { list: def.api?.list ?? { path: `${base}/list`, method: 'POST' }, export: def.api?.export ?? { path: `${base}/export`, method: 'GET' } };
}

const memo = <T>(compute: (def: ReportDef) => T) => {
  const cache = new WeakMap<ReportDef, T>();
  return (def: ReportDef): T => {
    if (!cache.has(def)) cache.set(def, compute(def));
    return cache.get(def)!;
  };
};

/** The filters a list and an export take (the resource list's filter parameters, without paging). */
export const reportQuerySchema = memo((def: ReportDef) => listQuerySchema(reportSource(def)).omit({ pageNum: true, pageSize: true }));

/** Rules across the filters: required and bounded date ranges. `true`, or the parameter at fault and the message (000006). */
export const checkReportQuery = (def: ReportDef, query: Record<string, unknown>) => checkListQuery(reportSource(def), query);

/** The zod schema of one answered row (serialises the answer and documents it). */
export const reportRowSchema = memo((def: ReportDef) => {
  const shape: Record<string, z.ZodType<string | number | null, string | number | null>> = {};
  for (const d of def.dimensions)
    shape[d.key] = (d.type === 'int' || (d.type === 'enum' && typeof d.enum?.values[0] === 'number') ? z.number() : z.string()).nullable();
  for (const m of def.measures) shape[m.key] = (m.format === 'int' ? z.number().int() : z.string()).nullable().describe(m.label);
  return z.object(shape);
});

/** The zod schema of a report's list answer. */
export const reportAnswerSchema = memo((def: ReportDef) => {
  const row = reportRowSchema(def);
  return z.object({
    rows: z.array(row),
    totals: row,
    truncated: z.boolean(),
    previous: z.object({ start: z.string(), end: z.string(), totals: row }).optional(),
  });
});

/** A report's endpoints: the list (a typed endpoint, under the page's menu permission) and the export (GET with a ticket, under `ops.export`). */
export const reportEndpoints = memo((def: ReportDef) => {
  const paths = reportPaths(def);
  const common = { path: paths.list.path, permission: { menu: def.page }, result: reportAnswerSchema(def), summary: `${def.title}：按筛选条件汇总的行与合计` };
  const list: Endpoint<ReturnType<typeof reportQuerySchema>, ReturnType<typeof reportAnswerSchema>, false> = paths.list.method === 'GET'
    ? defineEndpoint({ ...common, method: 'GET', query: reportQuerySchema(def) })
    : defineEndpoint({ ...common, method: 'POST', body: reportQuerySchema(def) });
  return { list, export: paths.export };
});

const DAY_MS = 86_400_000;
const shiftDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The period just before [start, end], as many days long ('2026-03-08'..'2026-03-14' → '2026-03-01'..'2026-03-07'). */
export function previousPeriod(start: string, end: string): [string, string] {
  const days = daysInRange(start, end);
  return [shiftDays(start, -days), shiftDays(start, -1)];
}

/** The query of the previous period: the compare filter's range moved back by its own length (null when the range is not given). */
export function previousQuery(def: ReportDef, query: Record<string, unknown>): { start: string; end: string; query: Record<string, unknown> } | null {
  const field = def.compare && def.filters.find((f) => f.key === def.compare!.filter);
  if (!field) return null;
  const [startKey, endKey] = filterParams(field);
  const start = query[startKey];
  const end = query[endKey];
  if (typeof start !== 'string' || typeof end !== 'string' || !start || !end) return null;
  const [previousStart, previousEnd] = previousPeriod(start, end);
  return { start: previousStart, end: previousEnd, query: { ...query, [startKey]: previousStart, [endKey]: previousEnd } };
}

/** A measure's value as a page and an export show it: counts with thousand separators, money with 2 decimals, percentages. */
export function formatMeasure(measure: ReportMeasure, value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '--';
  switch (measure.format) {
    case 'int':
      return formatMoney(value, { decimals: 0 });
    case 'money':
      return formatMoney(value);
    case 'decimal':
      return formatMoney(value, { decimals: measure.scale ?? 2 });
    case 'percent':
      return formatPercent(value);
  }
}

/** A dimension's value as shown (an enum's label). */
export function formatDimension(dimension: ReportDimension, value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '--';
  return dimension.type === 'enum' && dimension.enum ? dimension.enum.labelOf(value) : String(value);
}

/**
 * What is wrong with a declaration (empty when nothing): keys unique, the chart, sort and compare
 * naming what exists, the compare filter a date range. A contract test runs it over every report.
 */
export function reportProblems(def: ReportDef): string[] {
  const problems: string[] = [];
  const dims = def.dimensions.map((d) => d.key);
  const measures = def.measures.map((m) => m.key);
  const keys = [...dims, ...measures];
  if (!dims.length) problems.push('no dimension');
  if (!measures.length) problems.push('no measure');
  const twice = keys.filter((k, i) => keys.indexOf(k) !== i);
  if (twice.length) problems.push(`keys declared twice: ${twice.join(', ')}`);
  if (def.sort && !keys.includes(def.sort.key)) problems.push(`sort: no column ${def.sort.key}`);
  if (def.chart) {
    if (!dims.includes(def.chart.dimension)) problems.push(`chart: no dimension ${def.chart.dimension}`);
    for (const m of def.chart.measures) if (!measures.includes(m)) problems.push(`chart: no measure ${m}`);
    if (!def.chart.measures.length) problems.push('chart: no measure');
  }
  if (def.compare) {
    const field = def.filters.find((f) => f.key === def.compare!.filter);
    if (field?.filter !== 'dateRange') problems.push(`compare: ${def.compare.filter} is not a date range filter`);
  }
  for (const f of def.filters) if (!f.filter) problems.push(`filter ${f.key}: no filter kind`);
  return problems;
}
