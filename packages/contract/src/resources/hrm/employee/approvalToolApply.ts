import { z } from 'zod';
import { defineEnum } from '../../../enums/define.js';
import { fromCents, toCents } from '../../../format/cents.js';
import { defineEndpoint } from '../../../resource/endpoint.js';
import { fields } from '../../../resource/fields.js';
import { defineResource } from '../../../resource/types.js';

/**
 * /hrm/employee/approvalToolApply 工具申请审批: a craftsman asks the company for a tool of the catalogue
 * (剪刀, 吹风机, 烫发夹板 … at the catalogue's price); the store manager or head office approves or rejects
 * it; an approved one is issued. The cost is shared by TOOL_COST_RULE, fixed when applied. Store scope.
 */
export const TOOL_APPLY_PAGE = '/hrm/employee/approvalToolApply';

export const ToolApplyOps = {
  add: 'hrm:toolApply:add',
  approve: 'hrm:toolApply:approve',
  reject: 'hrm:toolApply:reject',
  issue: 'hrm:toolApply:issue',
  withdraw: 'hrm:toolApply:withdraw',
  export: 'hrm:toolApply:export',
  itemAdd: 'hrm:toolItem:add',
  itemEdit: 'hrm:toolItem:edit',
} as const;

export const HairToolCategory = defineEnum([
  { value: 1, label: '剪刀', labelEn: 'scissors' },
  { value: 2, label: '吹风机', labelEn: 'hair dryer' },
  { value: 3, label: '烫发夹板', labelEn: 'hair straightener' },
  { value: 4, label: '卷发棒', labelEn: 'curling iron' },
  { value: 5, label: '梳子', labelEn: 'comb' },
  { value: 6, label: '推子', labelEn: 'clipper' },
]);

export const ToolItemStatus = defineEnum([
  { value: 1, label: '可申请', labelEn: 'available', color: 'green' },
  { value: 0, label: '停用', labelEn: 'disabled', color: 'default' },
]);

export const ToolApplyStatus = defineEnum([
  { value: 0, label: '待审批', labelEn: 'pending', color: 'gold' },
  { value: 1, label: '已通过', labelEn: 'approved', color: 'blue' },
  { value: 2, label: '已驳回', labelEn: 'rejected', color: 'red' },
  { value: 3, label: '已发放', labelEn: 'issued', color: 'green' },
  { value: 4, label: '已撤回', labelEn: 'withdrawn', color: 'default' },
]);
export const TOOL_PENDING = 0;
export const TOOL_APPROVED = 1;
export const TOOL_ISSUED = 3;

/**
 * Who pays a tool: a craftsman in service for less than a year pays 50% of it, one in service for a
 * year or more 30% (as of the day of the application); the company pays the rest. The craftsman's
 * share to the fen, half up.
 */
export const TOOL_COST_RULE = { newcomerPercent: 50, seniorPercent: 30, seniorDays: 365 } as const;

/** The craftsman's and the company's share of `quantity` tools at `price`, for a craftsman `daysInService` days in. */
export function toolCostShare(price: string, quantity: number, daysInService: number) {
  const total = toCents(price) * BigInt(quantity);
  const percent = BigInt(daysInService >= TOOL_COST_RULE.seniorDays ? TOOL_COST_RULE.seniorPercent : TOOL_COST_RULE.newcomerPercent);
  const craftsman = (total * percent + 50n) / 100n;
  return { total: fromCents(total), craftsman: fromCents(craftsman), company: fromCents(total - craftsman), percent: Number(percent) };
}

export const ToolApplyMsg = {
  itemMissing: '工具不存在',
  itemDisabled: '该工具已停用，不能申请',
  craftsmanMissing: '手艺人不存在',
  craftsmanLeft: '只能为在职的手艺人申请工具',
  pendingSame: '该手艺人已有同一工具的待审批申请',
} as const;

export const TOOL_ITEM_OPTIONS = { path: '/mgt/toolItem/options', method: 'GET' } as const;
export const TOOL_CRAFTSMAN_OPTIONS = { path: '/mgt/toolApply/craftsmanOptions', method: 'GET' } as const;

/** 工具目录: the tools craftsmen may ask for, with the price (head office keeps it). */
export const toolItemResource = defineResource({
  name: 'toolItem',
  title: '工具',
  page: TOOL_APPLY_PAGE,
  table: 'tool_item',
  scope: { by: 'none' },
  api: { list: { path: '/mgt/toolItem/queryToolItemPage', method: 'POST' } },
  ops: { create: ToolApplyOps.itemAdd, update: ToolApplyOps.itemEdit },
  defaultSort: { field: 'category', dir: 'asc' },
  // prettier-ignore
  fields: [
    { key: 'name', label: '工具名称', type: 'text', required: true, max: 40, unique: true, list: { width: 200 }, form: true, filter: 'like' },
    { key: 'category', label: '类别', type: 'enum', enum: HairToolCategory, required: true, defaultValue: 1, list: { width: 100 }, form: true, filter: 'eq' },
    { key: 'spec', label: '规格', type: 'text', max: 60, list: { width: 180 }, form: true },
    { key: 'price', label: '单价(元)', type: 'money', required: true, min: 0.01, max: 99999, list: { width: 100 }, form: true },
    { key: 'enableStatus', label: '状态', type: 'enum', enum: ToolItemStatus, required: true, defaultValue: 1, list: { width: 90 }, form: true, filter: 'eq' },
    fields.updatedBy(),
    fields.updatedAt(),
  ],
});

