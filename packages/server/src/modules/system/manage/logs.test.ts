import {
  anomalyResource,
  AUDITED_TABLES,
  AuditPath,
  LOG_DATABASES,
  Ops,
  PagePath,
  resourceEndpoints,
  RetCode,
  RetMsg,
  storeResource,
  type LogReveal,
  type LogRow,
} from '@salon/contract';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportFile, sheetRecords } from '../../../test/exchange.js';
import { auditRows, countRows, decrypt, DEMO, login, ok, refused, type Session, type TestApp, openTestApp } from '../../../test/harness.js';

/** /system/manage/logs 数据变更日志: data changes by database and table, the export, the audited-table catalogue. */
let t: TestApp;
let admin: Session;
let store001: Session;
let ops01: Session;
let anomalyId: number;
const anomaly = resourceEndpoints(anomalyResource);
const store = resourceEndpoints(storeResource);
const operate = LOG_DATABASES.find((d) => d.dataBaseName === 'salon_operate')!;

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

describe('data change log (数据变更日志)', () => {
  it('names the databases and the tables of each, from the declarations', async () => {
    const databases = await ok<{ dataBaseNum: number; dataBaseName: string; title: string }[]>(t.app, admin, 'GET', AuditPath.databases);
    expect(databases.map((d) => d.dataBaseName)).toEqual(expect.arrayContaining(['salon_operate', 'salon_system']));
    const tables = await ok<{ tableName: string; title: string }[]>(t.app, admin, 'GET', AuditPath.tables, { dataBaseNum: operate.dataBaseNum });
    expect(tables).toEqual(
      expect.arrayContaining([
        { tableName: 'store_anomaly', title: '门店异常' },
        { tableName: 'store', title: '门店' },
      ]),
    );
    expect(tables.some((x) => x.tableName === 'app_user')).toBe(false);
    await refused(t.app, admin, 'GET', AuditPath.tables, { dataBaseNum: 999 }, RetCode.REFUSED, '数据库不存在');
    await refused(t.app, admin, 'GET', AuditPath.tables, {}, RetCode.INVALID, '请选择数据库');
  });

  it('pages one table’s data changes by kind, with the changed fields only', async () => {
    const rows = await ok<LogRow[]>(t.app, admin, 'POST', AuditPath.logPage, {
      dataBaseNum: operate.dataBaseNum,
      tableName: 'store_anomaly',
      recordId: String(anomalyId),
    });
    expect(rows.map((r) => r.changeKind)).toEqual(['update', 'create']);
    expect(rows[0].changes).toEqual([
      { field: 'status', label: '状态', before: '待处理', after: '处理中' },
      { field: 'reason', label: '处理说明', before: null, after: '已联系维修' },
    ]);
    expect(rows[1].changes.find((c) => c.field === 'description')).toMatchObject({ label: '异常描述', before: null, after: '审计测试：吹风机断电' });
    const updates = await ok<LogRow[]>(t.app, admin, 'POST', AuditPath.logPage, { dataBaseNum: operate.dataBaseNum, changeKind: 'update', pageSize: 100 });
    expect(updates.length).toBeGreaterThanOrEqual(2);
    expect(updates.every((r) => r.changeKind === 'update' && ['salon_operate'].includes(r.dataBaseName))).toBe(true);
    // Exports and views change no data: they are not in the data log.
    const system = LOG_DATABASES.find((d) => d.dataBaseName === 'salon_system')!;
    const systemRows = await ok<LogRow[]>(t.app, admin, 'POST', AuditPath.logPage, { dataBaseNum: system.dataBaseNum, pageSize: 200 });
    expect(systemRows.some((r) => r.action === 'export')).toBe(false);
    await refused(t.app, admin, 'POST', AuditPath.logPage, { dataBaseNum: operate.dataBaseNum, tableName: 'app_user' }, RetCode.REFUSED, '中没有表 app_user');
    await refused(t.app, admin, 'POST', AuditPath.logPage, { dataBaseNum: operate.dataBaseNum, changeKind: 'merge' }, RetCode.INVALID, '变更类型不正确');
    await refused(t.app, store001, 'POST', AuditPath.logPage, { dataBaseNum: operate.dataBaseNum }, RetCode.REFUSED);
  });

  it('exports the filtered log as a spreadsheet, itself audited', async () => {
    const exportsBefore = await countRows(t.db, 'audit_log');
    const { response } = await exportFile(t.app, admin, AuditPath.logExport, { dataBaseNum: operate.dataBaseNum, tableName: 'store_anomaly' }, PagePath.logs);
    expect(response.statusCode).toBe(200);
    const records = await sheetRecords(response.rawPayload);
    const mine = records.filter((r) => r['记录ID'] === String(anomalyId));
    expect(mine.map((r) => r['变更类型'])).toEqual(['修改', '新增']);
    expect(String(mine[0]['变更内容'])).toBe('状态：待处理 → 处理中\n处理说明：空 → 已联系维修');
    expect(mine[0]['表']).toBe('门店异常（store_anomaly）');
    const audited = await sql<{ action: string; route: string }>`select action, route from audit_log order by id desc limit 1`.execute(t.db);
    expect(audited.rows[0]).toMatchObject({ action: 'export', route: PagePath.logs });
    expect(await countRows(t.db, 'audit_log')).toBe(exportsBefore + 1);
    await refused(t.app, ops01, 'POST', AuditPath.logExport, { dataBaseNum: operate.dataBaseNum }, RetCode.REFUSED);
  });
});

