import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema.js';
import type { SeedContext, SeedStep } from './context.js';

/** [name, inside name, type, status, minutes, order ratio, dye ratio, base price in fen, enabled] by category. */
type ItemSeed = [string, string | null, number, number, number, string, string | null, number, boolean];

const CATALOGUE: [string, ItemSeed[]][] = [
  [
    '剪发',
    [
      ['洗剪吹', '标准洗剪吹', 0, 0, 45, '1.00', null, 6800, true],
      ['男士精剪', '男剪', 0, 0, 40, '1.00', null, 8800, true],
      ['女士精剪', '女剪', 0, 0, 60, '1.20', null, 12800, true],
      ['儿童剪发', '童剪', 0, 1, 30, '0.80', null, 4800, true],
    ],
  ],
  [
    '烫染',
    [
      ['烫发', '基础烫', 0, 0, 150, '1.50', '1.00', 38800, true],
      ['染发', '基础染', 0, 0, 120, '1.50', '1.20', 32800, true],
      ['挑染', '局部挑染', 0, 0, 150, '1.80', '1.50', 45800, true],
      ['烫染套餐', '烫+染', 1, 0, 210, '2.00', '1.80', 66800, true],
      ['小烫染项目组', '刘海烫/发根染', 3, 0, 60, '0.80', '0.50', 16800, true],
    ],
  ],
  [
    '护理',
    [
      ['护理', '基础护理', 0, 0, 60, '1.00', null, 19800, true],
      ['深层修护', '结构修护', 0, 3, 75, '1.20', null, 29800, true],
    ],
  ],
  [
    '头皮',
    [
      ['头皮养护', '头皮SPA', 0, 0, 60, '1.00', null, 25800, true],
      ['头皮清洁', '头皮净化', 0, 0, 45, '0.80', null, 15800, true],
    ],
  ],
  [
    '造型',
    [
      ['洗吹造型', '洗吹', 0, 0, 30, '0.60', null, 3800, true],
      ['盘发造型', '新娘盘发', 0, 3, 60, '1.00', null, 26800, true],
      ['系统补差价', '补差', 0, 2, 5, '0.00', null, 100, false],
    ],
  ],
];

