import { defineReport, type ReportMeasure } from '../../../resource/report.js';
import type { FieldDef } from '../../../resource/types.js';
import { candidateCityFilter, candidateStoreFilter, GrowthOps, GrowthPage } from './_shared/growth.js';

/**
 * /hrm/craftsmanGrowth/retainAnalysis 留存分析: the recruits employed through the ledger (已入职, their
 * register row) in the period, and how many were still in service 30, 90 and 180 days after their
 * employment day (not departed before it: craftsman status 已离职 with a leave date earlier). A
 * recruit counts toward a horizon only once that many days have passed (应满N天); the rate is
 * retained ÷ due. By employment month (the cohorts) and by city.
 */
const filters: readonly FieldDef[] = [
  { key: 'employedOn', column: 'employed_on', label: '入职日期', type: 'date', filter: 'dateRange', range: { required: true, defaultDays: 366, maxDays: 731 } },
  candidateCityFilter,
  candidateStoreFilter,
];

// prettier-ignore
const measures = [
  { key: 'employed', label: '入职人数', format: 'int', additive: true },
  { key: 'inService', label: '至今在职', format: 'int', additive: true },
  { key: 'due30', label: '满30天', format: 'int', additive: true, help: '入职已满30天的人数' },
  { key: 'retained30', label: '30天留存', format: 'int', additive: true, help: '入职满30天时仍在职的人数' },
  { key: 'rate30', label: '30天留存率', format: 'percent', help: '30天留存 ÷ 满30天' },
  { key: 'due90', label: '满90天', format: 'int', additive: true },
  { key: 'retained90', label: '90天留存', format: 'int', additive: true },
  { key: 'rate90', label: '90天留存率', format: 'percent', help: '90天留存 ÷ 满90天' },
  { key: 'due180', label: '满180天', format: 'int', additive: true },
  { key: 'retained180', label: '180天留存', format: 'int', additive: true },
  { key: 'rate180', label: '180天留存率', format: 'percent', help: '180天留存 ÷ 满180天' },
] as const satisfies readonly ReportMeasure[];

const common = {
  description: '所选日期内经招聘台账入职的手艺人；入职满30/90/180天时未离职即计为留存，未满期的不计入该期分母。',
  page: GrowthPage.retainAnalysis,
  table: 'recruit_candidate',
  joins: [{ alias: 'cr', table: 'craftsman', on: 'craftsman_id' }],
  // By city: a recruit is hired into the city's stores (often not the store it applied to), so a
  // user with stores in its authority counts the recruits of their cities.
  scope: { by: 'city', field: 'cityId', since: 'employedOn' },
  ops: { export: GrowthOps.retainExport },
  filters,
  measures,
} as const;

export const retainByMonthReport = defineReport({
  ...common,
  name: 'retainByMonth',
  title: '留存分析（按入职月份）',
  dimensions: [{ key: 'month', label: '入职月份', type: 'month', width: 100 }],
  chart: { type: 'line', dimension: 'month', measures: ['rate30', 'rate90', 'rate180'] },
});

export const retainByCityReport = defineReport({
  ...common,
  name: 'retainByCity',
  title: '留存分析（按城市）',
  dimensions: [{ key: 'cityName', label: '城市', type: 'text', width: 100 }],
  sort: { key: 'employed', dir: 'desc' },
  chart: { type: 'bar', dimension: 'cityName', measures: ['rate30', 'rate90', 'rate180'] },
});

export const RETAIN_ANALYSIS_TABS = [
  { key: 'month', label: '按入职月份', report: retainByMonthReport },
  { key: 'city', label: '按城市', report: retainByCityReport },
] as const;
