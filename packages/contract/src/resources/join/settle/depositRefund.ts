import { z } from 'zod';
import { idSchema } from '../../../api/zod.js';
import { defineEnum } from '../../../enums/define.js';
import { FranchiseContractKind } from '../../../enums/franchise.js';
import { defineEndpoint } from '../../../resource/endpoint.js';
import { fields } from '../../../resource/fields.js';
import { valueSchema } from '../../../resource/schema.js';
import { defineResource, type FieldDef } from '../../../resource/types.js';

export const DEPOSIT_REFUND_PAGE = '/join/settle/depositRefund';
/** spec §7 depositReturn (query, export, import). */
export const DEPOSIT_REFUND_BASE = '/mgt/franchise/depositReturn';
const CONTRACT_OPTIONS = { path: `${DEPOSIT_REFUND_BASE}/contracts`, method: 'GET' } as const;

/** A deposit refund: 待审核 → 已通过 (locked) → 已退款 (paid date and voucher), or 已驳回 (corrected, it waits again). */
export const DepositRefundStatus = defineEnum([
  { value: 0, label: '待审核', labelEn: 'waiting', color: 'orange' },
  { value: 1, label: '已通过', labelEn: 'approved', color: 'blue' },
  { value: 2, label: '已驳回', labelEn: 'rejected', color: 'red' },
  { value: 3, label: '已退款', labelEn: 'refunded', color: 'green' },
]);
export const DEPOSIT_REFUND_STATUS = { waiting: 0, approved: 1, rejected: 2, refunded: 3 } as const;

export const DepositRefundOps = {
  add: 'join:depositReturn:add',
  edit: 'join:depositReturn:edit',
  remove: 'join:depositReturn:delete',
  audit: 'join:depositReturn:audit',
  refund: 'join:depositReturn:refund',
  export: 'join:depositReturn:export',
  import: 'join:depositReturn:import',
} as const;

/**
 * /join/settle/depositRefund 保证金退款 (spec §7 depositReturn: query, export, import): the refund of a
 * contract's deposit (协议的保证金) once the contract has ended (its end date passed, or renewed) or was
 * terminated: the amount refunded, the deductions kept (with their reason) and why; amount + deductions
 * never exceed the deposit. One refund a contract at a time: a second is refused while one is 待审核,
 * 已通过 or 已退款 (a rejected one does not count). Audit: 待审核 → 已通过 (locked) or 已驳回 (with the reason;
 * corrected, it waits again); 退款 (paid date and voucher) turns an approved one into 已退款. Store users
 * see their stores' refunds.
 */
