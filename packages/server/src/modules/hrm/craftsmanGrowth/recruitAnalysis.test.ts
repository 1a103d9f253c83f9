import { recruitByCityReport, recruitByMonthReport, recruitBySourceReport, reportEndpoints, RetCode, type ReportAnswer } from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, login, ok, openTestApp, refused, type Session, type TestApp } from '../../../test/harness.js';
import { insertCandidate, insertCraftsman, insertLog, insertRegion, storeCity } from './_shared/fixtures.js';

/** 招聘分析: the funnel counted over candidates the test registers in March–April 2024 (before the demo ledger), checked by hand. */
let t: TestApp;
let admin: Session;
type Row = Record<string, string | number | null>;
const page = { routepath: recruitByMonthReport.page };
const range = { registeredAtStart: '2024-03-01', registeredAtEnd: '2024-04-30' };
let cityId: number;
let otherCity: number;

const answer = (def: typeof recruitByMonthReport | typeof recruitByCityReport | typeof recruitBySourceReport, query: Record<string, unknown>) =>
  ok<ReportAnswer<Row>>(t.app, admin, 'POST', reportEndpoints(def).list.path, query, page);

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  const at = await storeCity(t.db);
  cityId = at.cityId;
  otherCity = (await sql<{ id: number }>`select id from area where level = 1 and id <> ${cityId} order by id limit 1`.execute(t.db)).rows[0].id;
  const regionId = await insertRegion(t.db, { cityId });
  const base = { regionId, cityId, storeId: 1 };
  // March: A registered only; B passed the trade test; C trained and employed.
  await insertCandidate(t.db, { ...base, source: 3, stage: 0, registeredAt: '2024-03-05T10:00:00+08:00' });
  await insertCandidate(t.db, { ...base, source: 3, stage: 2, registeredAt: '2024-03-10T10:00:00+08:00' });
  const craftsmanId = await insertCraftsman(t.db, { storeId: 1, entryDate: '2024-04-15' });
  await insertCandidate(t.db, {
    ...base,
    source: 1,
    stage: 5,
    registeredAt: '2024-03-12T10:00:00+08:00',
    trainingStart: '2024-03-20',
    employedOn: '2024-04-15',
    craftsmanId,
  });
  // April: D refused after passing the HR interview (its log); E skipped training, awaiting review; F withdrew in training (no intended store).
  const d = await insertCandidate(t.db, { ...base, source: 3, stage: 8, registeredAt: '2024-04-02T10:00:00+08:00' });
  await insertLog(t.db, d, 0, 1, 'hrInterview');
  await insertLog(t.db, d, 1, 8, 'refuse');
  await insertCandidate(t.db, { ...base, source: 1, stage: 4, registeredAt: '2024-04-20T10:00:00+08:00', trainingSkipped: true });
  await insertCandidate(t.db, { ...base, storeId: null, source: 3, stage: 9, registeredAt: '2024-04-25T10:00:00+08:00', trainingStart: '2024-04-28' });
  // Registered at 23:30 on 30 April China time (15:30 UTC): still April.
  await insertCandidate(t.db, { ...base, source: 3, stage: 0, registeredAt: '2024-04-30T23:30:00+08:00' });
  // The day after the range: not counted.
  await insertCandidate(t.db, { ...base, source: 3, stage: 0, registeredAt: '2024-05-01T00:10:00+08:00' });
});
afterAll(async () => {
  await t?.close();
});

const funnel = (r: Row) => [r.registered, r.hrPassed, r.assessed, r.trained, r.employed, r.open];

describe('招聘分析', () => {
  it('by month: registered, HR interview passed, trade test passed, trained, employed, open; the rates', async () => {
    const a = await answer(recruitByMonthReport, range);
    expect(a.rows.map((r) => [r.month, ...funnel(r)])).toEqual([
      ['2024-03', 3, 2, 2, 1, 1, 2],
      ['2024-04', 4, 3, 2, 1, 0, 2],
    ]);
    expect(funnel(a.totals)).toEqual([7, 5, 4, 2, 1, 4]);
    expect(a.totals.hrPassRate).toBe('0.7143');
    expect(a.totals.assessPassRate).toBe('0.8000');
    expect(a.totals.employRate).toBe('0.1429');
  });

  it('by source and by city: the same candidates regrouped; the filters narrow them', async () => {
    const bySource = await answer(recruitBySourceReport, range);
    expect(bySource.rows.map((r) => [r.source, ...funnel(r)])).toEqual([
      [3, 5, 3, 2, 1, 0, 3],
      [1, 2, 2, 2, 1, 1, 1],
    ]);
    const byCity = await answer(recruitByCityReport, range);
    expect(byCity.rows).toHaveLength(1);
    expect(funnel(byCity.rows[0])).toEqual([7, 5, 4, 2, 1, 4]);
    expect(funnel((await answer(recruitByMonthReport, { ...range, source: 1 })).totals)).toEqual([2, 2, 2, 1, 1, 1]);
    expect(funnel((await answer(recruitByMonthReport, { ...range, storeId: 1 })).totals)).toEqual([6, 4, 3, 1, 1, 4]);
    const elsewhere = await answer(recruitByMonthReport, { ...range, cityId: otherCity });
    expect(elsewhere.rows).toEqual([]);
    expect(funnel((await answer(recruitByMonthReport, { ...range, registeredAtEnd: '2024-03-31' })).totals)).toEqual([3, 2, 2, 1, 1, 2]);
  });

  it('equals a direct count over the ledger for the demo period', async () => {
    const end = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const start = new Date(Date.parse(end) - 182 * 86_400_000).toISOString().slice(0, 10);
    const a = await answer(recruitByMonthReport, { registeredAtStart: start, registeredAtEnd: end });
    const direct = await sql<{
      n: number;
      employed: number;
    }>`select count(*)::int as n, count(*) filter (where stage = 5)::int as employed from recruit_candidate
      where registered_at >= (${start}::date::timestamp at time zone 'Asia/Shanghai') and registered_at < ((${end}::date + 1)::timestamp at time zone 'Asia/Shanghai')`.execute(
      t.db,
    );
    expect(a.totals.registered).toBe(direct.rows[0].n);
    expect(a.totals.employed).toBe(direct.rows[0].employed);
  });

  it('a bad date range is refused in words, naming the parameter', async () => {
    const path = reportEndpoints(recruitByMonthReport).list.path;
    await refused(
      t.app,
      admin,
      'POST',
      path,
      { registeredAtStart: '2024-04-30', registeredAtEnd: '2024-03-01' },
      RetCode.INVALID,
      '登记日期结束日期不能早于开始日期',
      page,
    );
    await refused(
      t.app,
      admin,
      'POST',
      path,
      { registeredAtStart: '2023-01-01', registeredAtEnd: '2024-04-30' },
      RetCode.INVALID,
      '登记日期范围不能超过366天',
      page,
    );
    await refused(t.app, admin, 'POST', path, {}, RetCode.INVALID, '请选择登记日期范围', page);
  });
});
