import { fields } from '../../../resource/fields.js';
import { defineReport, type ReportMeasure } from '../../../resource/report.js';
import { LeadOps, LeadPage } from '../business/_shared/lead.js';

// prettier-ignore
const measures = [
  { key: 'leads', label: '新增线索', format: 'int', additive: true },
  { key: 'follows', label: '跟进次数', format: 'int', additive: true },
  { key: 'applies', label: '新增申请', format: 'int', additive: true },
  { key: 'approved', label: '申请通过', format: 'int', additive: true, help: '当月审核通过的加盟申请' },
  { key: 'rejected', label: '申请驳回', format: 'int', additive: true },
  { key: 'joinedStores', label: '新签约门店', format: 'int', additive: true, help: '当月成为加盟门店的门店（加盟门店的加盟日期）' },
] as const satisfies readonly ReportMeasure[];

/**
 * /join/merchants/merchantsAnalysis 招商概况: the franchise recruitment of each month (China time) —
 * new leads, follow-ups, new applications, applications approved and rejected (by review month),
 * stores that became franchise stores — from view franchise_merchants_month (one row per month, city
 * and figure source, summed here).
 */
export const merchantsAnalysisReport = defineReport({
  name: 'franchiseMerchants',
  title: '招商概况',
  description: '每月新增线索、跟进、加盟申请及审核、新签约加盟门店数（按城市可筛选）。',
  page: LeadPage.merchants,
  table: 'franchise_merchants_month',
  scope: { by: 'city', field: 'cityId', since: 'month' },
  filters: [
    {
      key: 'month',
      column: 'month',
      label: '月份',
      type: 'date',
      filter: 'dateRange',
      range: { required: true, defaultDays: 366, maxDays: 731 },
      help: '月初落在所选日期内的月份',
    },
    fields.city({ column: 'city_id', list: false }),
  ],
  dimensions: [{ key: 'month', label: '月份', type: 'month', width: 100 }],
  measures,
  chart: { type: 'line', dimension: 'month', measures: ['leads', 'applies', 'approved', 'joinedStores'] },
  ops: { export: LeadOps.analysisExport },
});
