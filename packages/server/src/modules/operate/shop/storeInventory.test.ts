import { RetCode, RetMsg, type InventoryLine } from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, DEMO, login, ok, openTestApp, refused, type Session, type TestApp } from '../../../test/harness.js';

/** /operate/shop/storeInventory: monthly count sheets, their lines, submit and review. */
let t: TestApp;
let admin: Session;
let store001: Session;

type Sheet = Record<string, unknown> & { id: number; storeId: number; status: number; periodMonth: string };

const LIST = '/mgt/storeInventory/querySheetPage';
const DETAIL = '/mgt/storeInventory/getSheetById';
const ADD = '/mgt/inventorySheet/add';
const UPDATE = '/mgt/inventorySheet/update';
const MOVE = '/mgt/inventorySheet/transition';
const LINES = '/mgt/storeInventory/getSheetLines';
const SAVE = '/mgt/storeInventory/saveSheetLines';

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  store001 = await login(t.app, DEMO.store001.account, DEMO.store001.pwd);
});
afterAll(async () => {
  await t?.close();
});

const list = (session: Session, query: Record<string, unknown> = {}) => ok<Sheet[]>(t.app, session, 'POST', LIST, { pageSize: 200, ...query });
const sheet = (session: Session, id: number) => ok<Sheet>(t.app, session, 'GET', DETAIL, { id });
const lines = (session: Session, id: number) => ok<InventoryLine[]>(t.app, session, 'GET', LINES, { id });
/** 'YYYY-MM' `back` months before this one, China time. */
const month = (back: number) => {
  const now = new Date(Date.now() + 8 * 3_600_000);
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1)).toISOString().slice(0, 7);
};
const today = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
const lineState = async (sheetId: number) =>
  (await sql<{ id: number; counted_qty: string | null }>`select id, counted_qty from inventory_line where sheet_id = ${sheetId} order by id`.execute(t.db))
    .rows;

describe('count sheets (盘点单)', () => {
  it('a sheet holds its material lines with book and counted quantities, differences and amounts', async () => {
    const [approved] = await list(admin, { status: 2, storeId: 5 });
    const rows = await lines(admin, approved.id);
    expect(rows).toHaveLength(22);
    expect(rows.map((l) => l.materialName)).toEqual(expect.arrayContaining(['洗发水', '护发素', '染膏', '烫发药水', '毛巾', '一次性围布', '锡纸']));
    for (const l of rows) {
      expect(Number(l.diffQty)).toBeCloseTo(Number(l.countedQty) - Number(l.bookQty), 5);
      expect(Number(l.diffAmount)).toBeCloseTo(Math.round(Number(l.diffQty) * Number(l.unitPrice) * 100) / 100, 5);
    }
    expect(Number(approved.diffAmount)).toBeCloseTo(
      rows.reduce((sum, l) => sum + Number(l.diffAmount), 0),
      2,
    );
    expect(approved.diffLineCount).toBe(rows.filter((l) => Number(l.diffQty) !== 0).length);
  });
});

