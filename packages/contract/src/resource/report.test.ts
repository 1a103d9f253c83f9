/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import { PayMethod } from '../enums/finance.js';
import { REPORTS } from '../resources/index.js';
import {
  checkReportQuery,
  defineReport,
  formatMeasure,
  previousPeriod,
  previousQuery,
  reportEndpoints,
  reportProblems,
  reportQuerySchema,
  type ReportDef,
} from './report.js';

const example = defineReport({
  name: 'exampleDaily',
  title: '示例日报',
  page: '/analysis/business/daily',
  table: 'customer_order',
  scope: { by: 'store', field: 'storeId' },
  ops: {},
  filters: [
    { key: 'bizDate', column: 'created_at', label: '日期', type: 'datetime', filter: 'dateRange', range: { required: true, maxDays: 31 } },
    { key: 'storeId', column: 'store_id', label: '门店', type: 'store', filter: 'eq' },
    { key: 'payMethod', column: 'pay_method', label: '支付方式', type: 'enum', enum: PayMethod, filter: 'eq' },
  ],
  dimensions: [{ key: 'bizDate', label: '日期', type: 'date' }],
  measures: [
    { key: 'orderCount', label: '订单数', format: 'int', additive: true },
    { key: 'paid', label: '实收', format: 'money', additive: true },
  ],
  chart: { type: 'line', dimension: 'bizDate', measures: ['paid'] },
  compare: { filter: 'bizDate' },
});

/** Every report declaration: sound, and in its page's file. */
describe('report declarations', () => {
  const FILES = import.meta.glob<Record<string, unknown>>(['../resources/**/*.ts', '!../resources/**/*.test.ts', '!../resources/index.ts'], { eager: true });

  it('name what they have (chart, sort, compare) and keep their keys unique', () => {
    expect(REPORTS.length).toBeGreaterThan(0);
    expect(REPORTS.flatMap((def) => reportProblems(def).map((p) => `${def.name}: ${p}`))).toEqual([]);
    expect(new Set(REPORTS.map((d) => d.name)).size).toBe(REPORTS.length);
  });

  it("live in their page's file", () => {
    const misplaced = Object.entries(FILES).flatMap(([file, exports]) =>
      Object.values(exports)
        .filter((v): v is ReportDef => REPORTS.includes(v as ReportDef))
        .filter((def) => file !== `../resources${def.page}.ts`)
        .map((def) => `${def.name} in ${file}`),
    );
    expect(misplaced).toEqual([]);
  });

  it('a broken declaration is told what is wrong', () => {
    const broken = {
      ...example,
      chart: { type: 'bar', dimension: 'day', measures: ['paid', 'tips'] },
      sort: { key: 'nope', dir: 'asc' },
      compare: { filter: 'storeId' },
    } as ReportDef;
    expect(reportProblems(broken)).toEqual([
      'sort: no column nope',
      'chart: no dimension day',
      'chart: no measure tips',
      'compare: storeId is not a date range filter',
    ]);
    expect(reportProblems(example)).toEqual([]);
  });
});

describe('a report query', () => {
  it('takes the declared filters without paging, and refuses a missing or too long range naming the parameter', () => {
    const schema = reportQuerySchema(example);
    expect(schema.parse({ bizDateStart: '2026-03-01', bizDateEnd: '2026-03-07', storeId: '3', pageNum: 2, other: 1 })).toEqual({
      bizDateStart: '2026-03-01',
      bizDateEnd: '2026-03-07',
      storeId: 3,
      payMethod: null,
    });
    expect(schema.safeParse({ payMethod: 99 }).success).toBe(false);
    expect(checkReportQuery(example, schema.parse({}))).toEqual({ param: 'bizDateStart', message: '请选择日期范围' });
    expect(checkReportQuery(example, schema.parse({ bizDateStart: '2026-01-01', bizDateEnd: '2026-03-01' }))).toEqual({
      param: 'bizDateEnd',
      message: '日期范围不能超过31天',
    });
    expect(checkReportQuery(example, schema.parse({ bizDateStart: '2026-03-01', bizDateEnd: '2026-03-31' }))).toBe(true);
  });

  it('compares with the period just before, as many days long', () => {
    expect(previousPeriod('2026-03-08', '2026-03-14')).toEqual(['2026-03-01', '2026-03-07']);
    expect(previousPeriod('2026-03-01', '2026-03-31')).toEqual(['2026-01-29', '2026-02-28']);
    expect(previousPeriod('2024-03-01', '2024-03-01')).toEqual(['2024-02-29', '2024-02-29']);
    expect(previousQuery(example, { bizDateStart: '2026-03-08', bizDateEnd: '2026-03-14', storeId: 3 })).toEqual({
      start: '2026-03-01',
      end: '2026-03-07',
      query: { bizDateStart: '2026-03-01', bizDateEnd: '2026-03-07', storeId: 3 },
    });
    expect(previousQuery(example, { storeId: 3 })).toBeNull();
  });

  it('has its endpoints: the list under the page, the export by default path', () => {
    const ep = reportEndpoints(example);
    expect(ep.list).toMatchObject({ path: '/mgt/report/exampleDaily/list', method: 'POST', permission: { menu: example.page } });
    expect(ep.export).toEqual({ path: '/mgt/report/exampleDaily/export', method: 'GET' });
    expect(reportEndpoints(example)).toBe(ep);
  });
});

describe('formatMeasure', () => {
  it('shows counts, money, decimals and percentages as the console does', () => {
    expect(formatMeasure({ key: 'n', label: 'n', format: 'int' }, 12345)).toBe('12,345');
    expect(formatMeasure({ key: 'm', label: 'm', format: 'money' }, '1234.5')).toBe('1,234.50');
    expect(formatMeasure({ key: 'd', label: 'd', format: 'decimal', scale: 1 }, '3.14')).toBe('3.1');
    expect(formatMeasure({ key: 'p', label: 'p', format: 'percent' }, '0.1234')).toBe('12%');
    expect(formatMeasure({ key: 'p', label: 'p', format: 'percent' }, null)).toBe('--');
  });
});
