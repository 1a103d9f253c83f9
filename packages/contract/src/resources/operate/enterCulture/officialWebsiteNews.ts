import { defineResource } from '../../../resource/types.js';
import { articleWorkflow, ArticleStatus, WebsiteNewsCategory } from './_shared/culture.js';

/** /operate/enterCulture/officialWebsiteNews 官网新闻: news on the chain's website, drafted and published by head office. */
export const officialWebsiteNewsResource = defineResource({
  name: 'officialWebsiteNews',
  title: '官网新闻',
  page: '/operate/enterCulture/officialWebsiteNews',
  table: 'culture_article',
  scope: { by: 'none' },
  api: { list: { path: '/mgt/enterCulture/websiteNews/queryPage', method: 'POST' } },
  ops: {
    create: 'operate:officialWebsiteNews:add',
    update: 'operate:officialWebsiteNews:edit',
    remove: 'operate:officialWebsiteNews:delete',
    export: 'operate:officialWebsiteNews:export',
  },
  keyword: { label: '标题', fields: ['title', 'summary'] },
  defaultSort: { field: 'createdAt', dir: 'desc' },
  form: { mode: 'drawer', width: 720 },
  workflow: { ...articleWorkflow('operate:officialWebsiteNews'), locked: [1] },
  // prettier-ignore
  fields: [
    { key: 'coverUrl', label: '封面', type: 'image', list: { width: 80 }, form: true },
    { key: 'title', label: '标题', type: 'text', required: true, max: 60, list: { width: 240, ellipsis: true }, form: true, span: 2 },
    { key: 'category', label: '分类', type: 'enum', enum: WebsiteNewsCategory, required: true, list: { width: 90 }, form: true, filter: 'eq' },
    { key: 'author', label: '作者', type: 'text', max: 20, list: { width: 90 }, form: true },
    { key: 'summary', label: '摘要', type: 'text', max: 200, form: true, span: 2 },
    { key: 'content', label: '正文', type: 'textarea', required: true, max: 5000, form: true, span: 2 },
    { key: 'isTop', label: '置顶', type: 'bool', defaultValue: false, list: { width: 60 }, form: true },
    { key: 'status', label: '状态', type: 'enum', enum: ArticleStatus, list: { width: 80 }, filter: 'eq' },
    { key: 'viewCount', label: '阅读数', type: 'int', list: { width: 80 }, sortable: true },
    { key: 'publishedAt', label: '发布时间', type: 'datetime', list: { width: 160 }, sortable: true },
    { key: 'createdBy', label: '创建人', type: 'text', list: { width: 90 } },
    { key: 'createdAt', label: '创建时间', type: 'datetime', list: { width: 160 }, filter: 'dateRange', sortable: true },
  ],
});
