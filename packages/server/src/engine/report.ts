import {
  checkReportQuery,
  formatDimension,
  formatMeasure,
  previousQuery,
  REPORT_MAX_ROWS,
  REPORT_TOTALS_LABEL,
  reportEndpoints,
  reportQuerySchema,
  reportSource,
  type ReportAnswer,
  type ReportDef,
  type ReportDimension,
  type ReportDimensionKey,
  type ReportMeasure,
  type ReportMeasureKey,
} from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { StoreScope } from '../core/auth.js';
import { invalid } from '../core/errors.js';
import { registerExportRoute, type ExportColumn, type ExportFormat } from '../core/exporting.js';
import type { Database } from '../db/schema.js';
import { registerEndpoint } from './endpoint.js';
import { baseFrom, filterConditions, scopeCondition, whereClause } from './query.js';

/**
 * A report's SQL (contract `defineReport` says what; this says how), beside the page's module: the
 * facts are the declaration's table read as `t` with its joins, within the filters and the user's
 * store scope (applied by the engine as a resource list applies them), and:
 * - `dimensions`: each row's grouping as an expression over `t` (a business day: `(t.created_at at
 *   time zone 'Asia/Shanghai')::date`); computed once a fact, grouped by, shown as the dimension's type;
 * - `measures`: each figure as an aggregate (`count(*)`, `coalesce(sum(t.paid), 0)`,
 *   `count(distinct t.customer_id)`); the engine casts it to the measure's format (int, money text…);
 * - `conditions`: what every counted fact meets beyond filters and scope (paid orders only).
 * Rows and totals come from one statement (GROUPING SETS), so a distinct count's total is over
 * the whole period, never the sum of its rows.
 */
export interface ReportAggregate<R extends ReportDef> {
  dimensions: Record<ReportDimensionKey<R>, RawBuilder<unknown>>;
  measures: Record<ReportMeasureKey<R>, RawBuilder<unknown>>;
  conditions?(filters: Record<string, unknown>): RawBuilder<unknown>[];
}

/** The lateral relation holding each fact's dimension values (grouped by as plain columns). */
const D = 'd';
const GROUPING = '__grouping';

/** A dimension's value as answered: dates as 'YYYY-MM-DD', months as 'YYYY-MM', numbers as int, the rest as text. */
function shownDimension(dimension: ReportDimension): RawBuilder<unknown> {
  const ref = sql.ref(`${D}.${dimension.key}`);
  switch (dimension.type) {
    case 'date':
      return sql`to_char(${ref}, 'YYYY-MM-DD')`;
    case 'month':
      return sql`to_char(${ref}, 'YYYY-MM')`;
    case 'int':
      return sql`(${ref})::int`;
    case 'enum':
      return typeof dimension.enum?.values[0] === 'number' ? sql`(${ref})::int` : sql`(${ref})::text`;
    case 'text':
      return sql`(${ref})::text`;
  }
}

/** A measure cast to its format: int as a number; money, decimal and percent as exact decimal text. */
function shownMeasure(measure: ReportMeasure, expression: RawBuilder<unknown>): RawBuilder<unknown> {
  switch (measure.format) {
    case 'int':
      return sql`(${expression})::int`;
    case 'money':
      return sql`round((${expression})::numeric, 2)::text`;
    case 'decimal':
      return sql`round((${expression})::numeric, ${sql.lit(measure.scale ?? 2)})::text`;
    case 'percent':
      return sql`round((${expression})::numeric, 4)::text`;
  }
}

/** The facts counted: the table with its joins, each fact's dimension values beside it, within filters, scope and the report's conditions. */
function factsOf<R extends ReportDef>(def: R, aggregate: ReportAggregate<R>, query: Record<string, unknown>, scope: StoreScope): RawBuilder<unknown> {
  const source = reportSource(def);
  const conditions = [...filterConditions(source, query), ...(aggregate.conditions?.(query) ?? [])];
  const scoped = scopeCondition(source, scope);
  if (scoped) conditions.push(scoped);
  const values = def.dimensions.map((d) => sql`${aggregate.dimensions[d.key as ReportDimensionKey<R>]} as ${sql.id(d.key)}`);
  return sql`${baseFrom(source)} cross join lateral (select ${sql.join(values)}) as ${sql.id(D)}${whereClause(conditions)}`;
}

const measureList = <R extends ReportDef>(def: R, aggregate: ReportAggregate<R>) =>
  sql.join(def.measures.map((m) => sql`${shownMeasure(m, aggregate.measures[m.key as ReportMeasureKey<R>])} as ${sql.id(m.key)}`));

/**
 * The statement of a report's answer: a row per dimension value and the totals row (grouping
 * sets), the totals first, then the rows in the declared order, at most maxRows + 1 of them (one
 * more tells that there were more). Exported for tests and SQL snapshots.
 */
