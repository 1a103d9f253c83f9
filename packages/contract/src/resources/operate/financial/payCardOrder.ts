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
    { key: 'orderNo', label: '订单号', type: 'text', max: 24, list: { width: 170 }, filter: 'eq' },
    { key: 'storeId', label: '门店', type: 'store', list: { width: 130 }, filter: 'eq' },
    { key: 'createdAt', label: '下单时间', type: 'datetime', list: { width: 150 }, sortable: true, ...dateRange(STORED_VALUE_RANGE_DEFAULT_DAYS, STORED_VALUE_RANGE_MAX_DAYS) },
    { key: 'status', label: '订单状态', type: 'enum', enum: CardOrderStatus, list: { width: 80 }, filter: 'eq' },
    customerMobile,
    { key: 'kind', label: '类型', type: 'enum', enum: CardOrderKind, list: { width: 70 }, filter: 'eq' },
    customerName,
    { key: 'productId', label: '卡种', type: 'int', lookup: productLookup, list: { width: 120 } },
    { key: 'cardNo', from: 'mc', label: '卡号', type: 'text', list: { width: 150 } },
    { key: 'paid', label: '实付金额', type: 'money', list: { width: 100 } },
    { key: 'bonus', label: '赠送金额', type: 'money', list: { width: 90 } },
    { key: 'payMethod', label: '支付方式', type: 'enum', enum: PayMethod, list: { width: 90 }, filter: 'eq' },
    { key: 'paidAt', label: '支付时间', type: 'datetime' },
    { key: 'refundStatus', label: '退款审核', type: 'enum', enum: RefundStatus, list: { width: 90 } },
    { key: 'refundReason', label: '退款原因', type: 'text' },
    { key: 'refundRequestedBy', label: '退款申请人', type: 'text' },
    { key: 'refundRequestedAt', label: '申请时间', type: 'datetime' },
    { key: 'refundApprovedBy', label: '审核人', type: 'text' },
    { key: 'refundApprovedAt', label: '审核时间', type: 'datetime' },
    { key: 'refundedBy', label: '退款人', type: 'text' },
    { key: 'refundedAt', label: '退款时间', type: 'datetime' },
    { key: 'rejectReason', label: '驳回原因', type: 'text' },
    { key: 'refundRequestedById', label: '退款申请人ID', type: 'int', detail: false },
    { key: 'cardId', label: '会员卡ID', type: 'int', detail: false },
    { key: 'customerId', label: '顾客ID', type: 'int', detail: false },
  ],
});
