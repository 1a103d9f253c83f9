import { anomalyResource, AuditPath, PagePath, resourceEndpoints, RetCode, storeResource, type OperRecordDetail, type OperRecordRow } from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, login, ok, refused, request, type Session, type TestApp, openTestApp } from '../../../test/harness.js';

/** /system/manage/operRecords 操作记录: who did what from which page. */
let t: TestApp;
let admin: Session;
let store001: Session;
let ops01: Session;
let anomalyId: number;
const anomaly = resourceEndpoints(anomalyResource);
const store = resourceEndpoints(storeResource);
const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  store001 = await login(t.app, DEMO.store001.account, DEMO.store001.pwd);
  ops01 = await login(t.app, DEMO.ops01.account, DEMO.ops01.pwd);
  // Writes made from their pages, as the console makes them.
  ({ id: anomalyId } = await ok<{ id: number }>(
    t.app,
    admin,
    'POST',
    anomaly.create.path,
    { storeId: 1, anomalyType: 1, level: 2, reportedAt: new Date(Date.now() - 60_000).toISOString(), description: '审计测试：吹风机断电' },
    { routepath: '/operate/shop/anomaly' },
  ));
  await ok(t.app, admin, 'POST', anomaly.transition.path, { id: anomalyId, action: 'handle', reason: '已联系维修' }, { routepath: '/operate/shop/anomaly' });
  const before = await ok<Record<string, unknown>>(t.app, admin, 'GET', store.detail.path, { id: 2 });
  await ok(t.app, admin, 'POST', store.update.path, { ...before, id: 2, phone: '02188886666', seats: 14 }, { routepath: '/operate/shop/manage' });
});
afterAll(async () => {
  await t?.close();
});

