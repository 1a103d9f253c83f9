import { defineEnum } from '../../../enums/define.js';
import { fields } from '../../../resource/fields.js';
import { defineResource } from '../../../resource/types.js';

export const FRANCHISE_FEEDBACK_PAGE = '/join/business/feedback';
/** spec §7 "apply and feedback (query, add, export)". */
export const FRANCHISE_FEEDBACK_BASE = '/mgt/franchise/feedback';

export const FranchiseFeedbackCategory = defineEnum([
  { value: 1, label: '运营支持', labelEn: 'operations support', color: 'blue' },
  { value: 2, label: '物料供应', labelEn: 'supplies', color: 'cyan' },
  { value: 3, label: '系统问题', labelEn: 'system', color: 'purple' },
  { value: 4, label: '培训需求', labelEn: 'training', color: 'geekblue' },
  { value: 5, label: '投诉建议', labelEn: 'complaint or suggestion', color: 'volcano' },
  { value: 6, label: '其他', labelEn: 'other', color: 'default' },
]);

/** 待处理 → 处理中 → 已回复 (the reply) / 已关闭 (the reason). */
export const FranchiseFeedbackStatus = defineEnum([
  { value: 1, label: '待处理', labelEn: 'waiting', color: 'gold' },
  { value: 2, label: '处理中', labelEn: 'in progress', color: 'blue' },
  { value: 3, label: '已回复', labelEn: 'replied', color: 'green' },
  { value: 4, label: '已关闭', labelEn: 'closed', color: 'default' },
]);
export const FRANCHISE_FEEDBACK_STATUS = { waiting: 1, handling: 2, replied: 3, closed: 4 } as const;

export const FranchiseFeedbackOps = {
  add: 'join:feedback:add',
  export: 'join:feedback:export',
  handle: 'join:feedback:handle',
} as const;

/**
 * /join/business/feedback 加盟商反馈: what franchise stores tell head office — category, content, image,
 * the store and who submitted it (the account). Head office 受理 it (处理中), then 回复 (the reply, the
 * store reads it) or 关闭 (the reason). Waiting ones first. Franchise-store managers see and add their own
 * stores' feedback.
 */
export const franchiseFeedbackResource = defineResource({
  name: 'franchiseFeedback',
  title: '加盟商反馈',
  page: FRANCHISE_FEEDBACK_PAGE,
  table: 'franchise_feedback',
  scope: { by: 'store', field: 'storeId' },
  api: {
    list: { path: `${FRANCHISE_FEEDBACK_BASE}/query`, method: 'POST' },
    detail: { path: `${FRANCHISE_FEEDBACK_BASE}/detail`, method: 'GET' },
    create: { path: `${FRANCHISE_FEEDBACK_BASE}/add`, method: 'POST' },
    transition: { path: `${FRANCHISE_FEEDBACK_BASE}/handle`, method: 'POST' },
    export: { path: `${FRANCHISE_FEEDBACK_BASE}/export`, method: 'GET' },
  },
  ops: { create: FranchiseFeedbackOps.add, export: FranchiseFeedbackOps.export },
  keyword: { label: '编号/内容', fields: ['feedbackNo', 'content'] },
  defaultSort: { field: 'createdAt', dir: 'desc', first: { field: 'status', values: [1, 2] } },
  form: { width: 600 },
  workflow: {
    field: 'status',
    reasonColumn: 'reply',
    operatorColumn: 'handler',
    operatedAtColumn: 'handled_at',
    locked: [2, 3, 4],
    transitions: [
      { action: 'start', label: '受理', from: [1], to: 2, op: FranchiseFeedbackOps.handle, doneText: '已受理，反馈处理中' },
      {
        action: 'reply',
        label: '回复',
        from: [1, 2],
        to: 3,
        op: FranchiseFeedbackOps.handle,
        reason: { label: '回复内容', required: true, max: 500 },
        doneText: '已回复',
      },
      {
        action: 'close',
        label: '关闭',
        from: [1, 2],
        to: 4,
        op: FranchiseFeedbackOps.handle,
        reason: { label: '关闭原因', required: true, max: 500 },
        danger: true,
        doneText: '已关闭',
      },
    ],
  },
  // prettier-ignore
  fields: [
    { key: 'feedbackNo', label: '反馈编号', type: 'text', list: { width: 150 }, filter: 'like' },
    { key: 'status', label: '状态', type: 'enum', enum: FranchiseFeedbackStatus, list: { width: 80 }, filter: 'eq' },
    fields.store({ required: true, form: 'create', help: '须为加盟门店' }),
    { key: 'category', label: '反馈类型', type: 'enum', enum: FranchiseFeedbackCategory, required: true, list: { width: 90 }, form: true, filter: 'eq' },
    { key: 'content', label: '反馈内容', type: 'textarea', required: true, max: 1000, list: { width: 260, ellipsis: true }, form: true, span: 2 },
    { key: 'imageUrl', label: '图片', type: 'image', list: { width: 80 }, form: true },
    { key: 'submitter', label: '提交人', type: 'text', list: { width: 80 } },
    { key: 'createdAt', label: '提交时间', type: 'datetime', list: { width: 150 }, filter: 'dateRange', sortable: true },
    { key: 'reply', label: '回复/关闭说明', type: 'text', list: { width: 220, ellipsis: true } },
    { key: 'handler', label: '处理人', type: 'text', list: { width: 80 } },
    { key: 'handledAt', label: '处理时间', type: 'datetime', list: { width: 150 } },
    { key: 'updatedAt', label: '更新时间', type: 'datetime', detail: false },
  ],
});
