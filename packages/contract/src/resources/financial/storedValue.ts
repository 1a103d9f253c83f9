import { z } from 'zod';
import { idSchema } from '../../api/zod.js';
import { CardLedgerKind, CardOrderKind, CardOrderStatus, CardStatus, PayMethod, ReconcileStatus, RefundStatus } from '../../enums/finance.js';
import { isMoney, toCents } from '../../format/cents.js';
import type { FieldDef } from '../../resource/types.js';
import { defineResource } from '../../resource/types.js';
import { validateMobile } from '../../validators/phone.js';

/**
 * Stored value and store finance (/operate/financial, DOMAIN "Members and marketing" and "Orders
 * and finance"): member cards with their ledger, balance adjustments, recharge records, card
 * orders with their refund, daily reconciliation per payment channel, daily business figures.
 */
export const MEMBERSHIP_PAGE = '/operate/financial/membership';
export const BALANCE_PAGE = '/operate/financial/balance';
export const RECHARGE_PAGE = '/operate/financial/recharge';
export const PAY_CARD_ORDER_PAGE = '/operate/financial/payCardOrder';
export const ACCOUNTS_PAGE = '/operate/financial/accounts';
export const BUSINESS_PAGE = '/operate/financial/business';

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
  cardNo: { key: 'cardNo', column: 'card_no', label: '卡号', type: 'text', max: 20, list: { width: 150 }, filter: 'eq' },
  customerName,
  customerMobile,
  productId: { key: 'productId', column: 'product_id', label: '卡种', type: 'int', lookup: productLookup, list: { width: 120 } },
  storeId: { key: 'storeId', column: 'store_id', label: '开卡门店', type: 'store', list: { width: 130 }, filter: 'eq' },
  principal: { key: 'principal', column: 'principal', label: '本金余额', type: 'money', list: { width: 100 }, sortable: true },
  bonus: { key: 'bonus', column: 'bonus', label: '赠送余额', type: 'money', list: { width: 100 }, sortable: true },
  balance: { key: 'balance', column: 'balance', label: '总余额', type: 'money', list: { width: 100 }, sortable: true },
  status: { key: 'status', column: 'status', label: '卡状态', type: 'enum', enum: CardStatus, list: { width: 80 }, filter: 'eq' },
  openedAt: { key: 'openedAt', column: 'opened_at', label: '开卡时间', type: 'datetime', list: { width: 150 } },
  expiresOn: { key: 'expiresOn', column: 'expires_on', label: '有效期至', type: 'date', list: { width: 100 } },
  statusReason: { key: 'statusReason', column: 'status_reason', label: '冻结/解冻原因', type: 'text' },
  statusBy: { key: 'statusBy', column: 'status_by', label: '状态操作人', type: 'text' },
  statusAt: { key: 'statusAt', column: 'status_at', label: '状态变更时间', type: 'datetime' },
  createdAt: { key: 'createdAt', column: 'created_at', label: '建卡时间', type: 'datetime', detail: false },
  customerId: { key: 'customerId', column: 'customer_id', label: '顾客ID', type: 'int', detail: false },
} satisfies Record<string, FieldDef>;

/**
 * /operate/financial/membership 会员卡管理: every member card of the user's stores (by the
 * issuing store), newest first by keyset, the holder's mobile masked unless the user holds
 * 查看完整号码 (and then sealed, as the member page); the detail adds the card's ledger.
 * Head office freezes and unfreezes a card with a reason.
 */
