import { defineResource } from '../../../resource/types.js';
import {
  beforeShippingSteps,
  deliveryCustomerJoin,
  deliveryGoodsJoin,
  deliveryOrderFields,
  DeliveryOps,
  DeliveryPath,
  PickupOrderStatus,
} from './_shared/delivery.js';

export const OTHER_GOODS_ORDER_PAGE = '/operate/delivery_goods/otherGoodsOrder';

/**
 * /operate/delivery_goods/otherGoodsOrder 其他商品订单: orders of goods collected at a store (gift
 * boxes, tools), newest first: 待提货 -> 提货 at the store; 取消订单 and 退款 only before collection.
 * A store manager sees and hands over its stores' orders.
 */
export const otherGoodsOrderResource = defineResource({
  name: 'otherGoodsOrder',
  title: '其他商品订单',
  page: OTHER_GOODS_ORDER_PAGE,
  table: 'delivery_order',
  joins: [deliveryCustomerJoin, deliveryGoodsJoin],
  scope: { by: 'store', field: 'storeId', since: 'paidAt' },
  api: { list: { path: DeliveryPath.otherOrderList, method: 'POST' } },
  ops: { export: DeliveryOps.otherExport, viewMasked: DeliveryOps.otherViewMobile },
  count: 'capped',
  keyset: { field: 'paidAt' },
  workflow: {
    field: 'status',
    operatorColumn: 'status_by',
    operatedAtColumn: 'status_at',
    transitions: [
      { action: 'pickup', label: '提货', from: [0], to: 2, op: DeliveryOps.pickup, confirm: '确认顾客已在门店提货？', doneText: '已确认提货' },
      ...beforeShippingSteps({ cancel: DeliveryOps.otherCancel, refund: DeliveryOps.otherRefund }, '提货'),
    ],
  },
  fields: deliveryOrderFields(PickupOrderStatus, false),
});
