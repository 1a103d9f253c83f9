import {
  addMoney,
  defaultRange,
  filterParams,
  REPORT_TOTALS_LABEL,
  reportEndpoints,
  REPORTS,
  reportSource,
  RetCode,
  type FieldDef,
  type ReportAnswer,
  type ReportDef,
} from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportFile, sheetRows } from '../test/exchange.js';
import { DEMO, login, openTestApp, request, type Session, type TestApp } from '../test/harness.js';
import { baseFrom, fieldRef } from './query.js';

/**
 * The report engine, proven once per declaration of `REPORTS` with no per-page code, over HTTP:
 * registered under the page and its export code; the canonical query and each filter answer;
 * required and bounded date ranges refuse (000006 naming the parameter); a store user counts
 * its own stores only, and from its authority's start date; the export holds the rows and the
 * totals; the totals of additive measures are the sum of the rows; the previous period is the
 * same report over the range before.
 */

type Row = Record<string, string | number | null>;
type Query = Record<string, unknown>;

/** The chain's business day (China time). */
const chinaToday = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

let t: TestApp;
let admin: Session;
/** A store manager (its stores in scope), granted every report page. */
let manager: Session;
let managerStores: number[];

/**
 * Facts a report of franchise stores needs at the demo store manager's store (a direct-run store),
 * written before its scope test: the copy of the database this file runs on holds that store as a
 * franchise store (of franchisee 1) with two cost lines of the last months. Keep it tiny.
 */
const SCOPE_FIXTURES: Record<string, (storeId: number) => Promise<void>> = {
  franchiseIncome: async (storeId) => {
    await sql`insert into franchise_store (store_id, franchisee_id, joined_on) values (${storeId}, 1, '2025-01-01') on conflict do nothing`.execute(t.db);
    for (const [no, back, amount] of [
      ['RCF0001', 40, '1288.50'],
      ['RCF0002', 75, '640.00'],
    ] as const) {
      const day = addDays(chinaToday(), -back);
      await sql`insert into franchise_cost (cost_no, kind, store_id, cost_date, month, item, amount)
        values (${no}, 1, ${storeId}, ${day}::date, date_trunc('month', ${day}::date)::date, '一致性检查', ${amount})`.execute(t.db);
    }
  },
};

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  // Every report page (and its menu groups) for the store manager's role: its scope is the point.
  const urls = [...new Set(REPORTS.flatMap((def) => def.page.split('/').map((_, i, parts) => parts.slice(0, i + 1).join('/'))))].filter(Boolean);
  if (urls.length)
    await sql`insert into role_menu (role_id, menu_id)
      select r.id, m.id from role r cross join menu m
      where r.code = 'store_manager' and m.url in (${sql.join(urls)})
      and not exists (select 1 from role_menu x where x.role_id = r.id and x.menu_id = m.id)`.execute(t.db);
  manager = await login(t.app, DEMO.store001.account, DEMO.store001.pwd);
  const stores = await sql<{ store_id: number }>`select store_id from user_store where user_id = ${manager.userId} order by store_id`.execute(t.db);
  managerStores = stores.rows.map((r) => r.store_id);
  expect(managerStores.length).toBeGreaterThan(0);
});

afterAll(async () => {
  await t?.close();
});

it('every report is declared soundly and registered: its list under the page, its export under its operation code', () => {
  expect(REPORTS.length).toBeGreaterThan(0);
  const routes = new Map(t.app.routeTable.map((r) => [`${r.method} ${r.url}`, r.permission]));
  for (const def of REPORTS) {
    const ep = reportEndpoints(def);
    expect(routes.get(`${ep.list.method} /api${ep.list.path}`), def.name).toEqual({ menu: def.page });
    if (def.ops.export) expect(routes.get(`GET /api${ep.export.path}`), def.name).toEqual({ op: def.ops.export });
  }
});