/** Grades seeded with prices: the price rises 15% a grade, rounded to whole yuan (P0 keeps the base). */
const SEEDED_GRADES = [0, 2, 4, 6, 8];
const yuan = (fen: number) => `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
const gradePrice = (baseFen: number, grade: number) => (grade === 0 ? baseFen : Math.round((baseFen * (1 + 0.15 * grade)) / 100) * 100);

/** Demo data of /operate/shop/service, storePrices and manageService. */
export async function seedOperateItems(db: Kysely<Database>, context: SeedContext): Promise<void> {
  const items: { id: number; name: string; base: number; enabled: boolean }[] = [];
  for (const [index, [category, entries]] of CATALOGUE.entries()) {
    const cat = await sql<{ id: number }>`insert into item_category (name, sort_order) values (${category}, ${index + 1}) returning id`.execute(db);
    for (const [name, inside, type, status, minutes, orderRatio, dyeRatio, base, enabled] of entries) {
      const row = await sql<{
        id: number;
      }>`insert into item (category_id, item_name, item_inside_name, item_type, item_status, duration, order_ratio, dye_order_ratio, enabled)
        values (${cat.rows[0].id}, ${name}, ${inside}, ${type}, ${status}, ${minutes}, ${orderRatio}, ${dyeRatio}, ${enabled}) returning id`.execute(db);
      items.push({ id: row.rows[0].id, name, base, enabled });
    }
  }
  const offered = items.filter((i) => i.enabled);

  // Each of the first 11 stores offers every enabled item; 洗剪吹 is on top, 头皮养护 selected; store 2 has 挑染 paused.
  const stores = context.storeIds.slice(0, 11);
  const storeItems = stores.flatMap((storeId, s) =>
    offered.map(
      (i) =>
        sql`(${storeId}, ${i.id}, ${!(s === 1 && i.name === '挑染')}, ${i.name === '洗剪吹'}, ${i.name === '头皮养护' || (s % 2 === 0 && i.name === '女士精剪')})`,
    ),
  );
  await sql`insert into store_item (store_id, item_id, enabled, is_top, is_selected) values ${sql.join(storeItems)}`.execute(db);

  // Effective price lists from 2026-01-01 for the first six stores; stores outside 上海 are 5% cheaper.
  const admin = context.userIds.find((u) => u.account === 'admin')?.name ?? '系统管理员';
  const priced = offered.filter((i) => i.base >= 1000);
  const versions = context.storeIds.slice(0, 6).flatMap((storeId, s) =>
    priced.flatMap((i) =>
      SEEDED_GRADES.map((g) => {
        const fen = s < 3 ? gradePrice(i.base, g) : Math.round((gradePrice(i.base, g) * 0.95) / 100) * 100;
        return sql`(${storeId}, ${i.id}, ${`P${g}`}, ${yuan(fen)}, ${'2026-01-01'}, ${2}, ${null}, ${null}, ${admin}, ${'2025-12-20T10:00:00+08:00'})`;
      }),
    ),
  );
  // A chain price change in flight at store 1 and 2: one awaiting approval, one draft, one rejected.
  const byName = new Map(items.map((i) => [i.name, i]));
  const [s1, s2] = context.storeIds;
  versions.push(
    sql`(${s1}, ${byName.get('洗剪吹')!.id}, ${'P0'}, ${'78.00'}, ${'2027-01-01'}, ${1}, ${'年度调价'}, ${null}, ${null}, ${null})`,
    sql`(${s1}, ${byName.get('头皮养护')!.id}, ${'P4'}, ${'398.50'}, ${'2027-01-01'}, ${0}, ${'新品调价草稿'}, ${null}, ${null}, ${null})`,
    sql`(${s2}, ${byName.get('染发')!.id}, ${'P2'}, ${'499.00'}, ${'2027-01-01'}, ${3}, ${'年度调价'}, ${'涨幅超过15%，请重新核算'}, ${admin}, ${'2026-11-10T15:30:00+08:00'})`,
  );
  // 洗剪吹 P4 at store 1 in its three approved states: the price it replaced (已失效), the one in
  // force (above, from 2026-01-01) and a rise approved for the first day of the month three months on (待生效).
  const wash = byName.get('洗剪吹')!.id;
  const rise = new Date(Date.now() + 8 * 3_600_000);
  rise.setUTCDate(1);
  rise.setUTCMonth(rise.getUTCMonth() + 3);
  versions.push(
    sql`(${s1}, ${wash}, ${'P4'}, ${'99.00'}, ${'2025-07-01'}, ${2}, ${'开业定价'}, ${null}, ${admin}, ${'2025-06-20T10:00:00+08:00'})`,
    sql`(${s1}, ${wash}, ${'P4'}, ${'118.00'}, ${rise.toISOString().slice(0, 10)}, ${2}, ${'季度调价'}, ${null}, ${admin}, ${'2026-11-20T16:00:00+08:00'})`,
  );
  await sql`insert into item_price_version (store_id, item_id, price_grade, price, effective_date, status, remark, reason, operator, operated_at) values ${sql.join(versions)}`.execute(
    db,
  );

  // Store managers see their store's prices and item list.
  await sql`insert into role_menu (role_id, menu_id)
    select r.id, m.id from role r cross join menu m
    where r.code = 'store_manager' and m.url in ('/operate/shop/storePrices', '/operate/shop/manageService')
    and not exists (select 1 from role_menu x where x.role_id = r.id and x.menu_id = m.id)`.execute(db);
}

export const step: SeedStep = { order: 10, run: seedOperateItems };
