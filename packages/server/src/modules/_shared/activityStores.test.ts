import { ExchangePath, RetCode, type StoreImportLine } from '@salon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchFile, sheetRows, upload, xlsxOf } from '../../test/exchange.js';
import { call, countRows, DEMO, login, openTestApp, type Session, type TestApp } from '../../test/harness.js';

/** The store picker's import: a sheet of store codes answered row by row; and its template. */
let t: TestApp;
let admin: Session;
let store001: Session;
let area01: Session;

const IMPORT = ExchangePath.storeImport;

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  store001 = await login(t.app, DEMO.store001.account, DEMO.store001.pwd);
  area01 = await login(t.app, DEMO.area01.account, DEMO.area01.pwd);
});
afterAll(async () => {
  await t?.close();
});

const codeOf = async (id: number) => (await t.db.selectFrom('store').select('store_code').where('id', '=', id).executeTakeFirstOrThrow()).store_code;

describe('store import', () => {
  it('answers every row with its store id or why not: unknown, out of scope, repeated', async () => {
    const [own, other] = [await codeOf(1), await codeOf(2)];
    const file = await xlsxOf([
      ['门店编码', '备注'],
      [own, '本店'],
      [other, '别的店'],
      ['NOPE01', ''],
      [own.toLowerCase(), '重复'],
      [null, '只有备注'],
    ]);
    const audits = await countRows(t.db, 'audit_log');
    const env = await upload<StoreImportLine[]>(t.app, store001, IMPORT, [{ name: 'stores.xlsx', content: file }], { activityId: '12' }, '/market/activity');
    expect(env.retCode).toBe(RetCode.SUCCESS);
    expect(env.result).toEqual([
      { line: 2, storeCode: own, storeId: 1, storeName: expect.any(String), errorMsg: null },
      { line: 3, storeCode: other, storeId: null, storeName: expect.any(String), errorMsg: `第3行：没有门店 ${other} 的数据权限` },
      { line: 4, storeCode: 'NOPE01', storeId: null, storeName: null, errorMsg: '第4行：门店编码 NOPE01 不存在' },
      { line: 5, storeCode: own.toLowerCase(), storeId: 1, storeName: expect.any(String), errorMsg: `第5行：门店编码 ${own.toLowerCase()} 与第2行重复` },
    ]);
    // Line 6 has no store code: an empty row as far as the import goes.
    // Reading a sheet writes nothing.
    expect(await countRows(t.db, 'audit_log')).toBe(audits);
  });

  it('an all-stores user gets every known store', async () => {
    const codes = [await codeOf(1), await codeOf(5), await codeOf(12)];
    const env = await upload<StoreImportLine[]>(t.app, admin, IMPORT, [
      { name: 'stores.xlsx', content: await xlsxOf([['门店编码'], ...codes.map((c) => [c])]) },
    ]);
    expect(env.result.map((r) => [r.storeId, r.errorMsg])).toEqual([
      [1, null],
      [5, null],
      [12, null],
    ]);
  });

  it('refuses a sheet without the column, and a call without a file', async () => {
    const env = await upload(t.app, admin, IMPORT, [{ name: 'stores.xlsx', content: await xlsxOf([['门店'], ['SH0001']]) }]);
    expect(env).toMatchObject({ retCode: RetCode.REFUSED, retMsg: '表头缺少「门店编码」列，请使用导入模板' });
    expect(await call(t.app, admin, 'POST', IMPORT, {})).toMatchObject({ retCode: RetCode.REFUSED, retMsg: '请选择要导入的 Excel 文件' });
    expect(await call(t.app, null, 'POST', IMPORT, {})).toMatchObject({ retCode: RetCode.TOKEN_INVALID });
  });
});

describe('store template', () => {
  it('downloads with the 门店编码 column and two stores of the caller as examples', async () => {
    const response = await fetchFile(t.app, area01, ExchangePath.storeTemplate);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(String(response.headers['content-disposition'])).toMatch(
      /^attachment; filename="store-import-template\.xlsx"; filename\*=UTF-8''%E9%97%A8%E5%BA%97/,
    );
    const rows = await sheetRows(response.rawPayload);
    expect(rows[0][0]).toBe('门店编码');
    expect(rows.slice(1).map((r) => r[0])).toEqual([await codeOf(1), await codeOf(2)]);

    // A one-store manager sees its own store only.
    const own = await sheetRows((await fetchFile(t.app, store001, ExchangePath.storeTemplate)).rawPayload);
    expect(own.slice(1).map((r) => r[0])).toEqual([await codeOf(1)]);

    // The template, as downloaded, imports.
    const env = await upload<StoreImportLine[]>(t.app, area01, IMPORT, [{ name: 'template.xlsx', content: response.rawPayload }]);
    expect(env.result.map((r) => r.storeId)).toEqual([1, 2]);
  });
});
