import { reportEndpoints, retainByCityReport, retainByMonthReport, RetCode, type ReportAnswer } from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, login, ok, openTestApp, refused, type Session, type TestApp } from '../../../test/harness.js';
import { fixtureCity, insertCandidate, insertCraftsman, insertRegion } from './_shared/fixtures.js';

/** 留存分析: recruits of a test city employed in 2024 (every horizon due) and one employed 10 days ago, counted by hand. */
let t: TestApp;
let admin: Session;
type Row = Record<string, string | number | null>;
const page = { routepath: retainByMonthReport.page };
let city: Awaited<ReturnType<typeof fixtureCity>>;
const year = { employedOnStart: '2024-01-01', employedOnEnd: '2024-12-31' };
const day = (offset: number) => new Date(Date.now() + 8 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);

const answer = (def: typeof retainByMonthReport | typeof retainByCityReport, query: Record<string, unknown>) =>
  ok<ReportAnswer<Row>>(t.app, admin, 'POST', reportEndpoints(def).list.path, query, page);

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  city = await fixtureCity(t.db, 1);
  const regionId = await insertRegion(t.db, { cityId: city.cityId });
  const hire = async (employedOn: string, left?: string, storeId = city.storeId) => {
    const craftsmanId = await insertCraftsman(t.db, {
      storeId,
      entryDate: employedOn,
      status: left ? 4 : 1,
      leaveDate: left ?? null,
      leaveReason: left ? 4 : null,
    });
    await insertCandidate(t.db, { regionId, cityId: city.cityId, storeId, stage: 5, registeredAt: `${employedOn}T09:00:00+08:00`, employedOn, craftsmanId });
  };
  await hire('2024-01-10'); // still in service
  await hire('2024-01-20', '2024-02-05'); // left after 16 days
  await hire('2024-02-01', '2024-04-15', city.storeId2); // left after 74 days
  await hire('2024-02-10', '2024-10-01'); // left after 234 days
  await hire(day(-10)); // employed 10 days ago: no horizon due yet
  // Not employed (still in training): not a recruit of these cohorts.
  await insertCandidate(t.db, {
    regionId,
    cityId: city.cityId,
    storeId: city.storeId,
    stage: 3,
    registeredAt: '2024-01-05T09:00:00+08:00',
    trainingStart: '2024-01-15',
  });
});
afterAll(async () => {
  await t?.close();
});

const figures = (r: Row) => [r.employed, r.inService, r.due30, r.retained30, r.due90, r.retained90, r.due180, r.retained180];

describe('留存分析', () => {
  it('cohorts by employment month: still in service 30, 90 and 180 days after employment, and the rates', async () => {
    const a = await answer(retainByMonthReport, { ...year, cityId: city.cityId });
    expect(a.rows.map((r) => [r.month, ...figures(r)])).toEqual([
      ['2024-01', 2, 1, 2, 1, 2, 1, 2, 1],
      ['2024-02', 2, 0, 2, 2, 2, 1, 2, 1],
    ]);
    expect(figures(a.totals)).toEqual([4, 1, 4, 3, 4, 2, 4, 2]);
    expect([a.totals.rate30, a.totals.rate90, a.totals.rate180]).toEqual(['0.7500', '0.5000', '0.5000']);
  });

  it('a horizon not yet due is left out of its rate; the store and city filters narrow', async () => {
    const recent = await answer(retainByCityReport, { employedOnStart: day(-30), employedOnEnd: day(0), cityId: city.cityId });
    expect(recent.rows).toHaveLength(1);
    expect(figures(recent.rows[0])).toEqual([1, 1, 0, 0, 0, 0, 0, 0]);
    expect(recent.rows[0].rate30).toBeNull();
    const storeB = await answer(retainByMonthReport, { ...year, storeId: city.storeId2 });
    expect(figures(storeB.totals)).toEqual([1, 0, 1, 1, 1, 0, 1, 0]);
  });

  it('equals a direct count over the ledger and the register', async () => {
    const range = { employedOnStart: day(-365), employedOnEnd: day(0) };
    const a = await answer(retainByMonthReport, range);
    const direct = await sql<{ n: number; kept: number }>`select count(*)::int as n, count(*) filter (where cr.status <> 4)::int as kept
      from recruit_candidate c join craftsman cr on cr.id = c.craftsman_id where c.stage = 5 and c.employed_on between ${range.employedOnStart}::date and ${range.employedOnEnd}::date`.execute(
      t.db,
    );
    expect(a.totals.employed).toBe(direct.rows[0].n);
    expect(a.totals.inService).toBe(direct.rows[0].kept);
    expect(a.totals.employed).toBeGreaterThan(1);
  });

  it('a bad date range is refused in words', async () => {
    const path = reportEndpoints(retainByMonthReport).list.path;
    await refused(
      t.app,
      admin,
      'POST',
      path,
      { employedOnStart: '2024-06-01', employedOnEnd: '2024-01-01' },
      RetCode.INVALID,
      '入职日期结束日期不能早于开始日期',
      page,
    );
    await refused(
      t.app,
      admin,
      'POST',
      path,
      { employedOnStart: '2022-01-01', employedOnEnd: '2024-06-01' },
      RetCode.INVALID,
      '入职日期范围不能超过731天',
      page,
    );
  });
});