describe('the audited-table catalogue', () => {
  it('names every table a hand-written endpoint audits, so both viewers can label it', () => {
    const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
    const sources = fs
      .readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.includes('test/'));
    const audited = new Set<string>();
    for (const file of sources) for (const m of fs.readFileSync(path.join(root, file), 'utf8').matchAll(/\btable: '([a-z_]+)'/g)) audited.add(m[1]);
    expect(audited.size).toBeGreaterThan(5);
    expect([...audited].filter((table) => !AUDITED_TABLES.some((x) => x.tableName === table))).toEqual([]);
  });
});

describe('what a change shows (issue 12.11, 12.3)', () => {
  it("an id is shown by what it names: 门店 空 → the store's name, in the list and the export", async () => {
    const storeName = (await sql<{ store_name: string }>`select store_name from store where id = 1`.execute(t.db)).rows[0].store_name;
    const [created] = await ok<LogRow[]>(t.app, admin, 'POST', AuditPath.logPage, {
      dataBaseNum: operate.dataBaseNum,
      tableName: 'store_anomaly',
      recordId: String(anomalyId),
      changeKind: 'create',
    });
    expect(created.changes.find((c) => c.field === 'storeId')).toEqual({ field: 'storeId', label: '门店', before: null, after: storeName });
    const { response } = await exportFile(
      t.app,
      admin,
      AuditPath.logExport,
      { dataBaseNum: operate.dataBaseNum, tableName: 'store_anomaly', recordId: String(anomalyId), changeKind: 'create' },
      PagePath.logs,
    );
    const [record] = await sheetRecords(response.rawPayload);
    expect(String(record['变更内容'])).toContain(`门店：空 → ${storeName}`);
    expect(record['页面']).toBe('门店异常');
  });

  it('a user change reads in words: 部门 and 所属门店 by their names, not technology or an id', async () => {
    const system = LOG_DATABASES.find((d) => d.dataBaseName === 'salon_system')!;
    const { id } = await ok<{ id: number }>(t.app, admin, 'POST', '/uc/user/add', {
      account: 'logwords01',
      name: '日志员工',
      mobile: '13600000088',
      password: 'Init@2026',
      storeId: 1,
    });
    await ok(t.app, admin, 'POST', '/uc/user/edit', { id, account: 'logwords01', name: '日志员工', department: 'technology', storeId: 1 });
    const [edited, created] = await ok<LogRow[]>(t.app, admin, 'POST', AuditPath.logPage, {
      dataBaseNum: system.dataBaseNum,
      tableName: 'app_user',
      recordId: String(id),
    });
    const storeName = (await sql<{ store_name: string }>`select store_name from store where id = 1`.execute(t.db)).rows[0].store_name;
    expect(created.changes.find((c) => c.field === 'storeId')).toMatchObject({ label: '所属门店', after: storeName });
    expect(created.changes.find((c) => c.field === 'status')).toMatchObject({ label: '状态', after: '启用' });
    expect(created.changes.every((c) => /[\u4e00-\u9fa5]/.test(c.label))).toBe(true);
    expect(edited.changes).toEqual([{ field: 'department', label: '部门', before: null, after: '技术部' }]);
  });

  it('numbers of people masked in the list for everyone, the admin included; whole through revealLog, audited', async () => {
    const [edit] = await ok<LogRow[]>(t.app, admin, 'POST', AuditPath.logPage, {
      dataBaseNum: operate.dataBaseNum,
      tableName: 'store',
      recordId: '2',
      changeKind: 'update',
    });
    expect(edit.changes.find((c) => c.field === 'phone')!.after).toBe('0218****6666');
    const reveals = (await auditRows(t.db, { action: 'viewMobile', table: 'audit_log', recordId: edit.id })).length;
    const whole = await decrypt(admin, await ok<LogReveal>(t.app, admin, 'POST', AuditPath.logReveal, { id: edit.id }, { routepath: PagePath.logs }));
    expect(whole.changes.find((c) => c.field === 'phone')!.after).toBe('02188886666');
    expect(await auditRows(t.db, { action: 'viewMobile', table: 'audit_log', recordId: edit.id })).toHaveLength(reveals + 1);
    // ops01 given the page, not 查看完整号码: masked, and no reveal.
    const page = await t.db.selectFrom('menu').select('id').where('url', '=', PagePath.logs).executeTakeFirstOrThrow();
    const role = await t.db.selectFrom('role').select('id').where('code', '=', 'sys_ops').executeTakeFirstOrThrow();
    await t.db
      .insertInto('role_menu')
      .values({ role_id: role.id, menu_id: page.id })
      .onConflict((oc) => oc.doNothing())
      .execute();
    await refused(t.app, ops01, 'POST', AuditPath.logReveal, { id: edit.id }, RetCode.REFUSED, RetMsg.FORBIDDEN);
  });
});