export const memberCardResource = defineResource({
  name: 'memberCard',
  title: '会员卡',
  page: MEMBERSHIP_PAGE,
  table: 'member_card',
  joins: [customerJoin],
  scope: { by: 'store', field: 'storeId' },
  api: {
    list: { path: StoredValuePath.cardList, method: 'POST' },
    detail: { path: StoredValuePath.cardDetail, method: 'GET' },
    export: { path: StoredValuePath.cardExport, method: 'GET' },
    transition: { path: StoredValuePath.cardTransition, method: 'POST' },
  },
  ops: { export: StoredValueOps.cardExport, viewMasked: StoredValueOps.cardViewMobile },
  count: 'capped',
  keyset: { field: 'createdAt' },
  workflow: {
    field: 'status',
    reasonColumn: 'status_reason',
    operatorColumn: 'status_by',
    operatedAtColumn: 'status_at',
    transitions: [
      {
        action: 'freeze',
        label: '冻结',
        from: [0],
        to: 1,
        op: StoredValueOps.freeze,
        reason: { label: '冻结原因', required: true, max: 200 },
        confirm: '冻结后该卡不能充值、消费，确定冻结？',
        danger: true,
      },
      { action: 'unfreeze', label: '解冻', from: [1], to: 0, op: StoredValueOps.unfreeze, reason: { label: '解冻原因', required: true, max: 200 } },
    ],
  },
  // prettier-ignore
  fields: [card.cardNo, card.customerMobile, card.storeId, card.status, card.customerName, card.productId, card.principal, card.bonus, card.balance, card.openedAt, card.expiresOn, card.statusReason, card.statusBy, card.statusAt, card.createdAt, card.customerId],
});

/**
 * /operate/financial/balance 余额管理: the cards with their balances (largest total first) and
 * 调整余额: a principal and/or bonus delta with a reason, written as an 调整 ledger row.
 */
export const cardBalanceResource = defineResource({
  name: 'cardBalance',
  title: '卡余额',
  page: BALANCE_PAGE,
  table: 'member_card',
  joins: [customerJoin],
  scope: { by: 'store', field: 'storeId' },
  api: { list: { path: StoredValuePath.balanceList, method: 'POST' }, detail: { path: StoredValuePath.balanceDetail, method: 'GET' } },
  ops: { viewMasked: StoredValueOps.balanceViewMobile },
  extraOps: [{ code: StoredValueOps.adjust, name: '调整余额' }],
  count: 'capped',
  defaultSort: { field: 'balance', dir: 'desc' },
  // prettier-ignore
  fields: [
    card.cardNo,
    card.customerMobile,
    card.storeId,
    card.status,
    card.customerName,
    card.productId,
    { ...card.principal, filter: 'range' },
    card.bonus,
    card.balance,
    { ...card.expiresOn, list: { width: 100 } },
    { ...card.createdAt, detail: false },
    card.customerId,
  ],
});

/**
 * /operate/financial/recharge 充值记录: the ledger's recharge rows (a card bought or topped up):
 * the store, card, holder, money paid (into the principal), bonus granted, payment method, time.
 * The date range is required, the last 7 days to start with, at most 93 days.
 */
