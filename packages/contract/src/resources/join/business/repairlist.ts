import { z } from 'zod';
import { dateSchema, idSchema, textSchema } from '../../../api/zod.js';
import { defineEnum } from '../../../enums/define.js';
import { defineEndpoint } from '../../../resource/endpoint.js';
import { fields } from '../../../resource/fields.js';
import { valueSchema } from '../../../resource/schema.js';
import { defineResource, type FieldDef } from '../../../resource/types.js';

export const REPAIR_PAGE = '/join/business/repairlist';
/** spec §7 storeRepair: add or update, export, import, query, warranty types. */
export const REPAIR_BASE = '/mgt/franchise/storeRepair';

/** Who pays for a repair: 保内 (the supplier's warranty), 保外 (the store), 人为损坏 (the store, with the cause). */
export const WarrantyType = defineEnum([
  { value: 1, label: '保内', labelEn: 'in warranty', color: 'green' },
  { value: 2, label: '保外', labelEn: 'out of warranty', color: 'orange' },
  { value: 3, label: '人为损坏', labelEn: 'damage', color: 'red' },
]);

/** Where in the store the fault is. */
export const RepairArea = defineEnum([
  { value: 1, label: '前台接待区', labelEn: 'reception' },
  { value: 2, label: '剪发区', labelEn: 'cutting area' },
  { value: 3, label: '洗护区', labelEn: 'washing area' },
  { value: 4, label: '烫染区', labelEn: 'colouring area' },
  { value: 5, label: '水电设施', labelEn: 'plumbing and power' },
  { value: 6, label: '门头招牌', labelEn: 'storefront' },
  { value: 7, label: '其他', labelEn: 'other' },
]);

/** 已报修 → 已派单 → 已维修 → 已验收; 验收不通过 sends a repair back to 已派单. */
export const RepairStatus = defineEnum([
  { value: 1, label: '已报修', labelEn: 'reported', color: 'gold' },
  { value: 2, label: '已派单', labelEn: 'dispatched', color: 'blue' },
  { value: 3, label: '已维修', labelEn: 'fixed', color: 'cyan' },
  { value: 4, label: '已验收', labelEn: 'accepted', color: 'green' },
]);
export const REPAIR_STATUS = { reported: 1, dispatched: 2, fixed: 3, accepted: 4 } as const;

export const RepairOps = {
  add: 'join:repair:add',
  edit: 'join:repair:edit',
  export: 'join:repair:export',
  import: 'join:repair:import',
  dispatch: 'join:repair:dispatch',
  fix: 'join:repair:fix',
  accept: 'join:repair:accept',
} as const;

/**
 * /join/business/repairlist 报修管理: a franchise store's repair orders — number (BX + day + 4 digits),
 * store, area and item, warranty type, description, photo, reporter; 派单 (worker, expected date) and
 * 维修完成 (result, cost) are steps of their own, 验收 / 验收不通过 (the reason) the declaration's. Edited
 * while 已报修 only. Import by the form's columns (a bad line names its line, nothing is written); export
 * streamed. Franchise-store managers see their own stores' repairs.
 */