for (const def of REPORTS) {
  describe(`${def.page} · ${def.name}`, () => {
    const ep = reportEndpoints(def);
    const dateRanges = def.filters.filter((f) => f.filter === 'dateRange');
    const call = (session: Session, query: Query) => request<ReportAnswer<Row>>(t.app, session, ep.list.method, ep.list.path, query, { routepath: def.page });
    const answer = async (session: Session, query: Query) => {
      const { envelope } = await call(session, query);
      expect(`${envelope.retCode} ${envelope.retMsg}`, `${ep.list.path} ${JSON.stringify(query)}`).toBe(`${RetCode.SUCCESS} ${envelope.retMsg}`);
      return envelope.result;
    };
    /** The canonical query: every required date range over its default days (else a week), up to today. */
    const base: Query = {};
    for (const f of dateRanges.filter((x) => x.range?.required)) {
      const [startKey, endKey] = filterParams(f);
      [base[startKey], base[endKey]] = defaultRange(f.range?.defaultDays ?? 7, chinaToday());
    }
    const sortKey = def.sort?.key ?? def.dimensions[0].key;

    it('answers the canonical query: every dimension and measure, rows in the declared order, totals without dimensions', async () => {
      const result = await answer(admin, base);
      expect(result.rows.length, 'the demo seed counts something').toBeGreaterThan(0);
      const keys = [...def.dimensions.map((d) => d.key), ...def.measures.map((m) => m.key)].sort();
      for (const row of result.rows) expect(Object.keys(row).sort()).toEqual(keys);
      expect(Object.keys(result.totals).sort()).toEqual(keys);
      for (const d of def.dimensions) expect(result.totals[d.key]).toBeNull();
      const sorted = [...result.rows].sort((a, b) => (a[sortKey]! < b[sortKey]! ? -1 : a[sortKey]! > b[sortKey]! ? 1 : 0));
      if (def.sort?.dir === 'desc') sorted.reverse();
      if (def.dimensions.some((d) => d.key === sortKey)) expect(result.rows.map((r) => r[sortKey])).toEqual(sorted.map((r) => r[sortKey]));
      expect(result.rows.length).toBeLessThanOrEqual(def.maxRows ?? 2000);
    });

    it('totals of additive measures are the sum of the rows', async () => {
      const result = await answer(admin, base);
      for (const m of def.measures.filter((x) => x.additive)) {
        const values = result.rows.map((r) => r[m.key] ?? 0);
        const sum = m.format === 'int' ? values.reduce<number>((n, v) => n + Number(v), 0) : addMoney('0', ...values.map(String));
        expect(result.totals[m.key] ?? (m.format === 'int' ? 0 : '0.00'), m.key).toEqual(sum);
      }
    });

    for (const field of def.filters.filter((f) => f.filter !== 'dateRange' || !f.range?.required)) {
      it(`answers with the filter ${field.key} (${field.filter}), a value from the facts`, async () => {
        const query = { ...base, ...(await sampleFilter(def, field)) };
        const filtered = await answer(admin, query);
        const all = await answer(admin, base);
        // A filter only narrows: no additive count grows.
        for (const m of def.measures.filter((x) => x.additive && x.format === 'int'))
          expect(Number(filtered.totals[m.key] ?? 0), m.key).toBeLessThanOrEqual(Number(all.totals[m.key] ?? 0));
      });
    }

    for (const field of dateRanges) {
      const [startKey, endKey] = filterParams(field);
      if (field.range?.required)
        it(`refuses without its range ${field.key} (000006 naming ${startKey})`, async () => {
          const { envelope } = await call(admin, { ...base, [startKey]: undefined, [endKey]: undefined });
          expect(envelope.retCode).toBe(RetCode.INVALID);
          expect(`${envelope.retMsg} ${JSON.stringify(envelope.result)}`).toContain(startKey);
        });
      const maxDays = field.range?.maxDays;
      if (maxDays)
        it(`refuses a range ${field.key} longer than ${maxDays} days (000006 naming ${endKey})`, async () => {
          const end = chinaToday();
          const { envelope } = await call(admin, { ...base, [startKey]: addDays(end, -maxDays), [endKey]: end });
          expect(envelope.retCode).toBe(RetCode.INVALID);
          expect(`${envelope.retMsg} ${JSON.stringify(envelope.result)}`).toContain(endKey);
          // The last day allowed answers.
          await answer(admin, { ...base, [startKey]: addDays(end, -maxDays + 1), [endKey]: end });
        });
    }

    if (def.scope.by === 'store') {
      const scope = def.scope;
      const storeFilter = def.filters.find((f) => f.key === scope.field && f.filter === 'eq');
      it('a store user counts its own stores only: the same answer as head office filtered to them', async () => {
        expect(storeFilter, `a store-scoped report filters by its scope field ${scope.field}`).toBeDefined();
        expect(managerStores, 'the demo store manager holds one store').toHaveLength(1);
        await SCOPE_FIXTURES[def.name]?.(managerStores[0]);
        const own = await answer(manager, base);
        const headOffice = await answer(admin, { ...base, [scope.field]: managerStores[0] });
        expect(own).toEqual(headOffice);
        const everything = await answer(admin, base);
        expect(own.rows.length).toBeGreaterThan(0);
        expect(own.totals).not.toEqual(everything.totals);
      });

      const since = scope.since ? def.filters.find((f) => f.key === scope.since) : undefined;
      if (since)
        it(`and only from its authority's start date (scope.since ${since.key})`, async () => {
          const [startKey, endKey] = filterParams(since);
          const end = chinaToday();
          const query = { ...base, [startKey]: addDays(end, -6), [endKey]: end };
          const startDate = addDays(end, -2);
          await sql`update app_user set data_start_date = ${startDate}::date where id = ${manager.userId}`.execute(t.db);
          try {
            const own = await answer(manager, query);
            const headOffice = await answer(admin, { ...query, [startKey]: startDate, [scope.field]: managerStores[0] });
            expect(own).toEqual({ ...headOffice, ...(headOffice.previous ? { previous: own.previous } : {}) });
            // The period before lies wholly before the start date: nothing of it is counted.
            for (const m of def.measures.filter((x) => x.additive && x.format === 'int')) expect(Number(own.previous?.totals[m.key] ?? 0), m.key).toBe(0);
          } finally {
            await sql`update app_user set data_start_date = null where id = ${manager.userId}`.execute(t.db);
          }
        });
    }

    if (def.ops.export)
      it('exports the rows and the totals row as the list answers them', async () => {
        const result = await answer(admin, base);
        const { response } = await exportFile(t.app, admin, ep.export.path, base, def.page);
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toContain('spreadsheetml');
        const [headers, ...rows] = await sheetRows(response.rawPayload);
        expect(headers).toEqual([...def.dimensions.map((d) => d.label), ...def.measures.map((m) => m.label)]);
        expect(rows).toHaveLength(result.rows.length + 1);
        expect(rows[rows.length - 1][0]).toBe(REPORT_TOTALS_LABEL);
        const firstMeasure = def.measures.findIndex((m) => m.format !== 'percent');
        if (firstMeasure >= 0) {
          const m = def.measures[firstMeasure];
          const column = def.dimensions.length + firstMeasure;
          expect(rows.map((r) => (r[column] === undefined || r[column] === null ? null : Number(r[column])))).toEqual(
            [...result.rows, result.totals].map((r) => (r[m.key] === null ? null : Number(r[m.key]))),
          );
        }
      });

    if (def.compare)
      it(`compares with the period before: the totals of the same report over the previous range of ${def.compare.filter}`, async () => {
        const result = await answer(admin, base);
        expect(result.previous, 'a compared report answers the previous period with a required range').toBeDefined();
        const field = def.filters.find((f) => f.key === def.compare!.filter)!;
        const [startKey, endKey] = filterParams(field);
        const before = await answer(admin, { ...base, [startKey]: result.previous!.start, [endKey]: result.previous!.end });
        expect(result.previous!.totals).toEqual(before.totals);
      });
  });
}

/** A filter's parameters with a value read from the report's facts (the newest day for a date range). */
async function sampleFilter(def: ReportDef, field: FieldDef): Promise<Query> {
  const source = reportSource(def);
  const ref = fieldRef(source, field);
  const found = await sql<{ v: unknown }>`select ${ref} as v from ${baseFrom(source)} where ${ref} is not null order by 1 desc limit 1`.execute(t.db);
  const value = found.rows[0]?.v;
  expect(value, `${def.name}.${field.key}: the facts hold a value to filter by`).toBeDefined();
  const [first, second] = filterParams(field);
  switch (field.filter) {
    case 'dateRange': {
      const day = value instanceof Date ? new Date(value.getTime() + 8 * 3_600_000).toISOString().slice(0, 10) : String(value).slice(0, 10);
      return { [first]: day, [second]: day };
    }
    case 'range':
      return { [first]: value, [second]: value };
    case 'like':
      return { [first]: String(value).slice(0, 2) };
    case 'in':
      return { [first]: [value] };
    default:
      return { [first]: value };
  }
}
