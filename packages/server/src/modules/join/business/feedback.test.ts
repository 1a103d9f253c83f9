import {
  FRANCHISE_FEEDBACK_PAGE,
  FRANCHISE_FEEDBACK_STATUS,
  FranchiseFeedbackOps,
  franchiseFeedbackResource,
  resourceEndpoints,
  RetCode,
} from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportFile, sheetRows } from '../../../test/exchange.js';
import { franchiseStores, franchiseStoreUser } from '../../../test/franchiseFixtures.js';
import { auditRows, DEMO, login, ok, openTestApp, refused, type Session, type TestApp } from '../../../test/harness.js';

/** 加盟商反馈: the seeded rows in every state, a store's add, 受理 → 回复 / 关闭 in and out of order, scope, export. */
let t: TestApp;
let admin: Session;
let manager: Session;
let stores: { id: number; code: string; name: string }[];
const api = resourceEndpoints(franchiseFeedbackResource);
const S = FRANCHISE_FEEDBACK_STATUS;

type Feedback = { id: number; feedbackNo: string; status: number; storeId: number; submitter: string; reply: string | null; handler: string | null };
const list = (s: Session, filters: Record<string, unknown> = {}) => ok<Feedback[]>(t.app, s, 'POST', api.list.path, { pageSize: 100, ...filters });
const statusOf = async (id: number) => (await sql<{ status: number }>`select status from franchise_feedback where id = ${id}`.execute(t.db)).rows[0].status;

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  stores = await franchiseStores(t);
  manager = await franchiseStoreUser(t, 'frfeedback01', stores[0].id, [FRANCHISE_FEEDBACK_PAGE, FranchiseFeedbackOps.add]);
});
afterAll(async () => {
  await t?.close();
});

describe('加盟商反馈', () => {
  it('lists about 100 seeded feedbacks in every state, open ones first', async () => {
    const total = (await sql<{ n: number }>`select count(*)::int as n from franchise_feedback`.execute(t.db)).rows[0].n;
    expect(total).toBeGreaterThanOrEqual(100);
    for (const status of [1, 2, 3, 4]) expect((await list(admin, { status, pageSize: 5 })).length, `status ${status}`).toBeGreaterThan(0);
    const first = await list(admin, { pageSize: 10 });
    expect([S.waiting, S.handling]).toContain(first[0].status);
  });

  it("a store's manager adds feedback for its own store only and sees only its store's; head office handles it in order", async () => {
    const mine = await list(manager);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((f) => f.storeId === stores[0].id)).toBe(true);
    await refused(t.app, manager, 'POST', api.create.path, { storeId: stores[1].id, category: 1, content: '希望增加督导到店次数' }, RetCode.REFUSED);
    await refused(t.app, manager, 'POST', api.create.path, { storeId: stores[0].id, category: 1, content: '' }, RetCode.INVALID, 'content');
    await refused(t.app, manager, 'POST', api.create.path, { storeId: stores[0].id, category: 99, content: '内容' }, RetCode.INVALID, 'category');
    const { id } = await ok<{ id: number }>(t.app, manager, 'POST', api.create.path, { storeId: stores[0].id, category: 2, content: '染膏缺货，请尽快补货' });
    const row = await ok<Feedback>(t.app, manager, 'GET', api.detail.path, { id });
    expect(row).toMatchObject({ status: S.waiting, storeId: stores[0].id });
    expect(row.feedbackNo).toMatch(/^FK\d{10}$/);
    expect(row.submitter).toMatch(/加盟店长/);
    // Handling needs the operation code.
    await refused(t.app, manager, 'POST', api.transition.path, { id, action: 'start' }, RetCode.REFUSED);
    expect(await statusOf(id)).toBe(S.waiting);

    await ok(t.app, admin, 'POST', api.transition.path, { id, action: 'start' });
    await refused(t.app, admin, 'POST', api.transition.path, { id, action: 'start' }, RetCode.REFUSED, '处理中');
    await refused(t.app, admin, 'POST', api.transition.path, { id, action: 'reply' }, RetCode.INVALID, 'reason');
    await ok(t.app, admin, 'POST', api.transition.path, { id, action: 'reply', reason: '补货本周五到店' });
    await refused(t.app, admin, 'POST', api.transition.path, { id, action: 'close', reason: '重复' }, RetCode.REFUSED, '已回复');
    expect(await ok<Feedback>(t.app, manager, 'GET', api.detail.path, { id })).toMatchObject({
      status: S.replied,
      reply: '补货本周五到店',
      handler: '系统管理员',
    });
    expect((await auditRows(t.db, { table: 'franchise_feedback', recordId: id })).map((r) => r.action)).toEqual(
      expect.arrayContaining(['create', 'transition:start', 'transition:reply']),
    );

    const other = (await list(admin, { storeId: stores[1].id }))[0];
    await refused(t.app, manager, 'GET', api.detail.path, { id: other.id }, RetCode.REFUSED);
  });

  it('exports the filtered rows', async () => {
    const rows = await list(admin, { status: S.closed });
    const { response } = await exportFile(t.app, admin, api.export.path, { status: S.closed }, FRANCHISE_FEEDBACK_PAGE);
    const [head, ...lines] = await sheetRows(response.rawPayload);
    const no = head.indexOf('反馈编号');
    expect(no).toBeGreaterThanOrEqual(0);
    expect(lines.map((l) => l[no]).sort()).toEqual(rows.map((r) => r.feedbackNo).sort());
    expect(lines.every((l) => l[head.indexOf('状态')] === '已关闭')).toBe(true);
  });
});
