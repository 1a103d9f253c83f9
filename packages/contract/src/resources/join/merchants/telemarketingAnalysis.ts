import { FollowUpMethod, LeadChannel } from '../../../enums/franchiseLead.js';
import { fields } from '../../../resource/fields.js';
import { defineReport, type ReportMeasure } from '../../../resource/report.js';
import { LeadOps, LeadPage } from '../business/_shared/lead.js';

// prettier-ignore
const measures = [
  { key: 'follows', label: '跟进次数', format: 'int', additive: true },
  { key: 'calls', label: '电话跟进', format: 'int', additive: true },
  { key: 'visits', label: '面谈/考察', format: 'int', additive: true, help: '方式为面谈或考察门店的跟进' },
  { key: 'leads', label: '跟进线索数', format: 'int', help: '期间有跟进的不同线索数（合计为去重后的总数）' },
  { key: 'keen', label: 'A类意向', format: 'int', help: '期间跟进结果为「A 高意向」的不同线索数' },
  { key: 'converted', label: '已转申请', format: 'int', help: '期间跟进过、现已转为加盟申请的不同线索数' },
  { key: 'convertRate', label: '转化率', format: 'percent', help: '已转申请 ÷ 跟进线索数' },
] as const satisfies readonly ReportMeasure[];

/**
 * /join/merchants/telemarketingAnalysis 电销分析: the follow-ups made in the period (China time) by
 * caller (the record's operator): how many, by phone or in person, the distinct leads they touched,
 * how many of those are keen and how many have become applications.
 */
export const telemarketingAnalysisReport = defineReport({
  name: 'franchiseTelemarketing',
  title: '电销分析',
  description: '所选日期内的加盟线索跟进记录，按跟进人统计跟进次数、跟进线索数及其转化。',
  page: LeadPage.telemarketing,
  table: 'franchise_lead_follow',
  joins: [{ alias: 'l', table: 'franchise_lead', on: 'lead_id' }],
  scope: { by: 'city', field: 'cityId', since: 'createdAt' },
  filters: [
    {
      key: 'createdAt',
      column: 'created_at',
      label: '跟进日期',
      type: 'datetime',
      filter: 'dateRange',
      range: { required: true, defaultDays: 31, maxDays: 366 },
    },
    fields.city({ column: 'city_id', from: 'l', list: false }),
    { key: 'channel', column: 'channel', from: 'l', label: '线索来源', type: 'enum', enum: LeadChannel, filter: 'eq' },
    { key: 'method', column: 'method', label: '跟进方式', type: 'enum', enum: FollowUpMethod, filter: 'eq' },
  ],
  dimensions: [{ key: 'operator', label: '跟进人', type: 'text', width: 110 }],
  measures,
  sort: { key: 'follows', dir: 'desc' },
  chart: { type: 'bar', dimension: 'operator', measures: ['follows', 'leads', 'converted'] },
  ops: { export: LeadOps.analysisExport },
});
