import { CraftsmanFeedbackCategory, CraftsmanFeedbackStatus } from '../../../enums/craftsmanRegister.js';
import { defineResource } from '../../../resource/types.js';
import { CRAFTSMAN_FORM_OPTIONS } from './_shared/register.js';

/** Feedback waiting for head office: listed first. */
export const OPEN_FEEDBACK_STATUSES: readonly number[] = [0];

/**
 * /craftsman/craftsman/employeeFeedback 员工反馈: what craftsmen raise about their work (category,
 * content, store), entered from the craftsman app or by their store, answered by head office:
 * 回复 (the reply is kept with who and when) and 关闭. A closed feedback takes no more steps.
 * Store managers enter and read their stores' feedback.
 */
export const employeeFeedbackResource = defineResource({
  name: 'craftsmanFeedback',
  title: '员工反馈',
  page: '/craftsman/craftsman/employeeFeedback',
  table: 'craftsman_feedback',
  joins: [{ alias: 'c', table: 'craftsman', on: 'craftsman_id' }],
  scope: { by: 'store', field: 'storeId', since: 'createdAt' },
  api: { list: { path: '/mgt/craftsmanFeedback/queryFeedbackPage', method: 'POST' } },
  ops: { create: 'craftsman:employeeFeedback:add', export: 'craftsman:employeeFeedback:export' },
  keyword: { label: '反馈内容', fields: ['content'] },
  defaultSort: { field: 'createdAt', dir: 'desc', first: { field: 'status', values: OPEN_FEEDBACK_STATUSES } },
  workflow: {
    field: 'status',
    locked: [1, 2],
    reasonColumn: 'handle_note',
    operatorColumn: 'handler',
    operatedAtColumn: 'handled_at',
    transitions: [
      {
        action: 'reply',
        label: '回复',
        from: [0],
        to: 1,
        op: 'craftsman:employeeFeedback:reply',
        reason: { label: '回复内容', required: true, max: 500 },
        doneText: '已回复',
      },
      {
        action: 'close',
        label: '关闭',
        from: [0, 1],
        to: 2,
        op: 'craftsman:employeeFeedback:close',
        reason: { label: '关闭说明', required: false, max: 500 },
        danger: true,
      },
    ],
  },
  // prettier-ignore
  fields: [
    { key: 'craftsmanId', label: '反馈人', type: 'int', required: true, lookup: { table: 'craftsman', labelColumn: 'real_name', as: 'craftsmanName', options: CRAFTSMAN_FORM_OPTIONS }, list: { width: 90 }, form: 'create', filter: 'eq' },
    { key: 'employeeNo', from: 'c', label: '工号', type: 'text', list: { width: 100 } },
    { key: 'storeId', label: '门店', type: 'store', list: { width: 140 }, filter: 'eq' },
    { key: 'category', label: '反馈类型', type: 'enum', enum: CraftsmanFeedbackCategory, required: true, list: { width: 100 }, form: 'create', filter: 'eq' },
    { key: 'content', label: '反馈内容', type: 'textarea', required: true, max: 500, list: { width: 280, ellipsis: true }, form: 'create' },
    { key: 'status', label: '处理状态', type: 'enum', enum: CraftsmanFeedbackStatus, list: { width: 80 }, filter: 'eq' },
    { key: 'reply', label: '回复', type: 'text', list: { width: 220, ellipsis: true } },
    { key: 'repliedBy', label: '回复人', type: 'text', list: { width: 90 } },
    { key: 'repliedAt', label: '回复时间', type: 'datetime', list: { width: 150 } },
    { key: 'createdAt', label: '反馈时间', type: 'datetime', list: { width: 150 }, filter: 'dateRange', sortable: true },
    { key: 'handler', label: '最近处理人', type: 'text' },
    { key: 'handledAt', label: '最近处理时间', type: 'datetime' },
    { key: 'handleNote', label: '处理说明', type: 'text' },
  ],
});
