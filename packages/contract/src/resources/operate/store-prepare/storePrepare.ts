import { z } from 'zod';
import { idSchema, textSchema } from '../../../api/zod.js';
import { StoreCategory } from '../../../enums/store.js';
import { defineEndpoint } from '../../../resource/endpoint.js';
import { fields } from '../../../resource/fields.js';
import { defineResource } from '../../../resource/types.js';
import { PrepareStage, PrepareStatus, PREPARE_STATUS, prepareLogRow, STORE_PREPARE_PAGE, StorePrepareOps } from './_shared/prepare.js';

const BASE = '/mgt/franchise/stpr/project';

/**
 * /operate/store-prepare/storePrepare 筹建列表: the stores being opened (筹建项目). A project names the
 * store to open (a store row 即将开业 / 待上架 when one exists, else the planned name), its city and
 * address, category, owner and planned opening date, and moves through the stages (PrepareStage)
 * one step at a time (advanceStorePrepare, also from the 进度看板); each change is a dated log row
 * with its operator (the detail shows them). Reaching 已开业 opens the linked store (正常营业, 开业日期
 * today). 关闭 gives a project up with a reason. Head-office page; a user with store-data authority
 * sees the projects of their stores.
 */
export const storePrepareResource = defineResource({
  name: 'storePrepare',
  title: '筹建项目',
  page: STORE_PREPARE_PAGE,
  table: 'store_prepare',
  scope: { by: 'store', field: 'storeId' },
  api: {
    list: { path: `${BASE}/list`, method: 'POST' },
    detail: { path: `${BASE}/detail`, method: 'GET' },
    create: { path: `${BASE}/add`, method: 'POST' },
    update: { path: `${BASE}/update`, method: 'POST' },
    transition: { path: `${BASE}/close`, method: 'POST' },
    export: { path: `${BASE}/export`, method: 'GET' },
  },
  ops: { create: StorePrepareOps.add, update: StorePrepareOps.edit, export: StorePrepareOps.export },
  extraOps: [{ code: StorePrepareOps.advance, name: '推进筹建阶段' }],
  defaultSort: { field: 'plannedOpenDate', dir: 'asc', first: { field: 'status', values: [PREPARE_STATUS.active] } },
  keyword: { label: '项目/门店', fields: ['projectNo', 'plannedName'] },
  form: { width: 640 },
  workflow: {
    field: 'status',
    reasonColumn: 'close_reason',
    operatorColumn: 'closed_by',
    operatedAtColumn: 'closed_at',
    locked: [PREPARE_STATUS.opened, PREPARE_STATUS.closed],
    transitions: [
      {
        action: 'close',
        label: '关闭',
        from: [PREPARE_STATUS.active],
        to: PREPARE_STATUS.closed,
        op: StorePrepareOps.close,
        confirm: '关闭后项目不再推进，也不能再修改。',
        reason: { label: '关闭原因', required: true, max: 200 },
        danger: true,
        doneText: '已关闭筹建项目',
      },
    ],
  },
  // prettier-ignore
  fields: [
    { key: 'projectNo', label: '项目编号', type: 'text', list: { width: 130 } },
    { key: 'plannedName', label: '门店名称', type: 'text', required: true, max: 60, list: { width: 160 }, form: true, help: '关联已有门店时可留作计划名称' },
    { key: 'storeId', label: '关联门店', type: 'store', list: { width: 140 }, form: true, filter: 'eq', help: '即将开业或待上架的门店（可不选）' },
    fields.city({ required: true, form: true }),
    { key: 'address', label: '地址', type: 'text', required: true, max: 200, list: { width: 220, ellipsis: true }, form: true, span: 2 },
    { key: 'storeType', label: '门店类别', type: 'enum', enum: StoreCategory, required: true, list: { width: 90 }, form: true, filter: 'eq' },
    { key: 'owner', label: '负责人', type: 'text', required: true, max: 20, list: { width: 90 }, form: true, filter: 'like' },
    { key: 'plannedOpenDate', label: '计划开业日期', type: 'date', required: true, list: { width: 120 }, form: true, filter: 'dateRange', sortable: true },
    { key: 'stage', label: '当前阶段', type: 'enum', enum: PrepareStage, list: { width: 100 }, filter: 'eq', sortable: true },
    { key: 'stageSince', label: '进入本阶段', type: 'datetime', list: { width: 150 }, sortable: true },
    { key: 'status', label: '状态', type: 'enum', enum: PrepareStatus, list: { width: 90 }, filter: 'eq' },
    { key: 'openedOn', label: '开业日期', type: 'date', list: { width: 110 } },
    { key: 'remark', label: '备注', type: 'textarea', max: 500, list: { width: 180, ellipsis: true }, form: true, span: 2 },
    { key: 'closeReason', label: '关闭原因', type: 'text', list: { width: 160, ellipsis: true } },
    { key: 'closedBy', label: '关闭人', type: 'text' },
    { key: 'closedAt', label: '关闭时间', type: 'datetime' },
    fields.createdBy({ list: { width: 90 } }),
    fields.createdAt({ list: { width: 150 }, filter: 'dateRange', sortable: true }),
    fields.updatedAt(),
  ],
});

/** POST advance {id, toStage}: moves a project in progress to the next stage (one step at a time), logged; the board's moves too. */
export const advanceStorePrepare = defineEndpoint({
  path: `${BASE}/advance`,
  method: 'POST',
  permission: { op: StorePrepareOps.advance },
  body: z.object({
    id: idSchema,
    toStage: z.number({ error: '请选择要推进到的阶段' }).int().min(1, '请选择要推进到的阶段').max(7, '请选择要推进到的阶段'),
    remark: textSchema({ label: '说明', multiline: true }).max(200, '说明最多200个字').nullish(),
  }),
  result: z.object({ id: z.number().int(), stage: z.number().int(), status: z.number().int() }),
  summary: '筹建项目：推进到下一阶段（只能逐级推进，记录操作人和时间；推进到已开业时关联门店开业）',
});

/** GET logs ?id: a project's stage changes, oldest first. */
export const storePrepareLogs = defineEndpoint({
  path: `${BASE}/logs`,
  method: 'GET',
  permission: { menu: STORE_PREPARE_PAGE },
  query: z.object({ id: z.coerce.number({ error: '请选择筹建项目' }).int().positive('请选择筹建项目') }),
  result: z.array(prepareLogRow),
  summary: '筹建项目：阶段变更记录（操作、阶段、操作人、时间）',
});
