import { defineResource } from '../../../resource/types.js';
import {
  beforeShippingSteps,
  deliveryCustomerJoin,
  deliveryGoodsJoin,
  deliveryOrderFields,
  DeliveryOps,
  DeliveryOrderStatus,
  DeliveryPath,
} from './_shared/delivery.js';

export const DELIVERY_ORDER_PAGE = '/operate/delivery_goods/delivery_order';

/**
 * /operate/delivery_goods/delivery_order 配送订单: orders of delivered goods, newest first. Their
 * shipping state only moves forward: 待发货 -> 发货 (the tracking number required, the courier read
 * from it) -> 签收; 取消订单 and 退款 only before shipping (the pieces go back to the stock). A
 * store manager sees its stores' orders.
 */
export const deliveryOrderResource = defineResource({
  name: 'deliveryOrder',
  title: '配送订单',
  page: DELIVERY_ORDER_PAGE,
  table: 'delivery_order',
  joins: [deliveryCustomerJoin, deliveryGoodsJoin],
  scope: { by: 'store', field: 'storeId', since: 'paidAt' },
  api: { list: { path: DeliveryPath.orderList, method: 'POST' } },
  ops: { export: DeliveryOps.orderExport, viewMasked: DeliveryOps.orderViewMobile },
  count: 'capped',
  keyset: { field: 'paidAt' },
  workflow: {
    field: 'status',
    operatorColumn: 'status_by',
    operatedAtColumn: 'status_at',
    transitions: [
      { action: 'ship', label: '发货', from: [0], to: 1, op: DeliveryOps.ship, reason: { label: '快递单号', required: true, max: 30 }, doneText: '已发货' },
      { action: 'sign', label: '签收', from: [1], to: 2, op: DeliveryOps.sign, confirm: '确认顾客已签收？签收后订单完成。', doneText: '已确认签收' },
      ...beforeShippingSteps(DeliveryOps, '发货'),
    ],
  },
  fields: deliveryOrderFields(DeliveryOrderStatus, true),
});
