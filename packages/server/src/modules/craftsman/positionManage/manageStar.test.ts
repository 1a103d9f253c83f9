import { resourceEndpoints, RetCode, starRuleResource } from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, login, ok, openTestApp, refused, type Session, type TestApp } from '../../../test/harness.js';

/** /craftsman/positionManage/manageStar 星级管理: star rules, edited between their neighbours. */
let t: TestApp;
let admin: Session;
const api = resourceEndpoints(starRuleResource);
type Row = { id: number; star: number; minAvgScore: string; minCount: number };

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
});
afterAll(async () => {
  await t?.close();
});

describe('星级管理', () => {
  it('lists one to five stars and edits a rule within its neighbours, refusing the rest with the field named', async () => {
    const rows = await ok<Row[]>(t.app, admin, 'POST', api.list.path, {});
    expect(rows.map((r) => r.star)).toEqual([1, 2, 3, 4, 5]);
    const four = rows.find((r) => r.star === 4)!;
    await ok(t.app, admin, 'POST', api.update.path, { id: four.id, minAvgScore: '4.3', minCount: 3 });
    expect(
      (
        await sql<{ min_avg_score: string; min_count: number }>`select min_avg_score::text, min_count from craftsman_star_rule where id = ${four.id}`.execute(
          t.db,
        )
      ).rows[0],
    ).toEqual({
      min_avg_score: '4.30',
      min_count: 3,
    });
    await refused(t.app, admin, 'POST', api.update.path, { id: four.id, minAvgScore: '4.9', minCount: 3 }, RetCode.INVALID, 'minAvgScore');
    await refused(t.app, admin, 'POST', api.update.path, { id: four.id, minAvgScore: '4.3', minCount: 1 }, RetCode.INVALID, 'minCount');
    await refused(t.app, admin, 'POST', api.update.path, { id: four.id, minAvgScore: '6', minCount: 3 }, RetCode.INVALID, 'minAvgScore');
    // One rule a star: none added.
    await refused(t.app, admin, 'POST', api.create.path, { star: 2, minAvgScore: '3', minCount: 1 }, RetCode.REFUSED);
  });
});
