import { recruitmentDataReport, reportEndpoints, RetCode, type ReportAnswer } from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportFile, sheetRows } from '../../../test/exchange.js';
import { DEMO, login, ok, openTestApp, refused, type Session, type TestApp } from '../../../test/harness.js';
import { fixtureCity, insertCandidate, insertCraftsman, insertRegion } from './_shared/fixtures.js';

/** 招聘数据: a test city's ledger events of March 2024, day by day and by source, counted by hand. */
let t: TestApp;
let admin: Session;
type Row = Record<string, string | number | null>;
const page = { routepath: recruitmentDataReport.page };
const ep = reportEndpoints(recruitmentDataReport);
const march = { dayStart: '2024-03-01', dayEnd: '2024-03-31' };
let city: Awaited<ReturnType<typeof fixtureCity>>;

const answer = (query: Record<string, unknown>) => ok<ReportAnswer<Row>>(t.app, admin, 'POST', ep.list.path, query, page);

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  city = await fixtureCity(t.db, 6);
  const regionId = await insertRegion(t.db, { cityId: city.cityId });
  const base = { regionId, cityId: city.cityId, storeId: city.storeId };
  await insertCandidate(t.db, {
    ...base,
    source: 3,
    stage: 2,
    registeredAt: '2024-03-05T10:00:00+08:00',
    hrInterviewAt: '2024-03-07T10:00:00+08:00',
    assessedAt: '2024-03-09T10:00:00+08:00',
  });
  // 23:30 China time is still 5 March (15:30 UTC).
  await insertCandidate(t.db, { ...base, source: 3, stage: 0, registeredAt: '2024-03-05T23:30:00+08:00' });
  const craftsmanId = await insertCraftsman(t.db, { storeId: city.storeId, entryDate: '2024-03-20' });
  await insertCandidate(t.db, {
    ...base,
    source: 1,
    stage: 5,
    registeredAt: '2024-03-06T10:00:00+08:00',
    hrInterviewAt: '2024-03-07T15:00:00+08:00',
    employedOn: '2024-03-20',
    craftsmanId,
  });
  // Registered in February, employed in April: outside March.
  await insertCandidate(t.db, { ...base, source: 1, stage: 1, registeredAt: '2024-02-28T10:00:00+08:00', hrInterviewAt: '2024-04-01T10:00:00+08:00' });
});
afterAll(async () => {
  await t?.close();
});

const shown = (rows: Row[]) =>
  rows
    .map((r) => [r.day, r.cityName, r.source, r.registered, r.interviewed, r.assessed, r.employed])
    .sort((a, b) => String(b[0]).localeCompare(String(a[0])) || Number(a[2]) - Number(b[2]));

describe('招聘数据', () => {
  it('day by day, per city and source: registrations, HR interviews, trade tests, employments', async () => {
    const a = await answer({ ...march, cityId: city.cityId });
    expect(shown(a.rows)).toEqual([
      ['2024-03-20', '测试市6', 1, 0, 0, 0, 1],
      ['2024-03-09', '测试市6', 3, 0, 0, 1, 0],
      ['2024-03-07', '测试市6', 1, 0, 1, 0, 0],
      ['2024-03-07', '测试市6', 3, 0, 1, 0, 0],
      ['2024-03-06', '测试市6', 1, 1, 0, 0, 0],
      ['2024-03-05', '测试市6', 3, 2, 0, 0, 0],
    ]);
    expect([a.totals.registered, a.totals.interviewed, a.totals.assessed, a.totals.employed]).toEqual([3, 2, 1, 1]);
    // Newest day first.
    expect(a.rows[0].day).toBe('2024-03-20');
    const source3 = await answer({ ...march, cityId: city.cityId, source: 3 });
    expect([source3.totals.registered, source3.totals.interviewed, source3.totals.assessed, source3.totals.employed]).toEqual([2, 1, 1, 0]);
  });

  it('exports the rows and the 合计 row', async () => {
    const query = { ...march, cityId: city.cityId };
    const { response } = await exportFile(t.app, admin, ep.export.path, query, recruitmentDataReport.page);
    expect(response.statusCode).toBe(200);
    const [headers, ...rows] = await sheetRows(response.rawPayload);
    expect(headers).toEqual(['日期', '城市', '招聘来源', '登记', 'HR面试', '技能考核', '入职']);
    expect(rows).toHaveLength(7);
    expect(rows[6][0]).toBe('合计');
    expect(rows[6].slice(3).map(Number)).toEqual([3, 2, 1, 1]);
  });

  it('the demo month’s registrations equal a direct count over the ledger', async () => {
    const end = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const start = new Date(Date.parse(end) - 30 * 86_400_000).toISOString().slice(0, 10);
    const a = await answer({ dayStart: start, dayEnd: end });
    const direct = await sql<{ n: number; employed: number }>`select
      (select count(*)::int from recruit_candidate where (registered_at at time zone 'Asia/Shanghai')::date between ${start}::date and ${end}::date) as n,
      (select count(*)::int from recruit_candidate where employed_on between ${start}::date and ${end}::date) as employed`.execute(t.db);
    expect([a.totals.registered, a.totals.employed]).toEqual([direct.rows[0].n, direct.rows[0].employed]);
    expect(direct.rows[0].n).toBeGreaterThan(0);
  });

  it('a bad date range is refused in words', async () => {
    await refused(t.app, admin, 'POST', ep.list.path, { dayStart: '2024-01-01', dayEnd: '2024-06-30' }, RetCode.INVALID, '日期范围不能超过92天', page);
    await refused(t.app, admin, 'POST', ep.list.path, {}, RetCode.INVALID, '请选择日期范围', page);
  });
});