export const repairResource = defineResource({
  name: 'storeRepair',
  title: '报修单',
  page: REPAIR_PAGE,
  table: 'franchise_repair',
  scope: { by: 'store', field: 'storeId' },
  api: {
    list: { path: `${REPAIR_BASE}/query`, method: 'POST' },
    detail: { path: `${REPAIR_BASE}/detail`, method: 'GET' },
    create: { path: `${REPAIR_BASE}/add`, method: 'POST' },
    update: { path: `${REPAIR_BASE}/update`, method: 'POST' },
    transition: { path: `${REPAIR_BASE}/accept`, method: 'POST' },
    export: { path: `${REPAIR_BASE}/export`, method: 'GET' },
    import: { path: `${REPAIR_BASE}/import`, method: 'POST' },
    importTemplate: { path: `${REPAIR_BASE}/importTemplate`, method: 'GET' },
  },
  ops: { create: RepairOps.add, update: RepairOps.edit, export: RepairOps.export, import: RepairOps.import },
  extraOps: [
    { code: RepairOps.dispatch, name: '报修派单' },
    { code: RepairOps.fix, name: '登记维修结果' },
  ],
  import: {
    fields: ['storeId', 'area', 'item', 'warrantyType', 'description', 'reporter'],
    notes: ['门店须为加盟门店（填写门店编码或名称）；区域、保修类型填写页面上的名称。', '任一行有误则整表不导入，并指出出错的行。'],
  },
  keyword: { label: '单号/报修项目', fields: ['repairNo', 'item'] },
  defaultSort: { field: 'createdAt', dir: 'desc' },
  form: { width: 640 },
  workflow: {
    field: 'status',
    reasonColumn: 'reject_reason',
    operatorColumn: 'accepted_by',
    operatedAtColumn: 'accepted_at',
    locked: [2, 3, 4],
    transitions: [
      { action: 'accept', label: '验收', from: [3], to: 4, op: RepairOps.accept, confirm: '确认维修结果合格并验收？验收后报修单即关闭。', doneText: '已验收' },
      {
        action: 'reject',
        label: '验收不通过',
        from: [3],
        to: 2,
        op: RepairOps.accept,
        reason: { label: '不通过原因', required: true, max: 200 },
        danger: true,
        doneText: '验收不通过，已退回维修',
      },
    ],
  },
  // prettier-ignore
  fields: [
    { key: 'repairNo', label: '报修单号', type: 'text', list: { width: 150 }, filter: 'like' },
    { key: 'status', label: '状态', type: 'enum', enum: RepairStatus, list: { width: 80 }, filter: 'eq' },
    fields.store({ required: true, form: 'create', help: '须为加盟门店' }),
    { key: 'area', label: '区域', type: 'enum', enum: RepairArea, required: true, list: { width: 100 }, form: true, filter: 'eq' },
    { key: 'item', label: '报修项目', type: 'text', required: true, max: 50, list: { width: 150, ellipsis: true }, form: true, placeholder: '如：3号洗头床排水' },
    { key: 'warrantyType', label: '保修类型', type: 'enum', enum: WarrantyType, required: true, list: { width: 90 }, form: true, filter: 'eq' },
    { key: 'description', label: '故障描述', type: 'textarea', required: true, max: 500, list: { width: 200, ellipsis: true }, form: true, span: 2 },
    { key: 'photoUrl', label: '故障照片', type: 'image', list: { width: 90 }, form: true },
    { key: 'reporter', label: '报修人', type: 'text', required: true, max: 20, list: { width: 80 }, form: true },
    { key: 'worker', label: '维修人员', type: 'text', list: { width: 80 } },
    { key: 'expectedOn', label: '预计完成', type: 'date', list: { width: 105 } },
    { key: 'dispatchedBy', label: '派单人', type: 'text' },
    { key: 'dispatchedAt', label: '派单时间', type: 'datetime' },
    { key: 'result', label: '维修结果', type: 'text', list: { width: 160, ellipsis: true } },
    { key: 'cost', label: '维修费用', type: 'money', list: { width: 100 } },
    { key: 'fixedBy', label: '维修登记人', type: 'text' },
    { key: 'fixedAt', label: '维修完成时间', type: 'datetime', list: { width: 150 } },
    { key: 'rejectReason', label: '验收不通过原因', type: 'text', list: { width: 160, ellipsis: true } },
    { key: 'rejectCount', label: '验收不通过次数', type: 'int' },
    { key: 'acceptedBy', label: '验收人', type: 'text', list: { width: 80 } },
    { key: 'acceptedAt', label: '验收时间', type: 'datetime' },
    { key: 'createdBy', label: '登记人', type: 'text' },
    { key: 'createdAt', label: '报修时间', type: 'datetime', list: { width: 150 }, filter: 'dateRange', sortable: true },
    { key: 'updatedAt', label: '更新时间', type: 'datetime', detail: false },
  ],
});

const money = valueSchema({ key: 'cost', label: '维修费用', type: 'money', min: 0, max: 999_999, required: true });

/** 派单 (已报修 → 已派单): who repairs it and by when. */
export const repairDispatch = defineEndpoint({
  path: `${REPAIR_BASE}/dispatch`,
  method: 'POST',
  permission: { op: RepairOps.dispatch },
  body: z.object({
    id: idSchema,
    worker: textSchema({ label: '维修人员', error: '请填写维修人员' }).min(1, '请填写维修人员').max(20, '维修人员最多20个字'),
    expectedOn: dateSchema('预计完成日期'),
  }),
  result: z.object({ id: z.number().int(), status: z.number().int() }),
  summary: '报修管理：派单（已报修 → 已派单：维修人员、预计完成日期）',
});

/** 维修完成 (已派单 → 已维修): what was done and what it cost. */
export const repairFix = defineEndpoint({
  path: `${REPAIR_BASE}/finish`,
  method: 'POST',
  permission: { op: RepairOps.fix },
  body: z.object({
    id: idSchema,
    result: textSchema({ label: '维修结果', multiline: true, error: '请填写维修结果' }).min(1, '请填写维修结果').max(500, '维修结果最多500个字'),
    cost: money,
  }),
  result: z.object({ id: z.number().int(), status: z.number().int() }),
  summary: '报修管理：维修完成（已派单 → 已维修：维修结果、费用）',
});

/** GET warranty types (spec getWarrantyTypes): the contract enum as options. */
export const repairWarrantyTypes = defineEndpoint({
  path: `${REPAIR_BASE}/getWarrantyTypes`,
  method: 'GET',
  permission: { menu: REPAIR_PAGE },
  result: z.array(z.object({ value: z.number().int(), label: z.string() })),
  summary: '报修管理：保修类型',
});

// prettier-ignore
export const repairDispatchFields: readonly FieldDef[] = [
  { key: 'worker', label: '维修人员', type: 'text', required: true, max: 20 },
  { key: 'expectedOn', label: '预计完成日期', type: 'date', required: true, minDate: 'today' },
];
// prettier-ignore
export const repairFixFields: readonly FieldDef[] = [
  { key: 'result', label: '维修结果', type: 'textarea', required: true, max: 500 },
  { key: 'cost', label: '维修费用', type: 'money', required: true, min: 0, max: 999_999, defaultValue: '0.00' },
];
