import { RecruitSource } from '../../../enums/recruit.js';
import { defineReport, type ReportMeasure } from '../../../resource/report.js';
import type { FieldDef } from '../../../resource/types.js';
import { candidateCityFilter, candidateStoreFilter, GrowthOps, GrowthPage } from './_shared/growth.js';

/**
 * /hrm/craftsmanGrowth/recruitAnalysis 招聘分析: the candidates registered in the period (China time)
 * and how far they came through the ledger's stages: HR interview passed (reached 待考核), trade test
 * passed (reached 待培训), trained (entered 培训中, not skipped), employed (已入职 now); the rates of each
 * step. A refused or withdrawn candidate counts for the stages its log shows it reached. By month,
 * by city and by source (three tabs of one page, the same filters and figures).
 */
const filters: readonly FieldDef[] = [
  {
    key: 'registeredAt',
    column: 'registered_at',
    label: '登记日期',
    type: 'datetime',
    filter: 'dateRange',
    range: { required: true, defaultDays: 183, maxDays: 366 },
  },
  candidateCityFilter,
  candidateStoreFilter,
  { key: 'source', column: 'source', label: '招聘来源', type: 'enum', enum: RecruitSource, filter: 'eq' },
];

// prettier-ignore
const measures = [
  { key: 'registered', label: '登记人数', format: 'int', additive: true },
  { key: 'hrPassed', label: 'HR面试通过', format: 'int', additive: true, help: '已通过HR面试（到达「待考核」及以后）的候选人' },
  { key: 'assessed', label: '考核通过', format: 'int', additive: true, help: '已通过技能考核（到达「待培训」及以后）的候选人' },
  { key: 'trained', label: '参加培训', format: 'int', additive: true, help: '进入过「培训中」的候选人（免培训的不计）' },
  { key: 'employed', label: '已入职', format: 'int', additive: true },
  { key: 'open', label: '在途', format: 'int', additive: true, help: '仍在待面试至待入职审核之间的候选人' },
  { key: 'hrPassRate', label: '面试通过率', format: 'percent', help: 'HR面试通过 ÷ 登记人数' },
  { key: 'assessPassRate', label: '考核通过率', format: 'percent', help: '考核通过 ÷ HR面试通过' },
  { key: 'employRate', label: '入职转化率', format: 'percent', help: '已入职 ÷ 登记人数' },
] as const satisfies readonly ReportMeasure[];

const common = {
  description: '所选日期内登记的候选人，及其在招聘台账中走到的环节（未录用、已放弃的候选人按其日志中到达过的环节计入）。',
  page: GrowthPage.recruitAnalysis,
  table: 'recruit_candidate_fact',
  scope: { by: 'store', field: 'storeId', since: 'registeredAt' },
  ops: { export: GrowthOps.recruitExport },
  filters,
  measures,
} as const;

export const recruitByMonthReport = defineReport({
  ...common,
  name: 'recruitByMonth',
  title: '招聘分析（按月份）',
  dimensions: [{ key: 'month', label: '登记月份', type: 'month', width: 100 }],
  chart: { type: 'bar', dimension: 'month', measures: ['registered', 'hrPassed', 'assessed', 'trained', 'employed'] },
});

export const recruitByCityReport = defineReport({
  ...common,
  name: 'recruitByCity',
  title: '招聘分析（按城市）',
  dimensions: [{ key: 'cityName', label: '城市', type: 'text', width: 100 }],
  sort: { key: 'registered', dir: 'desc' },
  chart: { type: 'bar', dimension: 'cityName', measures: ['registered', 'employed'] },
});

export const recruitBySourceReport = defineReport({
  ...common,
  name: 'recruitBySource',
  title: '招聘分析（按来源）',
  dimensions: [{ key: 'source', label: '招聘来源', type: 'enum', enum: RecruitSource, width: 110 }],
  sort: { key: 'registered', dir: 'desc' },
  chart: { type: 'pie', dimension: 'source', measures: ['employed'] },
});

/** The page's tabs, in order. */
export const RECRUIT_ANALYSIS_TABS = [
  { key: 'month', label: '按月份', report: recruitByMonthReport },
  { key: 'city', label: '按城市', report: recruitByCityReport },
  { key: 'source', label: '按来源', report: recruitBySourceReport },
] as const;
