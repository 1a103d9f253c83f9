import { z } from 'zod';
import { idSchema, textSchema } from '../../../api/zod.js';
import { StoreBrandType } from '../../../enums/store.js';
import { defineEndpoint } from '../../../resource/endpoint.js';
import { fields } from '../../../resource/fields.js';
import { defineResource } from '../../../resource/types.js';
import { DECO_TEMPLATE_PAGE, DECO_TEMPLATE_STATUS, DecoCategory, DecoOps, DecoTemplateStatus, decimal2 } from './_shared/decoration.js';

const BASE = '/mgt/franchise/stpr/decoTemplate';

/**
 * /operate/store-prepare/decorationQuotationTemplate 装修报价模板: the standard decoration price lists a
 * quotation starts from, per brand: lines (trade, item, unit, default quantity, unit price; the line's
 * amount = quantity × price rounded to 0.01, the template's total their sum, in numeric). A draft's
 * lines are edited (saveLines); 发布 freezes it; 修订 copies a published one into the next version's
 * draft (the old one kept, 停用 when no longer offered).
 */
export const decoTemplateResource = defineResource({
  name: 'stprDecoTemplate',
  title: '装修报价模板',
  page: DECO_TEMPLATE_PAGE,
  table: 'stpr_deco_template',
  scope: { by: 'none' },
  api: {
    list: { path: `${BASE}/list`, method: 'POST' },
    detail: { path: `${BASE}/detail`, method: 'GET' },
    create: { path: `${BASE}/add`, method: 'POST' },
    update: { path: `${BASE}/update`, method: 'POST' },
    transition: { path: `${BASE}/status`, method: 'POST' },
  },
  ops: { create: DecoOps.templateAdd, update: DecoOps.templateEdit },
  extraOps: [{ code: DecoOps.templateRevise, name: '修订装修报价模板（生成新版本）' }],
  defaultSort: { field: 'createdAt', dir: 'desc' },
  keyword: { label: '模板', fields: ['templateNo', 'name'] },
  workflow: {
    field: 'status',
    locked: [DECO_TEMPLATE_STATUS.published, DECO_TEMPLATE_STATUS.retired],
    transitions: [
      { action: 'publish', label: '发布', from: [1], to: 2, op: DecoOps.templatePublish, confirm: '发布后明细不能再改，需要调整时「修订」出新版本。' },
      { action: 'retire', label: '停用', from: [2], to: 3, op: DecoOps.templatePublish, danger: true },
    ],
  },
  // prettier-ignore
  fields: [
    { key: 'templateNo', label: '模板编号', type: 'text', list: { width: 110 } },
    { key: 'name', label: '模板名称', type: 'text', required: true, max: 60, list: { width: 200 }, form: true, filter: 'like' },
    { key: 'brandType', label: '品牌', type: 'enum', enum: StoreBrandType, required: true, list: { width: 110 }, form: 'create', filter: 'eq' },
    { key: 'versionNo', label: '版本', type: 'int', list: { width: 70 } },
    { key: 'status', label: '状态', type: 'enum', enum: DecoTemplateStatus, list: { width: 80 }, filter: 'eq' },
    { key: 'lineCount', label: '明细数', type: 'int', list: { width: 80 } },
    { key: 'totalAmount', label: '参考总价', type: 'money', list: { width: 120 } },
    { key: 'remark', label: '说明', type: 'textarea', max: 500, list: { width: 180, ellipsis: true }, form: true, span: 2 },
    fields.createdBy({ list: { width: 90 } }),
    fields.createdAt({ list: { width: 150 }, sortable: true }),
    fields.updatedAt(),
  ],
});

/** One line of a template as saved. */
export const decoTemplateLineInput = z.object({
  category: z.number({ error: '请选择工种' }).int().min(1, '请选择工种').max(8, '请选择工种'),
  item: textSchema({ label: '项目', error: '请填写项目' }).min(1, '请填写项目').max(60, '项目最多60个字'),
  unit: textSchema({ label: '单位', error: '请填写单位' }).min(1, '请填写单位').max(10, '单位最多10个字'),
  defaultQty: decimal2('默认数量', { positive: true }),
  unitPrice: decimal2('单价'),
  remark: textSchema({ label: '备注' }).max(100, '备注最多100个字').nullish(),
});
export const decoTemplateLine = z.object({
  id: z.number().int(),
  sortOrder: z.number().int(),
  category: z.number().int(),
  item: z.string(),
  unit: z.string(),
  defaultQty: z.string(),
  unitPrice: z.string(),
  amount: z.string(),
  remark: z.string().nullable(),
});
export type DecoTemplateLine = z.infer<typeof decoTemplateLine>;
export { DecoCategory };

/** GET lines ?id: a template's lines in order, each with its amount. */
export const decoTemplateLines = defineEndpoint({
  path: `${BASE}/lines`,
  method: 'GET',
  permission: { menu: DECO_TEMPLATE_PAGE },
  query: z.object({ id: idSchema }),
  result: z.array(decoTemplateLine),
  summary: '装修报价模板：明细（工种、项目、单位、默认数量、单价、金额）',
});

/** POST saveLines {id, lines}: replaces a draft's lines (1–200), recomputing its count and total. */
export const saveDecoTemplateLines = defineEndpoint({
  path: `${BASE}/saveLines`,
  method: 'POST',
  permission: { op: DecoOps.templateEdit },
  body: z.object({ id: idSchema, lines: z.array(decoTemplateLineInput, { error: '请填写明细' }).min(1, '至少一条明细').max(200, '明细最多200条') }),
  result: z.object({ id: z.number().int(), lineCount: z.number().int(), totalAmount: z.string() }),
  summary: '装修报价模板：保存草稿的明细（整体替换），重算明细数和参考总价',
});

/** POST revise {id}: a published or retired template's next version, a draft with its lines copied (the old one kept). */
export const reviseDecoTemplate = defineEndpoint({
  path: `${BASE}/revise`,
  method: 'POST',
  permission: { op: DecoOps.templateRevise },
  body: z.object({ id: idSchema }),
  result: z.object({ id: z.number().int(), versionNo: z.number().int() }),
  summary: '装修报价模板：修订（复制为下一版本的草稿，原版本保留）',
});
