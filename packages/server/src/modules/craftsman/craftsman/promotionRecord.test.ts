import { gradeApprovalResource, promotionRecordResource, resourceEndpoints, RetCode, RetMsg, GRADE_CRAFTSMAN_OPTIONS } from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, login, ok, openTestApp, refused, type Session, type TestApp } from '../../../test/harness.js';

/** /craftsman/craftsman/promotionRecord 晋升记录: what a store manager and head office may apply for, and what they see. */
let t: TestApp;
let admin: Session;
let manager: Session;
const api = resourceEndpoints(promotionRecordResource);
const approval = resourceEndpoints(gradeApprovalResource);
const PAGE = { routepath: promotionRecordResource.page };
const chinaToday = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
const inDays = (n: number) => new Date(Date.parse(`${chinaToday()}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

interface Row {
  id: number;
  craftsmanId: number;
  storeId: number;
  fromLevel: string | null;
  toLevel: string;
  status: number;
  state: number;
  applicant: string | null;
}

/** A craftsman in service at a U level below U9 with no open promotion, in the store (or outside store 1). */
async function freeCraftsman(where: 'store1' | 'elsewhere') {
  const found = await sql<{ id: number; level: string; store_id: number }>`
    select c.id, c.level, c.store_id from craftsman c
    where c.status = 1 and c.level in ('U1-2', 'U2', 'U3', 'U4') and ${where === 'store1' ? sql`c.store_id = 1` : sql`c.store_id <> 1`}
      and not exists (select 1 from craftsman_promotion p where p.craftsman_id = c.id and (p.status = 0 or (p.status = 1 and p.applied_at is null)))
    order by c.id limit 1`.execute(t.db);
  expect(found.rows[0], `a free craftsman ${where}`).toBeTruthy();
  return found.rows[0];
}

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  manager = await login(t.app, DEMO.store001.account, DEMO.store001.pwd);
});
afterAll(async () => {
  await t?.close();
});

describe('晋升记录', () => {
  it('lists two years of promotions in every state; a store manager sees only their store', async () => {
    // 待审批, 已生效, 已驳回, 已撤回 and 待生效 (approved, dated ahead).
    for (const state of [0, 1, 2, 3, 4]) {
      const rows = await ok<Row[]>(t.app, admin, 'POST', api.list.path, { state, pageSize: 200 }, PAGE);
      expect(rows.length, `state ${state}`).toBeGreaterThan(0);
      expect(rows.every((r) => r.state === state)).toBe(true);
    }
    const mine = await ok<Row[]>(t.app, manager, 'POST', api.list.path, { pageSize: 200 }, PAGE);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((r) => r.storeId === 1)).toBe(true);
    const options = await ok<{ id: number; name: string }[]>(t.app, manager, 'GET', GRADE_CRAFTSMAN_OPTIONS.promotion.path, {}, PAGE);
    const stores = await sql<{ store_id: number }>`select distinct store_id from craftsman where id in (${sql.join(options.map((o) => o.id))})`.execute(t.db);
    expect(stores.rows).toEqual([{ store_id: 1 }]);
  });

  it('a store manager applies for their craftsman: level, store and applicant written; a second one waits for the first', async () => {
    const c = await freeCraftsman('store1');
    const next = { 'U1-2': 'U2', U2: 'U3', U3: 'U4', U4: 'U5' }[c.level]!;
    const { id } = await ok<{ id: number }>(
      t.app,
      manager,
      'POST',
      api.create.path,
      { craftsmanId: c.id, toLevel: next, effectiveDate: inDays(3), reason: '季度业绩达标' },
      PAGE,
    );
    const row = await ok<Row>(t.app, manager, api.detail.method, api.detail.path, { id }, PAGE);
    expect(row).toMatchObject({ craftsmanId: c.id, storeId: 1, fromLevel: c.level, toLevel: next, status: 0, state: 0 });
    expect(row.applicant).toBeTruthy();
    await refused(
      t.app,
      manager,
      'POST',
      api.create.path,
      { craftsmanId: c.id, toLevel: 'U6', effectiveDate: inDays(5), reason: '再申请' },
      RetCode.REFUSED,
      '已有待审批的晋升申请',
      PAGE,
    );
    // Withdrawn by the applicant, a new one may follow.
    await ok(t.app, manager, 'POST', api.transition.path, { id, action: 'withdraw', reason: '材料补充' }, PAGE);
    expect((await ok<Row>(t.app, manager, api.detail.method, api.detail.path, { id }, PAGE)).status).toBe(3);
  });

  it('refuses a level not above the current one (000006 on toLevel), another store, and approving without the operation; nothing written', async () => {
    const c = await freeCraftsman('store1');
    const count = async () => (await sql<{ n: number }>`select count(*)::int as n from craftsman_promotion`.execute(t.db)).rows[0].n;
    const before = await count();
    await refused(
      t.app,
      manager,
      'POST',
      api.create.path,
      { craftsmanId: c.id, toLevel: c.level, effectiveDate: inDays(1), reason: '同级' },
      RetCode.INVALID,
      'toLevel',
      PAGE,
    );
    await refused(
      t.app,
      manager,
      'POST',
      api.create.path,
      { craftsmanId: c.id, toLevel: 'U3x', effectiveDate: inDays(1), reason: '不存在的等级' },
      RetCode.INVALID,
      'toLevel',
      PAGE,
    );
    const other = await freeCraftsman('elsewhere');
    await refused(
      t.app,
      manager,
      'POST',
      api.create.path,
      { craftsmanId: other.id, toLevel: 'U9', effectiveDate: inDays(1), reason: '别的门店' },
      RetCode.REFUSED,
      RetMsg.OUT_OF_SCOPE,
      PAGE,
    );
    await refused(
      t.app,
      manager,
      'POST',
      api.create.path,
      { craftsmanId: c.id, toLevel: 'U9', effectiveDate: inDays(-1), reason: '生效日期已过' },
      RetCode.INVALID,
      'effectiveDate',
      PAGE,
    );
    expect(await count()).toBe(before);
    const waiting = await sql<{ id: number }>`select id from craftsman_promotion where status = 0 and store_id = 1 order by id limit 1`.execute(t.db);
    await refused(t.app, manager, 'POST', approval.transition.path, { id: waiting.rows[0].id, action: 'approve' }, RetCode.REFUSED, undefined, {
      routepath: gradeApprovalResource.page,
    });
    expect((await sql<{ status: number }>`select status from craftsman_promotion where id = ${waiting.rows[0].id}`.execute(t.db)).rows[0].status).toBe(0);
  });
});
