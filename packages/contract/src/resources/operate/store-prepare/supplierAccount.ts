import { z } from 'zod';
import { idSchema } from '../../../api/zod.js';
import { EnableStatus } from '../../../enums/store.js';
import { defineEndpoint } from '../../../resource/endpoint.js';
import { fields } from '../../../resource/fields.js';
import { defineResource } from '../../../resource/types.js';
import { SUPPLIER_ACCOUNT_PAGE, SupplierOps, SupplierStatus, validateSupplierAccount } from './_shared/supplier.js';

const BASE = '/mgt/franchise/stpr/supplierAccount';
const SUPPLIER_OPTIONS = { path: '/mgt/franchise/stpr/supplier/options', method: 'GET' } as const;

/**
 * /operate/store-prepare/supplierAccount 供应商账号: a supplier's logins to the quotation portal: the
 * account name (unique), its holder, enabled or not. A new account has no password until 重置密码,
 * which answers a new random one once (only its hash is kept; the holder changes it at first login).
 * A supplier 已终止 gets no new account and none enabled.
 */
export const supplierAccountResource = defineResource({
  name: 'stprSupplierAccount',
  title: '供应商账号',
  page: SUPPLIER_ACCOUNT_PAGE,
  table: 'stpr_supplier_account',
  joins: [{ alias: 'sp', table: 'stpr_supplier', on: 'supplier_id' }],
  scope: { by: 'none' },
  api: {
    list: { path: `${BASE}/list`, method: 'POST' },
    detail: { path: `${BASE}/detail`, method: 'GET' },
    create: { path: `${BASE}/add`, method: 'POST' },
    update: { path: `${BASE}/update`, method: 'POST' },
    transition: { path: `${BASE}/status`, method: 'POST' },
  },
  ops: { create: SupplierOps.accountAdd, update: SupplierOps.accountEdit },
  extraOps: [{ code: SupplierOps.accountResetPwd, name: '重置供应商账号密码' }],
  defaultSort: { field: 'createdAt', dir: 'desc' },
  keyword: { label: '账号/持有人', fields: ['account', 'holderName'] },
  workflow: {
    field: 'enabled',
    transitions: [
      { action: 'enable', label: '启用', from: [0], to: 1, op: SupplierOps.accountEnable },
      { action: 'disable', label: '禁用', from: [1], to: 0, op: SupplierOps.accountEnable, confirm: '禁用后该账号不能登录报价平台。', danger: true },
    ],
  },
  // prettier-ignore
  fields: [
    { key: 'account', label: '账号', type: 'text', required: true, max: 20, unique: true, validate: validateSupplierAccount, list: { width: 140 }, form: 'create', filter: 'like' },
    { key: 'supplierId', label: '供应商', type: 'int', required: true, lookup: { table: 'stpr_supplier', labelColumn: 'name', as: 'supplierName', options: SUPPLIER_OPTIONS }, list: { width: 220 }, form: 'create', filter: 'eq' },
    { key: 'supplierStatus', column: 'status', from: 'sp', label: '供应商状态', type: 'enum', enum: SupplierStatus, list: { width: 100 } },
    { key: 'holderName', label: '持有人', type: 'text', required: true, max: 20, list: { width: 100 }, form: true },
    { key: 'enabled', label: '状态', type: 'enum', enum: EnableStatus, list: { width: 80 }, filter: 'eq' },
    { key: 'passwordSet', label: '已设置密码', type: 'bool', list: { width: 100 } },
    { key: 'pwdResetAt', label: '密码重置时间', type: 'datetime', list: { width: 150 } },
    { key: 'pwdResetBy', label: '重置人', type: 'text', list: { width: 90 } },
    { key: 'lastLoginAt', label: '最近登录', type: 'datetime', list: { width: 150 } },
    { key: 'remark', label: '备注', type: 'textarea', max: 200, list: { width: 160, ellipsis: true }, form: true, span: 2 },
    fields.createdBy(),
    fields.createdAt({ list: { width: 150 }, sortable: true }),
  ],
});

/** POST resetPassword {id}: a new random password for the account, answered once; only its hash is kept. */
export const resetSupplierAccountPassword = defineEndpoint({
  path: `${BASE}/resetPassword`,
  method: 'POST',
  permission: { op: SupplierOps.accountResetPwd },
  body: z.object({ id: idSchema }),
  result: z.object({ id: z.number().int(), account: z.string(), password: z.string() }),
  summary: '供应商账号：重置密码（生成新的随机密码，只显示这一次；持有人首次登录须修改）',
});
