import { z } from 'zod';
import { dateSchema, idSchema, textSchema } from '../../../api/zod.js';
import { InventorySheetStatus } from '../../../enums/storeService.js';
import { defineResource } from '../../../resource/types.js';

/** A count period: 'YYYY-MM'. */
export const PERIOD_MONTH_RE = /^\d{4}-(0[1-9]|1[0-2])$/;
export const validatePeriodMonth = (value: string | null | undefined) => (value && PERIOD_MONTH_RE.test(value.trim()) ? true : '盘点月份格式应为 YYYY-MM');

/** The operation that fills a sheet's count: its header (counted by, date) and the lines' counted quantities. */
export const INVENTORY_FILL_OP = 'operate:inventory:fill';

/** Largest quantity a count line takes (numeric(12,1) holds more; no store keeps this much). */
export const INVENTORY_MAX_QTY = 99999.9;

/** /operate/shop/storeInventory: monthly count sheets per store; the store counts and submits, head office approves. */
export const inventorySheetResource = defineResource({
  name: 'inventorySheet',
  title: '盘点单',
  page: '/operate/shop/storeInventory',
  table: 'inventory_sheet',
  scope: { by: 'store', field: 'storeId' },
  api: { list: { path: '/mgt/storeInventory/querySheetPage', method: 'POST' }, detail: { path: '/mgt/storeInventory/getSheetById', method: 'GET' } },
  // Filling the count (header and lines) is editing the sheet: `update` is the store's operation.
  ops: { create: 'operate:inventory:add', update: INVENTORY_FILL_OP, export: 'operate:inventory:export' },
  defaultSort: { field: 'periodMonth', dir: 'desc' },
  keyword: { label: '盘点单号', fields: ['sheetNo'] },
  form: { width: 480 },
  workflow: {
    field: 'status',
    reasonColumn: 'review_remark',
    operatorColumn: 'operator',
    operatedAtColumn: 'operated_at',
    // Submitted and approved sheets are no longer counted; a rejected one goes back to the store.
    locked: [1, 2],
    transitions: [
      { action: 'submit', label: '提交', from: [0, 3], to: 1, op: 'operate:inventory:submit', confirm: '提交后门店不能再修改实盘数量，确定提交审核？' },
      {
        action: 'approve',
        label: '审核通过',
        from: [1],
        to: 2,
        op: 'operate:inventory:approve',
        confirm: '审核通过后，门店账面库存按实盘数量调整。确定通过？',
        reason: { label: '审核意见', required: false },
      },
      { action: 'reject', label: '驳回', from: [1], to: 3, op: 'operate:inventory:reject', reason: { label: '驳回原因', required: true }, danger: true },
    ],
  },
  // prettier-ignore
  fields: [
    { key: 'sheetNo', label: '盘点单号', type: 'text', list: { width: 150 } },
    { key: 'storeId', label: '门店', type: 'store', required: true, list: { width: 150 }, form: 'create', filter: 'eq' },
    { key: 'periodMonth', label: '盘点月份', type: 'text', required: true, max: 7, validate: validatePeriodMonth, list: { width: 90 }, form: 'create', filter: 'eq', sortable: true, placeholder: 'YYYY-MM' },
    { key: 'status', label: '状态', type: 'enum', enum: InventorySheetStatus, list: { width: 80 }, filter: 'eq' },
    { key: 'countedBy', label: '盘点人', type: 'text', max: 20, list: { width: 80 }, form: true },
    { key: 'countDate', label: '盘点日期', type: 'date', list: { width: 110 }, form: true, filter: 'dateRange', sortable: true },
    { key: 'lineCount', label: '品项数', type: 'int', export: true },
    { key: 'countedLineCount', label: '已盘品项', type: 'int', list: { width: 80 } },
    { key: 'diffLineCount', label: '差异品项', type: 'int', list: { width: 80 }, sortable: true },
    { key: 'bookAmount', label: '账面金额', type: 'money', export: true },
    { key: 'diffAmount', label: '差异金额', type: 'money', list: { width: 100 }, sortable: true },
    { key: 'submittedAt', label: '提交时间', type: 'datetime', list: { width: 150 } },
    { key: 'operator', label: '最近处理人', type: 'text', list: { width: 90 } },
    { key: 'operatedAt', label: '处理时间', type: 'datetime' },
    { key: 'reviewRemark', label: '审核意见', type: 'text', list: { width: 160, ellipsis: true } },
    { key: 'createdAt', label: '创建时间', type: 'datetime' },
  ],
});

export const InventoryPath = {
  /** GET ?id=: the lines of one sheet. */
  lines: '/mgt/storeInventory/getSheetLines',
  /** POST: counted quantities of a draft or rejected sheet (and optionally its header), all in one transaction. */
  saveLines: '/mgt/storeInventory/saveSheetLines',
} as const;

/** One material line of a count sheet. Quantities have one decimal; amounts are yuan. */
export interface InventoryLine {
  id: number;
  sheetId: number;
  lineNo: number;
  materialCode: string;
  materialName: string;
  category: string;
  spec: string;
  unit: string;
  unitPrice: string;
  bookQty: string;
  /** null until counted. */
  countedQty: string | null;
  diffQty: string | null;
  diffAmount: string | null;
}

/** A line's counted quantity as typed: a one-decimal quantity (spec §5), or empty for "not yet counted". */
const countedQty = z.union([z.string(), z.number(), z.null()]).transform((v) => (v === null ? null : String(v).trim() || null));

export const InventoryLinesSave = z.object({
  sheetId: idSchema,
  countedBy: textSchema().min(1, '请输入盘点人').max(20, '盘点人最多20个字').optional(),
  countDate: dateSchema('盘点日期').optional(),
  lines: z
    .array(z.object({ id: idSchema, countedQty }))
    .min(1, '请填写盘点数量')
    .max(500),
});
export type InventoryLinesSave = z.infer<typeof InventoryLinesSave>;