describe('filling a draft (填写实盘数量)', () => {
  it('refuses a bad line naming it, and writes no line at all', async () => {
    const [draft] = await list(store001, { status: 0 });
    expect(draft.periodMonth).toBe(month(1));
    const rows = await lines(store001, draft.id);
    const before = await lineState(draft.id);
    const auditBefore = (await auditRows(t.db, { table: 'inventory_sheet', recordId: draft.id })).length;
    const good = rows.map((l) => ({ id: l.id, countedQty: l.bookQty }));
    const bad = (i: number, countedQty: unknown) => good.map((g, k) => (k === i ? { ...g, countedQty } : g));
    await refused(
      t.app,
      store001,
      'POST',
      SAVE,
      { sheetId: draft.id, lines: bad(4, '12.25') },
      RetCode.INVALID,
      `第5行「${rows[4].materialName}」数量最多支持一位小数`,
    );
    await refused(t.app, store001, 'POST', SAVE, { sheetId: draft.id, lines: bad(0, '-1') }, RetCode.INVALID, '数量最多支持一位小数');
    await refused(t.app, store001, 'POST', SAVE, { sheetId: draft.id, lines: bad(2, 'abc') }, RetCode.INVALID, 'lines.2.countedQty');
    await refused(t.app, store001, 'POST', SAVE, { sheetId: draft.id, lines: bad(3, 1_000_000) }, RetCode.INVALID, '数量不能大于');
    await refused(t.app, store001, 'POST', SAVE, { sheetId: draft.id, lines: [...good, good[0]] }, RetCode.INVALID, '重复提交');
    const [foreignLine] = await sql<{ id: number }>`select l.id from inventory_line l join inventory_sheet s on s.id = l.sheet_id where s.store_id = 2 limit 1`
      .execute(t.db)
      .then((r) => r.rows);
    await refused(
      t.app,
      store001,
      'POST',
      SAVE,
      { sheetId: draft.id, lines: [...good.slice(1), { id: foreignLine.id, countedQty: '1' }] },
      RetCode.INVALID,
      '不属于此盘点单',
    );
    await refused(t.app, store001, 'POST', SAVE, { sheetId: draft.id, lines: [] }, RetCode.INVALID, '请填写盘点数量');
    await refused(t.app, store001, 'POST', SAVE, { sheetId: draft.id, lines: good, countDate: '2099-01-01' }, RetCode.INVALID, '盘点日期不能晚于今天');
    expect(await lineState(draft.id)).toEqual(before);
    expect(await auditRows(t.db, { table: 'inventory_sheet', recordId: draft.id })).toHaveLength(auditBefore);
  });

  it("a store cannot fill another store's sheet, and nobody fills a submitted one", async () => {
    const [other] = await list(admin, { status: 0, storeId: 7 });
    const otherLines = await lines(admin, other.id);
    await refused(t.app, store001, 'POST', SAVE, { sheetId: other.id, lines: [{ id: otherLines[0].id, countedQty: '1' }] }, RetCode.REFUSED, '盘点单不存在');
    const [submitted] = await list(admin, { status: 1 });
    const subLines = await lines(admin, submitted.id);
    await refused(
      t.app,
      admin,
      'POST',
      SAVE,
      { sheetId: submitted.id, lines: [{ id: subLines[0].id, countedQty: '1' }] },
      RetCode.REFUSED,
      '已提交的盘点单不可修改',
    );
    await refused(t.app, admin, 'POST', UPDATE, { id: submitted.id, countedBy: '张三', countDate: today() }, RetCode.REFUSED, '已提交的盘点单不可修改');
  });

  it('saves counted quantities in one go: differences, totals, counted by and date, one audit row', async () => {
    const [draft] = await list(store001, { status: 0 });
    const rows = await lines(store001, draft.id);
    // Half the lines, the first one short by 1.5 and the second over by 2.
    const half = rows
      .slice(0, 11)
      .map((l, i) => ({ id: l.id, countedQty: i === 0 ? (Number(l.bookQty) - 1.5).toFixed(1) : i === 1 ? String(Number(l.bookQty) + 2) : l.bookQty }));
    const saved = await ok<{ sheet: Sheet; lines: InventoryLine[] }>(t.app, store001, 'POST', SAVE, { sheetId: draft.id, lines: half });
    const first = saved.lines[0];
    expect(Number(first.diffQty)).toBe(-1.5);
    expect(Number(first.diffAmount)).toBeCloseTo(-1.5 * Number(first.unitPrice), 2);
    expect(Number(saved.lines[1].diffQty)).toBe(2);
    expect(saved.lines.slice(11).every((l) => l.countedQty === null && l.diffQty === null)).toBe(true);
    expect(saved.sheet).toMatchObject({ status: 0, countedLineCount: 11, diffLineCount: 2, countedBy: '王丽娟', countDate: today() });
    expect(Number(saved.sheet.diffAmount)).toBeCloseTo(Number(first.diffAmount) + Number(saved.lines[1].diffAmount), 2);
    const [row] = await auditRows(t.db, { table: 'inventory_sheet', action: 'update', recordId: draft.id });
    expect((row.after as { lines: unknown[] }).lines).toHaveLength(11);

    // Submitting with lines still empty is refused and changes nothing.
    await refused(t.app, store001, 'POST', MOVE, { id: draft.id, action: 'submit' }, RetCode.REFUSED, '还有11个品项未填写实盘数量');
    expect((await sheet(store001, draft.id)).status).toBe(0);

    // The header: counted by someone else, on another day.
    await refused(t.app, store001, 'POST', UPDATE, { id: draft.id, countedBy: '', countDate: today() }, RetCode.INVALID, '请输入盘点人');
    await ok(t.app, store001, 'POST', UPDATE, { id: draft.id, countedBy: '林小北', countDate: today() });
    expect((await sheet(store001, draft.id)).countedBy).toBe('林小北');
  });
});

