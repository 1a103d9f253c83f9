import { z } from 'zod';
import { idSchema, intSchema, textSchema } from '../../../../api/zod.js';
import { CardStatus } from '../../../../enums/finance.js';
import { compareMoney, isMoney, subMoney, toCents } from '../../../../format/cents.js';
import { formatMoney } from '../../../../format/money.js';
import type { FieldDef } from '../../../../resource/types.js';
import { validateMobile } from '../../../../validators/phone.js';

/**
 * Stored value and store finance (/operate/financial, DOMAIN "Members and marketing" and "Orders
 * and finance"): member cards with their ledger, balance adjustments, recharge records, card
 * orders with their refund, daily reconciliation per payment channel, daily business figures.
 */

/** Date-ranged lists start with the last 7 days (as the order list) and span at most 93 days; the business figures a month, a year at most. */
export const STORED_VALUE_RANGE_DEFAULT_DAYS = 7;
export const STORED_VALUE_RANGE_MAX_DAYS = 93;
export const BUSINESS_RANGE_DEFAULT_DAYS = 30;
export const BUSINESS_RANGE_MAX_DAYS = 366;
/** How many of a card's latest ledger rows its detail shows. */
export const CARD_LEDGER_LIMIT = 200;
/** One adjustment moves at most this much (yuan) each way. */
export const ADJUST_MAX_YUAN = 100_000;

export const StoredValuePath = {
  cardList: '/mgt/storedValue/card/queryCardPage',
  cardDetail: '/mgt/storedValue/card/getCardDetail',
  cardExport: '/mgt/storedValue/card/exportCard',
  cardTransition: '/mgt/storedValue/card/updateCardStatus',
  balanceList: '/mgt/storedValue/balance/queryBalancePage',
  balanceDetail: '/mgt/storedValue/balance/getBalanceDetail',
  adjust: '/mgt/storedValue/balance/adjust',
  rechargeList: '/mgt/storedValue/recharge/queryRechargePage',
  rechargeDetail: '/mgt/storedValue/recharge/getRechargeDetail',
  rechargeExport: '/mgt/storedValue/recharge/exportRecharge',
  /** Money added to a card at the counter: a recharge card order and its ledger row. */
  recharge: '/mgt/storedValue/recharge/add',
  cardOrderList: '/order/memberCardOrder/queryPage',
  cardOrderDetail: '/order/memberCardOrder/getDetail',
  cardOrderExport: '/order/memberCardOrder/export',
  refundApply: '/order/memberCardOrder/refund/apply',
  refundApprove: '/order/memberCardOrder/refund/approve',
  refundReject: '/order/memberCardOrder/refund/reject',
  refundComplete: '/order/memberCardOrder/refund/complete',
  /** GET ?orderId: what a refund of the order would take off its card, and whether the card can give it back now. */
  refundQuote: '/order/memberCardOrder/refund/quote',
  reconcileList: '/mgt/reconciliation/queryPage',
  reconcileDetail: '/mgt/reconciliation/getDetail',
  reconcileExport: '/mgt/reconciliation/export',
  reconcileTransition: '/mgt/reconciliation/transition',
  businessList: '/mgt/statistics/storeBusiness/queryPage',
  businessDetail: '/mgt/statistics/storeBusiness/getDetail',
  businessExport: '/mgt/statistics/storeBusiness/export',
} as const;

export const StoredValueOps = {
  cardExport: 'financial:membership:export',
  cardViewMobile: 'financial:membership:viewMobile',
  freeze: 'financial:membership:freeze',
  unfreeze: 'financial:membership:unfreeze',
  balanceViewMobile: 'financial:balance:viewMobile',
  adjust: 'financial:balance:adjust',
  rechargeExport: 'financial:recharge:export',
  rechargeViewMobile: 'financial:recharge:viewMobile',
  recharge: 'financial:recharge:add',
  cardOrderExport: 'financial:payCardOrder:export',
  cardOrderViewMobile: 'financial:payCardOrder:viewMobile',
  refundApply: 'financial:payCardOrder:refundApply',
  refundAudit: 'financial:payCardOrder:refundAudit',
  refundComplete: 'financial:payCardOrder:refundComplete',
  reconcileExport: 'financial:accounts:export',
  reconcileResolve: 'financial:accounts:resolve',
  businessExport: 'financial:business:export',
} as const;

