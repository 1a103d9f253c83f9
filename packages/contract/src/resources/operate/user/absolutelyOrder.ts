import { OrderStatus, PayMethod } from '../../../enums/finance.js';
import { defineResource } from '../../../resource/types.js';
import {
  CustomerServiceOps,
  CustomerServicePath,
  serviceCraftsmanLookup as craftsmanLookup,
  serviceCustomerJoin as customerJoin,
  serviceCustomerName as customerName,
  serviceMobileOf as mobileOf,
} from './_shared/customerService.js';

export const USER_ORDER_PAGE = '/operate/user/absolutelyOrder';

/**
 * /operate/user/absolutelyOrder 用户订单: one customer's orders, found by the whole mobile or an
 * order number (nothing is listed before), within the user's stores; the detail holds the items,
 * payments, refunds and the timeline (read from the order tables, no refund steps here).
 */
export const userOrderResource = defineResource({
  name: 'userOrder',
  title: '用户订单',
  page: USER_ORDER_PAGE,
  table: 'customer_order',
  joins: [customerJoin],
  scope: { by: 'store', field: 'storeId', since: 'createdAt' },
  api: { list: { path: CustomerServicePath.userOrderList, method: 'POST' }, detail: { path: CustomerServicePath.userOrderDetail, method: 'GET' } },
  ops: { viewMasked: CustomerServiceOps.userOrderViewMobile },
  keyset: { field: 'createdAt' },
  searchRequired: { anyOf: ['customerMobile', 'orderNo'], message: '请输入顾客手机号或订单号' },
  // prettier-ignore
  fields: [
    mobileOf('cu', '顾客手机号'),
    { key: 'orderNo', column: 'order_no', label: '订单号', type: 'text', max: 24, list: { width: 170 }, filter: 'eq' },
    { key: 'status', column: 'status', label: '订单状态', type: 'enum', enum: OrderStatus, list: { width: 90 }, filter: 'eq' },
    { key: 'createdAt', column: 'created_at', label: '下单时间', type: 'datetime', list: { width: 150 }, filter: 'dateRange', range: { maxDays: 366 }, sortable: true },
    customerName,
    { key: 'storeId', column: 'store_id', label: '门店', type: 'store', list: { width: 150 } },
    { key: 'craftsmanId', column: 'craftsman_id', label: '手艺人', type: 'int', lookup: craftsmanLookup, list: { width: 90 } },
    { key: 'amount', column: 'amount', label: '订单金额', type: 'money', list: { width: 100 } },
    { key: 'discount', column: 'discount', label: '优惠金额', type: 'money', list: { width: 90 } },
    { key: 'paid', column: 'paid', label: '实付金额', type: 'money', list: { width: 100 } },
    { key: 'refunded', column: 'refunded', label: '已退金额', type: 'money', list: { width: 90 } },
    { key: 'payMethod', column: 'pay_method', label: '支付方式', type: 'enum', enum: PayMethod, list: { width: 90 } },
    { key: 'paidAt', column: 'paid_at', label: '支付时间', type: 'datetime' },
    { key: 'queuedAt', column: 'queued_at', label: '取号时间', type: 'datetime' },
    { key: 'startedAt', column: 'started_at', label: '开始服务', type: 'datetime' },
    { key: 'finishedAt', column: 'finished_at', label: '服务完成', type: 'datetime' },
  ],
});