export const rechargeRecordResource = defineResource({
  name: 'rechargeRecord',
  title: '充值记录',
  page: RECHARGE_PAGE,
  table: 'card_ledger',
  joins: [customerJoin, { alias: 'mc', table: 'member_card', on: 'card_id' }],
  scope: { by: 'store', field: 'storeId', since: 'createdAt' },
  api: {
    list: { path: StoredValuePath.rechargeList, method: 'POST' },
    detail: { path: StoredValuePath.rechargeDetail, method: 'GET' },
    export: { path: StoredValuePath.rechargeExport, method: 'GET' },
  },
  ops: { export: StoredValueOps.rechargeExport, viewMasked: StoredValueOps.rechargeViewMobile },
  extraOps: [{ code: StoredValueOps.recharge, name: '门店充值' }],
  count: 'capped',
  keyset: { field: 'createdAt' },
  // prettier-ignore
  fields: [
    { key: 'createdAt', column: 'created_at', label: '充值时间', type: 'datetime', list: { width: 150 }, sortable: true, ...dateRange(STORED_VALUE_RANGE_DEFAULT_DAYS, STORED_VALUE_RANGE_MAX_DAYS) },
    { key: 'storeId', column: 'store_id', label: '充值门店', type: 'store', list: { width: 130 }, filter: 'eq' },
    { key: 'cardNo', column: 'card_no', from: 'mc', label: '卡号', type: 'text', list: { width: 150 }, filter: 'eq' },
    customerMobile,
    { key: 'payMethod', column: 'pay_method', label: '支付方式', type: 'enum', enum: PayMethod, list: { width: 90 }, filter: 'eq' },
    customerName,
    { key: 'principalDelta', column: 'principal_delta', label: '实付金额（入本金）', type: 'money', list: { width: 130 } },
    { key: 'bonusDelta', column: 'bonus_delta', label: '赠送金额', type: 'money', list: { width: 90 } },
    { key: 'principalAfter', column: 'principal_after', label: '充值后本金', type: 'money', list: { width: 100 } },
    { key: 'bonusAfter', column: 'bonus_after', label: '充值后赠送', type: 'money', list: { width: 100 } },
    { key: 'remark', column: 'remark', label: '说明', type: 'text', list: { width: 120, ellipsis: true } },
    { key: 'operator', column: 'operator', label: '经办人', type: 'text', list: { width: 90 } },
    { key: 'cardId', column: 'card_id', label: '会员卡ID', type: 'int', detail: false },
    { key: 'kind', column: 'kind', label: '类型', type: 'enum', enum: CardLedgerKind, detail: false },
    { key: 'customerId', column: 'customer_id', label: '顾客ID', type: 'int', detail: false },
  ],
});

/**
 * /operate/financial/payCardOrder 储值卡订单: cards bought and recharges paid, with their refund:
 * requested (退款中) → approved → refunded (the principal paid and the bonus granted leave the
 * card by a 退款 ledger row), or rejected (back to 已支付). Hand-written steps (modules/financial).
 */
export const cardOrderResource = defineResource({
  name: 'cardOrder',
  title: '储值卡订单',
  page: PAY_CARD_ORDER_PAGE,
  table: 'card_order',
  joins: [customerJoin, { alias: 'mc', table: 'member_card', on: 'card_id' }],
  scope: { by: 'store', field: 'storeId', since: 'createdAt' },
  api: {
    list: { path: StoredValuePath.cardOrderList, method: 'POST' },
    detail: { path: StoredValuePath.cardOrderDetail, method: 'GET' },
    export: { path: StoredValuePath.cardOrderExport, method: 'GET' },
  },
  ops: { export: StoredValueOps.cardOrderExport, viewMasked: StoredValueOps.cardOrderViewMobile },
  extraOps: [
    { code: StoredValueOps.refundApply, name: '申请退款' },
    { code: StoredValueOps.refundAudit, name: '退款审核' },
    { code: StoredValueOps.refundComplete, name: '确认退款' },
  ],
  count: 'capped',
  keyset: { field: 'createdAt' },
  // prettier-ignore
  fields: [
    { key: 'orderNo', column: 'order_no', label: '订单号', type: 'text', max: 24, list: { width: 170 }, filter: 'eq' },
    { key: 'storeId', column: 'store_id', label: '门店', type: 'store', list: { width: 130 }, filter: 'eq' },
    { key: 'createdAt', column: 'created_at', label: '下单时间', type: 'datetime', list: { width: 150 }, sortable: true, ...dateRange(STORED_VALUE_RANGE_DEFAULT_DAYS, STORED_VALUE_RANGE_MAX_DAYS) },
    { key: 'status', column: 'status', label: '订单状态', type: 'enum', enum: CardOrderStatus, list: { width: 80 }, filter: 'eq' },
    customerMobile,
    { key: 'kind', column: 'kind', label: '类型', type: 'enum', enum: CardOrderKind, list: { width: 70 }, filter: 'eq' },
    customerName,
    { key: 'productId', column: 'product_id', label: '卡种', type: 'int', lookup: productLookup, list: { width: 120 } },
    { key: 'cardNo', column: 'card_no', from: 'mc', label: '卡号', type: 'text', list: { width: 150 } },
    { key: 'paid', column: 'paid', label: '实付金额', type: 'money', list: { width: 100 } },
    { key: 'bonus', column: 'bonus', label: '赠送金额', type: 'money', list: { width: 90 } },
    { key: 'payMethod', column: 'pay_method', label: '支付方式', type: 'enum', enum: PayMethod, list: { width: 90 }, filter: 'eq' },
    { key: 'paidAt', column: 'paid_at', label: '支付时间', type: 'datetime' },
    { key: 'refundStatus', column: 'refund_status', label: '退款审核', type: 'enum', enum: RefundStatus, list: { width: 90 } },
    { key: 'refundReason', column: 'refund_reason', label: '退款原因', type: 'text' },
    { key: 'refundRequestedBy', column: 'refund_requested_by', label: '退款申请人', type: 'text' },
    { key: 'refundRequestedAt', column: 'refund_requested_at', label: '申请时间', type: 'datetime' },
    { key: 'refundApprovedBy', column: 'refund_approved_by', label: '审核人', type: 'text' },
    { key: 'refundApprovedAt', column: 'refund_approved_at', label: '审核时间', type: 'datetime' },
    { key: 'refundedBy', column: 'refunded_by', label: '退款人', type: 'text' },
    { key: 'refundedAt', column: 'refunded_at', label: '退款时间', type: 'datetime' },
    { key: 'rejectReason', column: 'reject_reason', label: '驳回原因', type: 'text' },
    { key: 'cardId', column: 'card_id', label: '会员卡ID', type: 'int', detail: false },
    { key: 'customerId', column: 'customer_id', label: '顾客ID', type: 'int', detail: false },
  ],
});

