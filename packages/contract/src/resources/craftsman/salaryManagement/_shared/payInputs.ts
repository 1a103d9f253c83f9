import { PAY_INPUT_MAX_AMOUNT, PayInputStatus } from '../../../../enums/salaryAdjustments.js';
import { fromCents, toCents } from '../../../../format/cents.js';
import { approvalWorkflow } from '../../../../resource/workflows.js';
import { OrderPath } from '../../../operate/financial/_shared/orders.js';

export * from '../../../../enums/salaryAdjustments.js';

/**
 * What the pay-input pages share (推荐提成, 推荐奖励, 带教提成, 奖金, 审核扣款, 投诉扣款, 违规记录):
 * the craftsman picked from the user's stores, the pay month, the amount, the approval columns.
 * A record belongs to its craftsman's store (written by the server from the craftsman); only an
 * approved one counts in pay, in its month (view salary_adjustment_line).
 */

/** A craftsman of the user's stores, picked by name ([{ id, name }] from the order pages' option list). */
export const payCraftsmanLookup = (as: string) =>
  ({ table: 'craftsman', labelColumn: 'real_name', as, options: { path: OrderPath.craftsmanOptions, method: 'GET' } }) as const;

/** Records waiting for a decision come first in every pay-input list. */
export const AWAITING_PAY_INPUT: readonly number[] = [0];

/** Edited only while waiting: a decided record is locked (its amount is what was approved). */
export const payInputWorkflow = (prefix: string, approveConfirm: string) => ({ ...approvalWorkflow(prefix, { approveConfirm }), locked: [1, 2] });

// prettier-ignore
export const payInputFields = {
  craftsman: { key: 'craftsmanId', label: '手艺人', type: 'int', required: true, lookup: payCraftsmanLookup('craftsmanName'), list: { width: 100 }, form: 'create', filter: 'eq' },
  store: { key: 'storeId', label: '门店', type: 'store', list: { width: 140 }, filter: 'eq' },
  month: { key: 'month', label: '计薪月份', type: 'date', required: true, list: { width: 110 }, form: true, filter: 'dateRange', sortable: true, help: '计入所选日期所在月份的工资（存为该月1日）' },
  amount: { key: 'amount', label: '金额(元)', type: 'money', required: true, min: 0.01, max: PAY_INPUT_MAX_AMOUNT, list: { width: 100 }, form: true, filter: 'range', sortable: true },
  status: { key: 'status', label: '状态', type: 'enum', enum: PayInputStatus, list: { width: 90 }, filter: 'eq' },
  applicant: { key: 'applicant', label: '申请人', type: 'text', list: { width: 90 } },
  reviewer: { key: 'reviewer', label: '审批人', type: 'text', list: { width: 90 } },
  reviewedAt: { key: 'reviewedAt', label: '审批时间', type: 'datetime', list: { width: 160 } },
  reviewRemark: { key: 'reviewRemark', label: '审批意见', type: 'text', list: { width: 160, ellipsis: true } },
  createdAt: { key: 'createdAt', label: '创建时间', type: 'datetime', list: { width: 160 }, filter: 'dateRange', sortable: true },
} as const;

/** The first day of a date's month: '2026-11-17' → '2026-11-01'. */
export const payMonthOf = (date: string): string => `${date.slice(0, 7)}-01`;

/** The commission rate's decimals (numeric(5,4)). */
export const COMMISSION_RATE_SCALE = 4;

/**
 * A commission on a paid amount at a rate of at most 4 decimals, exact and rounded half up to the
 * cent: commissionOf('1000.00', '0.0350') = '35.00', commissionOf('19.90', '0.0125') = '0.25'.
 */
export function commissionOf(paid: string, rate: string): string {
  const match = /^(\d+)(?:\.(\d{1,4}))?$/.exec(rate.trim());
  if (!match) throw new RangeError(`not a rate: '${rate}'`);
  const units = BigInt(match[1]) * 10000n + BigInt((match[2] ?? '').padEnd(4, '0'));
  return fromCents((toCents(paid) * units + 5000n) / 10000n);
}
