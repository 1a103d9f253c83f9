import { DEPOSIT_REFUND_STATUS } from '@salon/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema.js';
import type { SeedStep } from './context.js';

/**
 * 保证金退款's demo data (/join/settle/depositRefund, issue 16): refunds of the deposits of contracts that
 * have ended (renewed terms, the one expired unrenewed), in every state: 待审核, 已通过, 已驳回 (with its
 * reason), 已退款 (paid date and voucher); some with deductions. Every fifth eligible contract is left
 * without a refund (open for a new application). Deterministic and relative to today (China).
 */
const VOUCHER = 'seed/franchise/deposit-refund-voucher.jpg';
const REASONS = ['协议到期续签，原保证金退还', '协议到期不再续约，退还保证金', '租赁协议到期，押金退还'];
const DEDUCTIONS: [string, string][] = [
  ['0.00', ''],
  ['1200.00', '门头灯箱损坏赔偿'],
  ['0.00', ''],
  ['3500.50', '欠缴管理费抵扣'],
];
const REJECT = '扣款明细与财务对账不一致，请核对后重新提交';
const STATES = [DEPOSIT_REFUND_STATUS.refunded, DEPOSIT_REFUND_STATUS.waiting, DEPOSIT_REFUND_STATUS.approved, DEPOSIT_REFUND_STATUS.rejected];

async function seedDepositRefunds(db: Kysely<Database>): Promise<void> {
  const contracts = (
    await sql<{ id: number; store_id: number; deposit: string; end_date: string }>`
      select id, store_id, deposit::text as deposit, end_date::text as end_date from franchise_contract
      where deposit > 0 and (status = 2 or end_date < (now() at time zone 'Asia/Shanghai')::date) order by end_date, id`.execute(db)
  ).rows;
  let n = 0;
  for (const [i, c] of contracts.entries()) {
    if (i % 5 === 4) continue;
    const status = STATES[n % STATES.length];
    const [deductions, why] = DEDUCTIONS[Math.floor(n / STATES.length) % DEDUCTIONS.length];
    n++;
    const amount = (Math.round(Number(c.deposit) * 100) - Math.round(Number(deductions) * 100)) / 100;
    const applied = `${c.end_date}T10:00:00+08:00`;
    const after = (days: number) => new Date(Math.min(Date.now() - 3600_000, Date.parse(applied) + days * 86_400_000));
    const audited = status !== DEPOSIT_REFUND_STATUS.waiting;
    const paid = status === DEPOSIT_REFUND_STATUS.refunded;
    const no = `TB${c.end_date.replaceAll('-', '')}${String(n).padStart(4, '0')}`;
    await sql`insert into franchise_deposit_refund (refund_no, store_id, contract_id, deposit, deductions, deduction_reason, amount, reason, status,
        auditor, audited_at, audit_remark, paid_on, voucher_url, paid_by, paid_at, created_by, created_at, updated_at)
      values (${no}, ${c.store_id}, ${c.id}, ${c.deposit}::numeric, ${deductions}::numeric, ${why || null}, ${amount.toFixed(2)}::numeric,
        ${REASONS[n % REASONS.length]}, ${status}, ${audited ? '财务专员' : null}, ${audited ? after(2) : null},
        ${status === DEPOSIT_REFUND_STATUS.rejected ? REJECT : null}, ${paid ? after(5).toISOString().slice(0, 10) : null}::date,
        ${paid ? `/files/${VOUCHER}` : null}, ${paid ? '出纳 王丽' : null}, ${paid ? after(5) : null}, 'admin', ${after(0)}, ${after(paid ? 5 : audited ? 2 : 0)})`.execute(
      db,
    );
  }
}

export const step: SeedStep = { order: 870, run: seedDepositRefunds, files: [{ key: VOUCHER, kind: 'photo' }] };