describe('operation records (操作记录)', () => {
  it('lists who did what from which page, newest first, with Chinese labels', async () => {
    const rows = await ok<OperRecordRow[]>(t.app, admin, 'POST', AuditPath.operRecordList, { createTimeStart: today, createTimeEnd: today, pageSize: 50 });
    const [storeEdit, handled, created] = rows.filter(
      (r) => (r.tableName === 'store' && r.recordId === '2') || (r.tableName === 'store_anomaly' && r.recordId === String(anomalyId)),
    );
    expect(storeEdit).toMatchObject({
      userName: '系统管理员',
      route: '/operate/shop/manage',
      routeTitle: '门店列表',
      action: 'update',
      actionLabel: '修改',
      tableTitle: '门店',
      recordId: '2',
    });
    expect(handled).toMatchObject({
      route: '/operate/shop/anomaly',
      routeTitle: '门店异常',
      action: 'transition:handle',
      actionLabel: '开始处理',
      tableTitle: '门店异常',
      recordId: String(anomalyId),
    });
    expect(created).toMatchObject({ action: 'create', actionLabel: '新增', recordId: String(anomalyId) });
    const times = rows.map((r) => r.createTime);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('holds the records of the decisions in the demo data', async () => {
    const reviewed = await sql<{ n: number }>`select count(*)::int as n from store_biz_hours_apply where reviewed_at is not null`.execute(t.db);
    const decided = await ok<OperRecordRow[]>(t.app, admin, 'POST', AuditPath.operRecordList, {
      route: '/operate/shop/businessHours',
      createTimeEnd: today,
      pageSize: 100,
    });
    const seeded = decided.filter((r) => r.createTime < today);
    expect(seeded).toHaveLength(reviewed.rows[0].n);
    expect(new Set(seeded.map((r) => r.actionLabel))).toEqual(new Set(['通过', '驳回', '撤回']));
    const approval = seeded.find((r) => r.userName === '马文涛')!;
    expect(approval).toMatchObject({ routeTitle: '营业时间审批', tableTitle: expect.any(String) });
    const detail = await ok<OperRecordDetail>(t.app, admin, 'GET', AuditPath.operRecordDetail, { id: approval.id });
    expect(detail.changes.find((c) => c.field === 'status')).toMatchObject({ before: '待审批' });
  });

  it('filters by user, page, record and time', async () => {
    const byRecord = await ok<OperRecordRow[]>(t.app, admin, 'POST', AuditPath.operRecordList, { tableName: 'store_anomaly', recordId: String(anomalyId) });
    expect(byRecord.map((r) => r.action)).toEqual(['transition:handle', 'create']);
    const byRoute = await ok<OperRecordRow[]>(t.app, admin, 'POST', AuditPath.operRecordList, { route: '/operate/shop/manage', pageSize: 100 });
    expect(byRoute.length).toBeGreaterThan(0);
    expect(byRoute.every((r) => r.route === '/operate/shop/manage')).toBe(true);
    expect(await ok<OperRecordRow[]>(t.app, admin, 'POST', AuditPath.operRecordList, { userName: '陈晓雨' })).toEqual([]);
    expect((await ok<OperRecordRow[]>(t.app, admin, 'POST', AuditPath.operRecordList, { userName: '管理', tableName: 'store' })).length).toBeGreaterThan(0);
    expect(await ok<OperRecordRow[]>(t.app, admin, 'POST', AuditPath.operRecordList, { createTimeStart: '2020-01-01', createTimeEnd: '2020-01-31' })).toEqual(
      [],
    );
    const page = (await request<OperRecordRow[]>(t.app, admin, 'POST', AuditPath.operRecordList, { pageSize: 1 })).envelope.page;
    expect(page).toMatchObject({ pageNum: 1, pageSize: 1, totalKind: 'exact' });
    expect(page!.total).toBeGreaterThanOrEqual(3);
  });

  it('shows one record with its before/after difference, labelled by the declaration, numbers masked without the operation', async () => {
    const [storeEdit] = await ok<OperRecordRow[]>(t.app, admin, 'POST', AuditPath.operRecordList, { tableName: 'store', recordId: '2', action: 'update' });
    const detail = await ok<OperRecordDetail>(t.app, admin, 'GET', AuditPath.operRecordDetail, { id: storeEdit.id });
    expect(detail.changes).toEqual(
      expect.arrayContaining([
        { field: 'seats', label: '座位数', before: expect.any(Number), after: 14 },
        { field: 'phone', label: '门店电话', before: expect.anything(), after: '02188886666' },
      ]),
    );
    expect(detail.changes.find((c) => c.field === 'storeName')).toBeUndefined();
    // A role with the page but not the "see in full" operation.
    const menu = await t.db.selectFrom('menu').select('id').where('url', '=', PagePath.operRecords).executeTakeFirstOrThrow();
    const role = await t.db.selectFrom('role').select('id').where('code', '=', 'sys_ops').executeTakeFirstOrThrow();
    await t.db.insertInto('role_menu').values({ role_id: role.id, menu_id: menu.id }).execute();
    const masked = await ok<OperRecordDetail>(t.app, ops01, 'GET', AuditPath.operRecordDetail, { id: storeEdit.id });
    expect(masked.changes.find((c) => c.field === 'phone')!.after).toBe('0218****6666');
    expect((masked.after as Record<string, unknown>).phone).toBe('0218****6666');
    await refused(t.app, admin, 'GET', AuditPath.operRecordDetail, { id: 999_999_999 }, RetCode.REFUSED, '操作记录不存在');
  });

  it('refuses bad input and users without the page', async () => {
    await refused(t.app, admin, 'POST', AuditPath.operRecordList, { createTimeStart: '2026/01/01' }, RetCode.INVALID, '开始日期格式应为 YYYY-MM-DD');
    await refused(
      t.app,
      admin,
      'POST',
      AuditPath.operRecordList,
      { createTimeStart: '2026-02-01', createTimeEnd: '2026-01-01' },
      RetCode.REFUSED,
      '结束日期不能早于开始日期',
    );
    await refused(t.app, store001, 'POST', AuditPath.operRecordList, {}, RetCode.REFUSED);
    await refused(t.app, null, 'POST', AuditPath.operRecordList, {}, RetCode.TOKEN_INVALID);
  });
});
