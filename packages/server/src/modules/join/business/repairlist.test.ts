import {
  REPAIR_PAGE,
  REPAIR_STATUS,
  repairDispatch,
  repairFix,
  RepairOps,
  repairResource,
  repairWarrantyTypes,
  resourceEndpoints,
  RetCode,
} from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sheetRows, upload, xlsxOf, exportFile } from '../../../test/exchange.js';
import { franchiseStores, franchiseStoreUser } from '../../../test/franchiseFixtures.js';
import { auditRows, DEMO, login, ok, openTestApp, refused, type Session, type TestApp } from '../../../test/harness.js';

/** 报修管理: the seeded year in every state, add, the steps in and out of order, scope, import all or nothing, export. */
let t: TestApp;
let admin: Session;
let manager: Session;
let stores: { id: number; code: string; name: string }[];
const api = resourceEndpoints(repairResource);

type Repair = { id: number; repairNo: string; status: number; storeId: number; worker: string | null; cost: string | null; rejectReason: string | null };
const list = (s: Session, filters: Record<string, unknown> = {}) => ok<Repair[]>(t.app, s, 'POST', api.list.path, { pageSize: 100, ...filters });
const repairCount = async () => (await sql<{ n: number }>`select count(*)::int as n from franchise_repair`.execute(t.db)).rows[0].n;
const statusOf = async (id: number) => (await sql<{ status: number }>`select status from franchise_repair where id = ${id}`.execute(t.db)).rows[0].status;
const chinaDate = (days: number) => new Date(Date.now() + 8 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);
const body = (storeId: number, extra: Record<string, unknown> = {}) => ({
  storeId,
  area: 3,
  item: '洗头床排水',
  warrantyType: 1,
  description: '排水缓慢，有异味。',
  reporter: '张店长',
  ...extra,
});

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  stores = await franchiseStores(t);
  manager = await franchiseStoreUser(t, 'frrepair01', stores[0].id, [REPAIR_PAGE, RepairOps.add, RepairOps.export, RepairOps.accept]);
});
afterAll(async () => {
  await t?.close();
});

