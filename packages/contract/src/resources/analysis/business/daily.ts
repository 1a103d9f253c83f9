import { PayMethod } from '../../../enums/finance.js';
import { defineReport } from '../../../resource/report.js';

/** The orders a day's takings count: paid, and those paid whose money went (partly) back: 已支付, 退款中, 已退款, 部分退款. */
export const SETTLED_ORDER_STATUSES: readonly number[] = [3, 4, 5, 8];

/**
 * /analysis/business/daily 日报表: each business day's orders and takings (China time, by the day
 * the order was placed), within the filters and the user's store-data authority; the line of
 * paid-in, refunds and net over the days; totals of the range and of the range before it.
 */
export const businessDailyReport = defineReport({
  name: 'businessDaily',
  title: '日报表',
  description: '已支付的订单（含退款中、已退款、部分退款），按下单日期（北京时间）逐日汇总；退款金额为这些订单至今已退的金额。',
  page: '/analysis/business/daily',
  table: 'customer_order',
  joins: [{ alias: 'st', table: 'store', on: 'store_id' }],
  scope: { by: 'store', field: 'storeId', since: 'bizDate' },
  ops: { export: 'analysis:businessDaily:export' },
  // prettier-ignore
  filters: [
    { key: 'bizDate', column: 'created_at', label: '下单日期', type: 'datetime', filter: 'dateRange', range: { required: true, defaultDays: 31, maxDays: 92 } },
    { key: 'storeId', column: 'store_id', label: '门店', type: 'store', filter: 'eq' },
    { key: 'districtId', column: 'district_id', from: 'st', label: '区域', type: 'district', filter: 'eq' },
    { key: 'payMethod', column: 'pay_method', label: '支付方式', type: 'enum', enum: PayMethod, filter: 'eq' },
  ],
  dimensions: [{ key: 'bizDate', label: '日期', type: 'date', width: 110 }],
  // prettier-ignore
  measures: [
    { key: 'orderCount', label: '订单数', format: 'int', additive: true },
    { key: 'customerCount', label: '顾客数', format: 'int', help: '到店的不同顾客（合计行按整段时间去重）' },
    { key: 'amount', label: '订单金额', format: 'money', additive: true },
    { key: 'discount', label: '优惠金额', format: 'money', additive: true },
    { key: 'paid', label: '实收金额', format: 'money', additive: true },
    { key: 'refunded', label: '退款金额', format: 'money', additive: true },
    { key: 'netAmount', label: '净收入', format: 'money', additive: true, help: '实收金额 - 退款金额' },
    { key: 'avgTicket', label: '客单价', format: 'money', help: '实收金额 ÷ 订单数' },
    { key: 'refundRate', label: '退款率', format: 'percent', help: '退款金额 ÷ 实收金额' },
  ],
  chart: { type: 'line', dimension: 'bizDate', measures: ['paid', 'refunded', 'netAmount'] },
  compare: { filter: 'bizDate' },
});
