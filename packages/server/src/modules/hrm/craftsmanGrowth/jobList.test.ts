import { jobListReport, reportEndpoints, RetCode, type ReportAnswer } from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, login, ok, openTestApp, refused, type Session, type TestApp } from '../../../test/harness.js';
import { fixtureCity, insertCandidate, insertCraftsman, insertRegion } from './_shared/fixtures.js';

/** 岗位列表: two postings of a test city and the candidates registered for them, counted by hand. */
let t: TestApp;
let admin: Session;
type Row = Record<string, string | number | null>;
const page = { routepath: jobListReport.page };
const path = reportEndpoints(jobListReport).list.path;
let city: Awaited<ReturnType<typeof fixtureCity>>;
let stylist: number;
let assistant: number;

const answer = (query: Record<string, unknown>) => ok<ReportAnswer<Row>>(t.app, admin, 'POST', path, query, page);

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  city = await fixtureCity(t.db, 5);
  const posting = async (title: string, post: number, headCount: number, start: string, status: number) =>
    (
      await sql<{
        id: number;
      }>`insert into job_posting (city_id, title, post, head_count, salary_min, salary_max, requirements, publish_start, publish_end, status)
        values (${city.cityId}, ${title}, ${post}, ${headCount}, 6000, 12000, '两年以上经验', ${start}::date, '2099-12-31'::date, ${status}) returning id`.execute(
        t.db,
      )
    ).rows[0].id;
  stylist = await posting('测试发型师', 1, 4, '2024-03-01', 1);
  assistant = await posting('测试助理', 3, 2, '2024-04-01', 1);
  const regionId = await insertRegion(t.db, { cityId: city.cityId });
  const base = { regionId, cityId: city.cityId, storeId: city.storeId, registeredAt: '2024-03-05T10:00:00+08:00' };
  await insertCandidate(t.db, { ...base, stage: 0, jobPostingId: stylist });
  await insertCandidate(t.db, { ...base, stage: 3, jobPostingId: stylist });
  await insertCandidate(t.db, { ...base, stage: 8, jobPostingId: stylist });
  const craftsmanId = await insertCraftsman(t.db, { storeId: city.storeId, entryDate: '2024-04-01' });
  await insertCandidate(t.db, { ...base, stage: 5, jobPostingId: stylist, employedOn: '2024-04-01', craftsmanId });
  await insertCandidate(t.db, { ...base, stage: 9, jobPostingId: assistant });
  await insertCandidate(t.db, { ...base, stage: 1 }); // for no posting
});
afterAll(async () => {
  await t?.close();
});

describe('岗位列表', () => {
  it('each posting: wanted, registered, still moving, employed, fill rate', async () => {
    const a = await answer({ cityId: city.cityId });
    expect(
      a.rows.map((r) => [r.postingId, r.title, r.cityName, r.post, r.state, r.publishStart, r.wanted, r.registered, r.inProcess, r.employed, r.fillRate]),
    ).toEqual([
      [assistant, '测试助理', '测试市5', 3, 1, '2024-04-01', 2, 1, 0, 0, '0.0000'],
      [stylist, '测试发型师', '测试市5', 1, 1, '2024-03-01', 4, 4, 2, 1, '0.2500'],
    ]);
    expect([a.totals.postings, a.totals.wanted, a.totals.registered, a.totals.employed, a.totals.fillRate]).toEqual([2, 6, 5, 1, '0.1667']);
  });

  it('the filters narrow; the chain’s figures equal a direct count', async () => {
    expect((await answer({ cityId: city.cityId, post: 1 })).rows.map((r) => r.postingId)).toEqual([stylist]);
    expect((await answer({ cityId: city.cityId, publishStartStart: '2024-03-15', publishStartEnd: '2024-04-30' })).rows.map((r) => r.postingId)).toEqual([
      assistant,
    ]);
    const all = await answer({});
    const direct = await sql<{ wanted: number; registered: number }>`select (select coalesce(sum(head_count), 0)::int from job_posting) as wanted,
      (select count(*)::int from recruit_candidate where job_posting_id is not null) as registered`.execute(t.db);
    expect([all.totals.wanted, all.totals.registered]).toEqual([direct.rows[0].wanted, direct.rows[0].registered]);
  });

  it('a bad date range is refused in words', async () => {
    await refused(
      t.app,
      admin,
      'POST',
      path,
      { publishStartStart: '2024-05-01', publishStartEnd: '2024-03-01' },
      RetCode.INVALID,
      '发布开始日期结束日期不能早于开始日期',
      page,
    );
  });
});