/** 工具申请: one application of a craftsman, its cost shared when applied. */
export const toolApplyResource = defineResource({
  name: 'toolApply',
  title: '工具申请',
  page: TOOL_APPLY_PAGE,
  table: 'tool_apply',
  joins: [
    { alias: 'c', table: 'craftsman', on: 'craftsman_id' },
    { alias: 'ti', table: 'tool_item', on: 'tool_id' },
  ],
  scope: { by: 'store', field: 'storeId', since: 'createdAt' },
  api: { list: { path: '/mgt/toolApply/queryToolApplyPage', method: 'POST' } },
  ops: { create: ToolApplyOps.add, export: ToolApplyOps.export },
  defaultSort: { field: 'createdAt', dir: 'desc', first: { field: 'status', values: [0, 1] } },
  keyword: { label: '手艺人', fields: ['realName', 'employeeNo'] },
  form: { width: 600 },
  workflow: {
    field: 'status',
    locked: [1, 2, 3, 4],
    reasonColumn: 'review_remark',
    transitions: [
      { action: 'approve', label: '通过', from: [0], to: 1, op: ToolApplyOps.approve, confirm: '通过后由门店或总部发放工具。' },
      { action: 'reject', label: '驳回', from: [0], to: 2, op: ToolApplyOps.reject, reason: { label: '驳回原因', required: true, max: 200 }, danger: true },
      { action: 'issue', label: '发放', from: [1], to: 3, op: ToolApplyOps.issue, confirm: '确认工具已交到手艺人手中。' },
      { action: 'withdraw', label: '撤回', from: [0], to: 4, op: ToolApplyOps.withdraw, reason: { label: '撤回原因', required: false, max: 200 } },
    ],
  },
  // prettier-ignore
  fields: [
    fields.store(),
    { key: 'craftsmanId', label: '手艺人', type: 'int', required: true, lookup: { table: 'craftsman', labelColumn: 'real_name', as: 'craftsmanLabel', options: TOOL_CRAFTSMAN_OPTIONS }, form: 'create', detail: false },
    { key: 'realName', column: 'real_name', from: 'c', label: '手艺人', type: 'text', list: { width: 90 } },
    { key: 'employeeNo', column: 'employee_no', from: 'c', label: '工号', type: 'text', list: { width: 110 } },
    { key: 'toolId', label: '工具', type: 'int', required: true, lookup: { table: 'tool_item', labelColumn: 'name', as: 'toolName', options: TOOL_ITEM_OPTIONS }, list: { width: 180 }, form: 'create', filter: 'eq' },
    { key: 'category', column: 'category', from: 'ti', label: '类别', type: 'enum', enum: HairToolCategory, list: { width: 90 }, filter: 'eq' },
    { key: 'quantity', label: '数量', type: 'int', required: true, min: 1, max: 5, defaultValue: 1, list: { width: 70 }, form: 'create' },
    { key: 'unitPrice', label: '单价(元)', type: 'money', list: { width: 90 } },
    { key: 'totalAmount', label: '金额(元)', type: 'money', list: { width: 100 } },
    { key: 'craftsmanPercent', label: '个人承担比例(%)', type: 'int', list: { width: 120 } },
    { key: 'craftsmanAmount', label: '个人承担(元)', type: 'money', list: { width: 100 } },
    { key: 'companyAmount', label: '公司承担(元)', type: 'money', list: { width: 100 } },
    { key: 'applyReason', label: '申请原因', type: 'textarea', required: true, max: 200, list: { width: 180, ellipsis: true }, form: 'create', span: 2 },
    { key: 'status', label: '状态', type: 'enum', enum: ToolApplyStatus, list: { width: 90 }, filter: 'eq' },
    { key: 'reviewRemark', label: '审批说明', type: 'text', list: { width: 140, ellipsis: true } },
    { key: 'reviewedBy', label: '审批人', type: 'text', list: { width: 90 } },
    { key: 'reviewedAt', label: '审批时间', type: 'datetime', list: { width: 160 } },
    { key: 'issuedBy', label: '发放人', type: 'text', list: { width: 90 } },
    { key: 'issuedAt', label: '发放时间', type: 'datetime', list: { width: 160 } },
    fields.createdBy({ label: '申请人', list: { width: 90 } }),
    fields.createdAt({ label: '申请时间', list: { width: 160 }, sortable: true, filter: 'dateRange' }),
  ],
});

const optionList = z.array(z.object({ id: z.number().int(), name: z.string() }));

export const toolItemOptions = defineEndpoint({
  ...TOOL_ITEM_OPTIONS,
  permission: { menu: TOOL_APPLY_PAGE },
  result: optionList,
  summary: '可申请的工具（名称、规格与单价）',
});

export const toolCraftsmanOptions = defineEndpoint({
  ...TOOL_CRAFTSMAN_OPTIONS,
  permission: { menu: TOOL_APPLY_PAGE },
  result: optionList,
  summary: '可申请工具的在职手艺人，归属门店在用户的门店数据权限内',
});