/**
 * /operate/financial/accounts 对账管理: per store, day and payment channel, what the system took
 * (orders' payments, card orders) against the channel's statement; 处理差异 settles a difference
 * with a note (有差异 → 已处理).
 */
export const reconciliationResource = defineResource({
  name: 'reconciliation',
  title: '对账单',
  page: ACCOUNTS_PAGE,
  table: 'reconciliation',
  scope: { by: 'store', field: 'storeId', since: 'bizDate' },
  api: {
    list: { path: StoredValuePath.reconcileList, method: 'POST' },
    detail: { path: StoredValuePath.reconcileDetail, method: 'GET' },
    export: { path: StoredValuePath.reconcileExport, method: 'GET' },
    transition: { path: StoredValuePath.reconcileTransition, method: 'POST' },
  },
  ops: { export: StoredValueOps.reconcileExport },
  keyset: { field: 'bizDate' },
  workflow: {
    field: 'status',
    reasonColumn: 'note',
    operatorColumn: 'handled_by',
    operatedAtColumn: 'handled_at',
    transitions: [
      { action: 'resolve', label: '处理差异', from: [2], to: 3, op: StoredValueOps.reconcileResolve, reason: { label: '处理说明', required: true, max: 200 } },
    ],
  },
  // prettier-ignore
  fields: [
    { key: 'bizDate', column: 'biz_date', label: '对账日期', type: 'date', list: { width: 110 }, sortable: true, ...dateRange(STORED_VALUE_RANGE_DEFAULT_DAYS, STORED_VALUE_RANGE_MAX_DAYS) },
    { key: 'storeId', column: 'store_id', label: '门店', type: 'store', list: { width: 130 }, filter: 'eq' },
    { key: 'channel', column: 'channel', label: '支付渠道', type: 'enum', enum: PayMethod, list: { width: 90 }, filter: 'eq' },
    { key: 'status', column: 'status', label: '对账状态', type: 'enum', enum: ReconcileStatus, list: { width: 90 }, filter: 'eq' },
    { key: 'systemAmount', column: 'system_amount', label: '系统金额', type: 'money', list: { width: 110 } },
    { key: 'statementAmount', column: 'statement_amount', label: '渠道账单金额', type: 'money', list: { width: 110 } },
    { key: 'difference', column: 'difference', label: '差额', type: 'money', list: { width: 100 }, sortable: true },
    { key: 'note', column: 'note', label: '处理说明', type: 'text', list: { width: 160, ellipsis: true } },
    { key: 'handledBy', column: 'handled_by', label: '处理人', type: 'text', list: { width: 80 } },
    { key: 'handledAt', column: 'handled_at', label: '处理时间', type: 'datetime' },
  ],
});

