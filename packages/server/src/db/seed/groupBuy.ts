import { maskNumber } from '@salon/contract';
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

/** Deals by platform (1 美团, 2 大众点评, 3 抖音): [name, price in yuan, weight]. */
const DEALS: Record<number, [string, string, number][]> = {
  1: [
    ['洗剪吹单人套餐', '39.90', 8],
    ['男士精剪套餐', '58.00', 4],
    ['女士精剪+基础护理', '128.00', 3],
    ['染发套餐（含护理）', '268.00', 2],
    ['烫发套餐（不限长短）', '298.00', 2],
    ['头皮养护体验', '99.00', 2],
  ],
  2: [
    ['洗剪吹单人套餐', '39.90', 6],
    ['儿童剪发', '29.90', 3],
    ['深层修护护理', '138.00', 2],
    ['烫染套餐（长发加收）', '458.00', 1],
  ],
  3: [
    ['洗剪吹单人套餐', '29.90', 9],
    ['男士精剪', '49.90', 4],
    ['头皮清洁', '68.00', 2],
    ['挑染套餐', '328.00', 1],
    ['盘发造型', '168.00', 1],
  ],
};
/** What the chain keeps of the price after the platform's commission. */
const SETTLE_RATE: Record<number, number> = { 1: 0.92, 2: 0.92, 3: 0.95 };
/** How long a voucher stays valid after purchase (days). */
const VALID_DAYS: Record<number, number> = { 1: 90, 2: 90, 3: 60 };
const DAY = 86_400_000;
const chinaDay = (t: number) => new Date(t + 8 * 3_600_000).toISOString().slice(0, 10);

/** ~2000 platform vouchers bought over the last 120 days, most redeemed across the stores (store 1 among them). */
export async function seedGroupBuy(db: Kysely<Database>, context: SeedContext): Promise<void> {
  const rnd = random(20260320);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)];
  const weighted = <T>(list: readonly [T, number][]) => {
    let r = rnd() * list.reduce((sum, [, w]) => sum + w, 0);
    for (const [value, w] of list) if ((r -= w) < 0) return value;
    return list[list.length - 1][0];
  };
  const now = Date.now();
  const staff = await sql<{ store_id: number; real_name: string }>`select store_id, real_name from craftsman where status = 1 order by id`.execute(db);
  const byStore = new Map<number, string[]>();
  for (const c of staff.rows) byStore.set(c.store_id, [...(byStore.get(c.store_id) ?? []), c.real_name]);
  const managers = new Map(
    (await sql<{ store_id: number; name: string }>`select store_id, name from app_user where station = 1 and store_id is not null`.execute(db)).rows.map(
      (r) => [r.store_id, r.name],
    ),
  );
  // Busy stores redeem more; store 1 is one of them.
  const storeWeights: [number, number][] = context.storeIds.map((id, i) => [id, i === 0 ? 6 : 1 + ((i * 7) % 5)]);

  const codes = new Set<string>();
  const rows: unknown[][] = [];
  let serial = 0;
  for (let i = 0; i < 2000; i++) {
    const platform = weighted([
      [1, 5],
      [2, 2],
      [3, 4],
    ] as [number, number][]);
    const [dealName, price] = weighted(DEALS[platform].map(([name, p, w]) => [[name, p] as const, w] as [readonly [string, string], number]));
    let code = '';
    while (!code || codes.has(code)) code = String(1 + Math.floor(rnd() * 9)) + String(Math.floor(rnd() * 1e11)).padStart(11, '0');
    codes.add(code);
    const boughtAt = now - rnd() * 120 * DAY;
    const validUntil = chinaDay(boughtAt + VALID_DAYS[platform] * DAY);
    const expired = validUntil < chinaDay(now);
    const fate = rnd();
    // Most are used within a few weeks; some refunded; the rest wait, or run out.
    let status = fate < 0.7 ? 1 : fate < 0.8 ? 2 : expired ? 3 : 0;
    const redeemAt = boughtAt + rnd() ** 2 * 30 * DAY;
    if (status === 1 && redeemAt > now) status = 0;
    let storeId: number | null = null;
    let redeemedAt: Date | null = null;
    let redeemedBy: string | null = null;
    let orderNo: string | null = null;
    let settlement: string | null = null;
    let refundedAt: Date | null = null;
    if (status === 1) {
      storeId = weighted(storeWeights);
      redeemedAt = new Date(redeemAt);
      redeemedBy =
        rnd() < 0.8 ? pick(byStore.get(storeId) ?? [managers.get(storeId) ?? '店员']) : (managers.get(storeId) ?? pick(byStore.get(storeId) ?? ['店员']));
      orderNo = `DD${chinaDay(redeemAt).replaceAll('-', '')}${String(++serial).padStart(6, '0')}`;
      settlement = (Math.round(Number(price) * SETTLE_RATE[platform] * 100) / 100).toFixed(2);
    }
    if (status === 2) refundedAt = new Date(Math.min(now, boughtAt + (1 + rnd() * 10) * DAY));
    const mobile = `1${pick(['30', '35', '38', '39', '50', '58', '77', '86', '88', '99'])}${String(Math.floor(rnd() * 1e8)).padStart(8, '0')}`;
    rows.push([
      code,
      platform,
      dealName,
      price,
      maskNumber(mobile),
      new Date(boughtAt),
      validUntil,
      status,
      storeId,
      redeemedAt,
      redeemedBy,
      orderNo,
      settlement,
      refundedAt,
    ]);
  }
  for (let from = 0; from < rows.length; from += 200) {
    const values = rows.slice(from, from + 200).map((r) => sql`(${sql.join(r)})`);
    await sql`insert into group_buy_voucher (voucher_code, platform, deal_name, deal_price, buyer_mobile, bought_at, valid_until, status, redeem_store_id, redeemed_at, redeemed_by, order_no, settlement_amount, refunded_at)
      values ${sql.join(values)}`.execute(db);
  }

  // Store managers look vouchers up (and see what their store redeemed).
  await grantStoreManager(db, ['/operate/shop/groupBuySearch'], []);
}

export const step: SeedStep = { order: 100, run: seedGroupBuy };
