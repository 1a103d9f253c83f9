import { z } from 'zod';
import { idSchema } from '../../../api/zod.js';
import { RecruitRegionStatus } from '../../../enums/recruit.js';
import { fields } from '../../../resource/fields.js';
import { defineEndpoint } from '../../../resource/endpoint.js';
import { formSchema } from '../../../resource/schema.js';
import { defineResource } from '../../../resource/types.js';
import { GrowthOps, GrowthPage, RecruitRegionPath } from './_shared/growth.js';

/**
 * /hrm/craftsmanGrowth/hrRegionalAllocation 区域人力配置: the recruit regions (招聘区域) of each city
 * with their HR owner and monthly target, beside this month's figures from the ledger (registered,
 * employed, still moving; completion = employed ÷ target; view recruit_region_month). Head office
 * adds and edits regions (saveOrUpdateRecruitRegion: without id a new one, with id that one) and
 * disables one with a reason (disabledRecruitRegion, id in the query string): a disabled region
 * takes no new candidates and is no longer edited. A user sees the cities of its stores.
 */
export const recruitRegionResource = defineResource({
  name: 'recruitRegion',
  title: '招聘区域',
  page: GrowthPage.hrRegionalAllocation,
  table: 'recruit_region',
  joins: [{ alias: 'm', table: 'recruit_region_month', on: 'id' }],
  scope: { by: 'city', field: 'cityId' },
  api: {
    list: { path: RecruitRegionPath.list, method: 'GET' },
    detail: { path: RecruitRegionPath.detail, method: 'GET' },
    create: { path: RecruitRegionPath.save, method: 'POST' },
    update: { path: RecruitRegionPath.save, method: 'POST' },
    transition: { path: RecruitRegionPath.disable, method: 'POST' },
  },
  ops: { create: GrowthOps.regionSave, update: GrowthOps.regionSave, export: GrowthOps.regionExport },
  defaultSort: { field: 'cityId', dir: 'asc' },
  form: { width: 640 },
  workflow: {
    field: 'enableStatus',
    locked: [0],
    reasonColumn: 'disabled_reason',
    operatorColumn: 'disabled_by',
    operatedAtColumn: 'disabled_at',
    transitions: [
      {
        action: 'disable',
        label: '停用',
        from: [1],
        to: 0,
        op: GrowthOps.regionDisable,
        reason: { label: '停用原因', required: true, max: 200 },
        confirm: '停用后该区域不能再登记新的候选人，已登记的候选人不受影响。',
        danger: true,
      },
    ],
  },
  // prettier-ignore
  fields: [
    fields.city({ required: true, form: true, lookup: { ...fields.cityLookup, options: { path: RecruitRegionPath.openCities, method: 'GET' } }, sortable: true }),
    { key: 'name', label: '区域名称', type: 'text', required: true, max: 40, unique: true, list: { width: 140 }, form: true, filter: 'like' },
    { key: 'hrName', label: '招聘负责人', type: 'text', required: true, max: 40, list: { width: 120 }, form: true, filter: 'like', placeholder: '如：人事部 周敏' },
    { key: 'monthlyTarget', label: '月度目标（人）', type: 'int', required: true, min: 0, max: 9999, defaultValue: 10, list: { width: 110 }, form: true, help: '每月计划入职人数' },
    { key: 'registeredMonth', column: 'registered_month', from: 'm', label: '本月登记', type: 'int', list: { width: 90 } },
    { key: 'employedMonth', column: 'employed_month', from: 'm', label: '本月入职', type: 'int', list: { width: 90 } },
    { key: 'completion', column: 'completion', from: 'm', label: '目标完成率', type: 'percent', list: { width: 100 }, help: '本月入职 ÷ 月度目标' },
    { key: 'openCandidates', column: 'open_candidates', from: 'm', label: '在途候选人', type: 'int', list: { width: 100 } },
    { key: 'enableStatus', label: '状态', type: 'enum', enum: RecruitRegionStatus, list: { width: 70 }, filter: 'eq' },
    { key: 'remark', label: '备注', type: 'textarea', max: 200, list: { width: 160, ellipsis: true }, form: true, span: 2 },
    { key: 'disabledReason', label: '停用原因', type: 'text', list: { width: 160, ellipsis: true } },
    { key: 'disabledBy', label: '停用人', type: 'text', list: { width: 80 } },
    { key: 'disabledAt', label: '停用时间', type: 'datetime', list: { width: 150 } },
    fields.createdBy({ list: { width: 80 } }),
    fields.createdAt({ list: { width: 150 } }),
    fields.updatedAt(),
  ],
});

/**
 * saveOrUpdateRecruitRegion: the region form's values; without `id` a new region, with `id` that
 * region changed (every form field is in both forms, so one schema checks both).
 */
export const recruitRegionSaveBody = (formSchema(recruitRegionResource, 'create') as z.ZodObject<z.ZodRawShape>).extend({ id: idSchema.optional() });
export const saveOrUpdateRecruitRegion = defineEndpoint({
  path: RecruitRegionPath.save,
  method: 'POST',
  permission: { op: GrowthOps.regionSave },
  body: recruitRegionSaveBody,
  result: z.object({ id: z.number().int() }),
  summary: '新增（不带 id）或修改（带 id）招聘区域：城市、区域名称、招聘负责人、月度目标、备注',
});
