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
    { key: 'orderNo', label: '订单号', type: 'text', max: 24, list: { width: 170 }, filter: 'eq' },
    customerMobile(),
    storeField,
    { key: 'status', label: '订单状态', type: 'enum', enum: UcardOrderStatus, list: { width: 90 }, filter: 'eq' },
    { key: 'cardType', label: '卡类型', type: 'enum', enum: UcardType, list: { width: 70 }, filter: 'eq' },
    { key: 'paidAt', label: '支付时间', type: 'datetime', list: { width: 150 }, filter: 'dateRange', range: { maxDays: 366 }, sortable: true },
    { key: 'cardNo', label: 'U卡卡号', type: 'text', max: 20, list: { width: 130 }, filter: 'eq' },
    { key: 'refundStatus', label: '退款进度', type: 'enum', enum: RefundStatus, list: { width: 80 }, filter: 'eq' },
    customerName,
    { key: 'price', label: '售价', type: 'money', list: { width: 80 } },
    { key: 'paid', label: '实付金额', type: 'money', list: { width: 90 } },
    { key: 'payMethod', label: '支付方式', type: 'enum', enum: PayMethod, list: { width: 90 } },
    { key: 'validFrom', label: '生效日期', type: 'date', list: { width: 100 } },
    { key: 'validTo', label: '到期日期', type: 'date', list: { width: 100 } },
    { key: 'useCount', label: '已用次数', type: 'int', list: { width: 80 } },
    { key: 'refundAmount', label: '退款金额', type: 'money', list: { width: 90 } },
    { key: 'refundReason', label: '退款原因', type: 'text', span: 2 },
    { key: 'refundRequestedBy', label: '申请人', type: 'text' },
    { key: 'refundRequestedAt', label: '申请时间', type: 'datetime' },
    { key: 'refundRequestedById', label: '申请人ID', type: 'int', detail: false },
    { key: 'refundReviewedBy', label: '审核人', type: 'text' },
    { key: 'refundReviewedAt', label: '审核时间', type: 'datetime' },
    { key: 'rejectReason', label: '驳回原因', type: 'text' },
    { key: 'refundedBy', label: '退款人', type: 'text' },
    { key: 'refundedAt', label: '退款时间', type: 'datetime' },
    customerId,
  ],
});
