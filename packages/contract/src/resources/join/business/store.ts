import { z } from 'zod';
import { dateSchema, idSchema, textSchema } from '../../../api/zod.js';
import { defineEndpoint, instant } from '../../../resource/endpoint.js';
import { fields } from '../../../resource/fields.js';
import { defineResource, type FieldDef } from '../../../resource/types.js';
import { ContractTermState, FRANCHISE_PAGES, FRANCHISEE_OPTIONS, franchiseeField } from '../_shared/franchise.js';

const BASE = '/mgt/franchise/storeMgr';

export const FranchiseStoreOps = {
  add: 'join:franchiseStore:add',
  edit: 'join:franchiseStore:edit',
  transfer: 'join:franchiseStore:transfer',
  export: 'join:franchiseStore:export',
} as const;

/**
 * /join/business/store 加盟门店 (spec §7 storeMgr): each franchised store (category 加盟) with its
 * franchisee, joined date and manager, and where its contracts stand: the current 加盟协议 (end date and
 * term state) and 租赁协议 (end date), read from franchise_contract (view franchise_store_summary).
 * 新增 assigns a 加盟 store no franchisee holds yet to a franchisee 合作中; 转让 moves a store to another
 * franchisee 合作中 (reason and date required; the store's contracts stay with their parties; each
 * transfer kept in franchise_store_transfer and audited). A store user sees their own stores only.
 */
export const franchiseStoreResource = defineResource({
  name: 'franchiseStore',
  title: '加盟门店',
  page: FRANCHISE_PAGES.store,
  table: 'franchise_store',
  joins: [
    { alias: 's', table: 'store', on: 'store_id' },
    { alias: 'x', table: 'franchise_store_summary', on: 'id' },
  ],
  scope: { by: 'store', field: 'storeId' },
  api: {
    list: { path: `${BASE}/list`, method: 'POST' },
    detail: { path: `${BASE}/get`, method: 'GET' },
    create: { path: `${BASE}/add`, method: 'POST' },
    update: { path: `${BASE}/update`, method: 'POST' },
    export: { path: `${BASE}/export`, method: 'GET' },
  },
  ops: { create: FranchiseStoreOps.add, update: FranchiseStoreOps.edit, export: FranchiseStoreOps.export },
  extraOps: [{ code: FranchiseStoreOps.transfer, name: '转让加盟门店' }],
  defaultSort: { field: 'joinedOn', dir: 'desc' },
  count: 'exact',
  form: { width: 640 },
  // prettier-ignore
  fields: [
    fields.store({ required: true, form: 'create', help: '门店类别须为加盟，且尚未分配给加盟商' }),
    { key: 'storeCode', column: 'store_code', from: 's', label: '门店编码', type: 'text', list: { width: 100 } },
    { ...franchiseeField, required: true, form: 'create', help: '须为合作中的加盟商；之后更换请用转让' },
    { key: 'joinedOn', label: '加盟日期', type: 'date', required: true, list: { width: 105 }, form: true, filter: 'dateRange', sortable: true },
    { key: 'managerName', label: '店长', type: 'text', max: 20, list: { width: 90 }, form: true },
    { key: 'franEndDate', column: 'fran_end_date', from: 'x', label: '加盟协议到期', type: 'date', list: { width: 115 }, sortable: true },
    { key: 'franTermState', column: 'fran_term_state', from: 'x', label: '加盟协议状态', type: 'enum', enum: ContractTermState, list: { width: 110 }, filter: 'eq' },
    { key: 'rentEndDate', column: 'rent_end_date', from: 'x', label: '租赁协议到期', type: 'date', list: { width: 115 }, sortable: true },
    { key: 'contractCount', column: 'contract_count', from: 'x', label: '生效协议数', type: 'int', list: { width: 90 } },
    { key: 'transferCount', column: 'transfer_count', from: 'x', label: '转让次数', type: 'int', list: { width: 80 } },
    { key: 'remark', label: '备注', type: 'textarea', max: 200, list: { width: 180, ellipsis: true }, form: true, span: 2 },
    fields.createdBy(),
    fields.createdAt(),
    { key: 'updatedAt', label: '修改时间', type: 'datetime', list: { width: 150 } },
  ],
});

/** One transfer of a store between franchisees. */
export const storeTransferRow = z.object({
  id: z.number().int(),
  fromName: z.string(),
  toName: z.string(),
  transferredOn: z.string(),
  reason: z.string(),
  operator: z.string(),
  createdAt: instant,
});

/** 转让: the store goes to another franchisee 合作中 from a date, with the reason. */
export const transferFranchiseStore = defineEndpoint({
  path: `${BASE}/transfer`,
  method: 'POST',
  permission: { op: FranchiseStoreOps.transfer },
  body: z.object({
    id: idSchema,
    franchiseeId: idSchema,
    transferredOn: dateSchema('转让日期'),
    reason: textSchema({ label: '转让原因', multiline: true, error: '请填写转让原因' }).min(1, '请填写转让原因').max(200, '转让原因最多200个字'),
  }),
  result: z.object({ id: z.number().int(), franchiseeId: z.number().int() }),
  summary: '加盟门店：转让给另一加盟商（须合作中；记录转让并审计）',
});

/** The store's transfers, newest first. */
export const franchiseStoreTransfers = defineEndpoint({
  path: `${BASE}/transferLog`,
  method: 'GET',
  permission: { menu: FRANCHISE_PAGES.store },
  query: z.object({ id: idSchema }),
  result: z.array(storeTransferRow),
  summary: '加盟门店：转让记录',
});

/** The fields of the 转让 dialog. */
export const transferFranchiseStoreFields: readonly FieldDef[] = [
  {
    key: 'franchiseeId',
    label: '转让给加盟商',
    type: 'int',
    required: true,
    lookup: { table: 'franchisee', labelColumn: 'company_name', as: 'franchiseeName', options: FRANCHISEE_OPTIONS },
  },
  { key: 'transferredOn', label: '转让日期', type: 'date', required: true },
  { key: 'reason', label: '转让原因', type: 'textarea', required: true, max: 200 },
];
