import { z } from 'zod';
import { defineEnum } from '../../../../enums/define.js';
import { defineEndpoint } from '../../../../resource/endpoint.js';
import { fields } from '../../../../resource/fields.js';
import type { FieldDef } from '../../../../resource/types.js';

/**
 * What the eight /hrm/craftsmanGrowth pages share (issue 15, 人才发展): routes, operation codes,
 * the common filters and the bands the reports group by. Every figure is counted from the
 * recruitment ledger (recruit_candidate, recruit_log), the craftsman register (entry, departure)
 * and job postings whenever a page is read (views of migration 099), never kept aside.
 * These are head office's pages: the 店长 role is not granted them; when a role with stores in
 * its scope is, it counts its own stores' candidates (by intended store) and craftsmen (by store).
 */
export const GrowthPage = {
  recruitAnalysis: '/hrm/craftsmanGrowth/recruitAnalysis',
  retainAnalysis: '/hrm/craftsmanGrowth/retainAnalysis',
  dimissionAnalysis: '/hrm/craftsmanGrowth/dimissionAnalysis',
  totalSituation: '/hrm/craftsmanGrowth/totalSituation',
  hunmanResource: '/hrm/craftsmanGrowth/hunmanResource',
  jobList: '/hrm/craftsmanGrowth/jobList',
  hrRegionalAllocation: '/hrm/craftsmanGrowth/hrRegionalAllocation',
  recruitmentData: '/hrm/craftsmanGrowth/recruitmentData',
} as const;

export const GrowthOps = {
  recruitExport: 'hrm:recruitAnalysis:export',
  retainExport: 'hrm:retainAnalysis:export',
  dimissionExport: 'hrm:dimissionAnalysis:export',
  totalExport: 'hrm:totalSituation:export',
  hunmanExport: 'hrm:hunmanResource:export',
  jobListExport: 'hrm:jobList:export',
  recruitmentDataExport: 'hrm:recruitmentData:export',
  regionSave: 'hrm:recruitRegion:save',
  regionDisable: 'hrm:recruitRegion:disable',
  regionExport: 'hrm:recruitRegion:export',
} as const;

/** The spec's recruitRegion paths (spec §7: GET getOpenCityOrgMsg, getRecruitRegionDetail, queryRecruitRegion; POST saveOrUpdateRecruitRegion, disabledRecruitRegion with id as query). */
export const RecruitRegionPath = {
  openCities: '/mgt/recruitRegion/getOpenCityOrgMsg',
  detail: '/mgt/recruitRegion/getRecruitRegionDetail',
  list: '/mgt/recruitRegion/queryRecruitRegion',
  save: '/mgt/recruitRegion/saveOrUpdateRecruitRegion',
  disable: '/mgt/recruitRegion/disabledRecruitRegion',
} as const;

/** A city of the chain with open stores, for the region form: its name and how many open stores and regions it has. */
export const openCityOrgRow = z.object({ id: z.number().int(), name: z.string(), storeCount: z.number().int(), regionCount: z.number().int() });
export const getOpenCityOrgMsg = defineEndpoint({
  path: RecruitRegionPath.openCities,
  method: 'GET',
  permission: { menu: GrowthPage.hrRegionalAllocation },
  result: z.array(openCityOrgRow),
  summary: '区域人力配置：开业门店所在的城市（招聘区域的城市选项），每城开业门店数与招聘区域数',
});
/**
 * How long a craftsman served (entry to departure, or to today): bands by whole months served,
 * `from` months inclusive. The server writes its CASE from this list.
 */
export const TENURE_BANDS = [
  { value: 0, label: '不满1个月', from: 0 },
  { value: 1, label: '1–3个月', from: 1 },
  { value: 2, label: '3–6个月', from: 3 },
  { value: 3, label: '6–12个月', from: 6 },
  { value: 4, label: '1–2年', from: 12 },
  { value: 5, label: '2–3年', from: 24 },
  { value: 6, label: '3年以上', from: 36 },
] as const;
export const TenureBand = defineEnum(TENURE_BANDS.map((b) => ({ value: b.value, label: b.label, labelEn: `from ${b.from} months` })));

/** The days after employment at which a recruit is counted still in service (留存分析). */
export const RETAIN_DAYS = [30, 90, 180] as const;

/** Filters of the reports over the ledger (recruit_candidate or its views): city, intended store, source. */
export const candidateCityFilter: FieldDef = fields.city({ column: 'city_id', list: false });
export const candidateStoreFilter: FieldDef = { key: 'storeId', column: 'intended_store_id', label: '意向门店', type: 'store', filter: 'eq' };
