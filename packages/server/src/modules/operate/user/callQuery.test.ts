import { CallPath, RetCode, RetMsg } from '@salon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, login, openTestApp, refused, request, type Session, type TestApp } from '../../../test/harness.js';

/** /operate/user/callQuery 通话查询: calls within a date range, masked for the store. */
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

describe('通话查询', () => {
  it('needs a date range of at most 93 days, lists newest first, filters direction and result, masks for the store', async () => {
    await refused(t.app, admin, 'POST', CallPath.list, {}, RetCode.INVALID, 'startedAtStart');
    await refused(t.app, admin, 'POST', CallPath.list, { startedAtStart: '2026-01-01', startedAtEnd: '2026-06-30' }, RetCode.INVALID, '不能超过93天');
    const end = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const start = new Date(Date.now() + 8 * 3_600_000 - 29 * 86_400_000).toISOString().slice(0, 10);
    const range = { startedAtStart: start, startedAtEnd: end };
    const all = await list(admin, CallPath.list, range);
    expect(all.page!.total).toBeGreaterThan(100);
    const times = all.result.map((r) => Date.parse(r.startedAt as string));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const missed = await rows(admin, CallPath.list, { ...range, direction: 2, result: 2 });
    expect(missed.length).toBeGreaterThan(0);
    expect(missed.every((r) => r.direction === 2 && r.result === 2 && r.durationSec === 0)).toBe(true);
    const own = await list(store001, CallPath.list, range);
    expect(own.result.length).toBeGreaterThan(0);
    expect(own.result.every((r) => r.storeId === store1 && MASKED.test(r.customerMobile as string))).toBe(true);
    const withOrder = all.result.find((r) => r.orderNo);
    expect(withOrder?.orderNo).toMatch(/^\d{16}$/);
    const other = all.result.find((r) => r.storeId !== store1)!;
    await refused(t.app, store001, 'GET', CallPath.detail, { id: other.id }, RetCode.REFUSED, '通话记录不存在');
    await refused(t.app, store001, 'POST', CallPath.export, range, RetCode.REFUSED, RetMsg.FORBIDDEN);
  });
});
