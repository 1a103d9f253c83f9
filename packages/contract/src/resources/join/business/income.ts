import { fields } from '../../../resource/fields.js';
import { defineReport, type ReportMeasure } from '../../../resource/report.js';
import { franchiseeField } from '../_shared/franchise.js';

// prettier-ignore
const measures = [
  { key: 'due', label: '应收', format: 'money', additive: true, help: '当月计入门店的费用（人工、物料、运营、投资款）' },
  { key: 'received', label: '实收', format: 'money', additive: true, help: '当月付款且审核通过的收款（保证金除外）' },
  { key: 'outstanding', label: '差额（应收−实收）', format: 'money', additive: true },
  { key: 'deposit', label: '保证金收款', format: 'money', additive: true, help: '当月付款且审核通过的保证金，不计入实收' },
  { key: 'costLines', label: '费用笔数', format: 'int', additive: true },
  { key: 'payments', label: '收款笔数', format: 'int', additive: true },
] as const satisfies readonly ReportMeasure[];

/**
 * /join/business/income 加盟收入: fees due and received per franchise store and month — due: the cost
 * lines charged to the store in the month (franchise_cost, what 结算 sums); received: the approved
 * payments paid in the month, 保证金 apart — from view franchise_income_month (one row a store and
 * month). Rows per month and store with the 合计 row; store users count their own stores.
 */
export const franchiseIncomeReport = defineReport({
  name: 'franchiseIncome',
  title: '加盟收入',
  description: '按月份、门店统计应收（当月费用）与实收（当月审核通过的收款，不含保证金）。',
  page: '/join/business/income',
  table: 'franchise_income_month',
  joins: [{ alias: 'st', table: 'store', on: 'store_id' }],
  scope: { by: 'store', field: 'storeId', since: 'month' },
  filters: [
    {
      key: 'month',
      column: 'month',
      label: '月份',
      type: 'date',
      filter: 'dateRange',
      range: { required: true, defaultDays: 366, maxDays: 1096 },
      help: '月初落在所选日期内的月份',
    },
    fields.store({ column: 'store_id', list: false }),
    { ...franchiseeField, column: 'franchisee_id', list: false },
  ],
  dimensions: [
    { key: 'month', label: '月份', type: 'month', width: 100 },
    { key: 'storeName', label: '门店', type: 'text', width: 160 },
  ],
  measures,
  sort: { key: 'month', dir: 'desc' },
  ops: { export: 'join:income:export' },
});
