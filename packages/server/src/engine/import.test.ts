import { resourceEndpoints, RetCode, RetMsg, storeItemResource, type ImportResult } from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchFile, sheetRows, upload, xlsxOf } from '../test/exchange.js';
import { inlineRow, workbookEntries, zipOf } from '../test/rawXlsx.js';
import { auditRows, countRows, DEMO, login, openTestApp, type Session, type TestApp } from '../test/harness.js';

/**
 * A declaration's import, proven on 门店服务项目 (/operate/shop/manageService): the sheet's columns
 * are the import fields by label, cells as the export writes them, one transaction, line-numbered
 * refusals that write nothing, the store scope per row, audited.
 */
let t: TestApp;
let admin: Session;
let store001: Session;

const ep = resourceEndpoints(storeItemResource);
const PAGE = storeItemResource.page;
const HEADER = ['门店', '服务项目', '启用', '置顶', '精选'];
const send = (session: Session, rows: unknown[][], fields: Record<string, string> = {}) =>
  xlsxOf([HEADER, ...rows]).then((content) => upload<ImportResult>(t.app, session, ep.import.path, [{ name: '门店项目.xlsx', content }], fields, PAGE));

let store1: { code: string; name: string };
let store2: { code: string; name: string };

/** Enabled items a store does not offer yet. */
async function freeItems(storeId: number): Promise<string[]> {
  const rows = await sql<{
    item_name: string;
  }>`select i.item_name from item i where i.enabled and not exists (select 1 from store_item s where s.store_id = ${storeId} and s.item_id = i.id) order by i.id`.execute(
    t.db,
  );
  return rows.rows.map((r) => r.item_name);
}

async function storeOf(id: number) {
  const row = (await sql<{ store_code: string; store_name: string }>`select store_code, store_name from store where id = ${id}`.execute(t.db)).rows[0];
  return { code: row.store_code, name: row.store_name };
}

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  store001 = await login(t.app, DEMO.store001.account, DEMO.store001.pwd);
  store1 = await storeOf(1);
  store2 = await storeOf(2);
  // Free items for the imports below: store 1 and 2 drop their items.
  await sql`delete from store_item where store_id in (1, 2)`.execute(t.db);
});
afterAll(async () => {
  await t?.close();
});

describe('import of a declared resource', () => {
  it('offers the template: the import fields by label, and notes on how to fill them', async () => {
    const response = await fetchFile(t.app, admin, ep.importTemplate.path);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect((await sheetRows(response.rawPayload))[0]).toEqual(HEADER);
    const ExcelJS = (await import('exceljs')).default;
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const notes = book.getWorksheet('填写说明')!.getColumn(1).values.join('\n');
    expect(notes).toContain('门店：必填，填门店编码或门店名称');
    expect(notes).toContain('启用：选填，填“是”或“否”；不填为是');
  });

  it('imports a good file: every row created with its labels turned into values, audited', async () => {
    const [a, b] = await freeItems(1);
    const [c] = await freeItems(2);
    const before = await countRows(t.db, 'store_item');
    const answer = await send(admin, [
      [store1.code, a, '是', '是', ''],
      [store1.name, b, '否', '', '否'],
      [store2.code.toLowerCase(), c, '', '', '是'],
    ]);
    expect(answer.retCode, answer.retMsg).toBe(RetCode.SUCCESS);
    expect(answer.result).toEqual({ successNum: 3, failNum: 0, errors: [] });
    expect(await countRows(t.db, 'store_item')).toBe(before + 3);
    const rows = await sql<{ store_id: number; item_name: string; enabled: boolean; is_top: boolean; is_selected: boolean }>`
      select s.store_id, i.item_name, s.enabled, s.is_top, s.is_selected from store_item s join item i on i.id = s.item_id where s.store_id in (1, 2) order by s.id`.execute(
      t.db,
    );
    expect(rows.rows).toEqual([
      { store_id: 1, item_name: a, enabled: true, is_top: true, is_selected: false },
      { store_id: 1, item_name: b, enabled: false, is_top: false, is_selected: false },
      { store_id: 2, item_name: c, enabled: true, is_top: false, is_selected: true },
    ]);
    const [entry] = await auditRows(t.db, { table: 'store_item', action: 'import' });
    expect(entry).toMatchObject({ route: PAGE, user_name: expect.any(String) });
    expect(entry.after).toMatchObject({ rows: 3, file: '门店项目.xlsx' });
    const created = (await auditRows(t.db, { table: 'store_item', action: 'create' })).slice(0, 3);
    expect(created.map((r) => (r.after as { imported?: boolean }).imported)).toEqual([true, true, true]);
  });

  it('a bad row on line 3 refuses the file, names line 3, and writes nothing', async () => {
    const [a, b] = await freeItems(1);
    const before = await countRows(t.db, 'store_item');
    const audits = (await auditRows(t.db, { table: 'store_item' })).length;

    // A value the sheet cannot mean.
    const unknown = await send(admin, [
      [store1.code, a, '是', '', ''],
      [store1.code, '不存在的项目', '是', '', ''],
      [store1.code, b, '也许', '', ''],
    ]);
    expect(unknown.retCode).toBe(RetCode.REFUSED);
    expect(unknown.retMsg).toBe('第3行：服务项目「不存在的项目」不存在\n第4行：启用只能填“是”或“否”');
    expect((unknown.result as unknown as ImportResult).errors.map((e) => e.line)).toEqual([3, 4]);

    // A required column left empty: the create form's own schema says it.
    const empty = await send(admin, [
      [store1.code, a, '是', '', ''],
      ['', b, '是', '', ''],
    ]);
    expect(empty.retMsg).toBe('第3行：请选择门店');

    // Found only while writing (the create hook: the store has the item already, from line 2):
    // line 2 was inserted inside the transaction, and is gone again.
    const twice = await send(admin, [
      [store1.code, a, '是', '', ''],
      [store1.name, a, '否', '', ''],
    ]);
    expect(twice.retCode).toBe(RetCode.REFUSED);
    expect(twice.retMsg).toBe('第3行：该门店已有此服务项目');
    expect(await countRows(t.db, 'store_item')).toBe(before);
    expect((await auditRows(t.db, { table: 'store_item' })).length).toBe(audits);
  });

  it("a store manager imports for its own store only: another store's row is refused and nothing is written", async () => {
    const [own] = await freeItems(1);
    const [other] = await freeItems(2);
    // Without the import operation: refused.
    const denied = await send(store001, [[store1.code, own, '是', '', '']]);
    expect(denied).toMatchObject({ retCode: RetCode.REFUSED, retMsg: RetMsg.FORBIDDEN });
    await sql`insert into role_menu (role_id, menu_id)
      select r.id, m.id from role r cross join menu m where r.code = 'store_manager' and m.code = ${storeItemResource.ops.import}`.execute(t.db);

    const before = await countRows(t.db, 'store_item');
    const foreign = await send(store001, [
      [store1.code, own, '是', '', ''],
      [store2.code, other, '是', '', ''],
    ]);
    expect(foreign.retCode).toBe(RetCode.REFUSED);
    expect(foreign.retMsg).toBe('第3行：门店不在您的数据权限内');
    expect(await countRows(t.db, 'store_item')).toBe(before);

    const mine = await send(store001, [[store1.name, own, '是', '', '']]);
    expect(mine.result).toEqual({ successNum: 1, failNum: 0, errors: [] });
    expect(await countRows(t.db, 'store_item')).toBe(before + 1);
  });

  it('refuses what is not an import sheet', async () => {
    const response = await upload(t.app, admin, ep.import.path, [{ name: 'items.xls', content: Buffer.from('x') }], {}, PAGE);
    expect(response).toMatchObject({ retCode: RetCode.REFUSED, retMsg: '请另存为 .xlsx 格式（Excel 2007 及以上）后再导入' });
    const headerless = await upload(
      t.app,
      admin,
      ep.import.path,
      [
        {
          name: 'items.xlsx',
          content: await xlsxOf([
            ['门店', '项目'],
            ['SH0001', '洗剪吹'],
          ]),
        },
      ],
      {},
      PAGE,
    );
    expect(headerless).toMatchObject({ retCode: RetCode.REFUSED, retMsg: '表头缺少「服务项目」列，请使用导入模板' });
  });
});

