import { CraftsmanLevel, CraftsmanType, Station } from '../../../enums/people.js';
import { fields } from '../../../resource/fields.js';
import { defineReport, type ReportMeasure } from '../../../resource/report.js';
import type { FieldDef } from '../../../resource/types.js';
import { GrowthOps, GrowthPage, TenureBand } from './_shared/growth.js';

/**
 * /hrm/craftsmanGrowth/hunmanResource 人力资源概况: the craftsmen in service today (the register,
 * not departed) by station (岗位), level, post (发型师/烫染师), city, store and months served; men
 * and women, average months served. Filters: city, store, station, post, entry date.
 */
const filters: readonly FieldDef[] = [
  fields.city({ column: 'city_id', from: 'st', list: false }),
  { key: 'storeId', column: 'store_id', label: '门店', type: 'store', filter: 'eq' },
  { key: 'station', column: 'station', label: '岗位', type: 'enum', enum: Station, filter: 'eq' },
  { key: 'craftsmanType', column: 'craftsman_type', label: '职务', type: 'enum', enum: CraftsmanType, filter: 'eq' },
  { key: 'entryDate', column: 'entry_date', label: '入职日期', type: 'date', filter: 'dateRange', range: { maxDays: 7320 } },
];

// prettier-ignore
const measures = [
  { key: 'headCount', label: '在职人数', format: 'int', additive: true },
  { key: 'male', label: '男', format: 'int', additive: true },
  { key: 'female', label: '女', format: 'int', additive: true },
  { key: 'joinedYear', label: '本年入职', format: 'int', additive: true },
  { key: 'avgMonths', label: '平均司龄（月）', format: 'decimal', scale: 1, help: '入职日至今天的月数的平均' },
] as const satisfies readonly ReportMeasure[];

const common = {
  description: '今天在职的手艺人（手艺人档案中未离职的），按所选口径分组。',
  page: GrowthPage.hunmanResource,
  table: 'craftsman',
  joins: [{ alias: 'st', table: 'store', on: 'store_id' }],
  scope: { by: 'store', field: 'storeId' },
  ops: { export: GrowthOps.hunmanExport },
  filters,
  measures,
  sort: { key: 'headCount', dir: 'desc' },
} as const;

export const hrByStationReport = defineReport({
  ...common,
  name: 'hrByStation',
  title: '人力资源概况（按岗位）',
  dimensions: [{ key: 'station', label: '岗位', type: 'enum', enum: Station, width: 110 }],
  chart: { type: 'pie', dimension: 'station', measures: ['headCount'] },
});
export const hrByLevelReport = defineReport({
  ...common,
  name: 'hrByLevel',
  title: '人力资源概况（按级别）',
  dimensions: [{ key: 'level', label: '级别', type: 'enum', enum: CraftsmanLevel, width: 110 }],
  sort: { key: 'level', dir: 'asc' },
  chart: { type: 'bar', dimension: 'level', measures: ['headCount'] },
});
export const hrByPostReport = defineReport({
  ...common,
  name: 'hrByPost',
  title: '人力资源概况（按职务）',
  dimensions: [{ key: 'craftsmanType', label: '职务', type: 'enum', enum: CraftsmanType, width: 110 }],
  chart: { type: 'pie', dimension: 'craftsmanType', measures: ['headCount'] },
});
export const hrByCityReport = defineReport({
  ...common,
  name: 'hrByCity',
  title: '人力资源概况（按城市）',
  dimensions: [{ key: 'cityName', label: '城市', type: 'text', width: 100 }],
  chart: { type: 'bar', dimension: 'cityName', measures: ['headCount'] },
});
export const hrByStoreReport = defineReport({
  ...common,
  name: 'hrByStore',
  title: '人力资源概况（按门店）',
  dimensions: [{ key: 'storeName', label: '门店', type: 'text', width: 160 }],
});
export const hrByTenureReport = defineReport({
  ...common,
  name: 'hrByTenure',
  title: '人力资源概况（按司龄）',
  dimensions: [{ key: 'tenure', label: '司龄', type: 'enum', enum: TenureBand, width: 110 }],
  sort: { key: 'tenure', dir: 'asc' },
  chart: { type: 'bar', dimension: 'tenure', measures: ['headCount'] },
});

export const HUNMAN_RESOURCE_TABS = [
  { key: 'station', label: '按岗位', report: hrByStationReport },
  { key: 'level', label: '按级别', report: hrByLevelReport },
  { key: 'post', label: '按职务', report: hrByPostReport },
  { key: 'city', label: '按城市', report: hrByCityReport },
  { key: 'store', label: '按门店', report: hrByStoreReport },
  { key: 'tenure', label: '按司龄', report: hrByTenureReport },
] as const;