export function reportStatement<R extends ReportDef>(def: R, aggregate: ReportAggregate<R>, query: Record<string, unknown>, scope: StoreScope) {
  const dims = def.dimensions.map((d) => sql.ref(`${D}.${d.key}`));
  const shown = def.dimensions.map((d) => sql`${shownDimension(d)} as ${sql.id(d.key)}`);
  const sort = def.sort ?? { key: def.dimensions[0].key, dir: 'asc' };
  const limit = (def.maxRows ?? REPORT_MAX_ROWS) + 2;
  return sql<
    Record<string, string | number | null>
  >`select ${sql.join(shown)}, ${measureList(def, aggregate)}, grouping(${sql.join(dims)}) as ${sql.id(GROUPING)}
from ${factsOf(def, aggregate, query, scope)}
group by grouping sets ((${sql.join(dims)}), ())
order by ${sql.id(GROUPING)} desc, ${sql.id(sort.key)} ${sort.dir === 'desc' ? sql`desc` : sql`asc`} nulls last
limit ${sql.lit(limit)}`;
}

/** The statement of the totals alone (the previous period's). */
export function reportTotalsStatement<R extends ReportDef>(def: R, aggregate: ReportAggregate<R>, query: Record<string, unknown>, scope: StoreScope) {
  return sql<Record<string, string | number | null>>`select ${measureList(def, aggregate)} from ${factsOf(def, aggregate, query, scope)}`;
}

/** A report's answer for parsed and checked filters, within a store scope. */
export async function runReport<R extends ReportDef>(
  db: Kysely<Database>,
  def: R,
  aggregate: ReportAggregate<R>,
  query: Record<string, unknown>,
  scope: StoreScope,
): Promise<ReportAnswer> {
  const emptyDimensions = Object.fromEntries(def.dimensions.map((d) => [d.key, null]));
  const previous = previousQuery(def, query);
  const [answered, before] = await Promise.all([
    reportStatement(def, aggregate, query, scope).execute(db),
    previous ? reportTotalsStatement(def, aggregate, previous.query, scope).execute(db) : null,
  ]);
  const [totalsRow, ...rows] = answered.rows;
  for (const row of rows) delete row[GROUPING];
  const { [GROUPING]: _grouping, ...totals } = totalsRow;
  const maxRows = def.maxRows ?? REPORT_MAX_ROWS;
  return {
    rows: rows.slice(0, maxRows),
    totals: { ...totals, ...emptyDimensions },
    truncated: rows.length > maxRows,
    ...(previous && before ? { previous: { start: previous.start, end: previous.end, totals: { ...before.rows[0], ...emptyDimensions } } } : {}),
  };
}

/** The sheet's columns: dimensions (enum labels), then measures as numbers (percentages as text). */
function exportColumns(def: ReportDef): ExportColumn<Record<string, unknown>>[] {
  const format: Record<ReportMeasure['format'], ExportFormat> = { int: 'number', money: 'money', decimal: 'number', percent: 'text' };
  return [
    ...def.dimensions.map((d, i) => ({
      header: d.label,
      key: d.key,
      value: (row: Record<string, unknown>) =>
        i === 0 && TOTALS_ROWS.has(row) ? REPORT_TOTALS_LABEL : formatDimension(d, row[d.key] as string | number | null),
    })),
    ...def.measures.map((m) => ({
      header: m.label,
      key: m.key,
      format: format[m.format],
      value: (row: Record<string, unknown>) => (m.format === 'percent' ? formatMeasure(m, row[m.key] as string | null) : row[m.key]),
    })),
  ];
}

/** The totals rows of exports (their first dimension cell says 合计). */
const TOTALS_ROWS = new WeakSet<object>();

/**
 * Registers a report: its list (a typed endpoint under the page's menu permission: filters checked
 * as a resource list checks them, 000006 naming the parameter) and, with `ops.export`, its xlsx
 * export (a ticket, then the streamed sheet: the rows and the totals row, audited).
 */
export function registerReport<const R extends ReportDef>(app: FastifyInstance, def: R, aggregate: ReportAggregate<R>): void {
  const { db } = app.services;
  const endpoints = reportEndpoints(def);
  const check = (query: Record<string, unknown>) => {
    const checked = checkReportQuery(def, query);
    if (checked !== true) throw invalid(checked.param, checked.message);
  };

  registerEndpoint(app, endpoints.list, async (query, { auth }) => {
    check(query);
    return runReport(db, def, aggregate, query, await auth.scope());
  });

  if (!def.ops.export) return;
  registerExportRoute(app, {
    url: endpoints.export.path,
    permission: { op: def.ops.export },
    filters: reportQuerySchema(def),
    check,
    async source(_request, query, auth) {
      const answer = await runReport(db, def, aggregate, query, await auth.scope());
      const totals = answer.totals as Record<string, unknown>;
      TOTALS_ROWS.add(totals);
      const sheet: Record<string, unknown>[] = [...answer.rows, totals];
      return {
        fileName: def.title,
        asciiName: def.name,
        table: def.table,
        filters: query,
        columns: exportColumns(def),
        async page(after: Record<string, unknown> | undefined, limit: number) {
          const from = after ? sheet.indexOf(after) + 1 : 0;
          return sheet.slice(from, from + limit);
        },
      };
    },
  });
}