describe('报修管理', () => {
  it('lists about 200 seeded repairs in every state, with the warranty types', async () => {
    expect(await repairCount()).toBeGreaterThanOrEqual(190);
    for (const status of [1, 2, 3, 4]) expect((await list(admin, { status, pageSize: 5 })).length, `status ${status}`).toBeGreaterThan(0);
    const types = await ok<{ value: number; label: string }[]>(t.app, admin, 'GET', repairWarrantyTypes.path);
    expect(types.map((x) => x.label)).toEqual(['保内', '保外', '人为损坏']);
  });

  it('walks 已报修 → 已派单 → 已维修 → 验收不通过 → 已维修 → 已验收, refusing steps out of order by the current state', async () => {
    const before = await repairCount();
    await refused(t.app, admin, 'POST', api.create.path, body(stores[0].id, { warrantyType: 9 }), RetCode.INVALID, 'warrantyType');
    await refused(t.app, admin, 'POST', api.create.path, body(stores[0].id, { item: '' }), RetCode.INVALID, 'item');
    const direct = (await sql<{ id: number }>`select id from store where store_type <> 1 order by id limit 1`.execute(t.db)).rows[0].id;
    await refused(t.app, admin, 'POST', api.create.path, body(direct), RetCode.INVALID, 'storeId');
    expect(await repairCount()).toBe(before);

    const { id } = await ok<{ id: number }>(t.app, admin, 'POST', api.create.path, body(stores[1].id));
    const created = await ok<Repair>(t.app, admin, 'GET', api.detail.path, { id });
    expect(created.repairNo).toMatch(/^BX\d{6}\d{4}$/);
    expect(created.status).toBe(REPAIR_STATUS.reported);

    await refused(t.app, admin, 'POST', repairFix.path, { id, result: '修好了', cost: '0' }, RetCode.REFUSED, '当前为「已报修」，不能登记维修完成');
    await refused(t.app, admin, 'POST', api.transition.path, { id, action: 'accept' }, RetCode.REFUSED, '已报修');
    await refused(t.app, admin, 'POST', repairDispatch.path, { id, worker: '周师傅', expectedOn: chinaDate(-1) }, RetCode.INVALID, 'expectedOn');
    await ok(t.app, admin, 'POST', repairDispatch.path, { id, worker: '周师傅', expectedOn: chinaDate(2) });
    expect(await statusOf(id)).toBe(REPAIR_STATUS.dispatched);
    await refused(t.app, admin, 'POST', repairDispatch.path, { id, worker: '王师傅', expectedOn: chinaDate(2) }, RetCode.REFUSED, '当前为「已派单」，不能派单');
    // Edited only while 已报修.
    await refused(t.app, admin, 'POST', api.update.path, { id, ...body(stores[1].id, { item: '改' }) }, RetCode.REFUSED, '已派单');

    await refused(t.app, admin, 'POST', repairFix.path, { id, result: '更换密封圈', cost: '-1' }, RetCode.INVALID, 'cost');
    await ok(t.app, admin, 'POST', repairFix.path, { id, result: '更换密封圈', cost: '120.50' });
    await refused(t.app, admin, 'POST', api.transition.path, { id, action: 'reject' }, RetCode.INVALID, 'reason');
    await ok(t.app, admin, 'POST', api.transition.path, { id, action: 'reject', reason: '仍有渗水' });
    let row = await ok<Repair>(t.app, admin, 'GET', api.detail.path, { id });
    expect(row).toMatchObject({ status: REPAIR_STATUS.dispatched, rejectReason: '仍有渗水', worker: '周师傅' });
    await ok(t.app, admin, 'POST', repairFix.path, { id, result: '重新打胶', cost: '150' });
    await ok(t.app, admin, 'POST', api.transition.path, { id, action: 'accept' });
    row = await ok<Repair>(t.app, admin, 'GET', api.detail.path, { id });
    expect(row).toMatchObject({ status: REPAIR_STATUS.accepted, cost: '150.00' });
    await refused(t.app, admin, 'POST', api.transition.path, { id, action: 'reject', reason: 'x' }, RetCode.REFUSED, '已验收');
    const actions = (await auditRows(t.db, { table: 'franchise_repair', recordId: id })).map((r) => r.action);
    expect(actions).toEqual(expect.arrayContaining(['create', 'dispatch', 'fix', 'transition:reject', 'transition:accept']));
    expect((await sql<{ n: number }>`select reject_count as n from franchise_repair where id = ${id}`.execute(t.db)).rows[0].n).toBe(1);
  });

  it("a franchise store's manager sees and adds its own store's repairs only, and cannot act on another store's", async () => {
    const mine = await list(manager);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((r) => r.storeId === stores[0].id)).toBe(true);
    await refused(t.app, manager, 'POST', api.create.path, body(stores[1].id), RetCode.REFUSED);
    const { id } = await ok<{ id: number }>(t.app, manager, 'POST', api.create.path, body(stores[0].id));
    expect((await ok<Repair>(t.app, manager, 'GET', api.detail.path, { id })).storeId).toBe(stores[0].id);

    const other = (await list(admin, { storeId: stores[1].id, status: REPAIR_STATUS.fixed }))[0];
    expect(other).toBeDefined();
    await refused(t.app, manager, 'GET', api.detail.path, { id: other.id }, RetCode.REFUSED);
    await refused(t.app, manager, 'POST', api.transition.path, { id: other.id, action: 'accept' }, RetCode.REFUSED);
    expect(await statusOf(other.id)).toBe(REPAIR_STATUS.fixed);
    // 派单 needs its operation code, which the manager lacks.
    await refused(t.app, manager, 'POST', repairDispatch.path, { id, worker: '周师傅', expectedOn: chinaDate(1) }, RetCode.REFUSED);
    expect(await statusOf(id)).toBe(REPAIR_STATUS.reported);
  });

  it('imports all or nothing (a bad line is named), and exports what the list shows', async () => {
    const header = ['门店', '区域', '报修项目', '保修类型', '故障描述', '报修人'];
    const send = async (rows: unknown[][]) =>
      upload<unknown>(t.app, admin, api.import.path, [{ name: '报修单.xlsx', content: await xlsxOf([header, ...rows]) }], {}, REPAIR_PAGE);
    const before = await repairCount();
    const bad = await send([
      [stores[2].code, '剪发区', '导入-剪发椅', '保外', '升降失灵', '李店长'],
      [stores[2].code, '剪发区', '导入-镜前灯', '保修期外', '不亮', '李店长'],
    ]);
    expect(bad.retCode).not.toBe(RetCode.SUCCESS);
    expect(JSON.stringify(bad)).toMatch(/第\s*3\s*行/);
    expect(await repairCount()).toBe(before);
    const good = await send([
      [stores[2].code, '剪发区', '导入-剪发椅', '保外', '升降失灵', '李店长'],
      [stores[2].name, '烫染区', '导入-焗油机', '人为损坏', '面板摔裂', '李店长'],
    ]);
    expect(good.retCode, good.retMsg).toBe(RetCode.SUCCESS);
    expect(await repairCount()).toBe(before + 2);

    const rows = await list(admin, { keyword: '导入-' });
    expect(rows).toHaveLength(2);
    const { response } = await exportFile(t.app, admin, api.export.path, { keyword: '导入-' }, REPAIR_PAGE);
    const [head, ...lines] = await sheetRows(response.rawPayload);
    expect(head).toEqual(expect.arrayContaining(['报修单号', '门店', '保修类型', '状态']));
    const no = head.indexOf('报修单号');
    const type = head.indexOf('保修类型');
    expect(lines.map((l) => l[no]).sort()).toEqual(rows.map((r) => r.repairNo).sort());
    expect(lines.map((l) => l[type]).sort()).toEqual(['人为损坏', '保外']);
  });
});
