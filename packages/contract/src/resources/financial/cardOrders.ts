import { z } from 'zod';
import { idSchema } from '../../api/zod.js';
import {
  BonusSettleStatus,
  GiftCardStatus,
  PayMethod,
  RefundStatus,
  RewardChannel,
  RewardStatus,
  SingleCardStatus,
  UcardOrderStatus,
  UcardType,
} from '../../enums/finance.js';
import { fromCents, toCents } from '../../format/cents.js';
import type { FieldDef } from '../../resource/types.js';
import { defineResource } from '../../resource/types.js';
import { validateMobile } from '../../validators/phone.js';
import { ITEM_OPTIONS } from '../operate/items.js';
import { OrderPath } from './order.js';

/**
 * Card products and the other finance orders of /operate/financial: U cards (period passes) and
 * their visits, single-visit cards, gift cards, the craftsmen's bonus pool and customers' tips.
 */
export const ULCARD_ORDER_PAGE = '/operate/financial/ulcardOrder';
export const ULCARD_RECORD_PAGE = '/operate/financial/ulcardRecord';
export const SINGLE_CARD_PAGE = '/operate/financial/singlesCardOrder';
export const GIFT_CARD_PAGE = '/operate/financial/giftCard';
export const BONUS_POOL_PAGE = '/operate/financial/bonusPoolOrderList';
export const REWARD_PAGE = '/operate/financial/rewardQuery';

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
  z
    .string({ error: `请填写${label}` })
    .trim()
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
  storeId: z.coerce.number({ error: '请选择门店' }).int('请选择门店').positive('请选择门店'),
  month: z.string({ error: '请填写结算月份' }).trim().regex(BONUS_MONTH_RE, '结算月份应为 YYYY-MM'),
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
const storeField = { key: 'storeId', column: 'store_id', label: '门店', type: 'store', list: { width: 140 }, filter: 'eq' } satisfies FieldDef;
const customerId = { key: 'customerId', column: 'customer_id', label: '顾客ID', type: 'int', detail: false } satisfies FieldDef;

/** /operate/financial/ulcardOrder: U-card purchases and their refunds (request → approve / reject → refunded; hand-written steps). */
export const ucardOrderResource = defineResource({
  name: 'ucardOrder',
  title: 'U卡订单',
  page: ULCARD_ORDER_PAGE,
  table: 'ucard_order',
  joins: customerJoin,
  scope: { by: 'store', field: 'storeId', since: 'paidAt' },
  api: { list: { path: UcardPath.list, method: 'POST' }, detail: { path: UcardPath.detail, method: 'GET' }, export: { path: UcardPath.export, method: 'GET' } },
  ops: { export: UcardOps.export, viewMasked: UcardOps.viewMobile },
  extraOps: [
    { code: UcardOps.refundApply, name: '申请退款' },
    { code: UcardOps.refundAudit, name: '退款审核' },
    { code: UcardOps.refundComplete, name: '确认退款' },
  ],
  count: 'exact',
  keyset: { field: 'paidAt' },
  // prettier-ignore
  fields: [
    { key: 'orderNo', column: 'order_no', label: '订单号', type: 'text', max: 24, list: { width: 170 }, filter: 'eq' },
    customerMobile(),
    storeField,
    { key: 'status', column: 'status', label: '订单状态', type: 'enum', enum: UcardOrderStatus, list: { width: 90 }, filter: 'eq' },
    { key: 'cardType', column: 'card_type', label: '卡类型', type: 'enum', enum: UcardType, list: { width: 70 }, filter: 'eq' },
    { key: 'paidAt', column: 'paid_at', label: '支付时间', type: 'datetime', list: { width: 150 }, filter: 'dateRange', range: { maxDays: 366 }, sortable: true },
    { key: 'cardNo', column: 'card_no', label: 'U卡卡号', type: 'text', max: 20, list: { width: 130 }, filter: 'eq' },
    { key: 'refundStatus', column: 'refund_status', label: '退款进度', type: 'enum', enum: RefundStatus, list: { width: 80 }, filter: 'eq' },
    customerName,
    { key: 'price', column: 'price', label: '售价', type: 'money', list: { width: 80 } },
    { key: 'paid', column: 'paid', label: '实付金额', type: 'money', list: { width: 90 } },
    { key: 'payMethod', column: 'pay_method', label: '支付方式', type: 'enum', enum: PayMethod, list: { width: 90 } },
    { key: 'validFrom', column: 'valid_from', label: '生效日期', type: 'date', list: { width: 100 } },
    { key: 'validTo', column: 'valid_to', label: '到期日期', type: 'date', list: { width: 100 } },
    { key: 'useCount', column: 'use_count', label: '已用次数', type: 'int', list: { width: 80 } },
    { key: 'refundAmount', column: 'refund_amount', label: '退款金额', type: 'money', list: { width: 90 } },
    { key: 'refundReason', column: 'refund_reason', label: '退款原因', type: 'text', span: 2 },
    { key: 'refundRequestedBy', column: 'refund_requested_by', label: '申请人', type: 'text' },
    { key: 'refundRequestedAt', column: 'refund_requested_at', label: '申请时间', type: 'datetime' },
    { key: 'refundReviewedBy', column: 'refund_reviewed_by', label: '审核人', type: 'text' },
    { key: 'refundReviewedAt', column: 'refund_reviewed_at', label: '审核时间', type: 'datetime' },
    { key: 'rejectReason', column: 'reject_reason', label: '驳回原因', type: 'text' },
    { key: 'refundedBy', column: 'refunded_by', label: '退款人', type: 'text' },
    { key: 'refundedAt', column: 'refunded_at', label: '退款时间', type: 'datetime' },
    customerId,
  ],
});