export const depositRefundResource = defineResource({
  name: 'depositRefund',
  title: '保证金退款',
  page: DEPOSIT_REFUND_PAGE,
  table: 'franchise_deposit_refund',
  joins: [{ alias: 'fc', table: 'franchise_contract', on: 'contract_id' }],
  scope: { by: 'store', field: 'storeId' },
  api: {
    list: { path: `${DEPOSIT_REFUND_BASE}/query`, method: 'POST' },
    detail: { path: `${DEPOSIT_REFUND_BASE}/detail`, method: 'GET' },
    create: { path: `${DEPOSIT_REFUND_BASE}/add`, method: 'POST' },
    update: { path: `${DEPOSIT_REFUND_BASE}/update`, method: 'POST' },
    remove: { path: `${DEPOSIT_REFUND_BASE}/delete`, method: 'POST' },
    transition: { path: `${DEPOSIT_REFUND_BASE}/audit`, method: 'POST' },
    export: { path: `${DEPOSIT_REFUND_BASE}/export`, method: 'GET' },
    import: { path: `${DEPOSIT_REFUND_BASE}/import`, method: 'POST' },
    importTemplate: { path: `${DEPOSIT_REFUND_BASE}/importTemplate`, method: 'GET' },
  },
  ops: {
    create: DepositRefundOps.add,
    update: DepositRefundOps.edit,
    remove: DepositRefundOps.remove,
    export: DepositRefundOps.export,
    import: DepositRefundOps.import,
  },
  extraOps: [{ code: DepositRefundOps.refund, name: '保证金退款：确认退款' }],
  import: {
    fields: ['storeId', 'contractId', 'deductions', 'deductionReason', 'amount', 'reason'],
    notes: ['每行一笔退款申请；协议须已到期或已终止，退款金额 + 扣款金额不超过协议保证金，同一协议不能有两笔未驳回的退款'],
  },
  defaultSort: { field: 'createdAt', dir: 'desc', first: { field: 'status', values: [0, 1] } },
  form: { width: 640 },
  workflow: {
    field: 'status',
    reasonColumn: 'audit_remark',
    operatorColumn: 'auditor',
    operatedAtColumn: 'audited_at',
    locked: [DEPOSIT_REFUND_STATUS.approved, DEPOSIT_REFUND_STATUS.refunded],
    transitions: [
      {
        action: 'approve',
        label: '通过',
        from: [0],
        to: 1,
        op: DepositRefundOps.audit,
        confirm: '通过后该退款申请即锁定，不能再修改或删除，等待财务退款。',
        doneText: '已通过，等待退款',
      },
      { action: 'reject', label: '驳回', from: [0], to: 2, op: DepositRefundOps.audit, reason: { label: '驳回原因', required: true, max: 200 }, danger: true },
    ],
  },
  // prettier-ignore
  fields: [
    { key: 'refundNo', label: '退款单号', type: 'text', list: { width: 150 }, filter: 'like' },
    { key: 'status', label: '状态', type: 'enum', enum: DepositRefundStatus, list: { width: 90 }, filter: 'eq' },
    { ...fields.store(), required: true, form: 'create' },
    { key: 'contractId', label: '协议编号', type: 'int', required: true, lookup: { table: 'franchise_contract', labelColumn: 'contract_no', as: 'contractNo', options: CONTRACT_OPTIONS }, list: { width: 150 }, form: 'create' },
    { key: 'contractKind', column: 'kind', from: 'fc', label: '协议类型', type: 'enum', enum: FranchiseContractKind, list: { width: 90 }, filter: 'eq' },
    { key: 'deposit', label: '协议保证金', type: 'money', list: { width: 110 } },
    { key: 'deductions', label: '扣款金额', type: 'money', min: 0, max: 100_000_000, scale: 2, defaultValue: '0', list: { width: 100 }, form: true, help: '欠费、损坏赔偿等从保证金中扣除的部分' },
    { key: 'deductionReason', label: '扣款原因', type: 'text', max: 200, requiredWhen: (v) => Number(v.deductions ?? 0) > 0, list: { width: 160, ellipsis: true }, form: true },
    { key: 'amount', label: '退款金额', type: 'money', required: true, min: 0.01, max: 100_000_000, scale: 2, list: { width: 110 }, form: true, filter: 'range', sortable: true, help: '不超过 保证金 − 扣款金额' },
    { key: 'reason', label: '退款原因', type: 'textarea', required: true, max: 200, list: { width: 180, ellipsis: true }, form: true, span: 2 },
    { key: 'paidOn', label: '退款日期', type: 'date', list: { width: 110 }, filter: 'dateRange', sortable: true },
    { key: 'voucherUrl', label: '退款凭证', type: 'image', list: { width: 90 } },
    { key: 'paidBy', label: '退款人', type: 'text', list: { width: 90 } },
    { key: 'createdBy', label: '申请人', type: 'text', list: { width: 90 } },
    { key: 'createdAt', label: '申请时间', type: 'datetime', list: { width: 160 }, sortable: true },
    { key: 'auditor', label: '审核人', type: 'text', list: { width: 90 } },
    { key: 'auditedAt', label: '审核时间', type: 'datetime', list: { width: 160 } },
    { key: 'auditRemark', label: '驳回原因', type: 'text', list: { width: 160, ellipsis: true } },
    { key: 'updatedAt', label: '更新时间', type: 'datetime', detail: false },
  ],
});

/** The 退款 step's fields (the StepModal's form and the endpoint's schema). */
export const depositRefundPayFields: readonly FieldDef[] = [
  { key: 'paidOn', label: '退款日期', type: 'date', required: true },
  { key: 'voucherUrl', label: '退款凭证', type: 'image', required: true },
];

/** POST refund {id, paidOn, voucherUrl}: an approved refund paid (已退款), with its date and voucher. */
export const depositRefundPay = defineEndpoint({
  path: `${DEPOSIT_REFUND_BASE}/refund`,
  method: 'POST',
  permission: { op: DepositRefundOps.refund },
  body: z.object({ id: idSchema, paidOn: valueSchema(depositRefundPayFields[0]), voucherUrl: valueSchema(depositRefundPayFields[1]) }),
  result: z.object({ id: z.number().int(), status: z.number().int() }),
  summary: '保证金退款：确认退款（已通过 → 已退款，退款日期与凭证）',
});

/** GET contracts ?storeId: the contracts of the user's franchise stores whose deposit may be refunded (ended or terminated, deposit > 0). */
export const depositRefundContracts = defineEndpoint({
  ...CONTRACT_OPTIONS,
  permission: { menu: DEPOSIT_REFUND_PAGE },
  query: z.object({ storeId: idSchema.optional() }),
  result: z.array(z.object({ id: z.number().int(), name: z.string(), storeId: z.number().int(), deposit: z.string() })),
  summary: '保证金退款：可退保证金的协议（已到期或已终止、保证金大于0），可按门店筛选',
});