/** How a card order may be paid (not by a stored-value card or a voucher). */
export const CARD_ORDER_PAY_METHODS: readonly number[] = [1, 2, 4, 6];

const customerJoin = { alias: 'cu', table: 'customer', on: 'customer_id' } as const;
const customerName: FieldDef = { key: 'customerName', column: 'name', from: 'cu', label: '顾客', type: 'text', list: { width: 80 } };
const customerMobile: FieldDef = {
  key: 'customerMobile',
  column: 'mobile_enc',
  from: 'cu',
  label: '顾客手机号',
  type: 'mobile',
  masked: true,
  encrypted: { hashColumn: 'mobile_hash' },
  validate: validateMobile,
  list: { width: 130 },
  filter: 'eq',
  placeholder: '完整的11位手机号',
};
const productLookup = { table: 'card_product', labelColumn: 'name', as: 'productName' } as const;
const dateRange = (days: number, maxDays: number) => ({ filter: 'dateRange', range: { required: true, defaultDays: days, maxDays } }) as const;

const card = {
  cardNo: { key: 'cardNo', label: '卡号', type: 'text', max: 20, list: { width: 150 }, filter: 'eq' },
  customerName,
  customerMobile,
  productId: { key: 'productId', label: '卡种', type: 'int', lookup: productLookup, list: { width: 120 } },
  storeId: { key: 'storeId', label: '开卡门店', type: 'store', list: { width: 130 }, filter: 'eq' },
  principal: { key: 'principal', label: '本金余额', type: 'money', list: { width: 100 }, sortable: true },
  bonus: { key: 'bonus', label: '赠送余额', type: 'money', list: { width: 100 }, sortable: true },
  balance: { key: 'balance', label: '总余额', type: 'money', list: { width: 100 }, sortable: true },
  status: { key: 'status', label: '卡状态', type: 'enum', enum: CardStatus, list: { width: 80 }, filter: 'eq' },
  openedAt: { key: 'openedAt', label: '开卡时间', type: 'datetime', list: { width: 150 } },
  expiresOn: { key: 'expiresOn', label: '有效期至', type: 'date', list: { width: 100 } },
  statusReason: { key: 'statusReason', label: '冻结/解冻原因', type: 'text' },
  statusBy: { key: 'statusBy', label: '状态操作人', type: 'text' },
  statusAt: { key: 'statusAt', label: '状态变更时间', type: 'datetime' },
  createdAt: { key: 'createdAt', label: '建卡时间', type: 'datetime', detail: false },
  customerId: { key: 'customerId', label: '顾客ID', type: 'int', detail: false },
} satisfies Record<string, FieldDef>;

/** An amount typed by a user: up to 2 decimals; `signed` lets it be negative (an adjustment). */
const moneyText = (label: string, signed: boolean) =>
  z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim())
    .pipe(
      z
        .string()
        .regex(signed ? /^[+-]?\d{1,10}(\.\d{1,2})?$/ : /^\d{1,10}(\.\d{1,2})?$/, { error: `${label}应为金额，最多2位小数`, abort: true })
        .refine((v) => isMoney(v) && (toCents(v) < 0n ? -toCents(v) : toCents(v)) <= BigInt(ADJUST_MAX_YUAN) * 100n, `${label}不能超过${ADJUST_MAX_YUAN}元`)
        .refine((v) => signed || toCents(v) > 0n, `${label}须大于0`),
    );
const reasonText = (label: string) =>
  textSchema({ multiline: true, error: `请填写${label}` })
    .min(1, `请填写${label}`)
    .max(200, `${label}最多200个字`);

/** 调整余额: a change of the principal and/or the bonus (either may be 0, not both), with a reason. */
export const CardAdjustBody = z
  .object({
    cardId: idSchema,
    principalDelta: moneyText('本金调整', true).optional().default('0'),
    bonusDelta: moneyText('赠送调整', true).optional().default('0'),
    reason: reasonText('调整原因'),
  })
  .refine((b) => toCents(b.principalDelta) !== 0n || toCents(b.bonusDelta) !== 0n, { message: '本金调整与赠送调整不能都为0', path: ['principalDelta'] });
