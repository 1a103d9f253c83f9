import { LeaveReason } from '../../../enums/people.js';
import { fields } from '../../../resource/fields.js';
import { defineReport, type ReportMeasure } from '../../../resource/report.js';
import type { FieldDef } from '../../../resource/types.js';
import { GrowthOps, GrowthPage, TenureBand } from './_shared/growth.js';

/**
 * /hrm/craftsmanGrowth/dimissionAnalysis 离职分析: departures from the craftsman register (已离职 with
 * its leave date and reason). By month and by city with the head count the turnover is measured
 * against (view craftsman_headcount_month: per store and month, in service at its start and end,
 * joiners and leavers); turnover = leavers ÷ the average head count (the mean of the months'
 * (start + end) ÷ 2). By leave reason and by months served.
 */
const monthFilters: readonly FieldDef[] = [
  {
    key: 'month',
    column: 'month',
    label: '月份',
    type: 'date',
    filter: 'dateRange',
    range: { required: true, defaultDays: 183, maxDays: 366 },
    help: '月初落在所选日期内的月份',
  },
  fields.city({ column: 'city_id', list: false }),
  { key: 'storeId', column: 'store_id', label: '门店', type: 'store', filter: 'eq' },
];

// prettier-ignore
const monthMeasures = [
  { key: 'leavers', label: '离职人数', format: 'int', additive: true },
  { key: 'joiners', label: '入职人数', format: 'int', additive: true },
  { key: 'avgHead', label: '平均在职', format: 'decimal', scale: 1, help: '各月（月初在职 + 月末在职）÷ 2，再按月平均' },
  { key: 'turnover', label: '离职率', format: 'percent', help: '离职人数 ÷ 平均在职人数' },
] as const satisfies readonly ReportMeasure[];

const monthCommon = {
  description: '手艺人档案中的入职与离职（已离职且有离职日期）；离职率 = 离职人数 ÷ 平均在职人数。',
  page: GrowthPage.dimissionAnalysis,
  table: 'craftsman_headcount_month',
  scope: { by: 'store', field: 'storeId', since: 'month' },
  ops: { export: GrowthOps.dimissionExport },
  filters: monthFilters,
  measures: monthMeasures,
} as const;

export const dimissionByMonthReport = defineReport({
  ...monthCommon,
  name: 'dimissionByMonth',
  title: '离职分析（按月份）',
  dimensions: [{ key: 'month', label: '月份', type: 'month', width: 100 }],
  chart: { type: 'bar', dimension: 'month', measures: ['leavers', 'joiners'] },
});

export const dimissionByCityReport = defineReport({
  ...monthCommon,
  name: 'dimissionByCity',
  title: '离职分析（按城市）',
  dimensions: [{ key: 'cityName', label: '城市', type: 'text', width: 100 }],
  sort: { key: 'leavers', dir: 'desc' },
  chart: { type: 'bar', dimension: 'cityName', measures: ['turnover'] },
});

const leaverFilters: readonly FieldDef[] = [
  { key: 'leaveDate', column: 'leave_date', label: '离职日期', type: 'date', filter: 'dateRange', range: { required: true, defaultDays: 183, maxDays: 366 } },
  fields.city({ column: 'city_id', from: 'st', list: false }),
  { key: 'storeId', column: 'store_id', label: '门店', type: 'store', filter: 'eq' },
  { key: 'leaveReason', column: 'leave_reason', label: '离职原因', type: 'enum', enum: LeaveReason, filter: 'eq' },
];

// prettier-ignore
const leaverMeasures = [
  { key: 'leavers', label: '离职人数', format: 'int', additive: true },
  { key: 'avgMonths', label: '平均在职月数', format: 'decimal', scale: 1, help: '入职日至离职日的月数的平均' },
] as const satisfies readonly ReportMeasure[];

const leaverCommon = {
  description: '所选日期内离职的手艺人（档案状态已离职），按离职原因或在职时长。',
  page: GrowthPage.dimissionAnalysis,
  table: 'craftsman',
  joins: [{ alias: 'st', table: 'store', on: 'store_id' }],
  scope: { by: 'store', field: 'storeId', since: 'leaveDate' },
  ops: { export: GrowthOps.dimissionExport },
  filters: leaverFilters,
  measures: leaverMeasures,
} as const;

export const dimissionByReasonReport = defineReport({
  ...leaverCommon,
  name: 'dimissionByReason',
  title: '离职分析（按离职原因）',
  dimensions: [{ key: 'leaveReason', label: '离职原因', type: 'enum', enum: LeaveReason, width: 130 }],
  sort: { key: 'leavers', dir: 'desc' },
  chart: { type: 'pie', dimension: 'leaveReason', measures: ['leavers'] },
});

export const dimissionByTenureReport = defineReport({
  ...leaverCommon,
  name: 'dimissionByTenure',
  title: '离职分析（按在职时长）',
  dimensions: [{ key: 'tenure', label: '在职时长', type: 'enum', enum: TenureBand, width: 110 }],
  chart: { type: 'bar', dimension: 'tenure', measures: ['leavers'] },
});

export const DIMISSION_ANALYSIS_TABS = [
  { key: 'month', label: '按月份', report: dimissionByMonthReport },
  { key: 'city', label: '按城市', report: dimissionByCityReport },
  { key: 'reason', label: '按离职原因', report: dimissionByReasonReport },
  { key: 'tenure', label: '按在职时长', report: dimissionByTenureReport },
] as const;