/**
 * /operate/financial/business 营业流水: each store's day: service orders and their revenue (of it
 * paid by stored-value card), recharges, cards sold, refunds given back, and the net taken in
 * (revenue - card-paid + recharges + card sales - refunds). Computed from the records.
 */
export const storeBusinessDayResource = defineResource({
  name: 'storeBusinessDay',
  title: '营业流水',
  page: BUSINESS_PAGE,
  table: 'store_business_day',
  joins: [{ alias: 'st', table: 'store', on: 'store_id' }],
  scope: { by: 'store', field: 'storeId', since: 'bizDate' },
  api: {
    list: { path: StoredValuePath.businessList, method: 'POST' },
    detail: { path: StoredValuePath.businessDetail, method: 'GET' },
    export: { path: StoredValuePath.businessExport, method: 'GET' },
  },
  ops: { export: StoredValueOps.businessExport },
  keyset: { field: 'bizDate' },
  // prettier-ignore
  fields: [
    { key: 'bizDate', column: 'biz_date', label: '营业日期', type: 'date', list: { width: 110 }, sortable: true, ...dateRange(BUSINESS_RANGE_DEFAULT_DAYS, BUSINESS_RANGE_MAX_DAYS) },
    { key: 'storeId', column: 'store_id', label: '门店', type: 'store', list: { width: 130 }, filter: 'eq' },
    { key: 'districtId', column: 'district_id', from: 'st', label: '区域', type: 'district', lookup: { table: 'area', labelColumn: 'name', as: 'districtName' }, list: { width: 90 }, filter: 'eq' },
    { key: 'orderCount', column: 'order_count', label: '服务单数', type: 'int', list: { width: 90 }, sortable: true },
    { key: 'serviceRevenue', column: 'service_revenue', label: '服务营收', type: 'money', list: { width: 110 }, sortable: true },
    { key: 'cardConsumed', column: 'card_consumed', label: '其中储值卡支付', type: 'money', list: { width: 120 } },
    { key: 'rechargeAmount', column: 'recharge_amount', label: '充值', type: 'money', list: { width: 100 } },
    { key: 'cardSales', column: 'card_sales', label: '售卡', type: 'money', list: { width: 100 } },
    { key: 'refundAmount', column: 'refund_amount', label: '退款', type: 'money', list: { width: 100 } },
    { key: 'netAmount', column: 'net_amount', label: '净收款', type: 'money', list: { width: 110 }, sortable: true },
    { key: 'updatedAt', column: 'updated_at', label: '统计时间', type: 'datetime' },
  ],
});

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
  z
    .string({ error: `请填写${label}` })
    .trim()
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
  payMethod: z.coerce.number().refine((v) => CARD_ORDER_PAY_METHODS.includes(v), '支付方式的取值不正确'),
  remark: z.string().trim().max(200, '说明最多200个字').nullish(),
});
export type CardRechargeBody = z.infer<typeof CardRechargeBody>;

export const CardRefundApplyBody = z.object({ orderId: idSchema, reason: reasonText('退款原因') });
export const CardRefundReviewBody = z.object({ orderId: idSchema });
export const CardRefundRejectBody = z.object({ orderId: idSchema, rejectReason: reasonText('驳回原因') });

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
