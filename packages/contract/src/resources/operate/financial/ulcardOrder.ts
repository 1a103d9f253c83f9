import { PayMethod, RefundStatus, UcardOrderStatus, UcardType } from '../../../enums/finance.js';
import { defineResource } from '../../../resource/types.js';
import {
  UcardOps,
  UcardPath,
  cardOrderCustomerId as customerId,
  cardOrderCustomerJoin as customerJoin,
  cardOrderCustomerMobile as customerMobile,
  cardOrderCustomerName as customerName,
  cardOrderStoreField as storeField,
} from './_shared/cardOrders.js';

export const ULCARD_ORDER_PAGE = '/operate/financial/ulcardOrder';

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
    { key: 'refundRequestedById', column: 'refund_requested_by_id', label: '申请人ID', type: 'int', detail: false },
    { key: 'refundReviewedBy', column: 'refund_reviewed_by', label: '审核人', type: 'text' },
    { key: 'refundReviewedAt', column: 'refund_reviewed_at', label: '审核时间', type: 'datetime' },
    { key: 'rejectReason', column: 'reject_reason', label: '驳回原因', type: 'text' },
    { key: 'refundedBy', column: 'refunded_by', label: '退款人', type: 'text' },
    { key: 'refundedAt', column: 'refunded_at', label: '退款时间', type: 'datetime' },
    customerId,
  ],
});
