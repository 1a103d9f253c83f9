import {
  hrByCityReport,
  hrByPostReport,
  hrByStationReport,
  hrByStoreReport,
  hrByTenureReport,
  reportEndpoints,
  RetCode,
  type ReportAnswer,
  type ReportDef,
} from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, login, ok, openTestApp, refused, type Session, type TestApp } from '../../../test/harness.js';
import { fixtureCity, insertCraftsman } from './_shared/fixtures.js';

/** 人力资源概况: a test city's craftsmen in service, regrouped by station, post, store and months served, counted by hand. */
let t: TestApp;
let admin: Session;
type Row = Record<string, string | number | null>;
const page = { routepath: hrByStationReport.page };
let city: Awaited<ReturnType<typeof fixtureCity>>;
const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
const daysAgo = (n: number) => new Date(Date.parse(`${today}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);

const answer = (def: ReportDef, query: Record<string, unknown>) => ok<ReportAnswer<Row>>(t.app, admin, 'POST', reportEndpoints(def).list.path, query, page);

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  city = await fixtureCity(t.db, 4);
  await insertCraftsman(t.db, { storeId: city.storeId, entryDate: daysAgo(400), station: 0, gender: 1, craftsmanType: 1 }); // 13 months
  await insertCraftsman(t.db, { storeId: city.storeId, entryDate: daysAgo(10), station: 1, gender: 0, craftsmanType: 1 }); // 0 months
  await insertCraftsman(t.db, { storeId: city.storeId2, entryDate: daysAgo(100), station: 0, gender: 0, craftsmanType: 2 }); // 3 months
  await insertCraftsman(t.db, { storeId: city.storeId2, entryDate: daysAgo(500), station: 0, status: 4, leaveDate: daysAgo(30), leaveReason: 4 }); // departed
});
afterAll(async () => {
  await t?.close();
});

const q = () => ({ cityId: city.cityId });

describe('人力资源概况', () => {
  it('by station and by post: in service only, men and women', async () => {
    const byStation = await answer(hrByStationReport, q());
    expect(byStation.rows.map((r) => [r.station, r.headCount, r.male, r.female])).toEqual([
      [0, 2, 1, 1],
      [1, 1, 0, 1],
    ]);
    const byPost = await answer(hrByPostReport, q());
    expect(byPost.rows.map((r) => [r.craftsmanType, r.headCount])).toEqual([
      [1, 2],
      [2, 1],
    ]);
    expect((await answer(hrByCityReport, q())).rows.map((r) => [r.cityName, r.headCount])).toEqual([['测试市4', 3]]);
  });

  it('by store and by months served; the filters narrow', async () => {
    const byStore = await answer(hrByStoreReport, q());
    expect(byStore.rows.map((r) => [r.storeName, r.headCount])).toEqual([
      ['测试4店甲', 2],
      ['测试4店乙', 1],
    ]);
    const byTenure = await answer(hrByTenureReport, q());
    expect(byTenure.rows.map((r) => [r.tenure, r.headCount])).toEqual([
      [0, 1],
      [2, 1],
      [4, 1],
    ]);
    expect((await answer(hrByStationReport, { ...q(), station: 1 })).totals.headCount).toBe(1);
    expect((await answer(hrByStationReport, { ...q(), craftsmanType: 2 })).totals.headCount).toBe(1);
    expect((await answer(hrByStationReport, { storeId: city.storeId2 })).totals.headCount).toBe(1);
    expect((await answer(hrByStationReport, { ...q(), entryDateStart: daysAgo(120), entryDateEnd: today })).totals.headCount).toBe(2);
  });

  it('the chain’s head count equals a direct count over the register', async () => {
    const a = await answer(hrByStationReport, {});
    const direct = await sql<{ n: number }>`select count(*)::int as n from craftsman where status <> 4 and entry_date <= ${today}::date`.execute(t.db);
    expect(a.totals.headCount).toBe(direct.rows[0].n);
  });

  it('a bad date range is refused in words', async () => {
    await refused(
      t.app,
      admin,
      'POST',
      reportEndpoints(hrByStationReport).list.path,
      { entryDateStart: today, entryDateEnd: daysAgo(5) },
      RetCode.INVALID,
      '入职日期结束日期不能早于开始日期',
      page,
    );
  });
});
