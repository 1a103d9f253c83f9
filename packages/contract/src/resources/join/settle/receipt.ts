import { z } from 'zod';
import { idSchema } from '../../../api/zod.js';
import { FranchiseContractKind } from '../../../enums/franchise.js';
import { defineEndpoint } from '../../../resource/endpoint.js';
import { fields } from '../../../resource/fields.js';
import { defineResource } from '../../../resource/types.js';
import { contractOption, PAYMENT_BASE, PaymentAuditStatus, PaymentFeeKind, PaymentMethod, PaymentOps, RECEIPT_PAGE } from './_shared/settle.js';

/** GET contract numbers ?storeId: the contracts (协议) of the user's franchise stores a payment is recorded against. */
export const PAYMENT_CONTRACT_OPTIONS = { path: `${PAYMENT_BASE}/contractNumbers`, method: 'GET' } as const;

/**
 * /join/settle/receipt 收款记录 (spec §7 paymentrecord: add, update, list, detail, contract numbers,
 * excel): a franchise store's payment of a fee (加盟费, 管理费, 保证金, 租金代收, 装修款 …) against one
 * of its contracts: amount (exact, 2 decimals, > 0), paid on, payer, method, the voucher (the kit's
 * upload). Audit: 待审核 → 已通过 (locked: no edit, no delete) or 已驳回 (with the reason; corrected,
 * it goes back to 待审核), by holders of the audit operation. The waiting ones count on the menu badge
 * (auditStatuses, contract badgeSources.ts). Store users see their stores' records.
 */
export const paymentRecordResource = defineResource({
  name: 'paymentRecord',
  title: '收款记录',
  page: RECEIPT_PAGE,
  table: 'franchise_payment',
  joins: [{ alias: 'fc', table: 'franchise_contract', on: 'contract_id' }],
  scope: { by: 'store', field: 'storeId' },
  api: {
    list: { path: `${PAYMENT_BASE}/list`, method: 'POST' },
    detail: { path: `${PAYMENT_BASE}/detail`, method: 'GET' },
    create: { path: `${PAYMENT_BASE}/add`, method: 'POST' },
    update: { path: `${PAYMENT_BASE}/update`, method: 'POST' },
    remove: { path: `${PAYMENT_BASE}/delete`, method: 'POST' },
    transition: { path: `${PAYMENT_BASE}/audit`, method: 'POST' },
    export: { path: `${PAYMENT_BASE}/excel`, method: 'GET' },
  },
  ops: { create: PaymentOps.add, update: PaymentOps.edit, remove: PaymentOps.remove, export: PaymentOps.export },
  defaultSort: { field: 'paidOn', dir: 'desc', first: { field: 'auditStatus', values: [0] } },
  keyword: { label: '单号/付款方', fields: ['paymentNo', 'payer'] },
  form: { width: 640 },
  workflow: {
    field: 'auditStatus',
    reasonColumn: 'audit_remark',
    operatorColumn: 'auditor',
    operatedAtColumn: 'audited_at',
    locked: [1],
    transitions: [
      {
        action: 'approve',
        label: '通过',
        from: [0],
        to: 1,
        op: PaymentOps.audit,
        confirm: '通过后该收款记录即锁定，不能再修改或删除。',
        doneText: '已通过，记录已锁定',
      },
      { action: 'reject', label: '驳回', from: [0], to: 2, op: PaymentOps.audit, reason: { label: '驳回原因', required: true, max: 200 }, danger: true },
    ],
  },
  // prettier-ignore
  fields: [
    { key: 'paymentNo', label: '收款单号', type: 'text', list: { width: 150 }, filter: 'like' },
    { key: 'auditStatus', label: '审核状态', type: 'enum', enum: PaymentAuditStatus, list: { width: 90 }, filter: 'eq' },
    { ...fields.store(), required: true, form: 'create' },
    { key: 'contractId', label: '协议编号', type: 'int', required: true, lookup: { table: 'franchise_contract', labelColumn: 'contract_no', as: 'contractNo', options: PAYMENT_CONTRACT_OPTIONS }, list: { width: 150 }, form: true },
    { key: 'contractKind', column: 'kind', from: 'fc', label: '协议类型', type: 'enum', enum: FranchiseContractKind, list: { width: 90 } },
    { key: 'feeKind', label: '费用类型', type: 'enum', enum: PaymentFeeKind, required: true, list: { width: 90 }, form: true, filter: 'eq' },
    { key: 'amount', label: '收款金额', type: 'money', required: true, min: 0.01, max: 100_000_000, scale: 2, list: { width: 110 }, form: true, filter: 'range', sortable: true },
    { key: 'paidOn', label: '付款日期', type: 'date', required: true, list: { width: 110 }, form: true, filter: 'dateRange', sortable: true },
    { key: 'payer', label: '付款方', type: 'text', required: true, max: 60, list: { width: 160, ellipsis: true }, form: true },
    { key: 'method', label: '付款方式', type: 'enum', enum: PaymentMethod, required: true, list: { width: 90 }, form: true, filter: 'eq' },
    { key: 'voucherUrl', label: '付款凭证', type: 'image', required: true, list: { width: 90 }, form: true },
    { key: 'remark', label: '备注', type: 'textarea', max: 200, list: { width: 160, ellipsis: true }, form: true, span: 2 },
    { key: 'createdBy', label: '登记人', type: 'text', list: { width: 90 } },
    { key: 'createdAt', label: '登记时间', type: 'datetime', list: { width: 160 }, sortable: true },
    { key: 'auditor', label: '审核人', type: 'text', list: { width: 90 } },
    { key: 'auditedAt', label: '审核时间', type: 'datetime', list: { width: 160 } },
    { key: 'auditRemark', label: '驳回原因', type: 'text', list: { width: 160, ellipsis: true } },
    { key: 'updatedAt', label: '更新时间', type: 'datetime', detail: false },
  ],
});

export const paymentContractNumbers = defineEndpoint({
  ...PAYMENT_CONTRACT_OPTIONS,
  permission: { menu: RECEIPT_PAGE },
  query: z.object({ storeId: idSchema.optional() }),
  result: z.array(contractOption),
  summary: '收款记录：门店的协议编号（用户门店数据权限内的加盟门店的协议，可按门店筛选）',
});
