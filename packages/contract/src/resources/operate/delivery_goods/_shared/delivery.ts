import { z } from 'zod';
import { defineEndpoint } from '../../../../resource/endpoint.js';
import { defineEnum } from '../../../../enums/define.js';
import { fields } from '../../../../resource/fields.js';
import type { TransitionDef } from '../../../../resource/types.js';

/**
 * Retail goods (配送商品): hair-care products and tools the chain sells to customers, by express
 * delivery (配送订单) or to collect at a store (其他商品订单); their recommendation level (推荐等级)
 * tells stylists what to recommend and the commission on it. Orders come from the channels of
 * 来源统计. A store manager sees the orders of its stores; head office keeps the goods and levels.
 */

export const DeliveryGoodsKind = defineEnum([
  { value: 1, label: '快递配送', labelEn: 'delivered' },
  { value: 2, label: '到店自提', labelEn: 'collected at a store' },
]);

export const DeliveryGoodsCategory = defineEnum([
  { value: 1, label: '洗护', labelEn: 'wash and care' },
  { value: 2, label: '造型', labelEn: 'styling' },
  { value: 3, label: '护理工具', labelEn: 'tools' },
  { value: 4, label: '头皮护理', labelEn: 'scalp care' },
  { value: 5, label: '礼盒', labelEn: 'gift box' },
]);

export const DeliveryGoodsStatus = defineEnum([
  { value: 0, label: '已下架', labelEn: 'off the shelf', color: 'default' },
  { value: 1, label: '已上架', labelEn: 'on the shelf', color: 'green' },
]);

/** Where an order came from (来源统计). */
export const DeliveryOrderSource = defineEnum([
  { value: 1, label: '小程序商城', labelEn: 'mini-program mall' },
  { value: 2, label: '门店推荐', labelEn: 'recommended in store' },
  { value: 3, label: '公众号', labelEn: 'official account' },
  { value: 4, label: '抖音小店', labelEn: 'Douyin shop' },
  { value: 5, label: '美团', labelEn: 'Meituan' },
]);

/** A delivered order: 待发货 -> 已发货 (tracking number) -> 已签收; cancelled or refunded only before shipping. */
export const DeliveryOrderStatus = defineEnum([
  { value: 0, label: '待发货', labelEn: 'to ship', color: 'blue' },
  { value: 1, label: '已发货', labelEn: 'shipped', color: 'cyan' },
  { value: 2, label: '已签收', labelEn: 'received', color: 'green' },
  { value: 3, label: '已取消', labelEn: 'cancelled', color: 'default' },
  { value: 4, label: '已退款', labelEn: 'refunded', color: 'red' },
]);

/** An order collected at a store: 待提货 -> 已提货; cancelled or refunded only before collection (value 1 is never used). */
export const PickupOrderStatus = defineEnum([
  { value: 0, label: '待提货', labelEn: 'to collect', color: 'blue' },
  { value: 2, label: '已提货', labelEn: 'collected', color: 'green' },
  { value: 3, label: '已取消', labelEn: 'cancelled', color: 'default' },
  { value: 4, label: '已退款', labelEn: 'refunded', color: 'red' },
]);

export const RecommendLevelStatus = defineEnum([
  { value: 0, label: '停用', labelEn: 'disabled', color: 'default' },
  { value: 1, label: '启用', labelEn: 'enabled', color: 'green' },
]);

export const DeliveryPath = {
  goodsList: '/mgt/deliveryGoods/queryGoodsPage',
  orderList: '/mgt/deliveryGoods/queryOrderPage',
  otherOrderList: '/mgt/deliveryGoods/queryOtherOrderPage',
  levelList: '/mgt/deliveryGoods/queryRecommendLevelPage',
  levelOptions: '/mgt/deliveryGoods/recommendLevelOptions',
  sourceReport: '/mgt/deliveryGoods/sourceStatistics',
} as const;

