import { z } from 'zod';
import { idSchema, intSchema, textSchema } from '../../../../api/zod.js';
import { fromCents, toCents } from '../../../../format/cents.js';
import type { FieldDef } from '../../../../resource/types.js';
import { validateMobile } from '../../../../validators/phone.js';
import { OrderPath } from './orders.js';

/**
 * Card products and the other finance orders of /operate/financial: U cards (period passes) and
 * their visits, single-visit cards, gift cards, the craftsmen's bonus pool and customers' tips.
 */

/** How many days each U card type is valid, its first day included. */
export const UCARD_DAYS: Record<number, number> = { 1: 30, 2: 90, 3: 365 };

export const UcardPath = {
  list: '/mgt/ulcard/queryUlcardOrderPage',
  detail: '/mgt/ulcard/getUlcardOrderDetail',
  export: '/mgt/ulcard/exportUlcardOrder',
  /** What a refund of the card would give back today (GET ?id), or why it is refused. */
  refundQuote: '/mgt/ulcard/refund/quote',
  refundApply: '/mgt/ulcard/refund/apply',
  refundApprove: '/mgt/ulcard/refund/approve',
  refundReject: '/mgt/ulcard/refund/reject',
  refundComplete: '/mgt/ulcard/refund/complete',
  recordList: '/mgt/ulcard/queryUlcardRecordPage',
  recordDetail: '/mgt/ulcard/getUlcardRecordDetail',
  recordExport: '/mgt/ulcard/exportUlcardRecord',
} as const;

export const UcardOps = {
  export: 'financial:ulcard:export',
  viewMobile: 'financial:ulcard:viewMobile',
  refundApply: 'financial:ulcard:refundApply',
  refundAudit: 'financial:ulcard:refundAudit',
  refundComplete: 'financial:ulcard:refundComplete',
} as const;

export const SingleCardPath = {
  list: '/mgt/singleCard/querySingleCardOrderPage',
  detail: '/mgt/singleCard/getSingleCardOrderDetail',
  export: '/mgt/singleCard/exportSingleCardOrder',
  transition: '/mgt/singleCard/changeStatus',
} as const;
export const SingleCardOps = {
  export: 'financial:singleCard:export',
  viewMobile: 'financial:singleCard:viewMobile',
  /** Asks for a refund of an unused card (退款中). */
  refundApply: 'financial:singleCard:refundApply',
  /** Confirms (退款) or rejects a refund asked for. */
  refund: 'financial:singleCard:refund',
} as const;

export const GiftCardPath = {
  list: '/mgt/giftCard/queryGiftCardPage',
  detail: '/mgt/giftCard/getGiftCardDetail',
  export: '/mgt/giftCard/exportGiftCard',
  transition: '/mgt/giftCard/changeStatus',
} as const;
export const GiftCardOps = { export: 'financial:giftCard:export', viewMobile: 'financial:giftCard:viewMobile', void: 'financial:giftCard:void' } as const;

export const BonusPoolPath = {
  list: '/mgt/bonusPool/queryBonusPoolOrderPage',
  detail: '/mgt/bonusPool/getBonusPoolOrderDetail',
  export: '/mgt/bonusPool/exportBonusPoolOrder',
  /** One store-month: its rows, what is unsettled and the sum (GET ?storeId&month). */
  monthSummary: '/mgt/bonusPool/monthSummary',
  settle: '/mgt/bonusPool/settle',
} as const;
export const BonusPoolOps = { export: 'financial:bonusPool:export', settle: 'financial:bonusPool:settle' } as const;

export const RewardPath = {
  list: '/mgt/reward/queryRewardPage',
  detail: '/mgt/reward/getRewardDetail',
  export: '/mgt/reward/exportReward',
} as const;
export const RewardOps = { export: 'financial:reward:export', viewMobile: 'financial:reward:viewMobile' } as const;

/**
 * The U-card refund rule (shown on the page, applied by the server when the refund is asked for):
 * - a card never used, or whose validity has not begun, gives back all that was paid;
 * - a card used at least once gives back what was paid for the days left after today:
 *   paid × (valid_to − today) ÷ (valid_to − valid_from + 1), rounded down to the cent;
 * - an expired card, or a used one with nothing left (its last day), is refused.
 */
export const UCARD_REFUND_RULE =
  '未使用（或尚未生效）的U卡全额退款；已使用的U卡按剩余天数折算：实付金额 × 今天之后的剩余天数 ÷ 有效总天数，向下取整到分；已过期或已到最后一天的已使用U卡不能退款。';

export type UcardRefundQuote =
  { refundable: true; amount: string; full: boolean; daysLeft: number; totalDays: number; note: string } | { refundable: false; message: string };

