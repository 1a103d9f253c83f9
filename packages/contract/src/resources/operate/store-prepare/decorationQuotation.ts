import { z } from 'zod';
import { idSchema, textSchema } from '../../../api/zod.js';
import { defineEnum } from '../../../enums/define.js';
import { defineEndpoint, instant } from '../../../resource/endpoint.js';
import { fields } from '../../../resource/fields.js';
import { defineResource } from '../../../resource/types.js';
import { DecoCategory, decimal2 } from './_shared/decoration.js';

export const DECO_QUOTATION_PAGE = '/operate/store-prepare/decorationQuotation';
export const DECO_QUOTATION_DETAIL_PAGE = '/operate/store-prepare/decorationQuotationDetail';
const BASE = '/mgt/franchise/stpr/quotation';
const PROJECT_OPTIONS = { path: `${BASE}/projectOptions`, method: 'GET' } as const;
const TEMPLATE_OPTIONS = { path: `${BASE}/templateOptions`, method: 'GET' } as const;

/**
 * A quotation version's state: 草稿 (lines edited) → 已提交 (issued to the franchisee; 修订 makes the next
 * version's draft and this one becomes 已修订, kept and viewable) → 已确认 (agreed, locked for good).
 */
export const DecoQuotationStatus = defineEnum([
  { value: 1, label: '草稿', labelEn: 'draft', color: 'default' },
  { value: 2, label: '已提交', labelEn: 'submitted', color: 'blue' },
  { value: 3, label: '已确认', labelEn: 'confirmed', color: 'green' },
  { value: 4, label: '已修订', labelEn: 'superseded', color: 'orange' },
]);
export const DECO_QUOTATION_STATUS = { draft: 1, submitted: 2, confirmed: 3, superseded: 4 } as const;

export const DecoQuotationOps = {
  add: 'operate:decoQuotation:add',
  edit: 'operate:decoQuotation:edit',
  submit: 'operate:decoQuotation:submit',
  confirm: 'operate:decoQuotation:confirm',
  revise: 'operate:decoQuotation:revise',
} as const;

/**
 * /operate/store-prepare/decorationQuotation 装修报价: a store preparation project's decoration quotation,
 * built from a published template (its lines copied: trade, item, unit, quantity, unit price; quantities
 * and prices changed, lines added or removed), each line's amount = quantity × unit price rounded to 0.01
 * and the total their sum, in exact numeric. One quotation a project; 提交 issues it, 确认 locks it;
 * 修订 of a submitted one makes version n+1 (a draft with its lines), the earlier versions kept as 已修订
 * and shown on 装修报价详情. The list shows each quotation's current version; store users see their
 * stores' projects' quotations.
 */
