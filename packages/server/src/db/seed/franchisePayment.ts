import { FEE_KIND, PAYMENT_AUDIT } from '@salon/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema.js';
import type { SeedStep } from './context.js';

/**
 * 收款记录's demo data (/join/settle/receipt, issue 16): a year of payments of the 18 franchise stores
 * against their contracts in force: the deposit (保证金) of the franchise contract once, a 管理费 each
 * month (franchise contract) and the rent collected each month (租金代收, rent contract). Older ones
 * approved (a few rejected with their reason), the last
 * month's partly still waiting (what the menu badge counts). Deterministic (one PRNG) and relative to
 * today (China).
 */
const DAY = 86_400_000;
const VOUCHER = 'seed/franchise/payment-voucher.jpg';
const REJECT_REASONS = ['凭证金额与到账金额不符', '凭证不清晰，请重新上传', '付款方与加盟商不一致'];

/** mulberry32: one seed, the same rows every time. */
function prng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const isoDay = (ms: number) => new Date(ms + 8 * 3600_000).toISOString().slice(0, 10);

async function seedFranchisePayments(db: Kysely<Database>): Promise<void> {
  const rand = prng(16_845);
  const now = Date.now();
  const today = isoDay(now);
  const contracts = (
    await sql<{ id: number; store_id: number; kind: number; amount: string; deposit: string; start_date: string; company_name: string }>`
      select c.id, c.store_id, c.kind, c.amount::text as amount, c.deposit::text as deposit, c.start_date::text as start_date, f.company_name
      from franchise_contract c join franchisee f on f.id = c.franchisee_id
      where c.status = 1 and c.kind in (1, 2) and c.start_date <= ${today}::date order by c.store_id, c.kind`.execute(db)
  ).rows;
  type Row = {
    store_id: number;
    contract_id: number;
    fee_kind: number;
    amount: string;
    paid_on: string;
    payer: string;
    method: number;
    status: number;
    remark: string | null;
  };
  const rows: Row[] = [];
  const stores = [...new Set(contracts.map((c) => c.store_id))];
  for (const [si, storeId] of stores.entries()) {
    const franchise = contracts.find((c) => c.store_id === storeId && c.kind === 1);
    const rent = contracts.find((c) => c.store_id === storeId && c.kind === 2);
    if (franchise && Number(franchise.deposit) > 0) {
      const paid = franchise.start_date > isoDay(now - 360 * DAY) ? franchise.start_date : isoDay(now - (330 + si) * DAY);
      rows.push({
        store_id: storeId,
        contract_id: franchise.id,
        fee_kind: FEE_KIND.deposit,
        amount: franchise.deposit,
        paid_on: paid,
        payer: franchise.company_name,
        method: 1,
        status: PAYMENT_AUDIT.approved,
        remark: '加盟保证金',
      });
    }
    // Month m ago (11 … 0): paid on the 5th to the 12th of the month.
    for (let m = 11; m >= 0; m--) {
      const d = new Date(now + 8 * 3600_000);
      const first = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - m, 1);
      const day = 4 + Math.floor(rand() * 8);
      const paidOn = new Date(first + day * DAY).toISOString().slice(0, 10);
      if (paidOn > today) continue;
      const recent = m <= 1;
      const status = () => {
        const r = rand();
        if (recent) return r < 0.3 ? PAYMENT_AUDIT.waiting : r < 0.4 ? PAYMENT_AUDIT.rejected : PAYMENT_AUDIT.approved;
        return r < 0.04 ? PAYMENT_AUDIT.rejected : PAYMENT_AUDIT.approved;
      };
      if (franchise) {
        const fee = (3000 + Math.round(rand() * 50) * 100).toFixed(2);
        rows.push({
          store_id: storeId,
          contract_id: franchise.id,
          fee_kind: FEE_KIND.management,
          amount: fee,
          paid_on: paidOn,
          payer: franchise.company_name,
          method: rand() < 0.8 ? 1 : 2,
          status: status(),
          remark: null,
        });
      }
      if (rent) {
        rows.push({
          store_id: storeId,
          contract_id: rent.id,
          fee_kind: FEE_KIND.rent,
          amount: (Number(rent.amount) / 12).toFixed(2),
          paid_on: paidOn,
          payer: rent.company_name,
          method: 1,
          status: status(),
          remark: '代收当月租金',
        });
      }
    }
  }
  rows.sort((a, b) => (a.paid_on === b.paid_on ? a.store_id - b.store_id : a.paid_on < b.paid_on ? -1 : 1));
  for (const [i, r] of rows.entries()) {
    const done = r.status !== PAYMENT_AUDIT.waiting;
    const auditedAt = new Date(Math.min(now - 3600_000, Date.parse(`${r.paid_on}T10:00:00+08:00`) + 2 * DAY));
    await sql`insert into franchise_payment (payment_no, store_id, contract_id, fee_kind, amount, paid_on, payer, method, voucher_url, remark,
        audit_status, auditor, audited_at, audit_remark, created_by, created_at, updated_at)
      values (${`SK${r.paid_on.replaceAll('-', '')}${String(i + 1).padStart(4, '0')}`}, ${r.store_id}, ${r.contract_id}, ${r.fee_kind}, ${r.amount}::numeric,
        ${r.paid_on}::date, ${r.payer}, ${r.method}, ${`/files/${VOUCHER}`}, ${r.remark}, ${r.status}, ${done ? '财务专员' : null}, ${done ? auditedAt : null},
        ${r.status === PAYMENT_AUDIT.rejected ? REJECT_REASONS[i % REJECT_REASONS.length] : null}, 'admin',
        ${`${r.paid_on}T18:00:00+08:00`}::timestamptz, ${done ? auditedAt : `${r.paid_on}T18:00:00+08:00`}::timestamptz)`.execute(db);
  }
}

export const step: SeedStep = { order: 845, run: seedFranchisePayments, files: [{ key: VOUCHER, kind: 'photo' }] };
