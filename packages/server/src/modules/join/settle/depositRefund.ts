import { DEPOSIT_REFUND_STATUS, depositRefundContracts, depositRefundPay, depositRefundResource, DepositRefundStatus } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { audit } from '../../../core/audit.js';
import { invalid, refuse } from '../../../core/errors.js';
import type { Database } from '../../../db/schema.js';
import { registerEndpoint } from '../../../engine/endpoint.js';
import { andInScope } from '../../../engine/query.js';
import { registerResource } from '../../../engine/register.js';
import { nextNo } from './_shared/settlement.js';

/** A contract whose deposit may be refunded: ended (its end date passed; renewed ones included) or terminated. */
const REFUNDABLE = sql`(c.status = 2 or c.end_date < (now() at time zone 'Asia/Shanghai')::date)`;

/** amount + deductions within the deposit, compared in exact numeric. */
async function assertWithinDeposit(trx: Kysely<Database>, deposit: string, amount: string, deductions: string): Promise<void> {
  const row = (
    await sql<{ over: boolean; left: string }>`select (${amount}::numeric + ${deductions}::numeric) > ${deposit}::numeric as over,
      greatest(${deposit}::numeric - ${deductions}::numeric, 0)::text as left`.execute(trx)
  ).rows[0];
  if (row.over) throw invalid('amount', `退款金额不能超过保证金减扣款金额（${row.left}元）`);
}

/**
 * /join/settle/depositRefund 保证金退款 (spec §7 depositReturn): query, detail, add, update, delete,
 * audit, export and import from the declaration with the checks here (the contract is the store's, has
 * ended or was terminated, holds a deposit, has no other refund not rejected; amount + deductions within
 * the deposit); 退款 (refund) is its own guarded step; the eligible contracts for the form's select.
 */
export function registerDepositRefund(app: FastifyInstance): void {
  const { db } = app.services;

  registerEndpoint(app, depositRefundContracts, async ({ storeId }, { auth }) => {
    const rows = await sql<{ id: number; name: string; storeId: number; deposit: string }>`
      select c.id, c.contract_no || '（' || s.store_name || '，保证金' || c.deposit::text || '元）' as name, c.store_id as "storeId", c.deposit::text as deposit
      from franchise_contract c join store s on s.id = c.store_id
      where c.deposit > 0 and ${REFUNDABLE}${storeId === undefined ? sql`` : sql` and c.store_id = ${storeId}`}${andInScope(await auth.scope(), 'c.store_id')}
        and not exists (select 1 from franchise_deposit_refund r where r.contract_id = c.id and r.status <> ${DEPOSIT_REFUND_STATUS.rejected})
      order by c.store_id, c.end_date desc`.execute(db);
    return rows.rows;
  });

  registerResource(app, depositRefundResource, {
    async beforeWrite(values, { trx, auth, mode, id }) {
      const row = values as typeof values & Record<string, unknown>;
      const deductions = String(values.deductions ?? '0');
      if (Number(deductions) > 0 && !values.deductionReason) throw invalid('deductionReason', '有扣款时请填写扣款原因');
      if (mode === 'create') {
        const contract = (
          await sql<{ store_id: number; deposit: string; refundable: boolean; contract_no: string }>`
            select c.store_id, c.deposit::text as deposit, ${REFUNDABLE} as refundable, c.contract_no from franchise_contract c where c.id = ${values.contractId!} for update`.execute(
            trx,
          )
        ).rows[0];
        if (!contract) throw invalid('contractId', '协议不存在');
        if (contract.store_id !== values.storeId) throw invalid('contractId', '所选协议不属于该门店');
        if (!contract.refundable) throw invalid('contractId', `协议${contract.contract_no}尚未到期或终止，不能退还保证金`);
        if (Number(contract.deposit) <= 0) throw invalid('contractId', `协议${contract.contract_no}没有保证金`);
        const open = (
          await sql<{ refund_no: string; status: number }>`select refund_no, status from franchise_deposit_refund
            where contract_id = ${values.contractId!} and status <> ${DEPOSIT_REFUND_STATUS.rejected} limit 1`.execute(trx)
        ).rows[0];
        if (open) throw refuse(`协议${contract.contract_no}已有${DepositRefundStatus.labelOf(open.status)}的退款（${open.refund_no}），不能重复申请`);
        await assertWithinDeposit(trx, contract.deposit, String(values.amount), deductions);
        row.deposit = contract.deposit;
        row.refundNo = await nextNo(trx, 'franchise_deposit_refund', 'TB');
        row.status = DEPOSIT_REFUND_STATUS.waiting;
        row.createdBy = auth.name;
        return;
      }
      const before = (
        await sql<{ deposit: string; status: number; amount: string; deductions: string }>`
          select deposit::text as deposit, status, amount::text as amount, deductions::text as deductions from franchise_deposit_refund where id = ${id!}`.execute(
          trx,
        )
      ).rows[0];
      if (!before) throw refuse('退款申请不存在');
      await assertWithinDeposit(trx, before.deposit, String(values.amount ?? before.amount), String(values.deductions ?? before.deductions));
      // A rejected one, corrected, goes back to the auditors.
      if (before.status === DEPOSIT_REFUND_STATUS.rejected) {
        row.status = DEPOSIT_REFUND_STATUS.waiting;
        row.auditor = null;
        row.auditedAt = null;
        row.auditRemark = null;
      }
    },
    async beforeTransition(trx, record, transition) {
      if (transition.action !== 'approve') return;
      // A rejected refund corrected may meet another one of its contract: one not rejected a contract.
      const other = (
        await sql<{ refund_no: string }>`select refund_no from franchise_deposit_refund
          where contract_id = ${record.contractId} and id <> ${record.id} and status in (1, 3) limit 1`.execute(trx)
      ).rows[0];
      if (other) throw refuse(`该协议已有退款（${other.refund_no}），不能再通过`);
    },
  });

  registerEndpoint(app, depositRefundPay, async ({ id, paidOn, voucherUrl }, { auth, request }) => {
    const scope = andInScope(await auth.scope(), 'store_id');
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    if (String(paidOn) > today) throw invalid('paidOn', '退款日期不能晚于今天');
    return db.transaction().execute(async (trx) => {
      const before = (
        await sql<{ status: number; refund_no: string; amount: string; audited_at: Date | null }>`
          select status, refund_no, amount::text as amount, audited_at from franchise_deposit_refund where id = ${id}${scope} for update`.execute(trx)
      ).rows[0];
      if (!before) throw refuse('退款申请不存在');
      if (before.status !== DEPOSIT_REFUND_STATUS.approved)
        throw refuse(`当前状态「${DepositRefundStatus.labelOf(before.status)}」不能退款，只有已通过的申请可以退款`);
      const done = await sql`update franchise_deposit_refund set status = ${DEPOSIT_REFUND_STATUS.refunded}, paid_on = ${String(paidOn)}::date,
          voucher_url = ${String(voucherUrl)}, paid_by = ${auth.name}, paid_at = now(), updated_at = now()
        where id = ${id} and status = ${DEPOSIT_REFUND_STATUS.approved} returning id`.execute(trx);
      if (!done.rows.length) throw refuse('退款申请的状态已变化，请刷新后重试');
      await audit(trx, request, {
        action: 'refundComplete',
        table: 'franchise_deposit_refund',
        recordId: id,
        before: { status: before.status },
        after: { status: DEPOSIT_REFUND_STATUS.refunded, paidOn, voucherUrl, amount: before.amount },
      });
      return { id, status: DEPOSIT_REFUND_STATUS.refunded };
    });
  });
}