export const decoQuotationResource = defineResource({
  name: 'stprDecoQuotation',
  title: '装修报价',
  page: DECO_QUOTATION_PAGE,
  table: 'stpr_deco_quotation',
  joins: [{ alias: 'sp', table: 'store_prepare', on: 'prepare_id' }],
  scope: { by: 'store', field: 'storeId' },
  api: {
    list: { path: `${BASE}/list`, method: 'POST' },
    detail: { path: `${BASE}/detail`, method: 'GET' },
    update: { path: `${BASE}/update`, method: 'POST' },
    transition: { path: `${BASE}/status`, method: 'POST' },
  },
  ops: { update: DecoQuotationOps.edit },
  extraOps: [
    { code: DecoQuotationOps.add, name: '按模板新建装修报价' },
    { code: DecoQuotationOps.revise, name: '修订装修报价（生成新版本）' },
  ],
  defaultSort: { field: 'createdAt', dir: 'desc' },
  workflow: {
    field: 'status',
    operatorColumn: 'operator',
    operatedAtColumn: 'operated_at',
    locked: [DECO_QUOTATION_STATUS.submitted, DECO_QUOTATION_STATUS.confirmed, DECO_QUOTATION_STATUS.superseded],
    transitions: [
      {
        action: 'submit',
        label: '提交',
        from: [1],
        to: 2,
        op: DecoQuotationOps.submit,
        confirm: '提交后明细不能再改；需要调整时「修订」出新版本。',
        doneText: '已提交',
      },
      {
        action: 'confirm',
        label: '确认',
        from: [2],
        to: 3,
        op: DecoQuotationOps.confirm,
        confirm: '确认后报价锁定，不能再修订。',
        doneText: '已确认，报价已锁定',
      },
    ],
  },
  // prettier-ignore
  fields: [
    { key: 'quotationNo', label: '报价单号', type: 'text', list: { width: 150 }, filter: 'like' },
    { key: 'versionNo', label: '版本', type: 'int', list: { width: 70 } },
    { key: 'prepareId', label: '筹建项目', type: 'int', lookup: { table: 'store_prepare', labelColumn: 'planned_name', as: 'projectName', options: PROJECT_OPTIONS }, list: { width: 180 }, filter: 'eq' },
    { key: 'projectNo', column: 'project_no', from: 'sp', label: '项目编号', type: 'text', list: { width: 130 } },
    fields.store(),
    { key: 'templateId', label: '报价模板', type: 'int', lookup: { table: 'stpr_deco_template', labelColumn: 'name', as: 'templateName' }, list: { width: 200 } },
    { key: 'status', label: '状态', type: 'enum', enum: DecoQuotationStatus, list: { width: 80 }, filter: 'eq' },
    { key: 'lineCount', label: '明细数', type: 'int', list: { width: 80 } },
    { key: 'totalAmount', label: '报价总额', type: 'money', list: { width: 120 }, filter: 'range', sortable: true },
    { key: 'remark', label: '说明', type: 'textarea', max: 500, list: { width: 180, ellipsis: true }, form: true, span: 2 },
    fields.createdBy({ list: { width: 90 } }),
    fields.createdAt({ list: { width: 150 }, filter: 'dateRange', sortable: true }),
    { key: 'operator', label: '最近处理人', type: 'text', list: { width: 90 } },
    { key: 'operatedAt', label: '最近处理时间', type: 'datetime', list: { width: 150 } },
    fields.updatedAt(),
  ],
});

/** One line of a quotation as saved: quantity and unit price exact to 0.01. */
export const decoQuotationLineInput = z.object({
  category: z
    .number({ error: '请选择工种' })
    .int()
    .refine((v) => DecoCategory.has(v), '请选择工种'),
  item: textSchema({ label: '项目', error: '请填写项目' }).min(1, '请填写项目').max(60, '项目最多60个字'),
  unit: textSchema({ label: '单位', error: '请填写单位' }).min(1, '请填写单位').max(10, '单位最多10个字'),
  quantity: decimal2('数量', { positive: true }),
  unitPrice: decimal2('单价'),
  remark: textSchema({ label: '备注' }).max(100, '备注最多100个字').nullish(),
});
export type DecoQuotationLineInput = z.infer<typeof decoQuotationLineInput>;
const linesInput = z.array(decoQuotationLineInput, { error: '请填写明细' }).min(1, '至少一条明细').max(300, '明细最多300条');

export const decoQuotationLine = z.object({
  id: z.number().int(),
  sortOrder: z.number().int(),
  category: z.number().int(),
  item: z.string(),
  unit: z.string(),
  quantity: z.string(),
  unitPrice: z.string(),
  amount: z.string(),
  remark: z.string().nullable(),
});
export type DecoQuotationLine = z.infer<typeof decoQuotationLine>;

const option = z.object({ id: z.number().int(), name: z.string() });

/** GET projectOptions: the projects in progress (筹建中) of the user's scope without a quotation yet. */
export const decoQuotationProjectOptions = defineEndpoint({
  ...PROJECT_OPTIONS,
  permission: { menu: DECO_QUOTATION_PAGE },
  result: z.array(option),
  summary: '装修报价：可新建报价的筹建项目（筹建中、尚无报价）',
});

