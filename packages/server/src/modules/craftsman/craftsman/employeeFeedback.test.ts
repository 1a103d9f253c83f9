import { employeeFeedbackResource, resourceEndpoints, RetCode, RetMsg } from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, login, ok, openTestApp, refused, type Session, type TestApp } from '../../../test/harness.js';

/** /craftsman/craftsman/employeeFeedback 员工反馈: entered for a craftsman, replied to and closed by head office. */
let t: TestApp;
let admin: Session;
let store001: Session;
const api = resourceEndpoints(employeeFeedbackResource);
type Row = { id: number; craftsmanId: number; storeId: number; status: number; reply: string | null; repliedBy: string | null };

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  store001 = await login(t.app, DEMO.store001.account, DEMO.store001.pwd);
});
afterAll(async () => {
  await t?.close();
});

const rows = async () => (await sql<{ n: number }>`select count(*)::int as n from craftsman_feedback`.execute(t.db)).rows[0].n;
const craftsmanOf = async (storeId: number) =>
  (await sql<{ id: number }>`select id from craftsman where store_id = ${storeId} and status = 1 order by id limit 1`.execute(t.db)).rows[0].id;

describe('员工反馈', () => {
  it('lists open feedback first; the store manager sees and enters store 1 feedback only', async () => {
    const all = await ok<Row[]>(t.app, admin, 'POST', api.list.path, { pageSize: 200 });
    const open = all.filter((r) => r.status === 0).length;
    expect(open).toBeGreaterThan(0);
    expect(all.slice(0, open).every((r) => r.status === 0)).toBe(true);
    const mine = await ok<Row[]>(t.app, store001, 'POST', api.list.path, { pageSize: 200 });
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((r) => r.storeId === 1)).toBe(true);
    const before = await rows();
    await refused(
      t.app,
      store001,
      'POST',
      api.create.path,
      { craftsmanId: await craftsmanOf(2), category: 1, content: '吹风机坏了' },
      RetCode.REFUSED,
      RetMsg.OUT_OF_SCOPE,
    );
    await refused(
      t.app,
      store001,
      'POST',
      api.create.path,
      { craftsmanId: await craftsmanOf(1), category: 9, content: '吹风机坏了' },
      RetCode.INVALID,
      'category',
    );
    await refused(t.app, store001, 'POST', api.create.path, { craftsmanId: await craftsmanOf(1), category: 1, content: '' }, RetCode.INVALID, 'content');
    expect(await rows()).toBe(before);
  });

  it('head office replies (kept with who and when) and closes; the store manager cannot reply; a closed one takes no more steps', async () => {
    await ok(t.app, store001, 'POST', api.create.path, { craftsmanId: await craftsmanOf(1), category: 2, content: '下周排班晚班太多，希望调整' });
    const [row] = await ok<Row[]>(t.app, admin, 'POST', api.list.path, { pageSize: 1, storeId: 1 });
    expect(row.status).toBe(0);
    expect(row.storeId).toBe(1);
    await refused(t.app, store001, 'POST', api.transition.path, { id: row.id, action: 'reply', reason: '好的' }, RetCode.REFUSED);
    await refused(t.app, admin, 'POST', api.transition.path, { id: row.id, action: 'reply' }, RetCode.INVALID, 'reason');
    await ok(t.app, admin, 'POST', api.transition.path, { id: row.id, action: 'reply', reason: '已与店长沟通，下周晚班轮换' });
    const replied = await ok<Row>(t.app, admin, 'GET', `${api.detail.path}?id=${row.id}`);
    expect(replied).toMatchObject({ id: row.id, status: 1, reply: '已与店长沟通，下周晚班轮换', repliedBy: '系统管理员' });
    await refused(t.app, admin, 'POST', api.transition.path, { id: row.id, action: 'reply', reason: '再回复' }, RetCode.REFUSED, '不能回复');
    await ok(t.app, admin, 'POST', api.transition.path, { id: row.id, action: 'close', reason: '已解决' });
    await refused(t.app, admin, 'POST', api.transition.path, { id: row.id, action: 'close' }, RetCode.REFUSED, '不能关闭');
  });
});
