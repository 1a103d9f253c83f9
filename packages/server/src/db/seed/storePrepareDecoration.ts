import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema.js';
import type { SeedStep } from './context.js';

/**
 * Decoration price templates and standard versions (issue 16): for each of the four brands a template
 * published as V1 and revised to V2 (V1 retired for the first brand), plus one draft; 20–40 lines each
 * (trade, item, unit, default quantity, unit price; amounts rounded in SQL); one version in force a
 * brand and older ones disabled. Deterministic (one PRNG) and relative to now.
 */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A measured quantity as text: areas and lengths to 0.01, pieces (个, 樘, 车, 套 …) whole and at least one. */
export const measured = (quantity: number, unit: string) =>
  /^(米|㎡|m|m²|m³)$/.test(unit) ? Math.max(1, quantity).toFixed(2) : String(Math.max(1, Math.round(quantity)));

/** [trade, item, unit, typical quantity, typical unit price]. */
const ITEMS: [number, string, string, number, number][] = [
  [1, '原有吊顶拆除', '㎡', 120, 18],
  [1, '原有地面砖拆除', '㎡', 110, 22],
  [1, '墙体拆除', '㎡', 30, 45],
  [1, '垃圾清运', '车', 6, 450],
  [2, '强电线路改造', '米', 260, 38],
  [2, '弱电网络布线', '米', 120, 16],
  [2, '给水管改造', '米', 45, 85],
  [2, '排水管改造', '米', 30, 95],
  [2, '配电箱', '个', 1, 1800],
  [2, '洗头区热水管路', '米', 40, 110],
  [3, '地面找平', '㎡', 110, 35],
  [3, '地砖铺贴', '㎡', 110, 68],
  [3, '墙砖铺贴（洗护区）', '㎡', 35, 75],
  [3, '卫生间防水', '㎡', 12, 120],
  [4, '收银台', '个', 1, 4800],
  [4, '造型台背板', '米', 14, 650],
  [4, '储物柜', '米', 6, 980],
  [4, '产品展示柜', '米', 4, 1200],
  [4, '门套', '樘', 3, 560],
  [5, '墙面乳胶漆', '㎡', 320, 32],
  [5, '艺术涂料（形象墙）', '㎡', 20, 160],
  [5, '木作油漆', '㎡', 40, 85],
  [6, '石膏板吊顶', '㎡', 90, 120],
  [6, '矿棉板吊顶（后场）', '㎡', 30, 75],
  [6, '灯槽', '米', 40, 60],
  [7, '门头招牌', '项', 1, 12000],
  [7, '发光字', '个', 6, 680],
  [7, '玻璃门', '樘', 1, 4500],
  [7, '橱窗贴膜', '㎡', 12, 90],
  [8, '射灯安装', '个', 48, 25],
  [8, '筒灯安装', '个', 30, 20],
  [8, '空调安装', '台', 4, 800],
  [8, '排风扇安装', '个', 4, 150],
  [8, '洗头床安装', '张', 4, 200],
  [8, '镜前灯安装', '套', 8, 120],
  [8, '监控安装', '套', 1, 2600],
  [8, '开关插座', '个', 60, 28],
  [8, '热水器安装', '台', 2, 350],
  [8, '卫生洁具安装', '套', 1, 600],
  [8, '窗帘', '㎡', 20, 95],
];
const BRANDS: [number, string][] = [
  [0, '发型品牌标准店'],
  [1, 'U STAR 标准店'],
  [2, '造型品牌标准店'],
  [3, '第四造型品牌标准店'],
];

async function seedDecoration(db: Kysely<Database>): Promise<void> {
  const random = prng(20_261_652);
  const DAY = 86_400_000;
  const now = Date.now();
  let no = 0;
  const addTemplate = async (brand: number, name: string, version: number, rootId: number | null, status: number, count: number, ageDays: number) => {
    const at = new Date(now - ageDays * DAY);
    const t = (
      await sql<{
        id: number;
      }>`insert into stpr_deco_template (template_no, name, brand_type, root_id, version_no, status, remark, created_by, created_at, updated_at)
        values (${`TP${String(++no).padStart(5, '0')}`}, ${name}, ${brand}, ${rootId}, ${version}, ${status}, ${`约${80 + brand * 20}㎡的标准门店`}, '系统管理员', ${at}, ${at})
        returning id`.execute(db)
    ).rows[0];
    // 20–40 lines: the first `count` items, quantities and prices near the typical ones (prices rise a little by version).
    for (let i = 0; i < count; i++) {
      const [category, item, unit, qty, price] = ITEMS[i % ITEMS.length];
      const q = Number(measured(qty * (0.8 + random() * 0.4), unit));
      // A price list's prices are whole yuan.
      const p = Math.max(1, Math.round(price * (1 + (version - 1) * 0.05) * (0.9 + random() * 0.2)));
      await sql`insert into stpr_deco_template_line (template_id, sort_order, category, item, unit, default_qty, unit_price, amount)
        values (${t.id}, ${i + 1}, ${category}, ${item}, ${unit}, ${q.toFixed(2)}::numeric, ${p.toFixed(2)}::numeric, round(${q.toFixed(2)}::numeric * ${p.toFixed(2)}::numeric, 2))`.execute(
        db,
      );
    }
    await sql`update stpr_deco_template t set line_count = s.n, total_amount = s.total
      from (select count(*)::int as n, sum(amount) as total from stpr_deco_template_line where template_id = ${t.id}) s where t.id = ${t.id}`.execute(db);
    return t.id;
  };
  for (const [b, [brand, name]] of BRANDS.entries()) {
    const count = 20 + ((b * 7) % 21);
    const v1 = await addTemplate(brand, name, 1, null, b === 0 ? 3 : 2, count, 300 - b * 10);
    await sql`update stpr_deco_template set root_id = ${v1} where id = ${v1}`.execute(db);
    const v2 = await addTemplate(brand, name, 2, v1, 2, Math.min(40, count + 3), 120 - b * 10);
    const start = new Date(now - (280 - b * 10) * DAY + 8 * 3600_000).toISOString().slice(0, 10);
    const later = new Date(now - (100 - b * 10) * DAY + 8 * 3600_000).toISOString().slice(0, 10);
    await sql`insert into stpr_deco_version (name, brand_type, effective_date, template_id, enabled, remark, created_by, created_at)
      values (${`${name} 2025版`}, ${brand}, ${start}, ${v1}, 0, '已由新版本替代', '系统管理员', ${new Date(now - (290 - b * 10) * DAY)}),
             (${`${name} 2026版`}, ${brand}, ${later}, ${v2}, ${b === 3 ? 0 : 1}, null, '系统管理员', ${new Date(now - (110 - b * 10) * DAY)})`.execute(db);
  }
  await addTemplate(0, '发型品牌社区小店', 1, null, 1, 24, 5);
}

export const step: SeedStep = { order: 852, run: seedDecoration };
