import { RecruitStage } from '../../../enums/recruit.js';
import { fields } from '../../../resource/fields.js';
import { defineReport } from '../../../resource/report.js';
import { candidateCityFilter, candidateStoreFilter, GrowthOps, GrowthPage } from './_shared/growth.js';

/**
 * /hrm/craftsmanGrowth/totalSituation 总体概况: today's picture (China time). By city: craftsmen in
 * service today (in the register, not departed), joiners and leavers this month and this year, the
 * year's turnover (leavers ÷ the mean of the head count on 1 January and today). And the candidates
 * still moving through the ledger, by stage, with how long they have waited since registering.
 */
export const totalByCityReport = defineReport({
  name: 'totalByCity',
  title: '总体概况（人员）',
  description: '今天在职的手艺人（档案中未离职），本月与本年的入职、离职人数；本年离职率 = 本年离职 ÷（1月1日在职 + 今天在职）÷ 2。',
  page: GrowthPage.totalSituation,
  table: 'craftsman',
  joins: [{ alias: 'st', table: 'store', on: 'store_id' }],
  scope: { by: 'store', field: 'storeId' },
  ops: { export: GrowthOps.totalExport },
  // prettier-ignore
  filters: [
    fields.city({ column: 'city_id', from: 'st', list: false }),
    { key: 'storeId', column: 'store_id', label: '门店', type: 'store', filter: 'eq' },
  ],
  dimensions: [{ key: 'cityName', label: '城市', type: 'text', width: 100 }],
  // prettier-ignore
  measures: [
    { key: 'headToday', label: '今日在职', format: 'int', additive: true },
    { key: 'joinedMonth', label: '本月入职', format: 'int', additive: true },
    { key: 'leftMonth', label: '本月离职', format: 'int', additive: true },
    { key: 'joinedYear', label: '本年入职', format: 'int', additive: true },
    { key: 'leftYear', label: '本年离职', format: 'int', additive: true },
    { key: 'turnoverYear', label: '本年离职率', format: 'percent', help: '本年离职 ÷（1月1日在职 + 今日在职）÷ 2' },
  ],
  sort: { key: 'headToday', dir: 'desc' },
  chart: { type: 'bar', dimension: 'cityName', measures: ['headToday', 'joinedYear', 'leftYear'] },
});

export const totalOpenCandidatesReport = defineReport({
  name: 'totalOpenCandidates',
  title: '总体概况（在途候选人）',
  description: '招聘台账中仍在推进的候选人（待面试至待入职审核），按当前环节；等待天数自登记日起算。',
  page: GrowthPage.totalSituation,
  table: 'recruit_candidate',
  scope: { by: 'store', field: 'storeId' },
  ops: { export: GrowthOps.totalExport },
  filters: [candidateCityFilter, candidateStoreFilter],
  dimensions: [{ key: 'stage', label: '当前环节', type: 'enum', enum: RecruitStage, width: 120 }],
  // prettier-ignore
  measures: [
    { key: 'candidates', label: '候选人数', format: 'int', additive: true },
    { key: 'registeredMonth', label: '其中本月登记', format: 'int', additive: true },
    { key: 'avgWaitDays', label: '平均等待天数', format: 'decimal', scale: 1, help: '自登记日至今天的天数的平均' },
    { key: 'over14', label: '登记超过14天', format: 'int', additive: true },
  ],
  chart: { type: 'bar', dimension: 'stage', measures: ['candidates'] },
});

export const TOTAL_SITUATION_TABS = [
  { key: 'people', label: '人员概况', report: totalByCityReport },
  { key: 'candidates', label: '在途候选人', report: totalOpenCandidatesReport },
] as const;
