import type { FieldDef } from '../../../resource/types.js';
import { defineResource } from '../../../resource/types.js';
import { OrderPath, orderCustomerJoin as customerJoin, orderFields as f } from './_shared/orders.js';

export const ORDER_QUERY_PAGE = '/operate/financial/order';

/**
 * /operate/financial/order: one order found by its number, or a customer's orders by the whole
 * mobile; the detail holds the timeline and the refund steps.
 */
export const orderQueryResource = defineResource({
  name: 'orderQuery',
  title: '订单',
  page: ORDER_QUERY_PAGE,
  table: 'customer_order',
  joins: customerJoin,
  scope: { by: 'store', field: 'storeId', since: 'createdAt' },
  api: { list: { path: OrderPath.query, method: 'POST' }, detail: { path: OrderPath.queryDetail, method: 'GET' } },
  ops: { viewMasked: 'financial:orderQuery:viewMobile' },
  keyset: { field: 'createdAt' },
  searchRequired: { anyOf: ['orderNo', 'customerMobile'], message: '请输入订单号或顾客手机号' },
  // Found by number or mobile only: the other fields are shown, not filtered on.
  // prettier-ignore
  fields: [
    f.orderNo,
    f.customerMobile,
    ...[f.storeId, f.status, f.createdAt, f.customerName, f.craftsmanId, f.amount, f.discount, f.paid, f.refunded, f.payMethod, f.paidAt, f.queuedAt, f.startedAt, f.finishedAt, f.customerId].map(
      (field): FieldDef => ({ ...field, filter: undefined }),
    ),
  ],
});
