import { SuggestionCategory, SuggestionStatus } from '../../../enums/craftsmanRegister.js';
import { defineResource } from '../../../resource/types.js';
import { CRAFTSMAN_FORM_OPTIONS } from './_shared/register.js';

/**
 * /craftsman/craftsman/suggestionFeedback 建议反馈: craftsmen's suggestions (title, category,
 * content), answered by head office: 回复 (待回复 → 已回复), 采纳 (已回复 → 已采纳), 关闭 (待回复 or
 * 已回复 → 已关闭). A step from the wrong state is refused in words; 已采纳 and 已关闭 take no more.
 */
export const suggestionResource = defineResource({
  name: 'craftsmanSuggestion',
  title: '建议',
  page: '/craftsman/craftsman/suggestionFeedback',
  table: 'craftsman_suggestion',
  joins: [{ alias: 'c', table: 'craftsman', on: 'craftsman_id' }],
  scope: { by: 'store', field: 'storeId', since: 'createdAt' },
  api: { list: { path: '/mgt/craftsmanSuggestion/querySuggestionPage', method: 'POST' } },
  ops: { create: 'craftsman:suggestionFeedback:add', export: 'craftsman:suggestionFeedback:export' },
  keyword: { label: '标题/内容', fields: ['title', 'content'] },
  defaultSort: { field: 'createdAt', dir: 'desc', first: { field: 'status', values: [0] } },
  workflow: {
    field: 'status',
    locked: [1, 2, 3],
    reasonColumn: 'handle_note',
    operatorColumn: 'handler',
    operatedAtColumn: 'handled_at',
    transitions: [
      {
        action: 'reply',
        label: '回复',
        from: [0],
        to: 1,
        op: 'craftsman:suggestionFeedback:reply',
        reason: { label: '回复内容', required: true, max: 500 },
        doneText: '已回复',
      },
      {
        action: 'adopt',
        label: '采纳',
        from: [1],
        to: 2,
        op: 'craftsman:suggestionFeedback:adopt',
        reason: { label: '采纳说明', required: false, max: 500 },
        doneText: '已采纳',
      },
      {
        action: 'close',
        label: '关闭',
        from: [0, 1],
        to: 3,
        op: 'craftsman:suggestionFeedback:close',
        reason: { label: '关闭原因', required: true, max: 500 },
        danger: true,
      },
    ],
  },
  // prettier-ignore
  fields: [
    { key: 'title', label: '建议标题', type: 'text', required: true, max: 40, list: { width: 180, ellipsis: true }, form: 'create' },
    { key: 'category', label: '建议类型', type: 'enum', enum: SuggestionCategory, required: true, list: { width: 100 }, form: 'create', filter: 'eq' },
    { key: 'craftsmanId', label: '建议人', type: 'int', required: true, lookup: { table: 'craftsman', labelColumn: 'real_name', as: 'craftsmanName', options: CRAFTSMAN_FORM_OPTIONS }, list: { width: 90 }, form: 'create', filter: 'eq' },
    { key: 'employeeNo', from: 'c', label: '工号', type: 'text', list: { width: 100 } },
    { key: 'storeId', label: '门店', type: 'store', list: { width: 140 }, filter: 'eq' },
    { key: 'content', label: '建议内容', type: 'textarea', required: true, max: 1000, list: { width: 260, ellipsis: true }, form: 'create' },
    { key: 'status', label: '状态', type: 'enum', enum: SuggestionStatus, list: { width: 80 }, filter: 'eq' },
    { key: 'reply', label: '回复', type: 'text', list: { width: 220, ellipsis: true } },
    { key: 'repliedBy', label: '回复人', type: 'text', list: { width: 90 } },
    { key: 'repliedAt', label: '回复时间', type: 'datetime', list: { width: 150 } },
    { key: 'createdAt', label: '提交时间', type: 'datetime', list: { width: 150 }, filter: 'dateRange', sortable: true },
    { key: 'handler', label: '最近处理人', type: 'text' },
    { key: 'handledAt', label: '最近处理时间', type: 'datetime' },
    { key: 'handleNote', label: '处理说明', type: 'text' },
  ],
});
