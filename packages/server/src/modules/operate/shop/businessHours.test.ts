import { RetCode, RetMsg } from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, DEMO, login, ok, openTestApp, refused, type Session, type TestApp } from '../../../test/harness.js';

/** /operate/shop/businessHours 营业时间审批: requests, their approval changing the store's hours, the menu badge. */
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
const list = (session: Session, url: string, query: Record<string, unknown> = {}) => ok<Row[]>(t.app, session, 'POST', url, { pageSize: 100, ...query });
/** A date `days` from today in China time. */
const chinaDate = (days: number) => new Date(Date.now() + days * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);

describe('businessHours (营业时间审批)', () => {
  const LIST = '/mgt/storebiztime/queryBizHoursApplyPage';
  const ADD = '/mgt/storebiztime/add';
  const MOVE = '/mgt/storebiztime/transition';
  const BADGE = '/mgt/storebiztime/getBizHoursApprovalCount';
  const valid = { storeId: 1, requestStart: '09:00', requestEnd: '21:00', effectiveDate: chinaDate(0), reason: '商场调整开门时间' };

  it('opens on what the badge counts: the requests awaiting approval first (newest first), then the decided ones', async () => {
    const badge = await ok<number>(t.app, admin, 'POST', BADGE, {});
    expect(badge).toBeGreaterThan(0);
    const rows = await list(admin, LIST, { pageSize: 200 });
    expect(rows.slice(0, badge).every((r) => r.status === 0)).toBe(true);
    expect(rows.slice(badge).every((r) => r.status !== 0)).toBe(true);
    const pending = rows.slice(0, badge).map((r) => String(r.createdAt));
    expect(pending).toEqual([...pending].sort().reverse());
    // store001's own list too, within its scope.
    const mine = await list(store001, LIST);
    const mineBadge = await ok<number>(t.app, store001, 'POST', BADGE, {});
    expect(mine.slice(0, mineBadge).every((r) => r.status === 0)).toBe(true);
  });

  it('bad input is refused with the field named and nothing is written', async () => {
    const before = await rowsIn('store_biz_hours_apply');
    await refused(t.app, admin, 'POST', ADD, { ...valid, requestEnd: '08:00' }, RetCode.INVALID, '营业结束时间须晚于开始时间');
    await refused(t.app, admin, 'POST', ADD, { ...valid, reason: '' }, RetCode.INVALID, 'reason');
    await refused(t.app, admin, 'POST', ADD, { ...valid, effectiveDate: '2026/01/01' }, RetCode.INVALID, 'effectiveDate');
    await refused(t.app, admin, 'POST', ADD, { ...valid, effectiveDate: chinaDate(-3) }, RetCode.INVALID, '生效日期不能早于今天');
    // store 1 already has a pending request
    await refused(t.app, admin, 'POST', ADD, valid, RetCode.REFUSED, '已有待审批');
    // store001 may apply, but only for its own store
    await refused(t.app, store001, 'POST', ADD, { ...valid, storeId: 2 }, RetCode.REFUSED, RetMsg.OUT_OF_SCOPE);
    expect(await rowsIn('store_biz_hours_apply')).toBe(before);
  });

  it('withdraw, apply, approve: the store hours change in the same commit, badge counts follow, all audited', async () => {
    const [pending] = await list(store001, LIST, { status: 0 });
    // a wrong action, and approve without the operation
    await refused(t.app, store001, 'POST', MOVE, { id: pending.id, action: 'approve' }, RetCode.REFUSED, RetMsg.FORBIDDEN);
    await refused(t.app, store001, 'POST', MOVE, { id: pending.id, action: 'delete' }, RetCode.INVALID, '不支持的操作');
    await ok(t.app, store001, 'POST', MOVE, { id: pending.id, action: 'withdraw' });
    await refused(t.app, admin, 'POST', MOVE, { id: pending.id, action: 'approve' }, RetCode.REFUSED, '当前状态「已撤回」不能通过');
    expect(await ok<number>(t.app, store001, 'POST', BADGE, {})).toBe(0);

    const adminBadge = await ok<number>(t.app, admin, 'POST', BADGE, {});
    const { id } = await ok<{ id: number }>(t.app, store001, 'POST', ADD, valid);
    const created = await ok<Row>(t.app, store001, 'GET', '/mgt/storebiztime/detail', { id });
    const store = await t.db.selectFrom('store').select(['business_start', 'business_end']).where('id', '=', 1).executeTakeFirstOrThrow();
    expect(created).toMatchObject({
      status: 0,
      applicant: '王丽娟',
      currentStart: store.business_start,
      currentEnd: store.business_end,
      requestStart: '09:00',
    });
    expect(await ok<number>(t.app, store001, 'POST', BADGE, {})).toBe(1);
    expect(await ok<number>(t.app, admin, 'POST', BADGE, {})).toBe(adminBadge + 1);

    await refused(t.app, admin, 'POST', MOVE, { id, action: 'reject' }, RetCode.INVALID, '请填写驳回原因');
    await ok(t.app, admin, 'POST', MOVE, { id, action: 'approve', reason: '同意' });
    const approved = await ok<Row>(t.app, admin, 'GET', '/mgt/storebiztime/detail', { id });
    expect(approved).toMatchObject({ status: 1, reviewer: '系统管理员', reviewRemark: '同意' });
    expect(await t.db.selectFrom('store').select(['business_start', 'business_end']).where('id', '=', 1).executeTakeFirstOrThrow()).toEqual({
      business_start: '09:00',
      business_end: '21:00',
    });
    expect(await ok<number>(t.app, store001, 'POST', BADGE, {})).toBe(0);
    expect(await ok<number>(t.app, admin, 'POST', BADGE, {})).toBe(adminBadge);
    const [moveAudit] = await auditRows(t.db, { table: 'store_biz_hours_apply', action: 'transition:approve', recordId: id });
    expect(moveAudit.after).toMatchObject({ status: 1 });
    const [storeAudit] = await auditRows(t.db, { table: 'store', action: 'update', recordId: 1 });
    expect(storeAudit.after).toMatchObject({ businessStart: '09:00', businessEnd: '21:00', bizHoursApplyId: id });
    await refused(t.app, admin, 'POST', MOVE, { id, action: 'approve' }, RetCode.REFUSED, '当前状态「已通过」不能通过');
  });

  it('an approval effective later leaves the store hours as they are; a rejection keeps its reason', async () => {
    const [other] = await list(admin, LIST, { status: 0 });
    await ok(t.app, admin, 'POST', MOVE, { id: other.id, action: 'reject', reason: '人力排班不足' });
    expect(await ok<Row>(t.app, admin, 'GET', '/mgt/storebiztime/detail', { id: other.id })).toMatchObject({ status: 2, reviewRemark: '人力排班不足' });
    const hours = () => t.db.selectFrom('store').select(['business_start', 'business_end']).where('id', '=', other.storeId).executeTakeFirstOrThrow();
    const before = await hours();
    const requestEnd = before.business_end === '23:00' ? '22:30' : '23:00';
    const { id } = await ok<{ id: number }>(t.app, admin, 'POST', ADD, {
      storeId: other.storeId,
      requestStart: before.business_start,
      requestEnd,
      effectiveDate: chinaDate(5),
      reason: '商圈夜间客流增加',
    });
    await ok(t.app, admin, 'POST', MOVE, { id, action: 'approve' });
    expect(await hours()).toEqual(before);
  });

  it('the badge needs the page, not just a session', async () => {
    await refused(t.app, ops01, 'POST', BADGE, {}, RetCode.REFUSED, RetMsg.FORBIDDEN);
  });
});
