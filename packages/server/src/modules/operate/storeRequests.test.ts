import { RetCode, RetMsg } from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markOverdueAffairs } from './affairOverdue.js';
import { auditRows, DEMO, login, ok, openTestApp, refused, request, type Session, type TestApp } from '../../test/harness.js';

/** Store requests and affairs of /operate/shop/ (businessHours, businessHoursManage, applyNoonWork, anomaly, storeTransaction). */
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

describe('businessHours (营业时间审批)', () => {
  const LIST = '/mgt/storebiztime/queryBizHoursApplyPage';
  const ADD = '/mgt/storebiztime/add';
  const MOVE = '/mgt/storebiztime/transition';
  const BADGE = '/mgt/storebiztime/getBizHoursApprovalCount';
  const valid = { storeId: 1, requestStart: '09:00', requestEnd: '21:00', effectiveDate: chinaDate(0), reason: '商场调整开门时间' };

  it('lists the seeded requests over many stores, filters, and scopes store001 to store 1', async () => {
    const all = await page(admin, LIST);
    expect(all.page?.total).toBeGreaterThanOrEqual(20);
    expect(all.page?.total).toBeLessThanOrEqual(40);
    expect(new Set(all.result.map((r) => r.storeId)).size).toBeGreaterThan(10);
    expect(all.result[0]).toMatchObject({ storeName: expect.any(String), currentStart: expect.stringMatching(/^\d\d:\d\d$/), applicant: expect.any(String) });
    const pending = await list(admin, LIST, { status: 0 });
    expect(pending.length).toBeGreaterThan(0);
    expect(pending.every((r) => r.status === 0)).toBe(true);
    const mine = await list(store001, LIST);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((r) => r.storeId === 1)).toBe(true);
    expect(mine.some((r) => r.status === 0)).toBe(true);
    expect((await list(admin, LIST, { storeId: 1 })).map((r) => r.id)).toEqual(mine.map((r) => r.id));
    await refused(
      t.app,
      store001,
      'GET',
      '/mgt/storebiztime/detail',
      { id: all.result.find((r) => r.storeId !== 1)!.id },
      RetCode.REFUSED,
      '营业时间申请不存在',
    );
  });

  it('bad input is refused with the field named and nothing is written', async () => {
    const before = await rowsIn('store_biz_hours_apply');
    await refused(t.app, admin, 'POST', ADD, { ...valid, requestEnd: '08:00' }, RetCode.INVALID, '营业结束时间须晚于开始时间');
    await refused(t.app, admin, 'POST', ADD, { ...valid, reason: '' }, RetCode.INVALID, 'reason');
    await refused(t.app, admin, 'POST', ADD, { ...valid, effectiveDate: '2026/01/01' }, RetCode.INVALID, 'effectiveDate');
    await refused(t.app, admin, 'POST', ADD, { ...valid, effectiveDate: chinaDate(-3) }, RetCode.REFUSED, '生效日期不能早于今天');
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
    await refused(t.app, store001, 'POST', MOVE, { id: pending.id, action: 'delete' }, RetCode.REFUSED, '不支持的操作');
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

    await refused(t.app, admin, 'POST', MOVE, { id, action: 'reject' }, RetCode.REFUSED, '请填写驳回原因');
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

describe('businessHoursManage (门店营业时间)', () => {
  const LIST = '/mgt/storebiztime/queryStoreBizHoursPage';
  const UPDATE = '/mgt/storebiztime/updateStoreBizHours';

  it('lists every store for the admin and only store 1 for store001', async () => {
    const all = await page(admin, LIST);
    expect(all.page?.total).toBe(60);
    expect(all.result[0]).toMatchObject({
      storeCode: expect.any(String),
      businessStart: expect.any(String),
      seats: expect.any(Number),
      openStatus: expect.any(Number),
    });
    expect((await list(store001, LIST)).map((r) => r.id)).toEqual([1]);
    expect((await list(admin, LIST, { openStatus: 3 })).every((r) => r.openStatus === 3)).toBe(true);
  });

  it('operations edit the hours (audited); bad hours and users without the operation are refused', async () => {
    await refused(t.app, admin, 'POST', UPDATE, { id: 5, businessStart: '22:00', businessEnd: '10:00' }, RetCode.INVALID, '营业结束时间须晚于开始时间');
    await refused(t.app, admin, 'POST', UPDATE, { id: 5, businessStart: '25:00', businessEnd: '22:00' }, RetCode.INVALID, 'businessStart');
    await refused(t.app, store001, 'POST', UPDATE, { id: 1, businessStart: '08:00', businessEnd: '22:00' }, RetCode.REFUSED, RetMsg.FORBIDDEN);
    await ok(t.app, admin, 'POST', UPDATE, { id: 5, businessStart: '09:30', businessEnd: '21:30' });
    expect(await ok<Row>(t.app, admin, 'GET', '/mgt/storebiztime/getStoreBizHours', { id: 5 })).toMatchObject({ businessStart: '09:30', businessEnd: '21:30' });
    const [row] = await auditRows(t.db, { table: 'store', action: 'update', recordId: 5 });
    expect(row.after).toMatchObject({ businessStart: '09:30', businessEnd: '21:30' });
  });
});

describe('applyNoonWork (午间营业申请)', () => {
  const LIST = '/mgt/noonWork/queryNoonWorkPage';
  const ADD = '/mgt/noonWork/add';
  const MOVE = '/mgt/noonWork/transition';
  const valid = { storeId: 1, workDate: chinaDate(20), noonStart: '12:00', noonEnd: '14:00', craftsmanCount: 3, reason: '周末客流高峰' };

  it('lists, filters and scopes', async () => {
    const all = await page(admin, LIST);
    expect(all.page?.total).toBeGreaterThanOrEqual(20);
    expect((await list(admin, LIST, { craftsmanCountMin: 3 })).every((r) => (r.craftsmanCount as number) >= 3)).toBe(true);
    const mine = await list(store001, LIST);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((r) => r.storeId === 1)).toBe(true);
  });

  it('refuses bad input and a duplicate day, writing nothing', async () => {
    const before = await rowsIn('store_noon_work_apply');
    await refused(t.app, store001, 'POST', ADD, { ...valid, craftsmanCount: 0 }, RetCode.INVALID, 'craftsmanCount');
    await refused(t.app, store001, 'POST', ADD, { ...valid, noonEnd: '11:00' }, RetCode.INVALID, '午间结束时间须晚于开始时间');
    await refused(t.app, store001, 'POST', ADD, { ...valid, workDate: chinaDate(-1) }, RetCode.REFUSED, '营业日期不能早于今天');
    await refused(t.app, store001, 'POST', ADD, { ...valid, storeId: 3 }, RetCode.REFUSED, RetMsg.OUT_OF_SCOPE);
    expect(await rowsIn('store_noon_work_apply')).toBe(before);
    await ok(t.app, store001, 'POST', ADD, valid);
    await refused(t.app, store001, 'POST', ADD, valid, RetCode.REFUSED, '当天已有午间营业申请');
  });

  it('approval: only with the operation, only from 待审批, audited', async () => {
    const [mine] = await list(store001, LIST, { status: 0 });
    await refused(t.app, store001, 'POST', MOVE, { id: mine.id, action: 'approve' }, RetCode.REFUSED, RetMsg.FORBIDDEN);
    await refused(t.app, admin, 'POST', MOVE, { id: mine.id, action: 'reject' }, RetCode.REFUSED, '请填写驳回原因');
    await ok(t.app, admin, 'POST', MOVE, { id: mine.id, action: 'approve' });
    await refused(t.app, admin, 'POST', MOVE, { id: mine.id, action: 'reject', reason: '人手不足' }, RetCode.REFUSED, '当前状态「已通过」不能驳回');
    const [row] = await auditRows(t.db, { table: 'store_noon_work_apply', action: 'transition:approve', recordId: mine.id });
    expect(row.before).toMatchObject({ status: 0 });
  });
});

describe('anomaly (门店异常)', () => {
  const LIST = '/mgt/storeAnomaly/queryAnomalyPage';
  const ADD = '/mgt/storeAnomaly/add';
  const MOVE = '/mgt/storeAnomaly/transition';
  const valid = { storeId: 1, anomalyType: 1, level: 2, reportedAt: new Date(Date.now() - 3_600_000).toISOString(), description: '3号工位吹风机冒烟，已断电' };

  it('lists, filters by type and keyword, and scopes', async () => {
    const all = await page(admin, LIST);
    expect(all.page?.total).toBeGreaterThanOrEqual(20);
    expect((await list(admin, LIST, { anomalyType: 3 })).every((r) => r.anomalyType === 3)).toBe(true);
    expect((await list(admin, LIST, { keyword: '停电' })).every((r) => String(r.description).includes('停电'))).toBe(true);
    const own = await list(store001, LIST);
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((r) => r.storeId === 1)).toBe(true);
  });

  it('store001 reports for its store; bad input is refused and writes nothing', async () => {
    const before = await rowsIn('store_anomaly');
    await refused(t.app, store001, 'POST', ADD, { ...valid, anomalyType: 9 }, RetCode.INVALID, 'anomalyType');
    await refused(t.app, store001, 'POST', ADD, { ...valid, description: '' }, RetCode.INVALID, 'description');
    await refused(
      t.app,
      store001,
      'POST',
      ADD,
      { ...valid, reportedAt: new Date(Date.now() + 86_400_000).toISOString() },
      RetCode.REFUSED,
      '发生时间不能晚于现在',
    );
    expect(await rowsIn('store_anomaly')).toBe(before);
    const { id } = await ok<{ id: number }>(t.app, store001, 'POST', ADD, valid);
    expect(await ok<Row>(t.app, store001, 'GET', '/mgt/storeAnomaly/detail', { id })).toMatchObject({ status: 0, reporter: '王丽娟', anomalyType: 1 });
  });

  it('待处理 → 处理中 → 已解决, with the operation and in order', async () => {
    const [open] = await list(store001, LIST, { status: 0 });
    await refused(t.app, store001, 'POST', MOVE, { id: open.id, action: 'handle' }, RetCode.REFUSED, RetMsg.FORBIDDEN);
    await refused(t.app, admin, 'POST', MOVE, { id: open.id, action: 'resolve', reason: '已修复' }, RetCode.REFUSED, '当前状态「待处理」不能已解决');
    await ok(t.app, admin, 'POST', MOVE, { id: open.id, action: 'handle', reason: '已联系维修' });
    await refused(t.app, admin, 'POST', MOVE, { id: open.id, action: 'resolve' }, RetCode.REFUSED, '请填写处理结果');
    await ok(t.app, admin, 'POST', MOVE, { id: open.id, action: 'resolve', reason: '已更换吹风机' });
    expect(await ok<Row>(t.app, admin, 'GET', '/mgt/storeAnomaly/detail', { id: open.id })).toMatchObject({
      status: 2,
      handler: '系统管理员',
      handleNote: '已更换吹风机',
    });
    expect(await auditRows(t.db, { table: 'store_anomaly', action: 'transition:resolve', recordId: open.id })).toHaveLength(1);
  });
});

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
