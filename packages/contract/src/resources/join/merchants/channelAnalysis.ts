import { LeadChannel } from '../../../enums/franchiseLead.js';
import { fields } from '../../../resource/fields.js';
import { defineReport, type ReportMeasure } from '../../../resource/report.js';
import type { FieldDef } from '../../../resource/types.js';
import { LeadOps, LeadPage } from '../business/_shared/lead.js';

/** The leads registered in a period (China time), of a city or channel: the filters of the lead funnels. */
export const leadFunnelFilters: readonly FieldDef[] = [
  {
    key: 'createdAt',
    column: 'created_at',
    label: '登记日期',
    type: 'datetime',
    filter: 'dateRange',
    range: { required: true, defaultDays: 183, maxDays: 366 },
  },
  fields.city({ column: 'city_id', list: false }),
  { key: 'channel', column: 'channel', label: '线索来源', type: 'enum', enum: LeadChannel, filter: 'eq' },
];

/** How far the period's leads came: followed up, keen, converted into an application, approved, closed. */
// prettier-ignore
export const leadFunnelMeasures = [
  { key: 'leads', label: '线索数', format: 'int', additive: true },
  { key: 'followed', label: '已跟进', format: 'int', additive: true, help: '至少有一条跟进记录的线索' },
  { key: 'keen', label: 'A类意向', format: 'int', additive: true, help: '最近一次跟进为「A 高意向」的线索' },
  { key: 'converted', label: '转申请', format: 'int', additive: true, help: '已转为加盟申请的线索' },
  { key: 'approved', label: '申请通过', format: 'int', additive: true, help: '转成的加盟申请已审核通过' },
  { key: 'invalid', label: '无效', format: 'int', additive: true },
  { key: 'convertRate', label: '转化率', format: 'percent', help: '转申请 ÷ 线索数' },
  { key: 'approveRate', label: '通过率', format: 'percent', help: '申请通过 ÷ 转申请' },
] as const satisfies readonly ReportMeasure[];

/**
 * /join/merchants/channelAnalysis 渠道分析: the leads registered in the period by channel and how far
 * each channel's leads came (followed up, keen, converted, approved, invalid) with the rates.
 */
export const channelAnalysisReport = defineReport({
  name: 'franchiseChannel',
  title: '渠道分析',
  description: '所选日期内登记的加盟线索，按线索来源统计其跟进、转申请和申请通过情况。',
  page: LeadPage.channel,
  table: 'franchise_lead',
  joins: [{ alias: 'a', table: 'franchise_apply', on: 'apply_id' }],
  scope: { by: 'city', field: 'cityId', since: 'createdAt' },
  filters: leadFunnelFilters,
  dimensions: [{ key: 'channel', label: '线索来源', type: 'enum', enum: LeadChannel, width: 110 }],
  measures: leadFunnelMeasures,
  sort: { key: 'leads', dir: 'desc' },
  chart: { type: 'bar', dimension: 'channel', measures: ['leads', 'converted', 'approved'] },
  ops: { export: LeadOps.analysisExport },
});
