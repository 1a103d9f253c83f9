import { z } from 'zod';
import { idSchema } from '../../../api/zod.js';
import { defineEndpoint } from '../../../resource/endpoint.js';
import { fields } from '../../../resource/fields.js';
import { defineResource } from '../../../resource/types.js';
import { APPROVAL_MAX_STEPS, ApprovalFlowKind } from '../_shared/approvalFlow.js';

const PAGE = '/join/business/flowSetting';
const BASE = '/mgt/franchise/flow';

export const FlowOps = { edit: 'join:flow:edit' } as const;

/**
 * /join/business/flowSetting 流程设置: one approval flow per kind of franchise request (加盟申请审核,
 * 收款审核, 保证金退还), its ordered steps (each a role of 系统 › 角色管理) shown as one line; 设置步骤
 * replaces them (at most APPROVAL_MAX_STEPS, a role once). The name and remark are edited in the form.
 */
export const approvalFlowResource = defineResource({
  name: 'approvalFlow',
  title: '审批流程',
  page: PAGE,
  table: 'approval_flow',
  joins: [{ alias: 'x', table: 'approval_flow_summary', on: 'id' }],
  scope: { by: 'none' },
  api: {
    list: { path: `${BASE}/list`, method: 'POST' },
    detail: { path: `${BASE}/get`, method: 'GET' },
    update: { path: `${BASE}/update`, method: 'POST' },
  },
  ops: { update: FlowOps.edit },
  defaultSort: { field: 'kind', dir: 'asc' },
  count: 'exact',
  // prettier-ignore
  fields: [
    { key: 'kind', label: '审批事项', type: 'enum', enum: ApprovalFlowKind, list: { width: 130 }, filter: 'eq' },
    { key: 'name', label: '流程名称', type: 'text', required: true, max: 30, list: { width: 160 }, form: true },
    { key: 'stepCount', column: 'step_count', from: 'x', label: '步骤数', type: 'int', list: { width: 80 } },
    { key: 'stepsText', column: 'steps_text', from: 'x', label: '审批步骤（按顺序）', type: 'text', list: { width: 360, ellipsis: true } },
    { key: 'remark', label: '说明', type: 'textarea', max: 200, list: { width: 220, ellipsis: true }, form: true, span: 2 },
    fields.updatedBy(),
    fields.updatedAt(),
  ],
});

/** One step of a flow: its order and role. */
export const flowStep = z.object({ stepNo: z.number().int(), roleId: z.number().int(), roleName: z.string() });

export const flowSteps = defineEndpoint({
  path: `${BASE}/steps`,
  method: 'GET',
  permission: { menu: PAGE },
  query: z.object({ id: idSchema }),
  result: z.array(flowStep),
  summary: '流程设置：一个审批流程的步骤（顺序与角色）',
});

export const saveFlowSteps = defineEndpoint({
  path: `${BASE}/saveSteps`,
  method: 'POST',
  permission: { op: FlowOps.edit },
  body: z.object({
    id: idSchema,
    roleIds: z
      .array(idSchema, { error: '请选择审批角色' })
      .max(APPROVAL_MAX_STEPS, `审批步骤最多${APPROVAL_MAX_STEPS}步`)
      .refine((ids) => new Set(ids).size === ids.length, '同一角色不能重复设置为多个步骤'),
  }),
  result: z.array(flowStep),
  summary: '流程设置：按顺序设置审批角色（为空则恢复为单步审核：持有审核权限者即可审核）',
});

export const flowRoleOptions = defineEndpoint({
  path: `${BASE}/roleOptions`,
  method: 'GET',
  permission: { menu: PAGE },
  result: z.array(z.object({ id: z.number().int(), name: z.string() })),
  summary: '流程设置：可选的审批角色（启用的角色）',
});
