import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema.js';
import { grantStoreManager } from './comments.js';
import type { SeedContext, SeedStep } from './context.js';

function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** [code, name, category, spec, unit, unit price (yuan), usual stock low, high, counted in tenths (opened bottles)] */
const MATERIALS: [string, string, string, string, string, string, number, number, boolean][] = [
  ['WL-XF01', '洗发水', '洗护', '1000ml/瓶', '瓶', '38.00', 6, 18, true],
  ['WL-HF01', '护发素', '洗护', '1000ml/瓶', '瓶', '42.00', 4, 12, true],
  ['WL-FM01', '发膜', '洗护', '500ml/罐', '罐', '56.00', 3, 10, true],
  ['WL-TP01', '头皮清洁液', '洗护', '500ml/瓶', '瓶', '68.00', 2, 8, true],
  ['WL-RG01', '染膏', '烫染', '100g/支', '支', '26.00', 30, 90, false],
  ['WL-SY01', '双氧乳', '烫染', '1000ml/瓶', '瓶', '32.00', 4, 12, true],
  ['WL-TF01', '烫发药水', '烫染', '500ml/套', '套', '85.00', 4, 14, true],
  ['WL-LZ01', '拉直膏', '烫染', '500ml/瓶', '瓶', '96.00', 2, 6, true],
  ['WL-SS01', '护色锁色剂', '烫染', '250ml/瓶', '瓶', '48.00', 2, 8, true],
  ['WL-FL01', '发蜡', '造型', '100g/盒', '盒', '35.00', 4, 15, false],
  ['WL-DX01', '定型喷雾', '造型', '420ml/瓶', '瓶', '29.00', 4, 16, false],
  ['WL-TL01', '弹力素', '造型', '200ml/瓶', '瓶', '22.00', 3, 10, true],
  ['WL-MJ01', '毛巾', '耗材', '34×76cm/条', '条', '6.50', 80, 200, false],
  ['WL-WB01', '一次性围布', '耗材', '100片/包', '包', '28.00', 5, 20, false],
  ['WL-YM01', '一次性毛巾', '耗材', '50条/包', '包', '19.90', 8, 30, false],
  ['WL-XZ01', '锡纸', '耗材', '30m/卷', '卷', '15.00', 3, 12, true],
  ['WL-ST01', '染发手套', '耗材', '100只/盒', '盒', '18.00', 3, 10, false],
  ['WL-BX01', '保鲜膜', '耗材', '30cm×300m/卷', '卷', '24.00', 2, 6, true],
  ['WL-JZ01', '颈毛巾纸', '耗材', '100片/包', '包', '12.00', 6, 24, false],
  ['WL-JG01', '烫发卷杠', '工具', '40支/包', '包', '36.00', 2, 8, false],
  ['WL-XD01', '消毒液', '清洁', '5L/桶', '桶', '45.00', 1, 4, true],
  ['WL-XS01', '洗手液', '清洁', '500ml/瓶', '瓶', '16.00', 3, 10, true],
];

const REVIEWERS = ['马文涛', '郭敏', '系统管理员'];
const COUNTERS = ['王丽娟', '李建国', '张美玲', '刘志强', '赵晓敏', '孙浩然', '周婷婷', '吴俊杰', '郑雅琪', '冯宇航', '朱佳慧', '陈思远'];

const tenths = (n: number) => Math.round(n * 10) / 10;
const money = (n: number) => Math.round(n * 100) / 100;

/** 'YYYY-MM' of the month `back` months before the current one (China time). */
function monthBack(back: number): string {
  const now = new Date(Date.now() + 8 * 3_600_000);
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
  return d.toISOString().slice(0, 7);
}
const lastDay = (period: string) => {
  const [y, m] = period.split('-').map(Number);
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
};

/**
 * The material catalogue, every store's book stock, and three months of count sheets for 40
 * stores: the two older months reviewed, last month in every state (store 1: a draft to count).
 */
