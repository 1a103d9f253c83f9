import { RecruitSource } from '../../../enums/recruit.js';
import { defineReport } from '../../../resource/report.js';
import { candidateCityFilter, candidateStoreFilter, GrowthOps, GrowthPage } from './_shared/growth.js';

/**
 * /hrm/craftsmanGrowth/recruitmentData 招聘数据: day by day (China time), per city and source, what
 * happened in the ledger: registrations (登记日), HR interviews held, trade tests held and
 * employments (入职日). From view recruit_daily_event (one row per candidate and event); exportable.
 */
export const recruitmentDataReport = defineReport({
  name: 'recruitmentData',
  title: '招聘数据',
  description: '每天每个城市、每个招聘来源的登记、HR面试、技能考核与入职人数（按各事件发生的日期，北京时间）。',
  page: GrowthPage.recruitmentData,
  table: 'recruit_daily_event',
  scope: { by: 'store', field: 'storeId', since: 'day' },
  ops: { export: GrowthOps.recruitmentDataExport },
  // prettier-ignore
  filters: [
    { key: 'day', column: 'day', label: '日期', type: 'date', filter: 'dateRange', range: { required: true, defaultDays: 31, maxDays: 92 } },
    candidateCityFilter,
    candidateStoreFilter,
    { key: 'source', column: 'source', label: '招聘来源', type: 'enum', enum: RecruitSource, filter: 'eq' },
  ],
  // prettier-ignore
  dimensions: [
    { key: 'day', label: '日期', type: 'date', width: 110 },
    { key: 'cityName', label: '城市', type: 'text', width: 90 },
    { key: 'source', label: '招聘来源', type: 'enum', enum: RecruitSource, width: 110 },
  ],
  // prettier-ignore
  measures: [
    { key: 'registered', label: '登记', format: 'int', additive: true },
    { key: 'interviewed', label: 'HR面试', format: 'int', additive: true, help: '当天进行的HR面试（通过与未通过）' },
    { key: 'assessed', label: '技能考核', format: 'int', additive: true, help: '当天进行的技能考核' },
    { key: 'employed', label: '入职', format: 'int', additive: true },
  ],
  sort: { key: 'day', dir: 'desc' },
  maxRows: 5000,
});