/** /operate/financial/ulcardRecord: each visit redeemed against a U card. */
export const ucardRecordResource = defineResource({
  name: 'ucardRecord',
  title: 'U卡使用记录',
  page: ULCARD_RECORD_PAGE,
  table: 'ucard_record',
  joins: customerJoin,
  scope: { by: 'store', field: 'storeId', since: 'usedAt' },
  api: {
    list: { path: UcardPath.recordList, method: 'POST' },
    detail: { path: UcardPath.recordDetail, method: 'GET' },
    export: { path: UcardPath.recordExport, method: 'GET' },
  },
  ops: { export: 'financial:ulcardRecord:export', viewMasked: 'financial:ulcardRecord:viewMobile' },
  count: 'exact',
  keyset: { field: 'usedAt' },
  // prettier-ignore
  fields: [
    { key: 'cardNo', column: 'card_no', label: 'U卡卡号', type: 'text', max: 20, list: { width: 130 }, filter: 'eq' },
    storeField,
    { key: 'usedAt', column: 'used_at', label: '使用时间', type: 'datetime', list: { width: 150 }, filter: 'dateRange', range: { defaultDays: 30, maxDays: 93 }, sortable: true },
    { key: 'craftsmanId', column: 'craftsman_id', label: '手艺人', type: 'int', lookup: craftsmanLookup, list: { width: 90 }, filter: 'eq' },
    customerName,
    { ...customerMobile(), filter: undefined },
    { key: 'itemName', column: 'item_name', label: '服务项目', type: 'text', list: { width: 100 } },
    { key: 'orderNo', column: 'order_no', label: '服务订单号', type: 'text', list: { width: 170 } },
    customerId,
  ],
});

/** /operate/financial/singlesCardOrder: single-visit cards; a refund only while unused (engine transition). */
export const singleCardResource = defineResource({
  name: 'singleCardOrder',
  title: '单次卡订单',
  page: SINGLE_CARD_PAGE,
  table: 'single_card_order',
  joins: [...customerJoin, { alias: 'us', table: 'store', on: 'used_store_id' }],
  scope: { by: 'store', field: 'storeId', since: 'createdAt' },
  api: {
    list: { path: SingleCardPath.list, method: 'POST' },
    detail: { path: SingleCardPath.detail, method: 'GET' },
    export: { path: SingleCardPath.export, method: 'GET' },
    transition: { path: SingleCardPath.transition, method: 'POST' },
  },
  ops: { export: SingleCardOps.export, viewMasked: SingleCardOps.viewMobile },
  count: 'exact',
  keyset: { field: 'createdAt' },
  workflow: {
    field: 'status',
    transitions: [
      {
        action: 'refund',
        label: '退款',
        from: [0],
        to: 3,
        op: SingleCardOps.refund,
        reason: { label: '退款原因', required: true, max: 200 },
        confirm: '单次卡未使用，退款后原路退回实付金额，卡失效。',
        danger: true,
      },
    ],
    locked: [1, 2, 3],
    reasonColumn: 'refund_reason',
    operatorColumn: 'refunded_by',
    operatedAtColumn: 'refunded_at',
  },
  // prettier-ignore
  fields: [
    { key: 'orderNo', column: 'order_no', label: '订单号', type: 'text', max: 24, list: { width: 170 }, filter: 'eq' },
    storeField,
    { key: 'status', column: 'status', label: '状态', type: 'enum', enum: SingleCardStatus, list: { width: 80 }, filter: 'eq' },
    { key: 'createdAt', column: 'created_at', label: '购买时间', type: 'datetime', list: { width: 150 }, filter: 'dateRange', range: { maxDays: 366 }, sortable: true },
    customerMobile(),
    { key: 'itemId', column: 'item_id', label: '服务项目', type: 'int', lookup: { table: 'item', labelColumn: 'item_name', as: 'itemName', options: ITEM_OPTIONS }, list: { width: 100 }, filter: 'eq' },
    customerName,
    { key: 'price', column: 'price', label: '售价', type: 'money', list: { width: 80 } },
    { key: 'paid', column: 'paid', label: '实付金额', type: 'money', list: { width: 90 } },
    { key: 'payMethod', column: 'pay_method', label: '支付方式', type: 'enum', enum: PayMethod, list: { width: 90 } },
    { key: 'expiresOn', column: 'expires_on', label: '有效期至', type: 'date', list: { width: 100 } },
    { key: 'usedAt', column: 'used_at', label: '使用时间', type: 'datetime', list: { width: 150 } },
    { key: 'usedStoreName', column: 'store_name', from: 'us', label: '使用门店', type: 'text', list: { width: 120 } },
    { key: 'usedOrderNo', column: 'used_order_no', label: '服务订单号', type: 'text' },
    { key: 'refundReason', column: 'refund_reason', label: '退款原因', type: 'text' },
    { key: 'refundedBy', column: 'refunded_by', label: '退款人', type: 'text' },
    { key: 'refundedAt', column: 'refunded_at', label: '退款时间', type: 'datetime' },
    customerId,
  ],
});

