import { z } from 'zod';
import { idSchema } from '../../../api/zod.js';
import { defineEnum } from '../../../enums/define.js';
import { defineEndpoint } from '../../../resource/endpoint.js';
import { fields } from '../../../resource/fields.js';
import { defineResource } from '../../../resource/types.js';

export const DIAL_PAGE = '/join/settle/dial';
const BASE = '/mgt/franchise/dial';
const SETTLEMENT_OPTIONS = { path: `${BASE}/settlements`, method: 'GET' } as const;

/** What head office pays a franchise store for. 结算结余 pays (part of) a confirmed settlement's balance owed to the store. */
export const DialKind = defineEnum([
  { value: 1, label: '经营补贴', labelEn: 'subsidy', color: 'purple' },
  { value: 2, label: '多付退回', labelEn: 'overpayment refund', color: 'cyan' },
  { value: 3, label: '结算结余', labelEn: 'settlement balance', color: 'blue' },
  { value: 4, label: '其他', labelEn: 'other', color: 'default' },
]);
export const DIAL_KIND = { subsidy: 1, overpayment: 2, settlement: 3, other: 4 } as const;

/** A disbursement: 待审核 → 已审核 (locked) → 已拨款, or 已驳回 (corrected, it waits again). */
export const DialStatus = defineEnum([
  { value: 0, label: '待审核', labelEn: 'waiting', color: 'orange' },
  { value: 1, label: '已审核', labelEn: 'approved', color: 'blue' },
  { value: 2, label: '已拨款', labelEn: 'disbursed', color: 'green' },
  { value: 3, label: '已驳回', labelEn: 'rejected', color: 'red' },
]);
export const DIAL_STATUS = { waiting: 0, approved: 1, paid: 2, rejected: 3 } as const;

export const DialOps = {
  add: 'join:dial:add',
  edit: 'join:dial:edit',
  remove: 'join:dial:delete',
  audit: 'join:dial:audit',
  pay: 'join:dial:pay',
  export: 'join:dial:export',
} as const;

/**
 * /join/settle/dial 拨款管理: money head office pays a franchise store (经营补贴, 多付退回, 结算结余, 其他):
 * number, store, kind, amount (exact, 2 decimals), reason; a 结算结余 names the confirmed settlement it pays
 * (of the same store, with a positive balance: 已收款 − 费用合计 owed to the store), and the disbursements of
 * one settlement that are not rejected never add up to more than its balance. 待审核 → 已审核 (locked) →
 * 已拨款, or 已驳回 with the reason (corrected, it waits again). Store users see their stores' disbursements.
 */
export const dialResource = defineResource({
  name: 'dial',
  title: '拨款单',
  page: DIAL_PAGE,
  table: 'franchise_disbursement',
  scope: { by: 'store', field: 'storeId' },
  api: {
    list: { path: `${BASE}/list`, method: 'POST' },
    detail: { path: `${BASE}/detail`, method: 'GET' },
    create: { path: `${BASE}/add`, method: 'POST' },
    update: { path: `${BASE}/update`, method: 'POST' },
    remove: { path: `${BASE}/delete`, method: 'POST' },
    transition: { path: `${BASE}/status`, method: 'POST' },
    export: { path: `${BASE}/export`, method: 'GET' },
  },
  ops: { create: DialOps.add, update: DialOps.edit, remove: DialOps.remove, export: DialOps.export },
  defaultSort: { field: 'createdAt', dir: 'desc', first: { field: 'status', values: [0, 1] } },
  form: { width: 640 },
  workflow: {
    field: 'status',
    reasonColumn: 'reject_reason',
    operatorColumn: 'operator',
    operatedAtColumn: 'operated_at',
    locked: [DIAL_STATUS.approved, DIAL_STATUS.paid],
    transitions: [
      { action: 'approve', label: '审核', from: [0], to: 1, op: DialOps.audit, confirm: '审核后拨款单即锁定，等待拨款。', doneText: '已审核，等待拨款' },
      { action: 'reject', label: '驳回', from: [0], to: 3, op: DialOps.audit, reason: { label: '驳回原因', required: true, max: 200 }, danger: true },
      { action: 'pay', label: '拨款', from: [1], to: 2, op: DialOps.pay, confirm: '确认款项已拨付给门店？', doneText: '已拨款' },
    ],
  },
  // prettier-ignore
  fields: [
    { key: 'dialNo', label: '拨款单号', type: 'text', list: { width: 150 }, filter: 'like' },
    { key: 'status', label: '状态', type: 'enum', enum: DialStatus, list: { width: 90 }, filter: 'eq' },
    { ...fields.store(), required: true, form: true },
    { key: 'kind', label: '拨款类型', type: 'enum', enum: DialKind, required: true, list: { width: 100 }, form: true, filter: 'eq' },
    { key: 'amount', label: '拨款金额', type: 'money', required: true, min: 0.01, max: 100_000_000, scale: 2, list: { width: 110 }, form: true, filter: 'range', sortable: true },
    { key: 'settlementId', label: '来源结算单', type: 'int', requiredWhen: (v) => Number(v.kind) === 3, lookup: { table: 'franchise_settlement', labelColumn: 'settle_no', as: 'settleNo', options: SETTLEMENT_OPTIONS }, list: { width: 150 }, form: true, help: '拨款类型为结算结余时必选：该门店已确认、结余为正的结算单' },
    { key: 'reason', label: '拨款事由', type: 'textarea', required: true, max: 200, list: { width: 200, ellipsis: true }, form: true, span: 2 },
    { key: 'createdBy', label: '申请人', type: 'text', list: { width: 90 } },
    { key: 'createdAt', label: '申请时间', type: 'datetime', list: { width: 160 }, filter: 'dateRange', sortable: true },
    { key: 'operator', label: '最近处理人', type: 'text', list: { width: 90 } },
    { key: 'operatedAt', label: '最近处理时间', type: 'datetime', list: { width: 160 } },
    { key: 'paidAt', label: '拨款时间', type: 'datetime', list: { width: 160 } },
    { key: 'rejectReason', label: '驳回原因', type: 'text', list: { width: 160, ellipsis: true } },
    { key: 'updatedAt', label: '更新时间', type: 'datetime', detail: false },
  ],
});

/** GET settlements ?storeId: the store's confirmed settlements with a positive balance, and what is left to disburse of each. */
export const dialSettlements = defineEndpoint({
  ...SETTLEMENT_OPTIONS,
  permission: { menu: DIAL_PAGE },
  query: z.object({ storeId: idSchema.optional() }),
  result: z.array(z.object({ id: z.number().int(), name: z.string(), storeId: z.number().int(), balance: z.string(), remaining: z.string() })),
  summary: '拨款管理：可拨付结余的结算单（已确认、结余为正）及尚可拨付的金额',
});
