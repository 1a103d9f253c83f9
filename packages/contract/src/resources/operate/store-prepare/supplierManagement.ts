import { z } from 'zod';
import { validateMobile } from '../../../validators/phone.js';
import { defineEndpoint } from '../../../resource/endpoint.js';
import { fields } from '../../../resource/fields.js';
import { defineResource } from '../../../resource/types.js';
import { SUPPLIER_PAGE, SUPPLIER_ACCOUNT_PAGE, SupplierKind, SupplierOps, SupplierRating, SupplierStatus, validateCreditCode } from './_shared/supplier.js';

const BASE = '/mgt/franchise/stpr/supplier';

/**
 * /operate/store-prepare/supplierManagement 供应商管理: the companies that decorate, furnish and equip
 * stores being opened (kind 装修/家具/设备/物料): name, contact (the mobile sealed at rest by the field
 * vault, masked; 查看完整号码 reveals one, audited), unified social credit code (check character
 * verified), status and a 1–5 rating. Their portal logins are 供应商账号. Head-office data (no store).
 */
export const supplierResource = defineResource({
  name: 'stprSupplier',
  title: '供应商',
  page: SUPPLIER_PAGE,
  table: 'stpr_supplier',
  scope: { by: 'none' },
  api: {
    list: { path: `${BASE}/list`, method: 'POST' },
    detail: { path: `${BASE}/detail`, method: 'GET' },
    create: { path: `${BASE}/add`, method: 'POST' },
    update: { path: `${BASE}/update`, method: 'POST' },
    export: { path: `${BASE}/export`, method: 'GET' },
    reveal: { path: `${BASE}/reveal`, method: 'POST' },
  },
  ops: { create: SupplierOps.add, update: SupplierOps.edit, export: SupplierOps.export, viewMasked: SupplierOps.viewMobile },
  defaultSort: { field: 'createdAt', dir: 'desc', first: { field: 'status', values: [1] } },
  keyword: { label: '供应商', fields: ['supplierNo', 'name'] },
  form: { width: 640 },
  // prettier-ignore
  fields: [
    { key: 'supplierNo', label: '供应商编号', type: 'text', list: { width: 120 } },
    { key: 'name', label: '供应商名称', type: 'text', required: true, max: 60, unique: true, list: { width: 220 }, form: true },
    { key: 'kind', label: '供应类别', type: 'enum', enum: SupplierKind, required: true, list: { width: 90 }, form: true, filter: 'eq' },
    { key: 'contactName', label: '联系人', type: 'text', required: true, max: 20, list: { width: 90 }, form: true },
    { key: 'contactMobile', column: 'contact_mobile_enc', label: '联系电话', type: 'mobile', required: true, masked: true, encrypted: { hashColumn: 'contact_mobile_hash' }, validate: validateMobile, list: { width: 130 }, form: 'create', filter: 'eq', placeholder: '完整的11位手机号' },
    { key: 'creditCode', label: '统一社会信用代码', type: 'text', required: true, max: 18, unique: true, validate: validateCreditCode, list: { width: 180 }, form: true },
    fields.city({ required: true, form: true }),
    { key: 'address', label: '地址', type: 'text', max: 200, list: { width: 200, ellipsis: true }, form: true, span: 2 },
    { key: 'status', label: '状态', type: 'enum', enum: SupplierStatus, required: true, defaultValue: 1, list: { width: 90 }, form: true, filter: 'eq' },
    { key: 'rating', label: '评级', type: 'enum', enum: SupplierRating, required: true, defaultValue: 3, list: { width: 100 }, form: true, filter: 'eq', sortable: true },
    { key: 'accountCount', label: '账号数', type: 'int', list: { width: 70 } },
    { key: 'remark', label: '备注', type: 'textarea', max: 500, list: { width: 160, ellipsis: true }, form: true, span: 2 },
    fields.createdBy(),
    fields.createdAt({ list: { width: 150 }, sortable: true }),
    fields.updatedAt(),
  ],
});

/** GET options: the suppliers a form may pick (合作中 and 暂停合作), as [{ id, name }]. */
export const supplierOptions = defineEndpoint({
  path: `${BASE}/options`,
  method: 'GET',
  permission: { menu: SUPPLIER_ACCOUNT_PAGE },
  result: z.array(z.object({ id: z.number().int(), name: z.string() })),
  summary: '供应商账号：可选的供应商（合作中、暂停合作）',
});
