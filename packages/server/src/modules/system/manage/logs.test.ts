import { anomalyResource, AUDITED_TABLES, AuditPath, LOG_DATABASES, PagePath, resourceEndpoints, RetCode, storeResource, type LogRow } from '@salon/contract';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportFile, sheetRecords } from '../../../test/exchange.js';
import { countRows, DEMO, login, ok, refused, type Session, type TestApp, openTestApp } from '../../../test/harness.js';

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
