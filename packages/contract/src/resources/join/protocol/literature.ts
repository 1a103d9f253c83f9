import { z } from 'zod';
import { defineEnum } from '../../../enums/define.js';
import { defineEndpoint } from '../../../resource/endpoint.js';
import { fields } from '../../../resource/fields.js';
import { defineResource } from '../../../resource/types.js';
import { FRANCHISE_PAGES, franchiseeField } from '../_shared/franchise.js';

/** The kinds of store document a franchise store keeps on file (资料文件). */
export const StoreDocumentType = defineEnum([
  { value: 1, label: '营业执照', labelEn: 'business licence', color: 'blue' },
  { value: 2, label: '卫生许可证', labelEn: 'hygiene permit', color: 'green' },
  { value: 3, label: '消防验收', labelEn: 'fire inspection', color: 'red' },
  { value: 4, label: '租赁备案', labelEn: 'lease registration', color: 'purple' },
  { value: 5, label: '特种行业许可证', labelEn: 'special trade permit', color: 'orange' },
  { value: 6, label: '其他', labelEn: 'other', color: 'default' },
]);

/** What each document type is and what head office expects on file (storeDocument explain). */
export const STORE_DOCUMENT_EXPLAIN: Record<number, string> = {
  1: '市场监督管理局核发的营业执照（正副本），经营范围须含美容美发；变更后重新上传。',
  2: '卫生健康部门核发的公共场所卫生许可证，到期前30天内须办理延续。',
  3: '消防救援机构出具的消防验收或备案凭证（装修完工后）。',
  4: '房屋租赁合同在住建部门的备案证明。',
  5: '当地要求时提供（如涉及特种行业经营）。',
  6: '其他需要存档的门店资料。',
};

/** Where a document stands today (China date), read from its valid-until day (view franchise_store_document_state). */
export const DocumentValidState = defineEnum([
  { value: 1, label: '有效', labelEn: 'valid', color: 'green' },
  { value: 2, label: '即将过期', labelEn: 'expiring', color: 'orange' },
  { value: 3, label: '已过期', labelEn: 'expired', color: 'red' },
  { value: 4, label: '长期有效', labelEn: 'no expiry', color: 'blue' },
]);

const BASE = '/mgt/franchise/storeDocument';
export const LiteratureOps = {
  add: 'join:storeDocument:add',
  edit: 'join:storeDocument:edit',
  export: 'join:storeDocument:export',
} as const;

/**
 * /join/protocol/literature 资料文件: a franchise store's documents on file (storeDocument query, insert,
 * update, explain): per store a document of a type with its number, issuer, issue and valid-until days
 * and the scanned file; expired ones (and those expiring within 30 days) are marked and come first.
 */
export const storeDocumentResource = defineResource({
  name: 'storeDocument',
  title: '门店资料',
  page: FRANCHISE_PAGES.literature,
  table: 'franchise_store_document',
  joins: [{ alias: 'v', table: 'franchise_store_document_state', on: 'id' }],
  scope: { by: 'store', field: 'storeId' },
  api: {
    list: { path: `${BASE}/query`, method: 'POST' },
    detail: { path: `${BASE}/get`, method: 'GET' },
    create: { path: `${BASE}/insert`, method: 'POST' },
    update: { path: `${BASE}/update`, method: 'POST' },
    export: { path: `${BASE}/export`, method: 'GET' },
  },
  ops: { create: LiteratureOps.add, update: LiteratureOps.edit, export: LiteratureOps.export },
  defaultSort: { field: 'validUntil', dir: 'asc', first: { field: 'validState', values: [3, 2] } },
  // prettier-ignore
  fields: [
    fields.store({ required: true, form: 'create', help: '须为加盟门店' }),
    { ...franchiseeField, from: 'v' },
    { key: 'docType', label: '资料类型', type: 'enum', enum: StoreDocumentType, required: true, list: { width: 110 }, form: true, filter: 'eq' },
    { key: 'docNo', label: '证件编号', type: 'text', max: 60, list: { width: 170 }, form: true, filter: 'like' },
    { key: 'issuedBy', label: '发证机关', type: 'text', max: 60, list: { width: 170, ellipsis: true }, form: true },
    { key: 'issuedOn', label: '发证日期', type: 'date', list: { width: 105 }, form: true },
    { key: 'validUntil', label: '有效期至', type: 'date', list: { width: 105 }, form: true, filter: 'dateRange', sortable: true, help: '长期有效的留空' },
    { key: 'validState', column: 'valid_state', from: 'v', label: '状态', type: 'enum', enum: DocumentValidState, list: { width: 90 }, filter: 'eq' },
    { key: 'fileUrl', label: '扫描件', type: 'image', required: true, list: { width: 90 }, form: true },
    { key: 'remark', label: '备注', type: 'textarea', max: 500, list: { width: 180, ellipsis: true }, form: true, span: 2 },
    fields.createdBy(),
    fields.createdAt(),
    fields.updatedBy(),
    fields.updatedAt(),
  ],
});

/** GET storeDocument/explain: the document types and what each one is. */
export const storeDocumentExplain = defineEndpoint({
  path: `${BASE}/explain`,
  method: 'GET',
  permission: { menu: FRANCHISE_PAGES.literature },
  result: z.array(z.object({ value: z.number().int(), label: z.string(), explain: z.string() })),
  summary: '资料文件：资料类型及说明',
});
