import { RetCode, RetMsg } from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markOverdueAffairs } from './storeTransaction.overdue.js';
import { auditRows, DEMO, login, ok, openTestApp, refused, request, type Session, type TestApp } from '../../../test/harness.js';

/** /operate/shop/storeTransaction 门店事务: assigned by head office, completed by the store, overdue sweep, the menu badge. */
let t: TestApp;
let admin: Session;
let store001: Session;
let ops01: Session;

type Row = Record<string, unknown> & { id: number; storeId: number; status: number };

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  store001 = await login(t.app, DEMO.store001.account, DEMO.store001.pwd);
  ops01 = await login(t.app, DEMO.ops01.account, DEMO.ops01.pwd);
});
afterAll(async () => {
  await t?.close();
});

const rowsIn = async (table: string) => (await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(t.db)).rows[0].n;
const page = async (session: Session, url: string, query: Record<string, unknown> = {}) =>
  (await request<Row[]>(t.app, session, 'POST', url, { pageSize: 100, ...query })).envelope;
const list = (session: Session, url: string, query: Record<string, unknown> = {}) => ok<Row[]>(t.app, session, 'POST', url, { pageSize: 100, ...query });
/** A date `days` from today in China time. */
const chinaDate = (days: number) => new Date(Date.now() + days * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);

describe('storeTransaction (门店事务)', () => {
  const LIST = '/mgt/storeTransaction/queryTransactionPage';
  const ADD = '/mgt/storeTransaction/add';
  const MOVE = '/mgt/storeTransaction/transition';
  const BADGE = '/mgt/storeTransaction/getPendingCount';
  const valid = { storeId: 1, title: '提交消防检查照片', txType: 2, content: '按月度检查要求拍照上传', deadline: chinaDate(7) };

  it('lists and scopes; the badge counts unfinished affairs within scope and needs the page', async () => {
    const all = await page(admin, LIST);
    expect(all.page?.total).toBeGreaterThanOrEqual(20);
    const mine = await list(store001, LIST);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((r) => r.storeId === 1)).toBe(true);
    expect(await ok<number>(t.app, store001, 'POST', BADGE, {})).toBe(mine.filter((r) => r.status !== 1).length);
    expect(await ok<number>(t.app, admin, 'POST', BADGE, {})).toBe((await list(admin, LIST)).filter((r) => r.status !== 1).length);
    await refused(t.app, ops01, 'POST', BADGE, {}, RetCode.REFUSED, RetMsg.FORBIDDEN);
  });

  it('opens on what the badge counts: overdue, then pending, each by deadline, then the completed ones; a header sort replaces that order', async () => {
    const badge = await ok<number>(t.app, admin, 'POST', BADGE, {});
    expect(badge).toBeGreaterThan(0);
    const rows = await list(admin, LIST, { pageSize: 200 });
    expect(rows.length).toBeGreaterThan(badge);
    const rank = (r: Row) => [2, 0, 1].indexOf(r.status);
    const open = rows.slice(0, badge);
    expect(open.every((r) => r.status !== 1)).toBe(true);
    expect(rows.slice(badge).every((r) => r.status === 1)).toBe(true);
    for (let i = 1; i < rows.length; i++) {
      const [a, b] = [rows[i - 1], rows[i]];
      expect(rank(a) < rank(b) || (rank(a) === rank(b) && String(a.deadline) <= String(b.deadline))).toBe(true);
    }
    // The first page a user sees (20 rows) holds only open affairs when there are that many.
    const first = await list(admin, LIST, { pageSize: 20 });
    expect(first.filter((r) => r.status !== 1).length).toBe(Math.min(20, badge));
    // Sorted from the header by deadline: all statuses mixed, by deadline only.
    const byDeadline = await list(admin, LIST, { pageSize: 200, sortField: 'deadline', sortOrder: 'asc' });
    expect(byDeadline.map((r) => String(r.deadline))).toEqual(rows.map((r) => String(r.deadline)).sort());
  });

  it('head office assigns (store001 may not; bad input writes nothing); the store completes it and the badge drops', async () => {
    const before = await rowsIn('store_transaction');
    await refused(t.app, store001, 'POST', ADD, valid, RetCode.REFUSED, RetMsg.FORBIDDEN);
    await refused(t.app, admin, 'POST', ADD, { ...valid, title: '' }, RetCode.INVALID, 'title');
    await refused(t.app, admin, 'POST', ADD, { ...valid, txType: 0 }, RetCode.INVALID, 'txType');
    expect(await rowsIn('store_transaction')).toBe(before);

    const badge = await ok<number>(t.app, store001, 'POST', BADGE, {});
    const { id } = await ok<{ id: number }>(t.app, admin, 'POST', ADD, valid);
    expect(await ok<number>(t.app, store001, 'POST', BADGE, {})).toBe(badge + 1);
    await ok(t.app, store001, 'POST', MOVE, { id, action: 'complete', reason: '已上传' });
    expect(await ok<number>(t.app, store001, 'POST', BADGE, {})).toBe(badge);
    expect(await ok<Row>(t.app, store001, 'GET', '/mgt/storeTransaction/detail', { id })).toMatchObject({
      status: 1,
      completedBy: '王丽娟',
      publisher: '系统管理员',
    });
    await refused(t.app, store001, 'POST', MOVE, { id, action: 'complete' }, RetCode.REFUSED, '当前状态「已完成」不能完成');
    expect(await auditRows(t.db, { table: 'store_transaction', action: 'transition:complete', recordId: id })).toHaveLength(1);
  });

  it('an affair still open after its deadline day becomes 已逾期 once (audited as the system) and can still be completed', async () => {
    const { id: late } = await ok<{ id: number }>(t.app, admin, 'POST', ADD, { ...valid, title: '补交上周卫生检查表', deadline: chinaDate(0) });
    const { id: due } = await ok<{ id: number }>(t.app, admin, 'POST', ADD, { ...valid, title: '今天截止的盘点', deadline: chinaDate(0) });
    // The deadline of the first one moves to yesterday (as if a day had passed).
    await sql`update store_transaction set deadline = ${chinaDate(-1)}::date where id = ${late}`.execute(t.db);
    const badge = await ok<number>(t.app, store001, 'POST', BADGE, {});

    const moved = await markOverdueAffairs(t.db);
    expect(moved).toContain(late);
    expect(moved).not.toContain(due);
    expect(await markOverdueAffairs(t.db)).toEqual([]);
    expect(await ok<Row>(t.app, admin, 'GET', '/mgt/storeTransaction/detail', { id: late })).toMatchObject({ status: 2 });
    expect(await ok<Row>(t.app, admin, 'GET', '/mgt/storeTransaction/detail', { id: due })).toMatchObject({ status: 0 });
    // Overdue affairs still count on the badge, and the store can still complete them.
    expect(await ok<number>(t.app, store001, 'POST', BADGE, {})).toBe(badge);
    const rows = await auditRows(t.db, { table: 'store_transaction', action: 'overdue', recordId: late });
    expect(rows).toHaveLength(1);
    await ok(t.app, store001, 'POST', MOVE, { id: late, action: 'complete', reason: '已补交' });
    expect(await ok<Row>(t.app, admin, 'GET', '/mgt/storeTransaction/detail', { id: late })).toMatchObject({ status: 1 });
  });
});
