import { defineReport } from '../../../resource/report.js';
import { DeliveryGoodsKind, DeliveryOps, DeliveryOrderSource, DeliveryPath } from './_shared/delivery.js';

/**
 * /operate/delivery_goods/source_statistics 来源统计: the goods orders of the period (delivered and
 * collected at a store) by the channel they came from: orders, customers, pieces, sales and what
 * was cancelled or refunded, with a pie of the sales; totals and the period before. A store manager
 * counts its stores' orders.
 */
export const deliverySourceReport = defineReport({
  name: 'deliverySource',
  title: '来源统计',
  description: '商品订单（快递配送与到店自提）按订单来源汇总；成交指未取消、未退款的订单，下单时间为北京时间。',
  page: '/operate/delivery_goods/source_statistics',
  table: 'delivery_order',
  scope: { by: 'store', field: 'storeId', since: 'paidAt' },
  api: { list: { path: DeliveryPath.sourceReport, method: 'POST' } },
  ops: { export: DeliveryOps.sourceExport },
  // prettier-ignore
  filters: [
    { key: 'paidAt', column: 'paid_at', label: '下单日期', type: 'datetime', filter: 'dateRange', range: { required: true, defaultDays: 30, maxDays: 366 } },
    { key: 'storeId', column: 'store_id', label: '门店', type: 'store', filter: 'eq' },
    { key: 'kind', column: 'kind', label: '履约方式', type: 'enum', enum: DeliveryGoodsKind, filter: 'eq' },
  ],
  dimensions: [{ key: 'source', label: '订单来源', type: 'enum', enum: DeliveryOrderSource, width: 120 }],
  // prettier-ignore
  measures: [
    { key: 'orderCount', label: '下单数', format: 'int', additive: true },
    { key: 'dealCount', label: '成交订单数', format: 'int', additive: true },
    { key: 'customerCount', label: '下单顾客数', format: 'int', help: '不同顾客（合计行按整段时间去重）' },
    { key: 'quantity', label: '成交件数', format: 'int', additive: true },
    { key: 'dealAmount', label: '成交金额', format: 'money', additive: true },
    { key: 'refundAmount', label: '取消/退款金额', format: 'money', additive: true },
    { key: 'avgAmount', label: '客单价', format: 'money', help: '成交金额 ÷ 成交订单数' },
    { key: 'refundRate', label: '取消/退款率', format: 'percent', help: '取消、退款的订单数 ÷ 下单数' },
  ],
  sort: { key: 'dealAmount', dir: 'desc' },
  chart: { type: 'pie', dimension: 'source', measures: ['dealAmount'] },
  compare: { filter: 'paidAt' },
});
