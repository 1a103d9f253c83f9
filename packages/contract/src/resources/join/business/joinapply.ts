import { JoinApplyStatus, LeadChannel } from '../../../enums/franchiseLead.js';
import { fields } from '../../../resource/fields.js';
import { defineResource } from '../../../resource/types.js';
import { budgetField, leadMobileField, LeadOps, LeadPage } from './_shared/lead.js';

const BASE = '/mgt/franchise/apply';

/**
 * /join/business/joinapply 加盟申请 (spec §7 "apply … (query, add, export)"): applications to open a
 * franchised store — converted from a lead (加盟线索 转申请) or entered directly — with the applicant,
 * company, intended city and area, budget, planned stores and experience; 待审核 → 已通过 / 已驳回 (the
 * reason required), waiting ones listed first. The menu badge (queryApplyStoreCount) counts those
 * waiting within the user's cities. An application's mobile already waiting is refused.
 */
export const applyResource = defineResource({
  name: 'franchiseApply',
  title: '加盟申请',
  page: LeadPage.apply,
  table: 'franchise_apply',
  scope: { by: 'city', field: 'cityId', since: 'createdAt' },
  api: {
    list: { path: `${BASE}/query`, method: 'POST' },
    detail: { path: `${BASE}/detail`, method: 'GET' },
    create: { path: `${BASE}/add`, method: 'POST' },
    update: { path: `${BASE}/update`, method: 'POST' },
    transition: { path: `${BASE}/review`, method: 'POST' },
    export: { path: `${BASE}/export`, method: 'GET' },
  },
  ops: { create: LeadOps.applyCreate, update: LeadOps.applyEdit, export: LeadOps.applyExport, viewMasked: LeadOps.applyViewMobile },
  defaultSort: { field: 'createdAt', dir: 'desc', first: { field: 'status', values: [0] } },
  count: 'exact',
  keyword: { label: '申请人/编号', fields: ['applicantName', 'applyNo', 'companyName'] },
  form: { width: 640 },
  workflow: {
    field: 'status',
    reasonColumn: 'review_remark',
    operatorColumn: 'reviewer',
    operatedAtColumn: 'reviewed_at',
    locked: [1, 2],
    transitions: [
      {
        action: 'approve',
        label: '通过',
        from: [0],
        to: 1,
        op: LeadOps.applyReview,
        confirm: '通过后进入选址评估和签约流程。',
        reason: { label: '审核意见', required: false },
        doneText: '申请已通过',
      },
      { action: 'reject', label: '驳回', from: [0], to: 2, op: LeadOps.applyReview, reason: { label: '驳回原因', required: true }, danger: true },
    ],
  },
  // prettier-ignore
  fields: [
    { key: 'applyNo', label: '申请编号', type: 'text', list: { width: 130 }, filter: 'like' },
    { key: 'status', label: '状态', type: 'enum', enum: JoinApplyStatus, list: { width: 90 }, filter: 'eq' },
    { key: 'applicantName', label: '申请人', type: 'text', required: true, max: 20, list: { width: 90 }, form: true },
    leadMobileField('mobile', '手机号'),
    { key: 'companyName', label: '公司名称', type: 'text', max: 60, list: { width: 200, ellipsis: true }, form: true },
    fields.city({ required: true, form: true }),
    { key: 'intendedArea', label: '意向商圈', type: 'text', required: true, max: 100, list: { width: 150, ellipsis: true }, form: true },
    budgetField(true),
    { key: 'plannedStores', label: '计划开店数', type: 'int', min: 1, max: 99, required: true, defaultValue: 1, list: { width: 90 }, form: true },
    { key: 'channel', label: '来源', type: 'enum', enum: LeadChannel, required: true, list: { width: 100 }, form: 'create', filter: 'eq', defaultValue: 8 },
    { key: 'experience', label: '从业经历', type: 'textarea', max: 500, list: { width: 200, ellipsis: true }, form: true, span: 2 },
    { key: 'createdAt', label: '申请时间', type: 'datetime', list: { width: 160 }, filter: 'dateRange', sortable: true },
    { key: 'createdBy', label: '登记人', type: 'text', list: { width: 90 } },
    { key: 'reviewer', label: '审核人', type: 'text', list: { width: 90 } },
    { key: 'reviewedAt', label: '审核时间', type: 'datetime', list: { width: 160 } },
    { key: 'reviewRemark', label: '审核意见', type: 'text', list: { width: 160, ellipsis: true } },
  ],
});
