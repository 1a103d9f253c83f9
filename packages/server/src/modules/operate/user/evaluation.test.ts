import { EvaluationPath, RetCode, RetMsg } from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, countRows, DEMO, login, ok, openTestApp, refused, request, type Session, type TestApp } from '../../../test/harness.js';

/** /operate/user/evaluation 用户评价: reviews, the reply, hiding and showing. */
let t: TestApp;
let admin: Session;
let store001: Session;
let store1: number;

type Row = Record<string, unknown> & { id: number };
/** An audit row's before/after (jsonb reads as an object on both databases; text would read as a string). */
const json = (value: unknown) => (typeof value === 'string' ? (JSON.parse(value) as unknown) : value);

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
const one = async <T>(text: ReturnType<typeof sql<T>>) => (await text.execute(t.db)).rows[0];
const move = (session: Session, url: string, id: number, action: string, reason?: string) => ok<Row>(t.app, session, 'POST', url, { id, action, reason });
/** What a refused write must leave as it was. */
const snapshot = async (table: 'order_review' | 'user_feedback' | 'questionnaire' | 'consult_reg', id: number) =>
  JSON.stringify({ row: (await sql`select * from ${sql.table(table)} where id = ${id}`.execute(t.db)).rows, audit: await countRows(t.db, 'audit_log') });

describe('用户评价', () => {
  it("store001's menu holds the user group with its four customer-voice pages (not the questionnaires)", async () => {
    type Node = { url: string | null; children: Node[] };
    const menu = await ok<Node[]>(t.app, store001, 'GET', '/uc/resource/getMenuList');
    const flat = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flat(n.children ?? [])]);
    const group = flat(menu).find((n) => n.url === '/operate/user');
    expect(group?.children.map((c) => c.url)).toEqual(
      expect.arrayContaining(['/operate/user/evaluation', '/operate/user/feedback', '/operate/user/consultReg', '/operate/user/callQuery']),
    );
    expect(flat(menu).some((n) => n.url === '/operate/user/questionnaire')).toBe(false);
  });

  it('a reply is written with who and when, audited with the reply it replaces; hidden reviews take none until shown again', async () => {
    const review = (await rows(store001, EvaluationPath.list, { hasReply: 0, hidden: 0 }))[0];
    await refused(t.app, store001, 'POST', EvaluationPath.reply, { id: review.id, reply: '   ' }, RetCode.INVALID, 'reply');
    const replied = await ok<Row>(t.app, store001, 'POST', EvaluationPath.reply, { id: review.id, reply: '感谢您的认可，期待再次光临！' });
    expect(replied).toMatchObject({ hasReply: 1, repliedBy: '王丽娟' });
    const detail = await ok<Row>(t.app, store001, 'GET', EvaluationPath.detail, { id: review.id });
    expect(detail).toMatchObject({ reply: '感谢您的认可，期待再次光临！', repliedBy: '王丽娟', hasReply: 1, orderItems: expect.any(String) });
    await ok(t.app, admin, 'POST', EvaluationPath.reply, { id: review.id, reply: '总部已回访，感谢支持' });
    const [audit] = await auditRows(t.db, { table: 'order_review', recordId: review.id });
    expect(audit).toMatchObject({ action: 'update', user_name: '系统管理员' });
    expect(json(audit.before)).toMatchObject({ reply: '感谢您的认可，期待再次光临！', repliedBy: '王丽娟' });
    expect(json(audit.after)).toMatchObject({ reply: '总部已回访，感谢支持' });

    // Hide (a reason is required), then a reply is refused and nothing is written; show again.
    await refused(t.app, admin, 'POST', EvaluationPath.transition, { id: review.id, action: 'hide' }, RetCode.INVALID, '请填写隐藏原因');
    expect(await move(admin, EvaluationPath.transition, review.id, 'hide', '含广告引流信息')).toMatchObject({ hidden: 1 });
    await refused(
      t.app,
      admin,
      'POST',
      EvaluationPath.transition,
      { id: review.id, action: 'hide', reason: '再隐藏' },
      RetCode.REFUSED,
      '当前状态「已隐藏」不能隐藏',
    );
    const before = await snapshot('order_review', review.id);
    await refused(t.app, admin, 'POST', EvaluationPath.reply, { id: review.id, reply: '再回复' }, RetCode.REFUSED, '已隐藏的评价不能回复');
    expect(await snapshot('order_review', review.id)).toBe(before);
    expect(await ok<Row>(t.app, admin, 'GET', EvaluationPath.detail, { id: review.id })).toMatchObject({
      hidden: 1,
      hiddenReason: '含广告引流信息',
      hiddenBy: '系统管理员',
    });
    expect(await move(admin, EvaluationPath.transition, review.id, 'show')).toMatchObject({ hidden: 0 });
    // store001 may reply but not hide; nor reply to another store's review.
    await refused(t.app, store001, 'POST', EvaluationPath.transition, { id: review.id, action: 'hide', reason: 'x' }, RetCode.REFUSED, RetMsg.FORBIDDEN);
    const other = await one(sql<{ id: number }>`select id from order_review where store_id <> ${store1} and hidden = 0 order by id limit 1`);
    await refused(t.app, store001, 'POST', EvaluationPath.reply, { id: other.id, reply: '越权回复' }, RetCode.REFUSED, '评价不存在');
  });
});
