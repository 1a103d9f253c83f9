import { RetCode } from '@salon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, countRows, DEMO, login, ok, openTestApp, refused, type Session, type TestApp } from '../test/harness.js';

/** The resource engine, proven on the store declaration (/operate/shop/manage). */
let t: TestApp;
let admin: Session;
let store001: Session;

const LIST = '/mgt/store/queryStorePage';
type StoreRow = {
  id: number;
  storeCode: string;
  storeName: string;
  cityName: string;
  districtName: string;
  openStatus: number;
  brandType: number;
  serviceType: number | null;
};

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  store001 = await login(t.app, DEMO.store001.account, DEMO.store001.pwd);
});
afterAll(async () => {
  await t?.close();
});

const list = (session: Session, query: Record<string, unknown> = {}) => ok<StoreRow[]>(t.app, session, 'POST', LIST, { pageSize: 100, ...query });
const validStore = {
  storeCode: 'NJ0001',
  storeName: '新街口店',
  districtId: 310002,
  storeType: 0,
  brandType: 0,
  serviceType: 1,
  openStatus: 0,
  seats: 8,
  businessStart: '10:00',
  businessEnd: '21:30',
  address: '上海市徐汇区漕溪北路1号',
  phone: '021-64001234',
};

describe('list', () => {
  it('refuses a bad filter with 000006 naming it', async () => {
    const answer = await refused(t.app, admin, 'POST', LIST, { openDateStart: '2024/01/01' }, RetCode.INVALID, '开业日期开始日期格式应为 YYYY-MM-DD');
    expect(answer.result).toEqual({ fields: [{ field: 'openDateStart', message: '开业日期开始日期格式应为 YYYY-MM-DD' }] });
  });
});

describe('writes', () => {
  it('bad input is refused with every field named at once, in words, and nothing is written', async () => {
    const before = await countRows(t.db, 'store');
    const fieldsOf = async (body: Record<string, unknown>, retMsg: string) =>
      (await refused<{ fields: { field: string; message: string }[] }>(t.app, admin, 'POST', '/mgt/store/add', body, RetCode.INVALID, retMsg)).result.fields;
    // Several fields: the first message and how many, each field under its key.
    const both = await fieldsOf({ ...validStore, storeName: '', phone: '12345' }, '等2项');
    expect(both.map((f) => f.field).sort()).toEqual(['phone', 'storeName']);
    expect(both.find((f) => f.field === 'storeName')!.message).toBe('请输入门店名称');
    // A conditionally required field, named with the others.
    expect(await fieldsOf({ ...validStore, serviceType: null, seats: -1 }, '等2项')).toEqual(
      expect.arrayContaining([{ field: 'serviceType', message: '请选择店型' }, expect.objectContaining({ field: 'seats' })]),
    );
    // Rules across fields, under the field they concern.
    expect(await fieldsOf({ ...validStore, brandType: 1 }, '店型仅发型品牌可选')).toEqual([
      { field: 'serviceType', message: '店型仅发型品牌可选，其他品牌请清空' },
    ]);
    expect(await fieldsOf({ ...validStore, businessEnd: '09:00' }, '营业结束时间须晚于开始时间')).toEqual([
      { field: 'businessEnd', message: '营业结束时间须晚于开始时间' },
    ]);
    // A unique value and a hook's own rule: the same shape.
    expect(await fieldsOf({ ...validStore, storeCode: 'SH0001' }, '门店编码已存在')).toEqual([{ field: 'storeCode', message: '门店编码已存在' }]);
    expect(await fieldsOf({ ...validStore, districtId: 310000 }, '区域不存在')).toEqual([{ field: 'districtId', message: '区域不存在' }]);
    expect(await countRows(t.db, 'store')).toBe(before);
  });

  it('creates and edits with an audit row; the city follows the district', async () => {
    const { id } = await ok<{ id: number }>(t.app, admin, 'POST', '/mgt/store/add', validStore);
    const created = await ok<StoreRow>(t.app, admin, 'GET', '/mgt/store/getStoreById', { id });
    expect(created).toMatchObject({ storeCode: 'NJ0001', cityName: '上海市', districtName: '徐汇区' });
    const [createAudit] = await auditRows(t.db, { table: 'store', action: 'create', recordId: id });
    expect(createAudit.after).toMatchObject({ storeName: '新街口店' });

    await ok(t.app, admin, 'POST', '/mgt/store/update', { ...validStore, id, storeName: '新街口旗舰店', districtId: 110001 });
    const edited = await ok<StoreRow>(t.app, admin, 'GET', '/mgt/store/getStoreById', { id });
    expect(edited).toMatchObject({ storeName: '新街口旗舰店', cityName: '北京市', districtName: '朝阳区', storeCode: 'NJ0001' });
    const [updateAudit] = await auditRows(t.db, { table: 'store', action: 'update', recordId: id });
    expect(updateAudit.before).toMatchObject({ storeName: '新街口店' });
    expect(updateAudit.after).toMatchObject({ storeName: '新街口旗舰店' });
  });

  it('a user without the operation is refused and nothing changes', async () => {
    const before = await countRows(t.db, 'store');
    await refused(t.app, store001, 'POST', '/mgt/store/add', { ...validStore, storeCode: 'X0001' }, RetCode.REFUSED);
    await refused(t.app, store001, 'POST', '/mgt/store/update', { ...validStore, id: 1 }, RetCode.REFUSED);
    expect(await countRows(t.db, 'store')).toBe(before);
  });
});

describe('export', () => {
  it('streams the filtered, scoped list as xlsx through a single-use ticket, and audits it', async () => {
    const ExcelJS = (await import('exceljs')).default;
    const issue = async (session: Session, filters: Record<string, unknown>) => ok<{ ticket: string }>(t.app, session, 'POST', '/mgt/store/export', filters);
    const { ticket } = await issue(admin, { openStatus: 1 });
    const response = await t.app.inject({ method: 'GET', url: `/api/mgt/store/export?openStatus=1&ticket=${ticket}` });
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toContain('门店名称');
    expect(header).toContain('营业状态');
    const statusColumn = header.indexOf('营业状态') + 1;
    const expected = (await list(admin, { openStatus: 1 })).length;
    expect(sheet.rowCount - 1).toBe(expected);
    expect(sheet.getRow(2).getCell(statusColumn).value).toBe('正常营业');
    // The ticket is used up.
    const again = await t.app.inject({ method: 'GET', url: `/api/mgt/store/export?openStatus=1&ticket=${ticket}` });
    expect(JSON.parse(again.body).retCode).toBe(RetCode.TOKEN_INVALID);
    const [entry] = await auditRows(t.db, { table: 'store', action: 'export' });
    expect(entry).toBeTruthy();
    // No export operation: refused.
    await refused(t.app, store001, 'POST', '/mgt/store/export', {}, RetCode.REFUSED);
  });
});
