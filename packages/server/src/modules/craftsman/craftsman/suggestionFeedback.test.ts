import { resourceEndpoints, RetCode, suggestionResource } from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, login, ok, openTestApp, refused, type Session, type TestApp } from '../../../test/harness.js';

/** /craftsman/craftsman/suggestionFeedback 建议反馈: reply, adopt, close, each from its states only. */
let t: TestApp;
let admin: Session;
const api = resourceEndpoints(suggestionResource);
type Row = { id: number; status: number; reply: string | null; handleNote: string | null };

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
});
afterAll(async () => {
  await t?.close();
});

const craftsman = async () => (await sql<{ id: number }>`select id from craftsman where status = 1 order by id limit 1`.execute(t.db)).rows[0].id;
const add = async (title: string) => {
  await ok(t.app, admin, 'POST', api.create.path, { craftsmanId: await craftsman(), title, category: 4, content: `${title}：希望尽快支持` });
  return (await ok<Row[]>(t.app, admin, 'POST', api.list.path, { keyword: title, pageSize: 1 }))[0];
};
const move = (id: number, action: string, reason?: string) => ok(t.app, admin, 'POST', api.transition.path, { id, action, reason });

describe('建议反馈', () => {
  it('lists the ones awaiting a reply first', async () => {
    const all = await ok<Row[]>(t.app, admin, 'POST', api.list.path, { pageSize: 200 });
    const waiting = all.filter((r) => r.status === 0).length;
    expect(waiting).toBeGreaterThan(0);
    expect(all.slice(0, waiting).every((r) => r.status === 0)).toBe(true);
    expect(new Set(all.map((r) => r.status))).toEqual(new Set([0, 1, 2, 3]));
  });

  it('reply then adopt; adopting before a reply, replying twice, closing an adopted one are refused in words', async () => {
    const row = await add('排班系统支持换班');
    await refused(t.app, admin, 'POST', api.transition.path, { id: row.id, action: 'adopt' }, RetCode.REFUSED, '当前状态「待回复」不能采纳');
    await move(row.id, 'reply', '已提交技术部排期');
    expect(
      (await sql<{ reply: string; replied_by: string }>`select reply, replied_by from craftsman_suggestion where id = ${row.id}`.execute(t.db)).rows[0],
    ).toEqual({
      reply: '已提交技术部排期',
      replied_by: '系统管理员',
    });
    await refused(t.app, admin, 'POST', api.transition.path, { id: row.id, action: 'reply', reason: '再回复' }, RetCode.REFUSED, '当前状态「已回复」不能回复');
    await move(row.id, 'adopt', '下季度上线');
    await refused(t.app, admin, 'POST', api.transition.path, { id: row.id, action: 'close', reason: '关闭' }, RetCode.REFUSED, '当前状态「已采纳」不能关闭');
  });

  it('close needs a reason; a closed suggestion takes no more steps', async () => {
    const row = await add('统一门店歌单');
    await refused(t.app, admin, 'POST', api.transition.path, { id: row.id, action: 'close' }, RetCode.INVALID, 'reason');
    await move(row.id, 'close', '与品牌部现有方案重复');
    await refused(t.app, admin, 'POST', api.transition.path, { id: row.id, action: 'reply', reason: '补充' }, RetCode.REFUSED, '当前状态「已关闭」不能回复');
    await refused(t.app, admin, 'POST', api.create.path, { craftsmanId: await craftsman(), title: '', category: 4, content: '内容' }, RetCode.INVALID, 'title');
  });
});