/** Days between two YYYY-MM-DD dates (b − a). */
const dayNumber = (date: string) => Math.round(Date.parse(`${date.slice(0, 10)}T00:00:00Z`) / 86_400_000);

/**
 * What a U-card refund gives back on `today` (YYYY-MM-DD, China time): the rule above, in
 * whole cents (bigint), never floats.
 */
export function quoteUcardRefund(card: { paid: string; validFrom: string; validTo: string; useCount: number }, today: string): UcardRefundQuote {
  const from = dayNumber(card.validFrom);
  const to = dayNumber(card.validTo);
  const now = dayNumber(today);
  const totalDays = to - from + 1;
  if (now > to) return { refundable: false, message: `U卡已于 ${card.validTo.slice(0, 10)} 过期，不能退款` };
  if (card.useCount === 0 || now < from) {
    return {
      refundable: true,
      amount: fromCents(toCents(card.paid)),
      full: true,
      daysLeft: Math.min(totalDays, to - now + 1),
      totalDays,
      note: card.useCount === 0 ? '未使用，全额退款' : '尚未生效，全额退款',
    };
  }
  const daysLeft = to - now;
  const cents = (toCents(card.paid) * BigInt(daysLeft)) / BigInt(totalDays);
  if (cents <= 0n) return { refundable: false, message: '该U卡已使用且今天是有效期最后一天，无剩余可退金额' };
  return {
    refundable: true,
    amount: fromCents(cents),
    full: false,
    daysLeft,
    totalDays,
    note: `已使用${card.useCount}次，按剩余${daysLeft}天 / 共${totalDays}天折算`,
  };
}

const reasonText = (label: string) =>
  textSchema({ multiline: true, error: `请填写${label}` })
    .min(1, `请填写${label}`)
    .max(200, `${label}最多200个字`);

export const UcardIdQuery = z.object({ id: idSchema });
export const UcardRefundApplyBody = z.object({ id: idSchema, reason: reasonText('退款原因') });
export const UcardRefundReviewBody = z.object({ id: idSchema });
export const UcardRefundRejectBody = z.object({ id: idSchema, rejectReason: reasonText('驳回原因') });

/** The answer of every U-card refund step. */
export interface UcardRefundStepResult {
  id: number;
  status: number;
  refundStatus: number;
  refundAmount: string;
}

export const BONUS_MONTH_RE = /^\d{4}-(0[1-9]|1[0-2])$/;
export const BonusMonthQuery = z.object({
  storeId: intSchema({ min: 1, error: '请选择门店' }),
  month: textSchema({ error: '请填写结算月份' }).regex(BONUS_MONTH_RE, '结算月份应为 YYYY-MM'),
});
export type BonusMonthQuery = z.infer<typeof BonusMonthQuery>;
export interface BonusMonthSummary {
  storeId: number;
  storeName: string;
  month: string;
  orders: number;
  unsettled: number;
  total: string;
  unsettledTotal: string;
  /** The month has ended: it may be settled. */
  ended: boolean;
}
export interface BonusSettleResult {
  storeId: number;
  month: string;
  settled: number;
  total: string;
}

const craftsmanLookup = {
  table: 'craftsman',
  labelColumn: 'real_name',
  as: 'craftsmanName',
  options: { path: OrderPath.craftsmanOptions, method: 'GET' },
} as const;
const customerJoin = [{ alias: 'cu', table: 'customer', on: 'customer_id' }] as const;
const customerName = { key: 'customerName', column: 'name', from: 'cu', label: '顾客', type: 'text', list: { width: 80 } } satisfies FieldDef;
/** The customer's mobile: masked like the member page, whole with the page's 查看完整号码; found by the whole number only. */
const customerMobile = (from = 'cu', key = 'customerMobile', label = '顾客手机号') =>
  ({
    key,
    column: 'mobile_enc',
    from,
    label,
    type: 'mobile',
    masked: true,
    encrypted: { hashColumn: 'mobile_hash' },
    validate: validateMobile,
    list: { width: 130 },
    filter: 'eq',
    placeholder: '完整的11位手机号',
  }) satisfies FieldDef;
const storeField = { key: 'storeId', label: '门店', type: 'store', list: { width: 140 }, filter: 'eq' } satisfies FieldDef;
const customerId = { key: 'customerId', label: '顾客ID', type: 'int', detail: false } satisfies FieldDef;

/** For the declarations of the pages beside this folder. */
export {
  craftsmanLookup as cardOrderCraftsmanLookup,
  customerJoin as cardOrderCustomerJoin,
  customerName as cardOrderCustomerName,
  customerMobile as cardOrderCustomerMobile,
  storeField as cardOrderStoreField,
  customerId as cardOrderCustomerId,
};
