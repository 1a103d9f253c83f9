import { FeedbackPath, RetCode, RetMsg } from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, countRows, DEMO, login, ok, openTestApp, refused, request, type Session, type TestApp } from '../../../test/harness.js';

/** /operate/user/feedback 用户反馈: accepted, then replied and closed. */
let t: TestApp;
let admin: Session;
let store001: Session;
let store1: number;

type Row = Record<string, unknown> & { id: number };
const MASKED = /^1\d{3}\*{4}\d{4}$/;

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  store001 = await login(t.app, DEMO.store001.account, DEMO.store001.pwd);
  store1 = (await t.db.selectFrom('app_user').select('store_id').where('account', '=', 'store001').executeTakeFirstOrThrow()).store_id!;
});
afterAll(async () => {
  await t?.close();
});

const list = async (session: Session, url: string, query: Record<string, unknown> = {}) => {
  const { envelope } = await request<Row[]>(t.app, session, 'POST', url, { pageSize: 100, ...query });
  expect(envelope.retCode, envelope.retMsg).toBe(RetCode.SUCCESS);
  return envelope;
};
const rows = async (session: Session, url: string, query: Record<string, unknown> = {}) => (await list(session, url, query)).result;
const move = (session: Session, url: string, id: number, action: string, reason?: string) => ok<Row>(t.app, session, 'POST', url, { id, action, reason });
/** What a refused write must leave as it was. */
const snapshot = async (table: 'order_review' | 'user_feedback' | 'questionnaire' | 'consult_reg', id: number) =>
  JSON.stringify({ row: (await sql`select * from ${sql.table(table)} where id = ${id}`.execute(t.db)).rows, audit: await countRows(t.db, 'audit_log') });

describe('用户反馈', () => {
  it('受理 then 回复并完结: handler, times and reply written, steps out of order refused, every step audited', async () => {
    const open = (await rows(store001, FeedbackPath.list, { status: 0 }))[0];
    expect(open.storeId).toBe(store1);
    expect(open.contactMobile).toMatch(MASKED);
    await refused(
      t.app,
      admin,
      'POST',
      FeedbackPath.transition,
      { id: open.id, action: 'resolve', reason: '已处理' },
      RetCode.REFUSED,
      '当前状态「待处理」不能回复并完结',
    );
    // The store manager reads its store's feedback but does not handle it.
    await refused(t.app, store001, 'POST', FeedbackPath.transition, { id: open.id, action: 'accept' }, RetCode.REFUSED, RetMsg.FORBIDDEN);
    expect(await move(admin, FeedbackPath.transition, open.id, 'accept')).toMatchObject({ status: 1 });
    const accepted = await ok<Row>(t.app, admin, 'GET', FeedbackPath.detail, { id: open.id });
    expect(accepted).toMatchObject({ status: 1, handler: '系统管理员', acceptedAt: expect.any(String) });
    const before = await snapshot('user_feedback', open.id);
    await refused(t.app, admin, 'POST', FeedbackPath.transition, { id: open.id, action: 'resolve' }, RetCode.INVALID, '请填写回复内容');
    expect(await snapshot('user_feedback', open.id)).toBe(before);
    expect(await move(admin, FeedbackPath.transition, open.id, 'resolve', '已联系门店整改，感谢反馈')).toMatchObject({ status: 2 });
    expect(await ok<Row>(t.app, admin, 'GET', FeedbackPath.detail, { id: open.id })).toMatchObject({
      status: 2,
      reply: '已联系门店整改，感谢反馈',
      handler: '系统管理员',
    });
    await refused(t.app, admin, 'POST', FeedbackPath.transition, { id: open.id, action: 'accept' }, RetCode.REFUSED, '当前状态「已处理」不能受理');
    expect((await auditRows(t.db, { table: 'user_feedback', recordId: open.id })).map((a) => a.action).reverse()).toEqual([
      'transition:accept',
      'transition:resolve',
    ]);
  });
});
