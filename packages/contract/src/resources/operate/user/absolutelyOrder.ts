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
    { key: 'orderNo', label: '订单号', type: 'text', max: 24, list: { width: 170 }, filter: 'eq' },
    { key: 'status', label: '订单状态', type: 'enum', enum: OrderStatus, list: { width: 90 }, filter: 'eq' },
    { key: 'createdAt', label: '下单时间', type: 'datetime', list: { width: 150 }, filter: 'dateRange', range: { maxDays: 366 }, sortable: true },
    customerName,
    { key: 'storeId', label: '门店', type: 'store', list: { width: 150 } },
    { key: 'craftsmanId', label: '手艺人', type: 'int', lookup: craftsmanLookup, list: { width: 90 } },
    { key: 'amount', label: '订单金额', type: 'money', list: { width: 100 } },
    { key: 'discount', label: '优惠金额', type: 'money', list: { width: 90 } },
    { key: 'paid', label: '实付金额', type: 'money', list: { width: 100 } },
    { key: 'refunded', label: '已退金额', type: 'money', list: { width: 90 } },
    { key: 'payMethod', label: '支付方式', type: 'enum', enum: PayMethod, list: { width: 90 } },
    { key: 'paidAt', label: '支付时间', type: 'datetime' },
    { key: 'queuedAt', label: '取号时间', type: 'datetime' },
    { key: 'startedAt', label: '开始服务', type: 'datetime' },
    { key: 'finishedAt', label: '服务完成', type: 'datetime' },
  ],
});
