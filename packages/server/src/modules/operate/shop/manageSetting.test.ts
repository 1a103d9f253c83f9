import { RetCode, RetMsg } from '@salon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, countRows, DEMO, login, ok, openTestApp, refused, request, type Session, type TestApp } from '../../../test/harness.js';

/** /operate/shop/manageSetting (门店设置): one row per store, edited by head office, read by the store. */
let t: TestApp;
let admin: Session;
let store001: Session;

const LIST = '/mgt/storeSetting/queryStoreSettingPage';
const DETAIL = '/mgt/storeSetting/getStoreSetting';
const UPDATE = '/mgt/storeSetting/updateStoreSetting';

type Row = {
  id: number;
  storeId: number;
  storeCode: string;
  storeName: string;
  businessStart: string;
  businessEnd: string;
  maxWaiting: number;
  stopTakeMinutes: number;
  bookingEnabled: boolean;
  bookingDays: number;
  bookingSlot: number;
  noonStart: string;
  noonEnd: string;
  noonMaxCraftsmen: number;
  walkInPolicy: number;
  queueNotice: string | null;
  updatedBy: string | null;
  updatedAt: string;
};

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  store001 = await login(t.app, DEMO.store001.account, DEMO.store001.pwd);
});
afterAll(async () => {
  await t?.close();
});

const list = (session: Session, query: Record<string, unknown> = {}) => ok<Row[]>(t.app, session, 'POST', LIST, { pageSize: 200, ...query });
const formOf = (r: Row) => ({
  id: r.id,
  maxWaiting: r.maxWaiting,
  stopTakeMinutes: r.stopTakeMinutes,
  bookingEnabled: r.bookingEnabled,
  bookingDays: r.bookingDays,
  bookingSlot: r.bookingSlot,
  noonStart: r.noonStart,
  noonEnd: r.noonEnd,
  noonMaxCraftsmen: r.noonMaxCraftsmen,
  walkInPolicy: r.walkInPolicy,
  queueNotice: r.queueNotice,
});
const settingsRow = (id: number) => t.db.selectFrom('store_setting').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('list', () => {
  it('answers one row per store with differing seeded values and the store joined in', async () => {
    const stores = await countRows(t.db, 'store');
    const first = await request<Row[]>(t.app, admin, 'POST', LIST, { pageSize: 15 });
    expect(first.envelope.page).toMatchObject({ total: stores, pageSize: 15 });
    const rows = await list(admin);
    expect(rows).toHaveLength(stores);
    expect(new Set(rows.map((r) => r.storeId)).size).toBe(stores);
    expect(rows.map((r) => r.storeCode)).toEqual([...rows.map((r) => r.storeCode)].sort());
    expect(rows.find((r) => r.storeCode === 'SH0001')).toMatchObject({
      storeId: 1,
      storeName: '陆家嘴店',
      businessStart: expect.stringMatching(/^\d\d:\d\d$/),
    });
    // Plausible, differing values within the rules.
    expect(new Set(rows.map((r) => r.maxWaiting)).size).toBeGreaterThan(4);
    expect(new Set(rows.map((r) => r.walkInPolicy)).size).toBe(3);
    expect(rows.some((r) => !r.bookingEnabled)).toBe(true);
    for (const r of rows) {
      expect(r.maxWaiting).toBeGreaterThanOrEqual(20);
      expect(r.maxWaiting).toBeLessThanOrEqual(60);
      expect(r.bookingDays).toBeGreaterThanOrEqual(1);
      expect(r.bookingDays).toBeLessThanOrEqual(14);
      expect([15, 30, 60]).toContain(r.bookingSlot);
      expect(r.noonStart < r.noonEnd && r.noonStart >= r.businessStart && r.noonEnd <= r.businessEnd).toBe(true);
      expect(r.walkInPolicy !== 3 || r.bookingEnabled).toBe(true);
    }
  });
});

