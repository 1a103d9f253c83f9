import { z } from 'zod';
import { compareMoney, isMoney, toCents } from '../../../../format/cents.js';
import { formatMoney } from '../../../../format/money.js';

/**
 * Maker-checker on money out (issue 12.17): a refund at or above head office's threshold is
 * approved and confirmed by someone other than the person who asked for it. It holds for every
 * refund: orders (head office's manual refunds included: at or above the threshold one becomes a
 * request that others approve and confirm), stored-value card orders, U cards and single-visit
 * cards. The server checks every step; the pages disable the step with the same words.
 */
export const RefundCheckerPath = {
  /** GET (signed in): the threshold, for the pages that offer refund steps. */
  setting: '/mgt/finance/refundChecker/getSetting',
  /** POST { threshold } (head office, RefundCheckerOps.edit). */
  update: '/mgt/finance/refundChecker/updateSetting',
} as const;

/** The operation of 订单列表 that edits the threshold (head office). */
export const RefundCheckerOps = { edit: 'financial:order:refundCheckerSetting' } as const;

/** The largest threshold that can be set (yuan). */
export const REFUND_CHECKER_MAX_YUAN = 10_000_000;

export interface RefundCheckerSetting {
  /** Refunds of this amount or more need a second person ('0.00': every refund). */
  threshold: string;
  updatedBy: string | null;
  updatedAt: string | null;
}

export const RefundCheckerSettingBody = z.object({
  threshold: z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim())
    .pipe(
      z
        .string({ error: '请填写复核金额' })
        .refine((v) => /^\d{1,10}(\.\d{1,2})?$/.test(v) && isMoney(v), '复核金额应为不小于0的金额，最多2位小数')
        .refine((v) => !isMoney(v) || toCents(v) <= BigInt(REFUND_CHECKER_MAX_YUAN) * 100n, `复核金额不能超过${REFUND_CHECKER_MAX_YUAN}元`),
    ),
});
export type RefundCheckerSettingBody = z.infer<typeof RefundCheckerSettingBody>;

/** Who asked for a refund: the account, and the name (rows from before the account was kept have only the name). */
export interface RefundRequester {
  id: number | null;
  name: string | null;
}

/** The signed-in user taking a step. */
export interface RefundChecker {
  id: number;
  name: string;
}

/** Whether the user is the one who asked for the refund. */
export function isRefundRequester(requester: RefundRequester, user: RefundChecker): boolean {
  return requester.id !== null ? requester.id === user.id : requester.name !== null && requester.name === user.name;
}

/** Whether a refund of `amount` is approved and confirmed by someone other than its requester. */
export const needsSecondPerson = (amount: string, threshold: string): boolean => compareMoney(amount, threshold) >= 0;

/** What the threshold asks for, in words ('退款须由申请人以外的人审核和确认' or from an amount on). */
export const refundCheckerRule = (threshold: string): string =>
  compareMoney(threshold, '0') <= 0 ? '退款须由申请人以外的人审核和确认' : `¥${formatMoney(threshold)} 及以上的退款须由申请人以外的人审核和确认`;

/**
 * The refusal of a step (审核 or 确认退款) the user may not take on this refund, or null when they
 * may: the requester of a refund at or above the threshold neither approves nor confirms it.
 */
export function selfCheckRefusal(
  step: 'approve' | 'complete',
  amount: string,
  threshold: string,
  requester: RefundRequester,
  user: RefundChecker,
): string | null {
  if (!needsSecondPerson(amount, threshold) || !isRefundRequester(requester, user)) return null;
  const what = step === 'approve' ? '退款申请人不能审核自己的申请' : '退款申请人不能确认自己的退款';
  return `${what}：${refundCheckerRule(threshold)}`;
}