export async function seedInventory(db: Kysely<Database>, context: SeedContext): Promise<void> {
  const rnd = random(20260315);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)];
  const materialIds: number[] = [];
  for (const [i, [code, name, category, spec, unit, price]] of MATERIALS.entries()) {
    const row = await sql<{ id: number }>`insert into inventory_material (material_code, material_name, category, spec, unit, unit_price, sort_order)
      values (${code}, ${name}, ${category}, ${spec}, ${unit}, ${price}, ${i + 1}) returning id`.execute(db);
    materialIds.push(row.rows[0].id);
  }
  const periods = [monthBack(3), monthBack(2), monthBack(1)];
  const stores = context.storeIds.slice(0, 40);
  const stock = new Map<string, number>();
  const key = (store: number, m: number) => `${store}:${m}`;
  for (const storeId of context.storeIds)
    for (const [m, material] of MATERIALS.entries()) {
      const [, , , , , , low, high, decimal] = material;
      const qty = low + rnd() * (high - low);
      stock.set(key(storeId, m), decimal ? tenths(qty) : Math.round(qty));
    }

  for (const [p, period] of periods.entries()) {
    for (const [s, storeId] of stores.entries()) {
      // 0 草稿, 1 已提交, 2 已审核, 3 已驳回
      let status = 2;
      if (p === 1 && s % 13 === 5) status = 3;
      if (p === 2) status = s === 0 ? 0 : [0, 1, 2, 1, 2, 3][s % 6];
      // A draft is not counted yet (store 1), or half counted.
      const countedShare = status === 0 ? (s === 0 || s % 12 === 0 ? 0 : 0.5) : 1;
      const countDate = countedShare === 0 ? null : lastDay(period);
      const counter = COUNTERS[s % COUNTERS.length];
      const lines: unknown[][] = [];
      for (const [m, material] of MATERIALS.entries()) {
        const [code, name, category, spec, unit, price, , , decimal] = material;
        // Usage and deliveries move the book between months.
        const book = Math.max(
          0,
          decimal ? tenths(stock.get(key(storeId, m))! * (0.8 + rnd() * 0.4)) : Math.round(stock.get(key(storeId, m))! * (0.8 + rnd() * 0.4)),
        );
        let counted: number | null = null;
        if (m < MATERIALS.length * countedShare) {
          // Most lines agree; unrecorded use makes a little short, a late delivery a little over, now and then a real gap.
          const off = rnd();
          const unit = decimal ? 0.5 : Math.max(1, Math.round(book / 40));
          const delta = off < 0.72 ? 0 : off < 0.9 ? -unit : off < 0.97 ? unit : -3 * unit;
          counted = Math.max(0, decimal ? tenths(book + delta) : book + delta);
        }
        const diff = counted === null ? null : tenths(counted - book);
        lines.push([m + 1, materialIds[m], code, name, category, spec, unit, price, book, counted, diff, diff === null ? null : money(diff * Number(price))]);
        if (status === 2 && counted !== null) stock.set(key(storeId, m), counted);
      }
      // Counted on the month's last day, submitted that evening or the next, reviewed one to three days later.
      const submittedAt = status === 0 ? null : new Date(Date.parse(`${lastDay(period)}T18:00:00+08:00`) + (s % 2) * 86_400_000);
      const operatedAt =
        submittedAt === null ? null : status === 1 ? submittedAt : new Date(submittedAt.getTime() + (1 + (s % 3)) * 86_400_000 - 5 * 3_600_000);
      const operator = status === 0 ? null : status === 1 ? counter : pick(REVIEWERS);
      const remark =
        status === 2
          ? pick(['账实相符', '差异在合理范围内', '同意，注意染膏领用登记', null])
          : status === 3
            ? pick(['染膏差异过大，请复盘后重新提交', '毛巾数量与上月差异异常，请核实后重新盘点'])
            : null;
      const created = new Date(Date.parse(`${lastDay(period)}T09:00:00+08:00`) - 86_400_000);
      const sheet = await sql<{
        id: number;
      }>`insert into inventory_sheet (sheet_no, store_id, period_month, status, counted_by, count_date, submitted_at, operator, operated_at, review_remark, created_by, created_at, updated_at)
        values (${`PD${period.replace('-', '')}${String(storeId).padStart(4, '0')}`}, ${storeId}, ${period}, ${status}, ${countDate ? counter : null}, ${countDate}, ${submittedAt}, ${operator}, ${operatedAt},
          ${remark}, '系统管理员', ${created}, ${operatedAt ?? created}) returning id`.execute(db);
      const sheetId = sheet.rows[0].id;
      await sql`insert into inventory_line (sheet_id, line_no, material_id, material_code, material_name, category, spec, unit, unit_price, book_qty, counted_qty, diff_qty, diff_amount)
        values ${sql.join(lines.map((l) => sql`(${sheetId}, ${sql.join(l)})`))}`.execute(db);
      await sql`
        update inventory_sheet s set line_count = a.n, counted_line_count = a.counted, diff_line_count = a.diffs, book_amount = a.book, diff_amount = a.diff
        from (select count(*)::int as n, count(counted_qty)::int as counted, (count(*) filter (where diff_qty <> 0))::int as diffs,
          coalesce(sum(round(book_qty * unit_price, 2)), 0) as book, coalesce(sum(diff_amount), 0) as diff from inventory_line where sheet_id = ${sheetId}) a
        where s.id = ${sheetId}`.execute(db);
    }
  }

  // Every store's book stock: what the last approved count left (or an opening stock).
  const stockRows = context.storeIds.flatMap((storeId) => MATERIALS.map((_, m) => sql`(${storeId}, ${materialIds[m]}, ${stock.get(key(storeId, m))!})`));
  for (let from = 0; from < stockRows.length; from += 300) {
    await sql`insert into store_material_stock (store_id, material_id, book_qty) values ${sql.join(stockRows.slice(from, from + 300))}`.execute(db);
  }

  // Store managers count and submit their store's sheets.
  await grantStoreManager(db, ['/operate/shop/storeInventory'], ['operate:inventory:fill', 'operate:inventory:submit']);
}

export const step: SeedStep = { order: 90, run: seedInventory };
