import { businessToday, recommendRewardResource, resourceEndpoints, RetCode } from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, login, ok, openTestApp, refused, type Session, type TestApp } from '../../../test/harness.js';

/** /craftsman/salaryManagement/recommend 推荐奖励: a reward for a recruit who stayed N months, once per recruit. */
let t: TestApp;
let admin: Session;
const api = resourceEndpoints(recommendRewardResource);
const opts = { routepath: recommendRewardResource.page };

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
});
afterAll(async () => {
  await t?.close();
});

const thisMonth = () => `${businessToday().slice(0, 7)}-01`;
/** A recruit of a store joined on a day we set, and a recommender of the same store. */
async function recruitJoined(storeId: number, entryDate: string, status = 1) {
  const [recommender, recruit] = (
    await sql<{ id: number }>`select id from craftsman where store_id = ${storeId} and craftsman_type in (1, 2) and status = 1
      and not exists (select 1 from salary_recommend_reward r where r.recommended_id = craftsman.id) order by id limit 2`.execute(t.db)
  ).rows.map((r) => r.id);
  await sql`update craftsman set entry_date = ${entryDate}::date, status = ${status} where id = ${recruit}`.execute(t.db);
  return { recommender, recruit };
}
const rowsIn = async () => (await sql<{ n: number }>`select count(*)::int as n from salary_recommend_reward`.execute(t.db)).rows[0].n;

describe('推荐奖励', () => {
  it('pays a recruit who served the months by the end of the pay month, once', async () => {
    const { recommender, recruit } = await recruitJoined(5, '2025-01-10');
    const body = { craftsmanId: recommender, recommendedId: recruit, stayMonths: 6, month: thisMonth(), amount: '1000' };
    const { id } = await ok<{ id: number }>(t.app, admin, 'POST', api.create.path, body, opts);
    const row = await ok<Record<string, unknown>>(t.app, admin, 'GET', api.detail.path, { id }, opts);
    expect(row).toMatchObject({ storeId: 5, recommendedId: recruit, recommendedEntryDate: '2025-01-10', stayMonths: 6, amount: '1000.00', status: 0 });
    const again = await ok<{ id: number }>(t.app, admin, 'POST', api.create.path, body, opts);
    await ok(t.app, admin, 'POST', api.transition.path, { id, action: 'approve' }, opts);
    await refused(t.app, admin, 'POST', api.transition.path, { id: again.id, action: 'approve' }, RetCode.REFUSED, '该被推荐人已发放过推荐奖励', opts);
    const lines = await sql<{ sign: number; amount: string; craftsman_id: number }>`
      select sign, amount, craftsman_id from salary_adjustment_line where kind = 'recommendReward' and source_id = ${id}`.execute(t.db);
    expect(lines.rows).toEqual([{ sign: 1, amount: '1000.00', craftsman_id: recommender }]);
  });

  it('refuses a recruit who has not stayed long enough, one who left, or the recommender himself, writing nothing', async () => {
    const entry = `${businessToday().slice(0, 7)}-01`;
    const fresh = await recruitJoined(6, entry);
    const before = await rowsIn();
    const body = { craftsmanId: fresh.recommender, recommendedId: fresh.recruit, stayMonths: 3, month: thisMonth(), amount: '500' };
    await refused(t.app, admin, 'POST', api.create.path, body, RetCode.INVALID, `被推荐人${entry}入职，至计薪月份末未满3个月`, opts);
    await refused(t.app, admin, 'POST', api.create.path, { ...body, recommendedId: fresh.recommender }, RetCode.INVALID, '被推荐人不能是推荐人本人', opts);
    await refused(t.app, admin, 'POST', api.create.path, { ...body, stayMonths: 0 }, RetCode.INVALID, 'stayMonths', opts);
    const gone = await recruitJoined(7, '2024-03-01', 4);
    await refused(
      t.app,
      admin,
      'POST',
      api.create.path,
      { ...body, craftsmanId: gone.recommender, recommendedId: gone.recruit },
      RetCode.INVALID,
      '被推荐人已离职',
      opts,
    );
    expect(await rowsIn()).toBe(before);
  });
});