/** /operate/financial/giftCard: gift cards by batch; 作废 (reason required) while nothing of it is spent. */
export const giftCardResource = defineResource({
  name: 'giftCard',
  title: '礼品卡',
  page: GIFT_CARD_PAGE,
  table: 'gift_card',
  joins: [
    { alias: 'bu', table: 'customer', on: 'buyer_id' },
    { alias: 'rc', table: 'customer', on: 'receiver_id' },
  ],
  scope: { by: 'store', field: 'storeId' },
  api: {
    list: { path: GiftCardPath.list, method: 'POST' },
    detail: { path: GiftCardPath.detail, method: 'GET' },
    export: { path: GiftCardPath.export, method: 'GET' },
    transition: { path: GiftCardPath.transition, method: 'POST' },
  },
  ops: { export: GiftCardOps.export, viewMasked: GiftCardOps.viewMobile },
  count: 'exact',
  keyset: { field: 'createdAt' },
  workflow: {
    field: 'status',
    transitions: [
      {
        action: 'void',
        label: '作废',
        from: [0, 1],
        to: 4,
        op: GiftCardOps.void,
        reason: { label: '作废原因', required: true, max: 200 },
        confirm: '作废后礼品卡不能再激活或使用。只有未消费过的礼品卡可以作废。',
        danger: true,
      },
    ],
    locked: [2, 3, 4],
    reasonColumn: 'void_reason',
    operatorColumn: 'voided_by',
    operatedAtColumn: 'voided_at',
  },
  // prettier-ignore
  fields: [
    { key: 'cardNo', column: 'card_no', label: '卡号', type: 'text', max: 20, list: { width: 150 }, filter: 'eq' },
    { key: 'batchNo', column: 'batch_no', label: '批次号', type: 'text', max: 20, list: { width: 110 }, filter: 'eq' },
    { key: 'status', column: 'status', label: '状态', type: 'enum', enum: GiftCardStatus, list: { width: 80 }, filter: 'eq' },
    storeField,
    { ...customerMobile('bu', 'buyerMobile', '购买人手机号'), list: false },
    { key: 'createdAt', column: 'created_at', label: '售出时间', type: 'datetime', list: { width: 150 }, filter: 'dateRange', range: { maxDays: 366 }, sortable: true },
    { key: 'faceValue', column: 'face_value', label: '面值', type: 'money', list: { width: 80 } },
    { key: 'balance', column: 'balance', label: '余额', type: 'money', list: { width: 80 } },
    { key: 'buyerName', column: 'name', from: 'bu', label: '购买人', type: 'text', list: { width: 80 } },
    { key: 'receiverName', column: 'name', from: 'rc', label: '领取人', type: 'text', list: { width: 80 } },
    { key: 'activatedAt', column: 'activated_at', label: '激活时间', type: 'datetime', list: { width: 150 } },
    { key: 'expiresOn', column: 'expires_on', label: '有效期至', type: 'date', list: { width: 100 } },
    { key: 'voidReason', column: 'void_reason', label: '作废原因', type: 'text' },
    { key: 'voidedBy', column: 'voided_by', label: '作废人', type: 'text' },
    { key: 'voidedAt', column: 'voided_at', label: '作废时间', type: 'datetime' },
  ],
});

