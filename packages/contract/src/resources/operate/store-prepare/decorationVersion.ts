import { z } from 'zod';
import { EnableStatus, StoreBrandType } from '../../../enums/store.js';
import { defineEndpoint } from '../../../resource/endpoint.js';
import { fields } from '../../../resource/fields.js';
import { defineResource } from '../../../resource/types.js';
import { DECO_VERSION_PAGE, DecoOps } from './_shared/decoration.js';

const BASE = '/mgt/franchise/stpr/decoVersion';
const TEMPLATE_OPTIONS = { path: `${BASE}/templateOptions`, method: 'GET' } as const;

/**
 * /operate/store-prepare/decorationVersion 装修版本: the decoration standard versions of a brand (name,
 * effective date, the published template it prices with), one in force per brand: 启用 one switches
 * the brand's other enabled version off in the same transaction.
 */
export const decoVersionResource = defineResource({
  name: 'stprDecoVersion',
  title: '装修版本',
  page: DECO_VERSION_PAGE,
  table: 'stpr_deco_version',
  scope: { by: 'none' },
  api: {
    list: { path: `${BASE}/list`, method: 'POST' },
    detail: { path: `${BASE}/detail`, method: 'GET' },
    create: { path: `${BASE}/add`, method: 'POST' },
    update: { path: `${BASE}/update`, method: 'POST' },
    transition: { path: `${BASE}/status`, method: 'POST' },
  },
  ops: { create: DecoOps.versionAdd, update: DecoOps.versionEdit },
  defaultSort: { field: 'effectiveDate', dir: 'desc', first: { field: 'enabled', values: [1] } },
  workflow: {
    field: 'enabled',
    transitions: [
      { action: 'enable', label: '启用', from: [0], to: 1, op: DecoOps.versionEnable, confirm: '启用后，同一品牌正在使用的其他版本将停用。' },
      { action: 'disable', label: '禁用', from: [1], to: 0, op: DecoOps.versionEnable, danger: true },
    ],
  },
  // prettier-ignore
  fields: [
    { key: 'name', label: '版本名称', type: 'text', required: true, max: 60, list: { width: 200 }, form: true, filter: 'like' },
    { key: 'brandType', label: '品牌', type: 'enum', enum: StoreBrandType, required: true, list: { width: 110 }, form: true, filter: 'eq' },
    { key: 'effectiveDate', label: '生效日期', type: 'date', required: true, list: { width: 110 }, form: true, filter: 'dateRange', sortable: true },
    { key: 'templateId', label: '报价模板', type: 'int', required: true, lookup: { table: 'stpr_deco_template', labelColumn: 'name', as: 'templateName', options: TEMPLATE_OPTIONS }, list: { width: 220 }, form: true },
    { key: 'enabled', label: '状态', type: 'enum', enum: EnableStatus, list: { width: 80 }, filter: 'eq' },
    { key: 'remark', label: '说明', type: 'textarea', max: 500, list: { width: 200, ellipsis: true }, form: true, span: 2 },
    fields.createdBy({ list: { width: 90 } }),
    fields.createdAt({ list: { width: 150 } }),
    fields.updatedAt(),
  ],
});

/** GET templateOptions: the published templates a version may price with (name, brand and version in the label). */
export const decoVersionTemplateOptions = defineEndpoint({
  ...TEMPLATE_OPTIONS,
  permission: { menu: DECO_VERSION_PAGE },
  result: z.array(z.object({ id: z.number().int(), name: z.string() })),
  summary: '装修版本：可选的报价模板（已发布）',
});
