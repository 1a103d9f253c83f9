import { reportEndpoints, totalByCityReport, totalOpenCandidatesReport, type ReportAnswer, type ReportDef } from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, login, ok, openTestApp, type Session, type TestApp } from '../../../test/harness.js';
import { fixtureCity, insertCandidate, insertCraftsman, insertRegion } from './_shared/fixtures.js';

/** 总体概况: a test city's craftsmen and candidates around today (China time), counted by hand. */
let t: TestApp;
let admin: Session;
type Row = Record<string, string | number | null>;
const page = { routepath: totalByCityReport.page };
let city: Awaited<ReturnType<typeof fixtureCity>>;
const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
const monthFirst = `${today.slice(0, 7)}-01`;
const yearFirst = `${today.slice(0, 4)}-01-01`;
const january = monthFirst === yearFirst;
const daysAgo = (n: number) => new Date(Date.parse(`${today}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);

const answer = (def: ReportDef, query: Record<string, unknown>) => ok<ReportAnswer<Row>>(t.app, admin, 'POST', reportEndpoints(def).list.path, query, page);

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  city = await fixtureCity(t.db, 3);
  const s = city.storeId;
  await insertCraftsman(t.db, { storeId: s, entryDate: '2020-01-01' }); // in service
  await insertCraftsman(t.db, { storeId: city.storeId2, entryDate: monthFirst }); // joined this month
  await insertCraftsman(t.db, { storeId: s, entryDate: '2020-01-01', status: 4, leaveDate: monthFirst, leaveReason: 4 }); // left this month
  await insertCraftsman(t.db, { storeId: s, entryDate: yearFirst, status: 4, leaveDate: yearFirst, leaveReason: 6 }); // joined and left on 1 January
  const regionId = await insertRegion(t.db, { cityId: city.cityId });
  const base = { regionId, cityId: city.cityId, storeId: s };
  await insertCandidate(t.db, { ...base, stage: 0, registeredAt: `${daysAgo(20)}T10:00:00+08:00` });
  await insertCandidate(t.db, { ...base, stage: 0, registeredAt: `${today}T00:30:00+08:00` });
  await insertCandidate(t.db, { ...base, stage: 3, registeredAt: `${daysAgo(3)}T10:00:00+08:00`, trainingStart: daysAgo(1) });
  await insertCandidate(t.db, { ...base, stage: 8, registeredAt: `${daysAgo(3)}T10:00:00+08:00` }); // refused: not open
});
afterAll(async () => {
  await t?.close();
});

describe('总体概况', () => {
  it('today’s head count, this month’s and year’s joiners and leavers, the year’s turnover', async () => {
    const a = await answer(totalByCityReport, { cityId: city.cityId });
    expect(a.rows).toHaveLength(1);
    const r = a.rows[0];
    expect(r.cityName).toBe('测试市3');
    expect([r.headToday, r.joinedMonth, r.leftMonth, r.joinedYear, r.leftYear]).toEqual([2, january ? 2 : 1, january ? 2 : 1, 2, 2]);
    // 2 leavers ÷ ((2 in service on 1 January + 2 today) ÷ 2).
    expect(r.turnoverYear).toBe('1.0000');
    const storeB = await answer(totalByCityReport, { storeId: city.storeId2 });
    expect([storeB.totals.headToday, storeB.totals.joinedMonth, storeB.totals.leftYear]).toEqual([1, 1, 0]);
  });

  it('the chain’s head count today equals a direct count over the register', async () => {
    const a = await answer(totalByCityReport, {});
    const direct = await sql<{
      n: number;
    }>`select count(*)::int as n from craftsman where entry_date <= ${today}::date and not (status = 4 and coalesce(leave_date, entry_date) <= ${today}::date)`.execute(
      t.db,
    );
    expect(a.totals.headToday).toBe(direct.rows[0].n);
  });

  it('open candidates by stage, with their waiting days', async () => {
    const a = await answer(totalOpenCandidatesReport, { cityId: city.cityId });
    const thisMonth = (day: string) => (day >= monthFirst ? 1 : 0);
    expect(a.rows.map((r) => [r.stage, r.candidates, r.registeredMonth, r.avgWaitDays, r.over14])).toEqual([
      [0, 2, 1 + thisMonth(daysAgo(20)), '10.0', 1],
      [3, 1, thisMonth(daysAgo(3)), '3.0', 0],
    ]);
    const all = await answer(totalOpenCandidatesReport, {});
    const direct = await sql<{ n: number }>`select count(*)::int as n from recruit_candidate where stage in (0, 1, 2, 3, 4)`.execute(t.db);
    expect(all.totals.candidates).toBe(direct.rows[0].n);
  });
});
