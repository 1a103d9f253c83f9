import { RetCode } from '@salon/contract';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { xlsxOf } from '../test/exchange.js';
import { inlineRow, workbookEntries, zipOf } from '../test/rawXlsx.js';
import { AppError } from './errors.js';
import { IMPORT_SHEET_LIMITS, readSheet } from './importing.js';
import { firstSheetRows, XlsxTooLarge, XlsxUnreadable } from './xlsxStream.js';

/** Import sheets read as a stream: the same rows as a whole workbook would give, within limits. */
const columns = [
  { key: 'name', header: '姓名', required: true },
  { key: 'note', header: '备注' },
] as const;

async function refusal(promise: Promise<unknown>): Promise<{ retCode: string; message: string }> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return { retCode: (error as AppError).retCode, message: (error as AppError).message };
}

const limits = { maxUnzippedBytes: IMPORT_SHEET_LIMITS.maxUnzippedMb * 1024 * 1024, maxRows: IMPORT_SHEET_LIMITS.maxRows };

describe('reading an import sheet', () => {
  it('reads Chinese text whole however the parts are sliced (shared strings after the sheet, as Excel writes them)', async () => {
    const names = Array.from({ length: 3000 }, (_, i) => `陆家嘴旗舰店第${i}位发型师·${'剪烫染护'.repeat((i % 7) + 1)}`);
    const rows = await readSheet(await xlsxOf([['姓名', '备注'], ...names.map((n, i) => [n, `备注${i}：烫发`])]), columns, { maxRows: 5000 });
    expect(rows).toHaveLength(3000);
    expect(rows.map((r) => r.values.name)).toEqual(names);
    expect(rows[2999]).toEqual({ line: 3001, values: { name: names[2999], note: '备注2999：烫发' } });
  });

  it('reads dates, numbers, booleans, formulas and rich text as a person reads them', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('数据');
    book.addWorksheet('填写说明').addRow(['说明']);
    sheet.addRow(['* 姓名（必填）', '备注']);
    sheet.addRow(['日期', new Date(Date.UTC(2026, 2, 14))]);
    sheet.addRow(['整数', 13800000000]);
    sheet.addRow(['小数', 12.5]);
    sheet.addRow(['真', true]);
    sheet.addRow(['公式', { formula: '1+1', result: 2 }]);
    sheet.addRow([{ richText: [{ text: '富' }, { text: '文本' }] }, '']);
    sheet.addRow([]);
    sheet.addRow(['隔一空行', 'x']);
    const rows = await readSheet(Buffer.from(await book.xlsx.writeBuffer()), columns, { maxRows: 10 });
    expect(rows).toEqual([
      { line: 2, values: { name: '日期', note: '2026-03-14' } },
      { line: 3, values: { name: '整数', note: '13800000000' } },
      { line: 4, values: { name: '小数', note: '12.5' } },
      { line: 5, values: { name: '真', note: 'TRUE' } },
      { line: 6, values: { name: '公式', note: '2' } },
      { line: 7, values: { name: '富文本', note: '' } },
      { line: 9, values: { name: '隔一空行', note: 'x' } },
    ]);
  });

  it('refuses a file whose parts declare more than 50 MB before inflating anything', async () => {
    // The sheet's bytes are not even deflate data: only the declared size is read.
    const entries = workbookEntries(inlineRow(1, { A: '姓名' }), { declaredSheetSize: 60 * 1024 * 1024 });
    const rows = firstSheetRows(zipOf(entries), limits);
    await expect(rows.next()).rejects.toBeInstanceOf(XlsxTooLarge);
    const bomb = zipOf(workbookEntries(inlineRow(1, { A: '姓名' }) + '<row r="2"/>'.repeat(5_500_000)));
    expect(bomb.length).toBeLessThan(200_000);
    const started = Date.now();
    expect(await refusal(readSheet(bomb, columns, { maxRows: 10 }))).toEqual({
      retCode: RetCode.INVALID,
      message: '导入文件解压后不能超过50MB，请删除多余的内容或分批导入',
    });
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('refuses a part that inflates past the size it declares, stopping there', async () => {
    const bomb = zipOf(workbookEntries(inlineRow(1, { A: '姓名' }) + '<row r="2"/>'.repeat(2_000_000), { declaredSheetSize: 1000 }));
    await expect(firstSheetRows(bomb, limits).next()).rejects.toBeInstanceOf(XlsxUnreadable);
    expect(await refusal(readSheet(bomb, columns, { maxRows: 10 }))).toEqual({
      retCode: RetCode.REFUSED,
      message: '无法读取文件，请使用 .xlsx 格式的导入模板',
    });
  });

  it('refuses a sheet of more than 50,000 rows, empty ones counted, naming the limit', async () => {
    const sheet = [inlineRow(1, { A: '姓名' }), ...Array.from({ length: 50_001 }, (_, i) => inlineRow(i + 2, { Z: '·' }))].join('');
    expect(await refusal(readSheet(zipOf(workbookEntries(sheet)), columns, { maxRows: 10 }))).toEqual({
      retCode: RetCode.INVALID,
      message: '导入文件不能超过50000行（空行也计算在内），请删除多余的行或分批导入',
    });
    // One row fewer is read to the end (and has no data).
    const fewer = [inlineRow(1, { A: '姓名' }), ...Array.from({ length: 49_999 }, (_, i) => inlineRow(i + 2, { Z: '·' }))].join('');
    expect(await refusal(readSheet(zipOf(workbookEntries(fewer)), columns, { maxRows: 10 }))).toEqual({ retCode: RetCode.REFUSED, message: '文件中没有数据' });
  });

  it('reads the first tab, shared strings or not, and refuses what is not a workbook', async () => {
    const entries = workbookEntries(inlineRow(1, { A: '姓名', B: '备注' }) + '<row r="2"><c r="A2" t="s"><v>0</v></c><c r="B2" t="s"><v>1</v></c></row>', {
      sharedStrings: '<si><t>张三</t></si><si><r><t>备</t></r><r><t>注</t></r></si>',
    });
    expect(await readSheet(zipOf(entries), columns, { maxRows: 10 })).toEqual([{ line: 2, values: { name: '张三', note: '备注' } }]);
    for (const junk of [Buffer.from('not a zip at all'), zipOf([{ name: 'a.txt', data: 'x' }]), Buffer.alloc(0)])
      expect(await refusal(readSheet(junk, columns, { maxRows: 10 }))).toEqual({
        retCode: RetCode.REFUSED,
        message: '无法读取文件，请使用 .xlsx 格式的导入模板',
      });
  });
});
