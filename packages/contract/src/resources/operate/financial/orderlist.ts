import { defineResource } from '../../../resource/types.js';
import { OrderOps, OrderPath, orderCustomerJoin as customerJoin, orderFields as f } from './_shared/orders.js';
import { RefundCheckerOps } from './_shared/refundChecker.js';

export const ORDER_LIST_PAGE = '/operate/financial/orderlist';

/** The order list shows the last 7 days unless asked otherwise, and at most 93 days (one quarter) at a time. */
export const ORDER_RANGE_DEFAULT_DAYS = 7;
export const ORDER_RANGE_MAX_DAYS = 93;

/**
 * /operate/financial/orderlist: every order of the user's stores within a date range (required,
 * the last 7 days to start with, at most 93 days), newest first by keyset over
 * (created_at desc, id desc), a capped count, a streamed export. The detail adds the items,
 * payments, refunds and the timeline; refunds are hand-written steps (server modules/operate/financial/_shared/refunds.ts).
 */
export const orderResource = defineResource({
  name: 'order',
  title: '订单',
  page: ORDER_LIST_PAGE,
  table: 'customer_order',
  joins: customerJoin,
  scope: { by: 'store', field: 'storeId', since: 'createdAt' },
  api: { list: { path: OrderPath.list, method: 'POST' }, detail: { path: OrderPath.detail, method: 'GET' }, export: { path: OrderPath.export, method: 'GET' } },
  ops: { export: OrderOps.export, viewMasked: OrderOps.viewMobile },
  extraOps: [
    { code: OrderOps.refundApply, name: '申请退款' },
    { code: OrderOps.refundAudit, name: '退款审核' },
    { code: OrderOps.refundComplete, name: '确认退款' },
    { code: OrderOps.manualRefund, name: '手工退款' },
    { code: RefundCheckerOps.edit, name: '退款复核设置' },
  ],
  count: 'capped',
  keyset: { field: 'createdAt' },
  // prettier-ignore
  fields: [
    f.orderNo,
    f.storeId,
    { ...f.createdAt, filter: 'dateRange', range: { required: true, defaultDays: ORDER_RANGE_DEFAULT_DAYS, maxDays: ORDER_RANGE_MAX_DAYS } },
    f.status,
    f.customerMobile,
    f.craftsmanId,
    f.payMethod,
    f.customerName,
    f.amount,
    f.discount,
    f.paid,
    f.refunded,
    f.paidAt,
    f.queuedAt,
    f.startedAt,
    f.finishedAt,
    f.customerId,
  ],
});