export type CardAdjustBody = z.infer<typeof CardAdjustBody>;

/** 门店充值: money paid into a card's principal, with the bonus granted, by a counter payment method. */
export const CardRechargeBody = z.object({
  cardId: idSchema,
  amount: moneyText('充值金额', false),
  bonus: moneyText('赠送金额', true)
    .optional()
    .default('0')
    .refine((v) => toCents(v) >= 0n, '赠送金额不能为负数'),
  payMethod: intSchema({ error: '支付方式的取值不正确' }).refine((v) => CARD_ORDER_PAY_METHODS.includes(v), '支付方式的取值不正确'),
  remark: textSchema({ multiline: true }).max(200, '说明最多200个字').nullish(),
});
export type CardRechargeBody = z.infer<typeof CardRechargeBody>;

export const CardRefundApplyBody = z.object({ orderId: idSchema, reason: reasonText('退款原因') });
export const CardRefundReviewBody = z.object({ orderId: idSchema });
export const CardRefundRejectBody = z.object({ orderId: idSchema, rejectReason: reasonText('驳回原因') });
export const CardRefundQuoteQuery = z.object({ orderId: idSchema });

/** What refunding a card order takes off its card, the card's balances now and after, and whether it can be done now. */
export interface CardRefundQuote {
  orderId: number;
  orderNo: string;
  cardNo: string;
  /** What leaves the card: the principal the order paid in and the bonus it granted. */
  principal: string;
  bonus: string;
  /** The card's balances now. */
  cardPrincipal: string;
  cardBonus: string;
  /** The card's balances after the refund (negative when it cannot give them back). */
  principalAfter: string;
  bonusAfter: string;
  refundable: boolean;
  /** Why it cannot be refunded now (null when it can). */
  message: string | null;
}

const yuan = (value: string) => `¥${formatMoney(value)}`;

/**
 * The rule of a card-order refund, the same for its preview and for each step that moves money
 * (the request and the confirmation, under the card's lock): the principal paid and the bonus
 * granted must both still be on the card.
 */
export function quoteCardOrderRefund(
  order: { id: number; orderNo: string; paid: string; bonus: string },
  card: { cardNo: string; principal: string; bonus: string },
): CardRefundQuote {
  const refundable = compareMoney(card.principal, order.paid) >= 0 && compareMoney(card.bonus, order.bonus) >= 0;
  return {
    orderId: order.id,
    orderNo: order.orderNo,
    cardNo: card.cardNo,
    principal: order.paid,
    bonus: order.bonus,
    cardPrincipal: card.principal,
    cardBonus: card.bonus,
    principalAfter: subMoney(card.principal, order.paid),
    bonusAfter: subMoney(card.bonus, order.bonus),
    refundable,
    message: refundable
      ? null
      : `卡内余额已不足以退回本单：需退回本金 ${yuan(order.paid)}、赠送 ${yuan(order.bonus)}，会员卡 ${card.cardNo} 现有本金 ${yuan(card.principal)}、赠送 ${yuan(card.bonus)}`,
  };
}

/** One row of a card's ledger, newest first in the card's detail. */
export interface CardLedgerRow {
  id: number;
  kind: number;
  storeId: number;
  storeName: string;
  principalDelta: string;
  bonusDelta: string;
  principalAfter: string;
  bonusAfter: string;
  payMethod: number | null;
  orderNo: string | null;
  remark: string | null;
  operator: string | null;
  createdAt: string;
}
export interface CardDetailLines {
  ledger: CardLedgerRow[];
  /** Rows in the ledger in all (the detail shows the latest CARD_LEDGER_LIMIT). */
  ledgerCount: number;
}

/** The answer of 调整余额 and 门店充值: the card's balances after. */
export interface CardBalanceResult {
  cardId: number;
  ledgerId: number;
  principal: string;
  bonus: string;
  balance: string;
}

/** The answer of every card-order refund step. */
export interface CardRefundStepResult {
  orderId: number;
  status: number;
  refundStatus: number;
}

/** For the declarations of the pages beside this folder. */
export {
  customerJoin as cardCustomerJoin,
  customerName as cardCustomerName,
  customerMobile as cardCustomerMobile,
  productLookup as cardProductLookup,
  dateRange as requiredDateRange,
  card as cardFields,
};