/** GET templateOptions: the published templates a quotation is built from. */
export const decoQuotationTemplateOptions = defineEndpoint({
  ...TEMPLATE_OPTIONS,
  permission: { menu: DECO_QUOTATION_PAGE },
  result: z.array(option),
  summary: '装修报价：可用的报价模板（已发布）',
});

/** GET templateLines ?templateId: a published template's lines, the quotation's starting lines. */
export const decoQuotationTemplateLines = defineEndpoint({
  path: `${BASE}/templateLines`,
  method: 'GET',
  permission: { menu: DECO_QUOTATION_PAGE },
  query: z.object({ templateId: idSchema }),
  result: z.array(
    z.object({ category: z.number().int(), item: z.string(), unit: z.string(), quantity: z.string(), unitPrice: z.string(), remark: z.string().nullable() }),
  ),
  summary: '装修报价：模板的明细（工种、项目、单位、默认数量、单价），新建报价的起点',
});

/** POST build {prepareId, templateId, lines, remark}: a project's quotation, version 1's draft. */
export const buildDecoQuotation = defineEndpoint({
  path: `${BASE}/build`,
  method: 'POST',
  permission: { op: DecoQuotationOps.add },
  body: z.object({
    prepareId: idSchema,
    templateId: idSchema,
    lines: linesInput,
    remark: textSchema({ label: '说明', multiline: true }).max(500, '说明最多500个字').nullish(),
  }),
  result: z.object({ id: z.number().int(), quotationNo: z.string(), versionNo: z.number().int(), lineCount: z.number().int(), totalAmount: z.string() }),
  summary: '装修报价：按模板新建报价（草稿，第1版），明细按数量×单价计算金额',
});

/** POST saveLines {id, lines}: replaces a draft's lines, recomputing its count and total. */
export const saveDecoQuotationLines = defineEndpoint({
  path: `${BASE}/saveLines`,
  method: 'POST',
  permission: { op: DecoQuotationOps.edit },
  body: z.object({ id: idSchema, lines: linesInput }),
  result: z.object({ id: z.number().int(), lineCount: z.number().int(), totalAmount: z.string() }),
  summary: '装修报价：保存草稿的明细（整体替换），重算明细数和总额',
});

/** POST revise {id}: a submitted quotation's next version (a draft with its lines); the submitted one becomes 已修订. */
export const reviseDecoQuotation = defineEndpoint({
  path: `${BASE}/revise`,
  method: 'POST',
  permission: { op: DecoQuotationOps.revise },
  body: z.object({ id: idSchema }),
  result: z.object({ id: z.number().int(), versionNo: z.number().int() }),
  summary: '装修报价：修订已提交的报价（生成下一版本的草稿，原版本保留为已修订）',
});

const version = z.object({
  id: z.number().int(),
  versionNo: z.number().int(),
  status: z.number().int(),
  lineCount: z.number().int(),
  totalAmount: z.string(),
  createdBy: z.string().nullable(),
  createdAt: instant,
});

/** GET view ?id: one version of a quotation with its lines, totals by trade and every version of it. */
export const decoQuotationView = defineEndpoint({
  path: `${BASE}/view`,
  method: 'GET',
  permission: { menu: DECO_QUOTATION_PAGE },
  query: z.object({ id: z.coerce.number({ error: '请选择报价' }).int().positive('请选择报价') }),
  result: z.object({
    quotation: z.object({
      id: z.number().int(),
      quotationNo: z.string(),
      versionNo: z.number().int(),
      status: z.number().int(),
      prepareId: z.number().int(),
      projectNo: z.string(),
      projectName: z.string(),
      storeName: z.string().nullable(),
      templateName: z.string(),
      lineCount: z.number().int(),
      totalAmount: z.string(),
      remark: z.string().nullable(),
      createdBy: z.string().nullable(),
      createdAt: instant,
    }),
    lines: z.array(decoQuotationLine),
    categories: z.array(z.object({ category: z.number().int(), lineCount: z.number().int(), amount: z.string() })),
    versions: z.array(version),
  }),
  summary: '装修报价详情：报价的明细、按工种合计与版本记录',
});
