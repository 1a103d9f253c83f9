import { CardOrderKind, CardOrderStatus, PayMethod, RefundStatus } from '../../../enums/finance.js';
import { defineResource } from '../../../resource/types.js';
import {
  STORED_VALUE_RANGE_DEFAULT_DAYS,
  STORED_VALUE_RANGE_MAX_DAYS,
  StoredValueOps,
  StoredValuePath,
  cardCustomerJoin as customerJoin,
  cardCustomerMobile as customerMobile,
  cardCustomerName as customerName,
  requiredDateRange as dateRange,
  cardProductLookup as productLookup,
} from './_shared/storedValue.js';

export const PAY_CARD_ORDER_PAGE = '/operate/financial/payCardOrder';

/**
 * /operate/financial/payCardOrder 储值卡订单: cards bought and recharges paid, with their refund:
 * requested (退款中) → approved → refunded (the principal paid and the bonus granted leave the
 * card by a 退款 ledger row), or rejected (back to 已支付). Hand-written steps (server modules/operate/financial/payCardOrder.ts).
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
    { key: 'refundRequestedById', column: 'refund_requested_by_id', label: '退款申请人ID', type: 'int', detail: false },
    { key: 'cardId', column: 'card_id', label: '会员卡ID', type: 'int', detail: false },
    { key: 'customerId', column: 'customer_id', label: '顾客ID', type: 'int', detail: false },
  ],
});