describe('import files made to stall the server', () => {
  const headerRow = inlineRow(1, Object.fromEntries(HEADER.map((h, i) => [String.fromCharCode(65 + i), h])));

  /** Runs an import and, until it answers, signs in again and again: how long each sign-in took. */
  async function whileImporting(content: Buffer) {
    const started = Date.now();
    let answered = false;
    const answer = upload<ImportResult>(t.app, admin, ep.import.path, [{ name: '门店项目.xlsx', content }], {}, PAGE).finally(() => (answered = true));
    const signIns: number[] = [];
    do {
      const at = Date.now();
      await login(t.app, DEMO.store001.account, DEMO.store001.pwd);
      signIns.push(Date.now() - at);
    } while (!answered);
    return { answer: await answer, signIns, ms: Date.now() - started };
  }

  it('a zip bomb (60 MB of rows in a file of a few KB) is refused by its declared size, naming the 50 MB limit; sign-ins answer within a second', async () => {
    const bomb = zipOf(workbookEntries(headerRow + '<row r="2"/>'.repeat(5_500_000)));
    expect(bomb.length).toBeLessThan(200_000);
    const before = await countRows(t.db, 'store_item');
    const { answer, signIns } = await whileImporting(bomb);
    expect(answer).toMatchObject({ retCode: RetCode.INVALID, retMsg: '导入文件解压后不能超过50MB，请删除多余的内容或分批导入' });
    expect(signIns.filter((ms) => ms >= 1000)).toEqual([]);
    expect(await countRows(t.db, 'store_item')).toBe(before);
  });

  it('a sheet past 50,000 rows is read as a stream up to the limit and refused naming it; sign-ins during the read answer within a second', async () => {
    const rows = Array.from({ length: 50_001 }, (_, i) => inlineRow(i + 2, { Z: '填充' })).join('');
    const { answer, signIns, ms } = await whileImporting(zipOf(workbookEntries(headerRow + rows)));
    expect(answer).toMatchObject({ retCode: RetCode.INVALID, retMsg: '导入文件不能超过50000行（空行也计算在内），请删除多余的行或分批导入' });
    expect(signIns.length).toBeGreaterThanOrEqual(3);
    expect(signIns.filter((x) => x >= 1000)).toEqual([]);
    expect(ms).toBeLessThan(20_000);
  });
});