describe('store-data authority over the log and its export (issue 11.12)', () => {
  it("a store-scoped user sees and exports the changes of its stores' records only; head office all of them", async () => {
    const manager = await t.db.selectFrom('role').select('id').where('code', '=', 'store_manager').executeTakeFirstOrThrow();
    const grants = await t.db
      .selectFrom('menu')
      .select('id')
      .where((eb) => eb.or([eb('url', 'in', ['/system', '/system/manage', PagePath.logs]), eb('code', '=', Ops.log.export)]))
      .execute();
    await t.db
      .insertInto('role_menu')
      .values(grants.map((m) => ({ role_id: manager.id, menu_id: m.id })))
      .onConflict((oc) => oc.doNothing())
      .execute();
    const query = { dataBaseNum: operate.dataBaseNum, pageSize: 200 };
    const key = (r: { tableName: string; recordId: string | null }) => `${r.tableName}#${r.recordId}`;
    const all = (await ok<LogRow[]>(t.app, admin, 'POST', AuditPath.logPage, query)).map(key);
    const mine = (await ok<LogRow[]>(t.app, store001, 'POST', AuditPath.logPage, query)).map(key);
    expect(all).toEqual(expect.arrayContaining(['store#2', `store_anomaly#${anomalyId}`]));
    expect(mine).toContain(`store_anomaly#${anomalyId}`);
    expect(mine).not.toContain('store#2');
    // Records of no store (customers, families, notices): head office's only.
    expect(mine.filter((k) => /^(customer|family_member|family_account|store_notice)#/.test(k))).toEqual([]);
    expect(mine.length).toBeLessThan(all.length);
    // Within its stores, as the records stand: every row it sees is of a store-1 record.
    const store1 = await ok<Record<string, unknown>>(t.app, admin, 'GET', store.detail.path, { id: 1 });
    await ok(t.app, admin, 'POST', store.update.path, { ...store1, id: 1, seats: Number(store1.seats) + 1 }, { routepath: '/operate/shop/manage' });
    const ids = (await ok<LogRow[]>(t.app, store001, 'POST', AuditPath.logPage, { ...query, tableName: 'store' })).map((r) => r.recordId);
    expect([...new Set(ids)]).toEqual(['1']);

    const { response } = await exportFile(t.app, store001, AuditPath.logExport, { dataBaseNum: operate.dataBaseNum }, PagePath.logs);
    const exported = (await sheetRecords(response.rawPayload)).map((r) => `${String(r['表']).replace(/^.*（(.*)）$/, '$1')}#${r['记录ID']}`);
    expect(exported).toContain(`store_anomaly#${anomalyId}`);
    expect(exported).not.toContain('store#2');
    const edit = (await ok<LogRow[]>(t.app, admin, 'POST', AuditPath.logPage, { ...query, tableName: 'store', recordId: '2' }))[0];
    await refused(t.app, store001, 'POST', AuditPath.logReveal, { id: edit.id }, RetCode.REFUSED);
  });
});
