import { z } from 'zod';
import { idSchema } from '../../../api/zod.js';
import { FranchiseeStatus } from '../../../enums/franchise.js';
import { defineEndpoint } from '../../../resource/endpoint.js';
import { fields } from '../../../resource/fields.js';
import { defineResource } from '../../../resource/types.js';
import { validateMobile } from '../../../validators/phone.js';
import { FRANCHISE_PAGES } from '../_shared/franchise.js';

const BASE = '/mgt/franchise/franchisemgr';

export const FranchiseeOps = {
  add: 'join:franchisee:add',
  edit: 'join:franchisee:edit',
  status: 'join:franchisee:status',
  export: 'join:franchisee:export',
  viewMobile: 'join:franchisee:viewMobile',
} as const;

/** 统一社会信用代码: 18 digits or capital letters. */
const CREDIT_CODE = /^[0-9A-Z]{18}$/;

/**
 * /join/business/manage 加盟商列表 (spec §7 franchisemgr: add, get, list, update, excel, getStoreNum,
 * getFranchiseLastDate): the franchisee register — company, credit code, legal person, contact (mobile
 * sealed by the field vault, masked in lists, revealed to holders one at a time and audited), city,
 * address, joined date, its number of stores and the last end date of its franchise contracts in force.
 * Status: 合作中 ⇄ 暂停合作 (暂停 / 恢复), either → 已解约 (the reason required; refused while one of
 * its stores still has a contract in force: those are terminated or the stores transferred first);
 * 已解约 is locked. A store user sees the franchisee holding their stores only.
 */
export const franchiseeResource = defineResource({
  name: 'franchisee',
  title: '加盟商',
  page: FRANCHISE_PAGES.manage,
  table: 'franchisee',
  joins: [{ alias: 'x', table: 'franchisee_summary', on: 'id' }],
  scope: { by: 'none' },
  api: {
    list: { path: `${BASE}/list`, method: 'POST' },
    detail: { path: `${BASE}/get`, method: 'GET' },
    create: { path: `${BASE}/add`, method: 'POST' },
    update: { path: `${BASE}/update`, method: 'POST' },
    transition: { path: `${BASE}/status`, method: 'POST' },
    export: { path: `${BASE}/excel`, method: 'GET' },
    reveal: { path: `${BASE}/reveal`, method: 'POST' },
  },
  ops: { create: FranchiseeOps.add, update: FranchiseeOps.edit, export: FranchiseeOps.export, viewMasked: FranchiseeOps.viewMobile },
  defaultSort: { field: 'franchiseeNo', dir: 'asc', first: { field: 'status', values: [1, 2] } },
  count: 'exact',
  keyword: { label: '公司/编号/法人', fields: ['companyName', 'franchiseeNo', 'legalPerson'] },
  form: { width: 720 },
  check: (v) => (v.creditCode && !CREDIT_CODE.test(String(v.creditCode)) ? { field: 'creditCode', message: '统一社会信用代码应为18位数字或大写字母' } : true),
  workflow: {
    field: 'status',
    reasonColumn: 'status_reason',
    operatorColumn: 'status_by',
    operatedAtColumn: 'status_at',
    locked: [3],
    transitions: [
      {
        action: 'suspend',
        label: '暂停合作',
        from: [1],
        to: 2,
        op: FranchiseeOps.status,
        reason: { label: '暂停原因', required: true, max: 200 },
        doneText: '已暂停合作',
      },
      {
        action: 'resume',
        label: '恢复合作',
        from: [2],
        to: 1,
        op: FranchiseeOps.status,
        reason: { label: '说明', required: false, max: 200 },
        doneText: '已恢复合作',
      },
      {
        action: 'terminate',
        label: '解约',
        from: [1, 2],
        to: 3,
        op: FranchiseeOps.status,
        confirm: '解约后该加盟商不能再编辑、分配门店；名下门店仍有生效协议时不能解约。',
        reason: { label: '解约原因', required: true, max: 200 },
        danger: true,
        doneText: '已解约',
      },
    ],
  },
  // prettier-ignore
  fields: [
    { key: 'franchiseeNo', label: '加盟商编号', type: 'text', list: { width: 110 }, filter: 'like', sortable: true },
    { key: 'companyName', label: '公司名称', type: 'text', required: true, max: 60, unique: true, list: { width: 220, ellipsis: true }, form: true },
    { key: 'status', label: '状态', type: 'enum', enum: FranchiseeStatus, list: { width: 90 }, filter: 'eq' },
    { key: 'creditCode', label: '统一社会信用代码', type: 'text', max: 18, list: { width: 180 }, form: true, placeholder: '18位数字或大写字母' },
    { key: 'legalPerson', label: '法定代表人', type: 'text', required: true, max: 20, list: { width: 100 }, form: true },
    { key: 'contactName', label: '联系人', type: 'text', required: true, max: 20, list: { width: 90 }, form: true },
    {
      key: 'contactMobile', column: 'contact_mobile_enc', label: '联系电话', type: 'mobile', masked: true, encrypted: { hashColumn: 'contact_mobile_hash' },
      required: true, validate: validateMobile, list: { width: 130 }, form: 'create', filter: 'eq', placeholder: '完整的11位手机号',
    },
    fields.city({ required: true, form: true }),
    { key: 'address', label: '办公地址', type: 'text', required: true, max: 200, list: { width: 200, ellipsis: true }, form: true, span: 2 },
    { key: 'joinedOn', label: '加盟日期', type: 'date', required: true, list: { width: 105 }, form: true, filter: 'dateRange', sortable: true },
    { key: 'storeNum', column: 'store_num', from: 'x', label: '门店数', type: 'int', list: { width: 80 } },
    { key: 'lastEndDate', column: 'last_end_date', from: 'x', label: '加盟协议最晚到期', type: 'date', list: { width: 130 } },
    { key: 'statusReason', label: '状态原因', type: 'text', list: { width: 160, ellipsis: true } },
    { key: 'statusBy', label: '状态操作人', type: 'text' },
    { key: 'statusAt', label: '状态变更时间', type: 'datetime' },
    { key: 'remark', label: '备注', type: 'textarea', max: 500, list: { width: 180, ellipsis: true }, form: true, span: 2 },
    fields.createdBy(),
    fields.createdAt(),
    fields.updatedBy(),
    fields.updatedAt(),
  ],
});

const franchiseeIdQuery = z.object({ id: idSchema });

/** spec getStoreNum: how many stores the franchisee holds (within the user's stores). */
export const franchiseeStoreNum = defineEndpoint({
  path: `${BASE}/getStoreNum`,
  method: 'GET',
  permission: { menu: FRANCHISE_PAGES.manage },
  query: franchiseeIdQuery,
  result: z.object({ id: z.number().int(), storeNum: z.number().int() }),
  summary: '加盟商：名下加盟门店数',
});

/** spec getFranchiseLastDate: the last end date of the franchisee's franchise contracts in force (null: none). */
export const franchiseeLastDate = defineEndpoint({
  path: `${BASE}/getFranchiseLastDate`,
  method: 'GET',
  permission: { menu: FRANCHISE_PAGES.manage },
  query: franchiseeIdQuery,
  result: z.object({ id: z.number().int(), lastEndDate: z.string().nullable() }),
  summary: '加盟商：生效中的加盟协议最晚的结束日期（无则为空）',
});
