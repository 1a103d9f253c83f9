import {
  dimissionByCityReport,
  dimissionByMonthReport,
  dimissionByReasonReport,
  dimissionByTenureReport,
  reportEndpoints,
  RetCode,
  type ReportAnswer,
  type ReportDef,
} from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, login, ok, openTestApp, refused, type Session, type TestApp } from '../../../test/harness.js';
import { fixtureCity, insertCraftsman } from './_shared/fixtures.js';

/** 离职分析: five craftsmen of a test city over January–March 2024, counted by hand. */
let t: TestApp;
let admin: Session;
type Row = Record<string, string | number | null>;
const page = { routepath: dimissionByMonthReport.page };
let city: Awaited<ReturnType<typeof fixtureCity>>;
const months = { monthStart: '2024-01-01', monthEnd: '2024-03-31' };
const leaving = { leaveDateStart: '2024-01-01', leaveDateEnd: '2024-03-31' };

const answer = (def: ReportDef, query: Record<string, unknown>) => ok<ReportAnswer<Row>>(t.app, admin, 'POST', reportEndpoints(def).list.path, query, page);

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  city = await fixtureCity(t.db, 2);
  const s = city.storeId;
  await insertCraftsman(t.db, { storeId: s, entryDate: '2023-06-01' }); // in service throughout
  await insertCraftsman(t.db, { storeId: s, entryDate: '2023-06-01', status: 4, leaveDate: '2024-02-10', leaveReason: 4 }); // 8 months
  await insertCraftsman(t.db, { storeId: s, entryDate: '2024-01-15', status: 4, leaveDate: '2024-03-20', leaveReason: 3 }); // joined Jan, 2 months
  await insertCraftsman(t.db, { storeId: s, entryDate: '2024-02-01' }); // joined Feb
  await insertCraftsman(t.db, { storeId: city.storeId2, entryDate: '2022-01-01', status: 4, leaveDate: '2024-03-05', leaveReason: 4 }); // 26 months
});
afterAll(async () => {
  await t?.close();
});

describe('离职分析', () => {
  it('by month: leavers, joiners, the average head count and the turnover', async () => {
    const a = await answer(dimissionByMonthReport, { ...months, cityId: city.cityId });
    expect(a.rows.map((r) => [r.month, r.leavers, r.joiners, r.avgHead, r.turnover])).toEqual([
      ['2024-01', 0, 1, '3.5', '0.0000'],
      ['2024-02', 1, 1, '4.0', '0.2500'],
      ['2024-03', 2, 0, '3.0', '0.6667'],
    ]);
    // (3 + 4 + 4 + 4 + 4 + 2) ÷ 2 ÷ 3 months = 3.5; 3 leavers ÷ 3.5.
    expect([a.totals.leavers, a.totals.joiners, a.totals.avgHead, a.totals.turnover]).toEqual([3, 2, '3.5', '0.8571']);
    const byCity = await answer(dimissionByCityReport, { ...months, cityId: city.cityId });
    expect(byCity.rows.map((r) => [r.cityName, r.leavers, r.avgHead, r.turnover])).toEqual([['测试市2', 3, '3.5', '0.8571']]);
    const storeA = await answer(dimissionByMonthReport, { ...months, storeId: city.storeId });
    expect([storeA.totals.leavers, storeA.totals.joiners]).toEqual([2, 2]);
  });

  it('by leave reason and by months served', async () => {
    const byReason = await answer(dimissionByReasonReport, { ...leaving, cityId: city.cityId });
    expect(byReason.rows.map((r) => [r.leaveReason, r.leavers, r.avgMonths])).toEqual([
      [4, 2, '17.0'],
      [3, 1, '2.0'],
    ]);
    const byTenure = await answer(dimissionByTenureReport, { ...leaving, cityId: city.cityId });
    expect(byTenure.rows.map((r) => [r.tenure, r.leavers])).toEqual([
      [1, 1],
      [3, 1],
      [5, 1],
    ]);
    expect((await answer(dimissionByReasonReport, { ...leaving, cityId: city.cityId, leaveReason: 3 })).totals.leavers).toBe(1);
    expect((await answer(dimissionByReasonReport, { ...leaving, storeId: city.storeId })).totals.leavers).toBe(2);
    expect((await answer(dimissionByReasonReport, { leaveDateStart: '2024-03-01', leaveDateEnd: '2024-03-31', cityId: city.cityId })).totals.leavers).toBe(2);
  });

  it('the chain’s leavers equal a direct count over the register', async () => {
    const end = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const start = new Date(Date.parse(end) - 182 * 86_400_000).toISOString().slice(0, 10);
    const a = await answer(dimissionByReasonReport, { leaveDateStart: start, leaveDateEnd: end });
    const direct = await sql<{
      n: number;
    }>`select count(*)::int as n from craftsman where status = 4 and leave_date between ${start}::date and ${end}::date`.execute(t.db);
    expect(a.totals.leavers).toBe(direct.rows[0].n);
    expect(direct.rows[0].n).toBeGreaterThan(0);
  });

  it('a bad date range is refused in words', async () => {
    await refused(
      t.app,
      admin,
      'POST',
      reportEndpoints(dimissionByMonthReport).list.path,
      { monthStart: '2024-03-01', monthEnd: '2024-01-01' },
      RetCode.INVALID,
      '月份结束日期不能早于开始日期',
      page,
    );
    await refused(
      t.app,
      admin,
      'POST',
      reportEndpoints(dimissionByReasonReport).list.path,
      { leaveDateStart: '2023-01-01', leaveDateEnd: '2024-03-01' },
      RetCode.INVALID,
      '离职日期范围不能超过366天',
      page,
    );
  });
});