/** /operate/financial/bonusPoolOrderList: the orders that fed each store's craftsman bonus pool; 结算 per store-month (hand-written). */
export const bonusPoolResource = defineResource({
  name: 'bonusPoolOrder',
  title: '奖金池订单',
  page: BONUS_POOL_PAGE,
  table: 'bonus_pool_order',
  scope: { by: 'store', field: 'storeId', since: 'orderedAt' },
  api: {
    list: { path: BonusPoolPath.list, method: 'POST' },
    detail: { path: BonusPoolPath.detail, method: 'GET' },
    export: { path: BonusPoolPath.export, method: 'GET' },
  },
  ops: { export: BonusPoolOps.export },
  extraOps: [{ code: BonusPoolOps.settle, name: '结算' }],
  count: 'exact',
  keyset: { field: 'orderedAt' },
  // prettier-ignore
  fields: [
    { key: 'orderNo', column: 'order_no', label: '订单号', type: 'text', max: 24, list: { width: 170 }, filter: 'eq' },
    storeField,
    { key: 'month', column: 'month', label: '所属月份', type: 'text', max: 7, list: { width: 80 }, filter: 'eq', placeholder: 'YYYY-MM，如 2026-10' },
    { key: 'settleStatus', column: 'settle_status', label: '结算状态', type: 'enum', enum: BonusSettleStatus, list: { width: 80 }, filter: 'eq' },
    { key: 'craftsmanId', column: 'craftsman_id', label: '手艺人', type: 'int', lookup: craftsmanLookup, list: { width: 90 }, filter: 'eq' },
    { key: 'orderAmount', column: 'order_amount', label: '订单金额', type: 'money', list: { width: 90 } },
    { key: 'poolRate', column: 'pool_rate', label: '入池比例', type: 'percent', scale: 4, list: { width: 80 } },
    { key: 'contribution', column: 'contribution', label: '入池金额', type: 'money', list: { width: 90 } },
    { key: 'orderedAt', column: 'ordered_at', label: '订单时间', type: 'datetime', list: { width: 150 }, sortable: true },
    { key: 'settledBy', column: 'settled_by', label: '结算人', type: 'text', list: { width: 80 } },
    { key: 'settledAt', column: 'settled_at', label: '结算时间', type: 'datetime', list: { width: 150 } },
  ],
});

/** /operate/financial/rewardQuery: customers' tips to craftsmen after a service. */
export const rewardResource = defineResource({
  name: 'reward',
  title: '打赏',
  page: REWARD_PAGE,
  table: 'craftsman_reward',
  joins: customerJoin,
  scope: { by: 'store', field: 'storeId', since: 'rewardedAt' },
  api: {
    list: { path: RewardPath.list, method: 'POST' },
    detail: { path: RewardPath.detail, method: 'GET' },
    export: { path: RewardPath.export, method: 'GET' },
  },
  ops: { export: RewardOps.export, viewMasked: RewardOps.viewMobile },
  count: 'exact',
  keyset: { field: 'rewardedAt' },
  // prettier-ignore
  fields: [
    { key: 'orderNo', column: 'order_no', label: '订单号', type: 'text', max: 24, list: { width: 170 }, filter: 'eq' },
    storeField,
    { key: 'rewardedAt', column: 'rewarded_at', label: '打赏时间', type: 'datetime', list: { width: 150 }, filter: 'dateRange', range: { defaultDays: 30, maxDays: 93 }, sortable: true },
    { key: 'craftsmanId', column: 'craftsman_id', label: '手艺人', type: 'int', lookup: craftsmanLookup, list: { width: 90 }, filter: 'eq' },
    customerMobile(),
    { key: 'channel', column: 'channel', label: '打赏渠道', type: 'enum', enum: RewardChannel, list: { width: 90 }, filter: 'eq' },
    { key: 'status', column: 'status', label: '状态', type: 'enum', enum: RewardStatus, list: { width: 80 }, filter: 'eq' },
    customerName,
    { key: 'amount', column: 'amount', label: '打赏金额', type: 'money', list: { width: 90 } },
    { key: 'rewardNo', column: 'reward_no', label: '打赏单号', type: 'text', list: { width: 170 } },
    { key: 'returnedAt', column: 'returned_at', label: '退回时间', type: 'datetime' },
    { key: 'returnReason', column: 'return_reason', label: '退回原因', type: 'text' },
    customerId,
  ],
});