describe('submit and review (提交 / 审核通过 / 驳回)', () => {
  it('the store submits; only head office approves or rejects (with a reason); a rejected sheet goes back to the store', async () => {
    const [draft] = await list(store001, { status: 0 });
    const rows = await lines(store001, draft.id);
    await ok(t.app, store001, 'POST', SAVE, { sheetId: draft.id, lines: rows.map((l) => ({ id: l.id, countedQty: l.countedQty ?? l.bookQty })) });
    await ok(t.app, store001, 'POST', MOVE, { id: draft.id, action: 'submit' });
    const submitted = await sheet(store001, draft.id);
    expect(submitted).toMatchObject({ status: 1, countedLineCount: 22, operator: '王丽娟', submittedAt: expect.any(String) });
    await refused(t.app, store001, 'POST', MOVE, { id: draft.id, action: 'submit' }, RetCode.REFUSED, '当前状态「已提交」不能提交');
    await refused(t.app, store001, 'POST', MOVE, { id: draft.id, action: 'approve' }, RetCode.REFUSED, RetMsg.FORBIDDEN);
    await refused(t.app, store001, 'POST', MOVE, { id: draft.id, action: 'reject', reason: '自己驳回' }, RetCode.REFUSED, RetMsg.FORBIDDEN);
    await refused(t.app, admin, 'POST', MOVE, { id: draft.id, action: 'reject' }, RetCode.INVALID, '请填写驳回原因');

    await ok(t.app, admin, 'POST', MOVE, { id: draft.id, action: 'reject', reason: '洗发水差异1.5瓶，请复盘' });
    expect(await sheet(store001, draft.id)).toMatchObject({ status: 3, reviewRemark: '洗发水差异1.5瓶，请复盘', operator: '系统管理员' });
    // Back with the store: it corrects the line and submits again.
    const again = await lines(store001, draft.id);
    await ok(t.app, store001, 'POST', SAVE, { sheetId: draft.id, lines: [{ id: again[0].id, countedQty: again[0].bookQty }] });
    await ok(t.app, store001, 'POST', MOVE, { id: draft.id, action: 'submit' });

    await ok(t.app, admin, 'POST', MOVE, { id: draft.id, action: 'approve', reason: '差异在合理范围内' });
    const approved = await sheet(admin, draft.id);
    expect(approved).toMatchObject({ status: 2, reviewRemark: '差异在合理范围内' });
    await refused(t.app, admin, 'POST', MOVE, { id: draft.id, action: 'reject', reason: '再驳回' }, RetCode.REFUSED, '当前状态「已审核」不能驳回');
    // The store's book stock is now what was counted.
    const stock = await sql<{ counted: string; book: string }>`
      select l.counted_qty as counted, st.book_qty as book from inventory_line l join store_material_stock st on st.material_id = l.material_id and st.store_id = 1
      where l.sheet_id = ${draft.id}`.execute(t.db);
    expect(stock.rows).toHaveLength(22);
    expect(stock.rows.every((r) => r.counted === r.book)).toBe(true);
    const moves = await auditRows(t.db, { table: 'inventory_sheet', recordId: draft.id });
    expect(moves.map((m) => m.action)).toEqual(expect.arrayContaining(['transition:submit', 'transition:reject', 'transition:approve']));
    expect(moves.find((m) => m.action === 'update' && (m.after as { stockAdjusted?: boolean }).stockAdjusted)).toBeDefined();
  });
});

describe('a new month (新建盘点单)', () => {
  it("head office opens this month's sheet with every material at the store's book stock; duplicates, future months and bad months are refused", async () => {
    const before = (await list(admin)).length;
    await refused(t.app, admin, 'POST', ADD, { storeId: 1, periodMonth: '2026/03' }, RetCode.INVALID, 'periodMonth');
    await refused(t.app, admin, 'POST', ADD, { storeId: 1, periodMonth: month(-2) }, RetCode.INVALID, '不能为未来月份建盘点单');
    await refused(t.app, admin, 'POST', ADD, { storeId: 1, periodMonth: month(1) }, RetCode.REFUSED, `该门店${month(1)}已有盘点单`);
    await refused(t.app, store001, 'POST', ADD, { storeId: 1, periodMonth: month(0) }, RetCode.REFUSED, RetMsg.FORBIDDEN);
    expect((await list(admin)).length).toBe(before);

    const { id } = await ok<{ id: number }>(t.app, admin, 'POST', ADD, { storeId: 1, periodMonth: month(0) });
    const created = await sheet(store001, id);
    expect(created).toMatchObject({ status: 0, storeId: 1, lineCount: 22, countedLineCount: 0, sheetNo: `PD${month(0).replace('-', '')}0001` });
    const rows = await lines(store001, id);
    const stock = await sql<{ material_id: number; book_qty: string }>`select material_id, book_qty from store_material_stock where store_id = 1`.execute(t.db);
    const books = new Map(stock.rows.map((r) => [r.material_id, r.book_qty]));
    const materials = await sql<{ id: number; material_name: string }>`select id, material_name from inventory_material`.execute(t.db);
    const nameOf = new Map(materials.rows.map((m) => [m.material_name, m.id]));
    expect(rows.every((l) => l.bookQty === books.get(nameOf.get(l.materialName)!) && l.countedQty === null)).toBe(true);
    const [audit] = await auditRows(t.db, { table: 'inventory_sheet', action: 'create', recordId: id });
    expect(audit.after).toMatchObject({ storeId: 1, periodMonth: month(0) });
  });
});
