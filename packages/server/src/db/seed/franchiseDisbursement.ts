import { DIAL_KIND, DIAL_STATUS } from '@salon/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema.js';
import type { SeedStep } from './context.js';

/**
 * 拨款管理's demo data (/join/settle/dial, issue 16): about a hundred disbursements to the franchise
 * stores over the last year in every state: 经营补贴, 多付退回 and 其他, and 结算结余 paying the confirmed
 * settlements with a positive balance (a third left open, never more than the balance). Older ones paid, the recent ones
 * partly waiting or approved, a few rejected. Deterministic (one PRNG) and relative to today (China).
 */
function prng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
const DAY = 86_400_000;
const REASONS: Record<number, string[]> = {
  [DIAL_KIND.subsidy]: ['新店开业营销补贴', '季度业绩达标奖励', '门店翻新补贴', '节假日促销活动补贴'],
  [DIAL_KIND.overpayment]: ['重复缴纳管理费退回', '租金代收多收退回', '物料款多付退回'],
  [DIAL_KIND.other]: ['培训差旅费报销', '设备维修费用分摊返还'],
};
const REJECT = '补贴标准与政策不符，请按最新补贴政策重新申请';

async function seedDisbursements(db: Kysely<Database>): Promise<void> {
  const rand = prng(16_871);
  const stores = (await sql<{ store_id: number }>`select store_id from franchise_store order by store_id`.execute(db)).rows.map((r) => r.store_id);
  if (!stores.length) return;
  const settlements = (
    await sql<{ id: number; store_id: number; balance: string; month: string }>`select id, store_id, balance::text as balance, month::text as month
      from franchise_settlement where status = 1 and balance > 0 order by month, store_id`.execute(db)
  ).rows;
  type Row = { store: number; kind: number; amount: string; settlement: number | null; reason: string; at: number };
  const rows: Row[] = [];
  const now = Date.now();
  // Settlement balances: a third left unpaid (open to a new disbursement), a third paid whole, a third half paid.
  for (const [j, s] of settlements.entries()) {
    if (j % 3 === 0) continue;
    const cents = Math.round(Number(s.balance) * 100);
    const at = Math.min(now - DAY, Date.parse(`${s.month}T10:00:00+08:00`) + (35 + Math.floor(rand() * 30)) * DAY);
    const part = j % 3 === 1 ? cents : Math.floor(cents / 2);
    rows.push({
      store: s.store_id,
      kind: DIAL_KIND.settlement,
      amount: (part / 100).toFixed(2),
      settlement: s.id,
      reason: `${s.month.slice(0, 7)}结算结余拨付`,
      at,
    });
  }
  const kinds = [DIAL_KIND.subsidy, DIAL_KIND.subsidy, DIAL_KIND.overpayment, DIAL_KIND.other];
  while (rows.length < 100) {
    const kind = kinds[Math.floor(rand() * kinds.length)];
    const reasons = REASONS[kind];
    const amount = kind === DIAL_KIND.subsidy ? 2000 + Math.round(rand() * 180) * 100 : 300 + Math.round(rand() * 600000) / 100;
    rows.push({
      store: stores[Math.floor(rand() * stores.length)],
      kind,
      amount: amount.toFixed(2),
      settlement: null,
      reason: reasons[Math.floor(rand() * reasons.length)],
      at: now - Math.floor(rand() * 360) * DAY - Math.floor(rand() * 8) * 3600_000,
    });
  }
  rows.sort((a, b) => a.at - b.at);
  for (const [i, r] of rows.entries()) {
    const age = (now - r.at) / DAY;
    const x = rand();
    // Older than a month: paid (a few rejected); the recent ones in every state.
    const recent = [DIAL_STATUS.waiting, DIAL_STATUS.approved, DIAL_STATUS.paid, DIAL_STATUS.rejected][i % 4];
    const status =
      age > 30
        ? x < 0.06 && r.kind !== DIAL_KIND.settlement
          ? DIAL_STATUS.rejected
          : DIAL_STATUS.paid
        : recent === DIAL_STATUS.rejected && r.kind === DIAL_KIND.settlement
          ? DIAL_STATUS.waiting
          : recent;
    const created = new Date(r.at);
    const handled = status === DIAL_STATUS.waiting ? null : new Date(Math.min(now - 600_000, r.at + 2 * DAY));
    const paidAt = status === DIAL_STATUS.paid ? new Date(Math.min(now - 300_000, r.at + 4 * DAY)) : null;
    const no = `BK${created.toISOString().slice(0, 10).replaceAll('-', '')}${String(i + 1).padStart(4, '0')}`;
    await sql`insert into franchise_disbursement (dial_no, store_id, kind, amount, settlement_id, reason, status, operator, operated_at, paid_at, reject_reason,
        created_by, created_at, updated_at)
      values (${no}, ${r.store}, ${r.kind}, ${r.amount}::numeric, ${r.settlement}, ${r.reason}, ${status}, ${handled ? (paidAt ? '出纳 王丽' : '财务专员') : null},
        ${paidAt ?? handled}, ${paidAt}, ${status === DIAL_STATUS.rejected ? REJECT : null}, 'admin', ${created}, ${paidAt ?? handled ?? created})`.execute(db);
  }
}

export const step: SeedStep = { order: 871, run: seedDisbursements };
