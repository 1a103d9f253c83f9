import { RetCode, RetMsg } from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, DEMO, login, ok, openTestApp, refused, type Session, type TestApp } from '../../../test/harness.js';

/** /operate/shop/applyNoonWork 午间营业申请: one request a store and day, approved with the operation. */
let t: TestApp;
let admin: Session;
let store001: Session;

type Row = Record<string, unknown> & { id: number; storeId: number; status: number };

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  store001 = await login(t.app, DEMO.store001.account, DEMO.store001.pwd);
});
afterAll(async () => {
  await t?.close();
});

const rowsIn = async (table: string) => (await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(t.db)).rows[0].n;
const list = (session: Session, url: string, query: Record<string, unknown> = {}) => ok<Row[]>(t.app, session, 'POST', url, { pageSize: 100, ...query });
/** A date `days` from today in China time. */
const chinaDate = (days: number) => new Date(Date.now() + days * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);

describe('applyNoonWork (午间营业申请)', () => {
  const LIST = '/mgt/noonWork/queryNoonWorkPage';
  const ADD = '/mgt/noonWork/add';
  const MOVE = '/mgt/noonWork/transition';
  const valid = { storeId: 1, workDate: chinaDate(20), noonStart: '12:00', noonEnd: '14:00', craftsmanCount: 3, reason: '周末客流高峰' };

  it('refuses bad input and a duplicate day, writing nothing', async () => {
    const before = await rowsIn('store_noon_work_apply');
    await refused(t.app, store001, 'POST', ADD, { ...valid, craftsmanCount: 0 }, RetCode.INVALID, 'craftsmanCount');
    await refused(t.app, store001, 'POST', ADD, { ...valid, noonEnd: '11:00' }, RetCode.INVALID, '午间结束时间须晚于开始时间');
    await refused(t.app, store001, 'POST', ADD, { ...valid, workDate: chinaDate(-1) }, RetCode.INVALID, '营业日期不能早于今天');
    await refused(t.app, store001, 'POST', ADD, { ...valid, storeId: 3 }, RetCode.REFUSED, RetMsg.OUT_OF_SCOPE);
    expect(await rowsIn('store_noon_work_apply')).toBe(before);
    await ok(t.app, store001, 'POST', ADD, valid);
    await refused(t.app, store001, 'POST', ADD, valid, RetCode.REFUSED, '当天已有午间营业申请');
  });

  it('approval: only with the operation, only from 待审批, audited', async () => {
    const [mine] = await list(store001, LIST, { status: 0 });
    await refused(t.app, store001, 'POST', MOVE, { id: mine.id, action: 'approve' }, RetCode.REFUSED, RetMsg.FORBIDDEN);
    await refused(t.app, admin, 'POST', MOVE, { id: mine.id, action: 'reject' }, RetCode.INVALID, '请填写驳回原因');
    await ok(t.app, admin, 'POST', MOVE, { id: mine.id, action: 'approve' });
    await refused(t.app, admin, 'POST', MOVE, { id: mine.id, action: 'reject', reason: '人手不足' }, RetCode.REFUSED, '当前状态「已通过」不能驳回');
    const [row] = await auditRows(t.db, { table: 'store_noon_work_apply', action: 'transition:approve', recordId: mine.id });
    expect(row.before).toMatchObject({ status: 0 });
  });
});