describe('edit', () => {
  it('bad input is refused with the field named and nothing is written', async () => {
    const [row] = await list(admin, { keyword: 'SH0003' });
    const valid = formOf(row);
    const before = await settingsRow(row.id);
    const bad: [Record<string, unknown>, string, string][] = [
      [{ maxWaiting: 4 }, RetCode.INVALID, '排队上限（人）不能小于5'],
      [{ maxWaiting: 101 }, RetCode.INVALID, '排队上限（人）不能大于100'],
      [{ maxWaiting: 30.5 }, RetCode.INVALID, 'maxWaiting'],
      [{ stopTakeMinutes: 121 }, RetCode.INVALID, 'stopTakeMinutes'],
      [{ bookingDays: 0 }, RetCode.INVALID, '可提前预约（天）不能小于1'],
      [{ bookingDays: 15 }, RetCode.INVALID, '可提前预约（天）不能大于14'],
      [{ bookingSlot: 20 }, RetCode.INVALID, '预约时段的取值不正确'],
      [{ noonStart: '12:70' }, RetCode.INVALID, 'noonStart'],
      [{ noonStart: '13:00', noonEnd: '12:30' }, RetCode.INVALID, '午休结束时间须晚于开始时间'],
      [{ walkInPolicy: 3, bookingEnabled: false }, RetCode.INVALID, '须开启线上预约'],
      [{ queueNotice: '请'.repeat(201) }, RetCode.INVALID, 'queueNotice'],
      [{ bookingEnabled: null }, RetCode.INVALID, 'bookingEnabled'],
      [{ noonStart: '08:00', noonEnd: '09:00' }, RetCode.INVALID, `午休时间须在门店营业时间 ${row.businessStart}-${row.businessEnd} 之内`],
      [{ noonStart: '12:00', noonEnd: '23:30' }, RetCode.INVALID, '午休时间须在门店营业时间'],
    ];
    for (const [change, code, message] of bad) await refused(t.app, admin, 'POST', UPDATE, { ...valid, ...change }, code, message);
    expect(await settingsRow(row.id)).toEqual(before);
  });

  it('head office edits a store (audited, editor recorded); the store manager only reads', async () => {
    const [row] = await list(admin, { keyword: 'SH0001' });
    const form = {
      ...formOf(row),
      maxWaiting: 45,
      stopTakeMinutes: 40,
      bookingEnabled: true,
      bookingDays: 10,
      bookingSlot: 60,
      noonStart: '12:00',
      noonEnd: '13:00',
      noonMaxCraftsmen: 3,
      walkInPolicy: 2,
      queueNotice: '  本周六店庆，全场洗剪吹八折。  ',
    };
    await refused(t.app, store001, 'POST', UPDATE, form, RetCode.REFUSED, RetMsg.FORBIDDEN);
    expect((await settingsRow(row.id)).max_waiting).toBe(row.maxWaiting);

    await ok(t.app, admin, 'POST', UPDATE, form);
    const saved = await ok<Row>(t.app, store001, 'GET', DETAIL, { id: row.id });
    expect(saved).toMatchObject({ ...form, queueNotice: '本周六店庆，全场洗剪吹八折。', updatedBy: '系统管理员', storeId: 1 });
    expect(Date.now() - Date.parse(saved.updatedAt)).toBeLessThan(60_000);
    const [entry] = await auditRows(t.db, { table: 'store_setting', action: 'update', recordId: row.id });
    expect(entry.before).toMatchObject({ maxWaiting: row.maxWaiting, noonStart: row.noonStart });
    expect(entry.after).toMatchObject({ maxWaiting: 45, walkInPolicy: 2, updatedBy: '系统管理员' });

    // No create or delete.
    for (const verb of ['add', 'delete'])
      expect((await request(t.app, admin, 'POST', `/mgt/storeSetting/${verb}`, { id: row.id, storeId: 1 })).envelope.retCode).toBe(RetCode.REFUSED);
  });

  it('a store created on /operate/shop/manage gets its row of defaults at once', async () => {
    const rows = await countRows(t.db, 'store_setting');
    const { id } = await ok<{ id: number }>(t.app, admin, 'POST', '/mgt/store/add', {
      storeCode: 'SH0999',
      storeName: '静安寺店',
      districtId: 310002,
      storeType: 0,
      brandType: 0,
      serviceType: 1,
      openStatus: 0,
      seats: 8,
      businessStart: '10:00',
      businessEnd: '21:30',
      address: '上海市静安区南京西路1688号',
    });
    expect(await countRows(t.db, 'store_setting')).toBe(rows + 1);
    const [created] = await list(admin, { keyword: 'SH0999' });
    expect(created).toMatchObject({
      storeId: id,
      storeName: '静安寺店',
      maxWaiting: 30,
      bookingEnabled: true,
      bookingDays: 7,
      bookingSlot: 30,
      noonStart: '12:00',
      noonEnd: '13:30',
      walkInPolicy: 1,
      queueNotice: null,
      updatedBy: null,
    });
    await ok(t.app, admin, 'POST', UPDATE, { ...formOf(created), maxWaiting: 25 });
    expect((await settingsRow(created.id)).max_waiting).toBe(25);
  });
});
