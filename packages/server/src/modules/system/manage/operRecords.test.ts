import {
  anomalyResource,
  AUDITED_TABLES,
  auditActionLabel,
  AuditPath,
  NoticePath,
  PagePath,
  resourceEndpoints,
  RetCode,
  RetMsg,
  StoredValuePath,
  storeResource,
  type OperRecordDetail,
  type OperRecordReveal,
  type OperRecordRow,
} from '@salon/contract';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, decrypt, DEMO, login, ok, refused, request, type Session, type TestApp, openTestApp } from '../../../test/harness.js';

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

  it('shows one record with its before/after difference, labelled by the declaration, numbers masked for everyone; the whole ones revealed, audited', async () => {
    const [storeEdit] = await ok<OperRecordRow[]>(t.app, admin, 'POST', AuditPath.operRecordList, { tableName: 'store', recordId: '2', action: 'update' });
    const detail = await ok<OperRecordDetail>(t.app, admin, 'GET', AuditPath.operRecordDetail, { id: storeEdit.id });
    expect(detail.changes).toEqual(
      expect.arrayContaining([
        { field: 'seats', label: '座位数', before: expect.any(Number), after: 14 },
        { field: 'phone', label: '门店电话', before: expect.anything(), after: '0218****6666' },
      ]),
    );
    expect((detail.after as Record<string, unknown>).phone).toBe('0218****6666');
    expect(detail.changes.find((c) => c.field === 'storeName')).toBeUndefined();
    // The whole numbers: one record at a time, for holders of 查看完整号码, sealed for the session, audited.
    const reveals = (await auditRows(t.db, { action: 'viewMobile', table: 'audit_log', recordId: storeEdit.id })).length;
    const whole = await decrypt(
      admin,
      await ok<OperRecordReveal>(t.app, admin, 'POST', AuditPath.operRecordReveal, { id: storeEdit.id }, { routepath: PagePath.operRecords }),
    );
    expect(whole.changes.find((c) => c.field === 'phone')!.after).toBe('02188886666');
    expect((whole.after as Record<string, unknown>).phone).toBe('02188886666');
    expect(await auditRows(t.db, { action: 'viewMobile', table: 'audit_log', recordId: storeEdit.id })).toHaveLength(reveals + 1);
    // A role with the page but not the "see in full" operation: the detail, not the reveal.
    const menu = await t.db.selectFrom('menu').select('id').where('url', '=', PagePath.operRecords).executeTakeFirstOrThrow();
    const role = await t.db.selectFrom('role').select('id').where('code', '=', 'sys_ops').executeTakeFirstOrThrow();
    await t.db.insertInto('role_menu').values({ role_id: role.id, menu_id: menu.id }).execute();
    const masked = await ok<OperRecordDetail>(t.app, ops01, 'GET', AuditPath.operRecordDetail, { id: storeEdit.id });
    expect(masked.changes.find((c) => c.field === 'phone')!.after).toBe('0218****6666');
    await refused(t.app, ops01, 'POST', AuditPath.operRecordReveal, { id: storeEdit.id }, RetCode.REFUSED, RetMsg.FORBIDDEN);
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

describe('what the records are called (issue 12.11)', () => {
  it('actions and pages in Chinese: 修改密码 from 登录, 标记已读, 确认, 调整余额', async () => {
    // The first sign-in's forced password change, made on the login screen.
    const newbie = await login(t.app, DEMO.newbie.account, DEMO.newbie.pwd);
    await ok(t.app, newbie, 'POST', '/uc/user/update', { id: newbie.userId, password: 'Changed@2026' }, { routepath: '/login' });
    // A store reads and confirms a notice that asks for it.
    const inbox = await ok<{ id: number; needConfirm: boolean; confirmedAt: string | null }[]>(t.app, store001, 'POST', NoticePath.inbox, { pageSize: 100 });
    const notice = inbox.find((n) => n.needConfirm && !n.confirmedAt)!;
    await ok(t.app, store001, 'POST', NoticePath.markRead, { id: notice.id }, { routepath: '/operate/shop/notice' });
    await ok(t.app, store001, 'POST', NoticePath.confirm, { id: notice.id }, { routepath: '/operate/shop/notice' });
    // Head office adjusts a card's balance.
    const card = (await sql<{ id: number }>`select id from member_card where status = 0 order by id limit 1`.execute(t.db)).rows[0];
    await ok(
      t.app,
      admin,
      'POST',
      StoredValuePath.adjust,
      { cardId: card.id, principalDelta: '1.00', reason: '审计标签测试' },
      { routepath: '/operate/financial/balance' },
    );

    const rows = await ok<OperRecordRow[]>(t.app, admin, 'POST', AuditPath.operRecordList, { createTimeStart: today, pageSize: 200 });
    const labelOf = (action: string) => rows.find((r) => r.action === action);
    expect(labelOf('changePassword')).toMatchObject({ actionLabel: '修改密码', route: '/login', routeTitle: '登录' });
    expect(labelOf('read')).toMatchObject({ actionLabel: '标记已读', routeTitle: '门店公告' });
    expect(labelOf('confirm')).toMatchObject({ actionLabel: '确认' });
    expect(labelOf('adjust')).toMatchObject({ actionLabel: '调整余额' });
    // Nothing listed in Latin letters: every action and page read as people say them.
    expect(rows.filter((r) => /[A-Za-z]/.test(r.actionLabel) || (r.route && !r.routeTitle)).map((r) => `${r.action} ${r.route}`)).toEqual([]);
  });

  it('every action the server writes has its label in the one map of the contract', () => {
    const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
    const sources = fs
      .readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.includes('test/'));
    const written = new Set<string>();
    for (const file of sources) {
      const text = fs.readFileSync(path.join(root, file), 'utf8');
      for (const m of text.matchAll(/\baction: '([A-Za-z:]+)'/g)) written.add(m[1]);
      // Workflow steps written by hand: `transition:${step}` with the step named where it is called.
      if (/action: `transition:\$\{/.test(text))
        for (const m of text.matchAll(/\(\s*(?:request|trx)[^)]*?'([a-z][A-Za-z]+)'/g)) written.add(`transition:${m[1]}`);
    }
    expect(written.size).toBeGreaterThan(20);
    const tables = [null, ...new Set(AUDITED_TABLES.map((x) => x.tableName))];
    const unnamed = [...written].filter((action) => tables.every((table) => /[A-Za-z]/.test(auditActionLabel(action, table))));
    expect(unnamed).toEqual([]);
  });
});

describe('store-data authority over the records (issue 11.12)', () => {
  it("a store-scoped user sees the records of its stores' records only; head office sees them all", async () => {
    // store001 given the page (as a chain might): its own store's records, nothing of store 2, roles or exports.
    const page = await t.db.selectFrom('menu').select('id').where('url', 'in', ['/system', '/system/manage', PagePath.operRecords]).execute();
    const manager = await t.db.selectFrom('role').select('id').where('code', '=', 'store_manager').executeTakeFirstOrThrow();
    await t.db
      .insertInto('role_menu')
      .values(page.map((m) => ({ role_id: manager.id, menu_id: m.id })))
      .onConflict((oc) => oc.doNothing())
      .execute();
    const stylist = (await sql<{ id: number }>`select id from app_user where account = 'stylist02'`.execute(t.db)).rows[0].id;
    await ok(t.app, store001, 'POST', '/uc/user/resetPwd', { id: stylist, password: 'Store@2026' });
    const others = (await sql<{ id: number }>`select id from app_user where account = 'store002'`.execute(t.db)).rows[0].id;
    await ok(t.app, admin, 'POST', '/uc/user/resetPwd', { id: others, password: 'Store@2026' });

    const all = await ok<OperRecordRow[]>(t.app, admin, 'POST', AuditPath.operRecordList, { createTimeStart: today, pageSize: 200 });
    const mine = await ok<OperRecordRow[]>(t.app, store001, 'POST', AuditPath.operRecordList, { createTimeStart: today, pageSize: 200 });
    const key = (r: OperRecordRow) => `${r.tableName}#${r.recordId}`;
    expect(mine.map(key)).toEqual(expect.arrayContaining([`store_anomaly#${anomalyId}`, `app_user#${stylist}`]));
    expect(all.map(key)).toEqual(expect.arrayContaining(['store#2', `app_user#${others}`]));
    const beyond = mine.filter(
      (r) => ['store#2', `app_user#${others}`].includes(key(r)) || ['role', 'role_menu', 'menu', 'customer'].includes(r.tableName) || !r.recordId,
    );
    expect(beyond).toEqual([]);
    expect(mine.length).toBeLessThan(all.length);
    // Each row it sees is of a record in store 1, as the record stands.
    const storeEdit = all.find((r) => key(r) === 'store#2')!;
    await refused(t.app, store001, 'GET', AuditPath.operRecordDetail, { id: storeEdit.id }, RetCode.REFUSED, '操作记录不存在');
    await ok(t.app, store001, 'GET', AuditPath.operRecordDetail, { id: mine[0].id });
  });
});
