import { fromCents, toCents } from '../format/cents.js';
import { defineEnum } from './define.js';

/**
 * The monthly pay sheet of /craftsman/salaryManagement (issue 14, H3a): one source for the server,
 * the seed and the pages.
 */

/** 工资结算: a store's month is computed, reviewed, then settled (locked: nothing touching it changes). */
export const WageSettlementStatus = defineEnum([
  { value: 0, label: '已计算', labelEn: 'computed', color: 'blue' },
  { value: 1, label: '已复核', labelEn: 'reviewed', color: 'gold' },
  { value: 2, label: '已结算', labelEn: 'settled', color: 'green' },
]);
export const WAGE_SETTLED = 2;

/** Salary levels: spec prefix D (craftsmen's salary level) and T (managers' salary level). */
export const SalaryLevelKind = defineEnum([
  { value: 0, label: '手艺人薪资等级(D)', labelEn: 'craftsman salary level (D)' },
  { value: 1, label: '管理者薪资等级(T)', labelEn: 'manager salary level (T)' },
]);
/** A salary level code: D1..D99, T1..T99. */
export const SALARY_LEVEL_RE = /^[DT][1-9][0-9]?$/;

/** A commission line: the commission of an order item served, or the clawback of a refund (negative). */
export const CommissionLineKind = defineEnum([
  { value: 0, label: '服务提成', labelEn: 'service commission', color: 'green' },
  { value: 1, label: '退款扣回', labelEn: 'refund clawback', color: 'red' },
]);

/** The lines that add to or deduct from pay (view salary_adjustment_line of the pay-input pages and 租金结算, and 手工调整). */
export const SalaryAdjustmentKind = defineEnum([
  { value: 'recommendCommission', label: '推荐提成', labelEn: 'referral commission' },
  { value: 'recommendReward', label: '推荐奖励', labelEn: 'referral reward' },
  { value: 'teachingCommission', label: '带教提成', labelEn: 'teaching commission' },
  { value: 'bonus', label: '奖金', labelEn: 'bonus' },
  { value: 'auditDeduction', label: '审核扣款', labelEn: 'audit deduction' },
  { value: 'complaintDeduction', label: '投诉扣款', labelEn: 'complaint deduction' },
  { value: 'violation', label: '违规扣款', labelEn: 'violation deduction' },
  { value: 'rent', label: '宿舍租金', labelEn: 'dormitory rent' },
  { value: 'sponsionReward', label: '担保奖励', labelEn: 'guarantee reward' },
  { value: 'sponsionPenalty', label: '担保追责扣款', labelEn: 'guarantee penalty' },
  { value: 'manual', label: '手工调整', labelEn: 'manual adjustment' },
]);

/** A manual adjustment adds to pay (+1) or deducts from it (-1). */
export const AdjustmentSign = defineEnum([
  { value: 1, label: '增加', labelEn: 'add', color: 'green' },
  { value: -1, label: '扣减', labelEn: 'deduct', color: 'red' },
]);

/** Income tax: the monthly allowance (基本减除费用) of the cumulative withholding method. */
export const MONTHLY_TAX_ALLOWANCE = '5000.00';

/**
 * China's comprehensive-income brackets on the year-to-date taxable amount (累计预扣预缴应纳税所得额):
 * up to `upTo` yuan (null: no upper bound) at `rate` percent minus the quick deduction (速算扣除数).
 */
export const TAX_BRACKETS: readonly { upTo: string | null; rate: number; quickDeduction: string }[] = [
  { upTo: '36000.00', rate: 3, quickDeduction: '0.00' },
  { upTo: '144000.00', rate: 10, quickDeduction: '2520.00' },
  { upTo: '300000.00', rate: 20, quickDeduction: '16920.00' },
  { upTo: '420000.00', rate: 25, quickDeduction: '31920.00' },
  { upTo: '660000.00', rate: 30, quickDeduction: '52920.00' },
  { upTo: '960000.00', rate: 35, quickDeduction: '85920.00' },
  { upTo: null, rate: 45, quickDeduction: '181920.00' },
];

/**
 * The year-to-date tax on a year-to-date taxable amount (exact, rounded half up to the fen):
 * taxable × rate − quick deduction of the bracket it falls in; 0 for nothing taxable.
 */
export function cumulativeTax(ytdTaxable: string): { rate: number; quickDeduction: string; tax: string } {
  const cents = toCents(ytdTaxable);
  if (cents <= 0n) return { rate: 3, quickDeduction: '0.00', tax: '0.00' };
  const bracket = TAX_BRACKETS.find((b) => b.upTo === null || cents <= toCents(b.upTo))!;
  // cents × rate / 100, half up, then minus the quick deduction.
  const taxed = (cents * BigInt(bracket.rate) + 50n) / 100n - toCents(bracket.quickDeduction);
  return { rate: bracket.rate, quickDeduction: bracket.quickDeduction, tax: fromCents(taxed < 0n ? 0n : taxed) };
}
