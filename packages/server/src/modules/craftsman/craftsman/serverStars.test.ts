import { recomputeServiceStars, resourceEndpoints, RetCode, serviceStarEvaluations, serviceStarResource, type StarEvaluation } from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, login, ok, openTestApp, refused, type Session, type TestApp } from '../../../test/harness.js';

/** /craftsman/craftsman/serverStars 服务星级: stars computed from the month's evaluations against 星级管理's rules. */
let t: TestApp;
let admin: Session;
let store001: Session;
const api = resourceEndpoints(serviceStarResource);
type Row = { id: number; craftsmanId: number; storeId: number; month: string; evalCount: number; avgScore: string; star: number };

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  store001 = await login(t.app, DEMO.store001.account, DEMO.store001.pwd);
});
afterAll(async () => {
  await t?.close();
});

const thisMonth = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 7);
const snapshot = async (month: string) =>
  (
    await sql<{ craftsman_id: number; eval_count: number; avg_score: string; star: number }>`
    select craftsman_id, eval_count, avg_score::text, star from craftsman_service_star where month = ${month + '-01'}::date order by craftsman_id`.execute(t.db)
  ).rows;

describe('服务星级', () => {
  it('each row is the count and average of the evaluations it opens to, and the highest star whose rule they meet', async () => {
    const rows = await ok<Row[]>(t.app, admin, 'POST', api.list.path, { pageSize: 100, sortField: 'evalCount', sortOrder: 'desc' });
    expect(rows.length).toBeGreaterThan(0);
    const rules = (
      await sql<{ star: number; min_avg_score: string; min_count: number }>`select star, min_avg_score::text, min_count from craftsman_star_rule`.execute(t.db)
    ).rows;
    for (const row of rows.slice(0, 8)) {
      const evaluations = await ok<StarEvaluation[]>(t.app, admin, 'GET', `${serviceStarEvaluations.path}?id=${row.id}`);
      expect(evaluations.length).toBe(row.evalCount);
      const avg = evaluations.reduce((s, e) => s + e.ratingOverall, 0) / evaluations.length;
      expect(Number(row.avgScore)).toBeCloseTo(avg, 2);
      const star = Math.max(0, ...rules.filter((r) => Number(row.avgScore) >= Number(r.min_avg_score) && row.evalCount >= r.min_count).map((r) => r.star));
      expect(row.star).toBe(star);
    }
  });

  it('recomputing a month is idempotent and follows a changed rule and a blocked evaluation', async () => {
    const month = thisMonth();
    const first = await ok<{ craftsmen: number }>(t.app, admin, 'POST', recomputeServiceStars.path, { month });
    const a = await snapshot(month);
    expect(a.length).toBe(first.craftsmen);
    await ok(t.app, admin, 'POST', recomputeServiceStars.path, { month });
    expect(await snapshot(month)).toEqual(a);
    // Every star needs 50 evaluations: nobody has one.
    await sql`update craftsman_star_rule set min_count = 50`.execute(t.db);
    const none = await ok<{ starred: number }>(t.app, admin, 'POST', recomputeServiceStars.path, { month });
    expect(none.starred).toBe(0);
    await sql`update craftsman_star_rule set min_count = 1`.execute(t.db);
    // A blocked evaluation no longer counts.
    const target = a.find((r) => r.eval_count > 1) ?? a[0];
    await sql`update store_comment set display_status = 2 where id = (select id from store_comment where craftsman_id = ${target.craftsman_id}
      and display_status <> 2 and commented_at >= (${month + '-01'}::date::timestamp at time zone 'Asia/Shanghai') order by id limit 1)`.execute(t.db);
    await ok(t.app, admin, 'POST', recomputeServiceStars.path, { month });
    const after = (await snapshot(month)).find((r) => r.craftsman_id === target.craftsman_id);
    expect(after?.eval_count ?? 0).toBe(target.eval_count - 1);
  });

  it('refuses a bad or future month, a store manager has neither the page nor the recompute', async () => {
    await refused(t.app, admin, 'POST', recomputeServiceStars.path, { month: '2026-13' }, RetCode.INVALID, 'month');
    await refused(t.app, admin, 'POST', recomputeServiceStars.path, { month: '2099-01' }, RetCode.REFUSED, '未来月份');
    // Not a store manager's page.
    await refused(t.app, store001, 'POST', api.list.path, { pageSize: 100 }, RetCode.REFUSED);
    await refused(t.app, store001, 'POST', recomputeServiceStars.path, { month: thisMonth() }, RetCode.REFUSED);
    const other = (await sql<{ id: number }>`select id from craftsman_service_star where store_id <> 1 limit 1`.execute(t.db)).rows[0].id;
    await refused(t.app, store001, 'GET', `${serviceStarEvaluations.path}?id=${other}`, undefined, RetCode.REFUSED);
  });
});