export const DeliveryOps = {
  goodsAdd: 'deliveryGoods:goods:add',
  goodsEdit: 'deliveryGoods:goods:edit',
  goodsOnline: 'deliveryGoods:goods:online',
  goodsOffline: 'deliveryGoods:goods:offline',
  goodsExport: 'deliveryGoods:goods:export',
  ship: 'deliveryGoods:order:ship',
  sign: 'deliveryGoods:order:sign',
  cancel: 'deliveryGoods:order:cancel',
  refund: 'deliveryGoods:order:refund',
  orderExport: 'deliveryGoods:order:export',
  orderViewMobile: 'deliveryGoods:order:viewMobile',
  pickup: 'deliveryGoods:other:pickup',
  otherCancel: 'deliveryGoods:other:cancel',
  otherRefund: 'deliveryGoods:other:refund',
  otherExport: 'deliveryGoods:other:export',
  otherViewMobile: 'deliveryGoods:other:viewMobile',
  levelAdd: 'deliveryGoods:level:add',
  levelEdit: 'deliveryGoods:level:edit',
  levelEnable: 'deliveryGoods:level:enable',
  levelDisable: 'deliveryGoods:level:disable',
  sourceExport: 'deliveryGoods:source:export',
} as const;

/** The two steps that end an order before it leaves (or is collected): the money goes back, the pieces to the stock. */
export const beforeShippingSteps = (ops: { cancel: string; refund: string }, what: string): TransitionDef[] => [
  {
    action: 'cancel',
    label: '取消订单',
    from: [0],
    to: 3,
    op: ops.cancel,
    reason: { label: '取消原因', required: true, max: 200 },
    confirm: `取消后货款原路退回顾客、商品退回库存，只能在${what}前取消，确定取消？`,
    danger: true,
    doneText: '订单已取消',
  },
  {
    action: 'refund',
    label: '退款',
    from: [0],
    to: 4,
    op: ops.refund,
    reason: { label: '退款原因', required: true, max: 200 },
    confirm: `退款后货款原路退回顾客、商品退回库存，只能在${what}前退款，确定退款？`,
    danger: true,
    doneText: '已退款',
  },
];

export const deliveryCustomerJoin = fields.customerJoin();
export const deliveryGoodsJoin = { alias: 'g', table: 'delivery_goods', on: 'goods_id' } as const;

/** The fields an order page shows, with its own status enum. */
export function deliveryOrderFields(status: typeof DeliveryOrderStatus | typeof PickupOrderStatus, delivered: boolean) {
  // prettier-ignore
  return [
    { key: 'orderNo', label: '订单号', type: 'text', list: { width: 170 }, filter: 'eq' },
    fields.maskedMobile(),
    fields.customerName(),
    { key: 'storeId', label: delivered ? '归属门店' : '提货门店', type: 'store', list: { width: 130 }, filter: 'eq' },
    { key: 'status', label: '订单状态', type: 'enum', enum: status, list: { width: 80 }, filter: 'eq' },
    { key: 'source', label: '订单来源', type: 'enum', enum: DeliveryOrderSource, list: { width: 100 }, filter: 'eq' },
    { key: 'goodsName', column: 'name', from: 'g', label: '商品', type: 'text', list: { width: 170 }, filter: 'like' },
    { key: 'quantity', label: '数量', type: 'int', list: { width: 60 } },
    { key: 'unitPrice', label: '单价', type: 'money', list: { width: 80 } },
    { key: 'amount', label: '订单金额', type: 'money', list: { width: 90 } },
    { key: 'paidAt', label: '下单时间', type: 'datetime', list: { width: 150 }, sortable: true, filter: 'dateRange', range: { defaultDays: 30, maxDays: 366 } },
    ...(delivered
      ? ([
          { key: 'receiver', label: '收货人', type: 'text', list: { width: 80 } },
          { key: 'address', label: '收货地址', type: 'text', list: { width: 220, ellipsis: true } },
          { key: 'carrier', label: '快递公司', type: 'text', list: { width: 90 } },
          { key: 'trackingNo', label: '快递单号', type: 'text', list: { width: 150 }, filter: 'eq' },
          { key: 'shippedAt', label: '发货时间', type: 'datetime', list: { width: 150 } },
          { key: 'signedAt', label: '签收时间', type: 'datetime', list: { width: 150 } },
        ] as const)
      : ([{ key: 'signedAt', label: '提货时间', type: 'datetime', list: { width: 150 } }] as const)),
    { key: 'statusReason', label: '取消/退款原因', type: 'text' },
    { key: 'statusBy', label: '处理人', type: 'text' },
    { key: 'statusAt', label: '处理时间', type: 'datetime' },
  ] as const;
}

/** The enabled recommendation levels, for the goods form and filter (`lookup.options`). */
export const recommendLevelOptions = defineEndpoint({
  path: DeliveryPath.levelOptions,
  method: 'GET',
  permission: { signedIn: true },
  result: z.array(z.object({ id: z.number().int(), name: z.string() })),
  summary: '启用的推荐等级（代码与名称），供配送商品的表单与筛选选择',
});
