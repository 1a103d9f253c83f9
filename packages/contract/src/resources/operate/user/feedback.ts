import { Apps } from '../../../enums/store.js';
import { FeedbackCategory, FeedbackStatus } from '../../../enums/voice.js';
import { defineResource } from '../../../resource/types.js';
import { encryptedMobile as encryptedMobile } from './_shared/voice.js';

export const FEEDBACK_PAGE = '/operate/user/feedback';

export const FeedbackPath = {
  list: '/mgt/feedback/queryFeedbackPage',
  detail: '/mgt/feedback/getFeedbackDetail',
  export: '/mgt/feedback/exportFeedback',
  transition: '/mgt/feedback/transition',
} as const;
export const FeedbackOps = {
  export: 'operate:feedback:export',
  viewMobile: 'operate:feedback:viewMobile',
  handle: 'operate:feedback:handle',
} as const;

/**
 * /operate/user/feedback 用户反馈: what customers wrote in the apps' feedback form, with the
 * contact mobile they left (encrypted at rest) and the store if they named one. 受理 takes it
 * (处理中), 回复并完结 answers and closes it (已处理); the handler and time are written.
 */
export const feedbackResource = defineResource({
  name: 'feedback',
  title: '反馈',
  page: FEEDBACK_PAGE,
  table: 'user_feedback',
  scope: { by: 'store', field: 'storeId', since: 'createdAt' },
  api: {
    list: { path: FeedbackPath.list, method: 'POST' },
    detail: { path: FeedbackPath.detail, method: 'GET' },
    export: { path: FeedbackPath.export, method: 'GET' },
    transition: { path: FeedbackPath.transition, method: 'POST' },
  },
  ops: { export: FeedbackOps.export, viewMasked: FeedbackOps.viewMobile },
  keyset: { field: 'createdAt' },
  workflow: {
    field: 'status',
    reasonColumn: 'reply',
    operatorColumn: 'handler',
    operatedAtColumn: 'handled_at',
    transitions: [
      { action: 'accept', label: '受理', from: [0], to: 1, op: FeedbackOps.handle, confirm: '受理后由你负责跟进并回复该反馈，确定受理？' },
      { action: 'resolve', label: '回复并完结', from: [1], to: 2, op: FeedbackOps.handle, reason: { label: '回复内容', required: true, max: 500 } },
    ],
  },
  // prettier-ignore
  fields: [
    { key: 'category', label: '反馈类型', type: 'enum', enum: FeedbackCategory, list: { width: 90 }, filter: 'eq' },
    { key: 'status', label: '处理状态', type: 'enum', enum: FeedbackStatus, list: { width: 80 }, filter: 'eq' },
    { key: 'storeId', label: '门店', type: 'store', list: { width: 140 }, filter: 'eq' },
    { key: 'createdAt', label: '反馈时间', type: 'datetime', list: { width: 140 }, filter: 'dateRange', range: { maxDays: 366 }, sortable: true },
    { key: 'app', label: '来源App', type: 'enum', enum: Apps, list: { width: 100 }, filter: 'eq' },
    { key: 'content', label: '反馈内容', type: 'textarea', list: { width: 260, ellipsis: true } },
    encryptedMobile('contactMobile', '联系手机号', 'contact_mobile_enc', 'contact_mobile_hash'),
    { key: 'nickname', label: '用户昵称', type: 'text', list: { width: 90 } },
    { key: 'handler', label: '处理人', type: 'text', list: { width: 80 } },
    { key: 'handledAt', label: '处理时间', type: 'datetime', list: { width: 140 } },
    { key: 'acceptedAt', label: '受理时间', type: 'datetime' },
    { key: 'reply', label: '回复内容', type: 'textarea', list: { width: 200, ellipsis: true } },
    { key: 'customerId', label: '顾客ID', type: 'int', detail: false },
  ],
});
