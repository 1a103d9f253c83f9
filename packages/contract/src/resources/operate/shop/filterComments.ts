import { CommentDisplayStatus, CommentSource, FilterWordCategory } from '../../../enums/storeService.js';
import { validateMobile } from '../../../validators/phone.js';
import { defineResource, type EndpointDef } from '../../../resource/types.js';
import { ITEM_OPTIONS } from './service.js';

const PAGE = '/operate/shop/filterComments';

/** Craftsmen for the comment form and filter: `[{ id, name: '姓名（门店）' }]` within the user's stores. */
export const COMMENT_CRAFTSMAN_OPTIONS: EndpointDef = { path: '/mgt/comment/getCraftsmanOptions', method: 'GET' };

/** Text as the filter compares it: lower case, without blanks and the usual separators people put between letters. */
export const normalizeForFilter = (text: string) => text.toLowerCase().replace(/[\s·._\-—*~|/\\]+/g, '');

/**
 * The filter words a comment contains (each once, in list order). Matching ignores case, blanks
 * and separators, so '加 V', 'V-X' and 'vx' are caught alike. Server (on entry) and seed both use it.
 */
export function matchFilterWords(text: string, words: readonly string[]): string[] {
  const haystack = normalizeForFilter(text);
  const hits: string[] = [];
  for (const word of words) {
    const needle = normalizeForFilter(word);
    if (needle && haystack.includes(needle) && !hits.includes(word)) hits.push(word);
  }
  return hits;
}

/** /operate/shop/filterComments: customers' comments after a service, held for review when they hit a filter word. */
export const commentResource = defineResource({
  name: 'comment',
  title: '评论',
  page: PAGE,
  table: 'store_comment',
  scope: { by: 'store', field: 'storeId', since: 'commentedAt' },
  api: { list: { path: '/mgt/comment/queryCommentPage', method: 'POST' }, detail: { path: '/mgt/comment/getCommentById', method: 'GET' } },
  // Comments arrive from the mini program and the platforms; the console enters call-back comments (客服回访).
  ops: { create: 'operate:comment:add' },
  defaultSort: { field: 'commentedAt', dir: 'desc' },
  keyword: { label: '评论内容/昵称', fields: ['content', 'customerNickname'] },
  form: { width: 760 },
  workflow: {
    field: 'displayStatus',
    reasonColumn: 'handle_note',
    operatorColumn: 'handler',
    operatedAtColumn: 'handled_at',
    transitions: [
      { action: 'approve', label: '审核通过', from: [0], to: 1, op: 'operate:comment:approve', reason: { label: '审核意见', required: false } },
      { action: 'block', label: '屏蔽', from: [0, 1], to: 2, op: 'operate:comment:block', reason: { label: '屏蔽原因', required: true }, danger: true },
      {
        action: 'restore',
        label: '恢复展示',
        from: [2],
        to: 1,
        op: 'operate:comment:restore',
        confirm: '恢复后该评论重新在门店页展示，确定恢复？',
        reason: { label: '恢复说明', required: false },
      },
    ],
  },
  // Listed and filtered in this order: where, status, rating and what was said first (the filter bar shows 4 items, then 更多).
  // prettier-ignore
  fields: [
    { key: 'storeId', label: '门店', type: 'store', required: true, list: { width: 150 }, form: 'create', filter: 'eq' },
    { key: 'displayStatus', label: '展示状态', type: 'enum', enum: CommentDisplayStatus, list: { width: 90 }, filter: 'eq' },
    { key: 'ratingOverall', label: '综合评分', type: 'int', required: true, min: 1, max: 5, list: { width: 80 }, form: 'create', filter: 'eq', sortable: true, defaultValue: 5 },
    { key: 'content', label: '评论内容', type: 'textarea', required: true, max: 500, list: { width: 280, ellipsis: true }, form: 'create' },
    { key: 'matchedWords', label: '命中过滤词', type: 'text', list: { width: 120, ellipsis: true } },
    { key: 'commentedAt', label: '评论时间', type: 'datetime', required: true, list: { width: 150 }, form: 'create', filter: 'dateRange', sortable: true },
    { key: 'craftsmanId', label: '手艺人', type: 'int', required: true, lookup: { table: 'craftsman', labelColumn: 'real_name', as: 'craftsmanName', options: COMMENT_CRAFTSMAN_OPTIONS }, list: { width: 90 }, form: 'create', filter: 'eq' },
    { key: 'itemId', label: '服务项目', type: 'int', required: true, lookup: { table: 'item', labelColumn: 'item_name', as: 'itemName', options: ITEM_OPTIONS }, list: { width: 100 }, form: 'create', filter: 'eq' },
    { key: 'customerNickname', label: '顾客昵称', type: 'text', required: true, max: 30, list: { width: 110 }, form: 'create' },
    { key: 'customerMobile', label: '顾客手机号', type: 'mobile', required: true, validate: validateMobile, list: { width: 120 }, form: 'create', help: '只保存打码后的号码' },
    { key: 'ratingSkill', label: '技术', type: 'int', required: true, min: 1, max: 5, form: 'create', defaultValue: 5 },
    { key: 'ratingAttitude', label: '服务态度', type: 'int', required: true, min: 1, max: 5, form: 'create', defaultValue: 5 },
    { key: 'ratingEnvironment', label: '环境', type: 'int', required: true, min: 1, max: 5, form: 'create', defaultValue: 5 },
    { key: 'tags', label: '标签', type: 'text', max: 100, list: { width: 160, ellipsis: true }, form: 'create', help: '多个标签用逗号分隔，如：技术好,服务热情' },
    { key: 'source', label: '来源', type: 'enum', enum: CommentSource, list: { width: 90 }, filter: 'eq' },
    { key: 'handler', label: '处理人', type: 'text', list: { width: 90 } },
    { key: 'handledAt', label: '处理时间', type: 'datetime', list: { width: 150 } },
    { key: 'handleNote', label: '处理说明', type: 'text', list: { width: 160, ellipsis: true } },
  ],
});

/** The filter words (敏感词) of the same page: a comment containing an enabled one waits for review. */
export const commentFilterWordResource = defineResource({
  name: 'commentFilterWord',
  title: '过滤词',
  page: PAGE,
  table: 'comment_filter_word',
  scope: { by: 'none' },
  api: { list: { path: '/mgt/comment/queryFilterWordPage', method: 'POST' } },
  ops: { create: 'operate:filterWord:add', update: 'operate:filterWord:edit', remove: 'operate:filterWord:delete' },
  defaultSort: { field: 'category', dir: 'asc' },
  form: { width: 560 },
  // prettier-ignore
  fields: [
    { key: 'word', label: '过滤词', type: 'text', required: true, max: 20, unique: true, list: { width: 140 }, form: true, filter: 'like' },
    { key: 'category', label: '类别', type: 'enum', enum: FilterWordCategory, required: true, list: { width: 100 }, form: true, filter: 'eq', sortable: true },
    { key: 'enabled', label: '启用', type: 'bool', list: { width: 70 }, form: true, defaultValue: true },
    { key: 'remark', label: '说明', type: 'text', max: 100, list: { width: 220, ellipsis: true }, form: true, span: 2 },
    { key: 'createdBy', label: '添加人', type: 'text', list: { width: 90 } },
    { key: 'updatedAt', label: '更新时间', type: 'datetime', list: { width: 150 }, sortable: true },
  ],
});
