import { defineResource } from '../../../resource/types.js';
import { ToolAudience, ToolCategory } from './_shared/culture.js';

/** An address the staff app opens: http(s) only. */
export const validateHttpUrl = (value: string | null | undefined) =>
  !value || !value.trim() ? '请输入链接' : /^https?:\/\/\S+$/i.test(value.trim()) ? true : '链接须以http://或https://开头';

/** /operate/enterCulture/operateTools 运营工具: the tools the staff app lists for stores (dashboards, rosters, training…), ordered, for whom. */
export const operateToolResource = defineResource({
  name: 'operateTool',
  title: '运营工具',
  page: '/operate/enterCulture/operateTools',
  table: 'culture_tool',
  scope: { by: 'none' },
  api: { list: { path: '/mgt/enterCulture/tool/queryPage', method: 'POST' } },
  ops: { create: 'operate:operateTool:add', update: 'operate:operateTool:edit', remove: 'operate:operateTool:delete', export: 'operate:operateTool:export' },
  defaultSort: { field: 'sortOrder', dir: 'asc' },
  form: { width: 600 },
  // prettier-ignore
  fields: [
    { key: 'iconUrl', label: '图标', type: 'image', list: { width: 70 }, form: true },
    { key: 'name', label: '工具名称', type: 'text', required: true, unique: true, max: 30, list: { width: 140 }, form: true, filter: 'like' },
    { key: 'category', label: '分类', type: 'enum', enum: ToolCategory, required: true, list: { width: 90 }, form: true, filter: 'eq' },
    { key: 'audience', label: '适用人员', type: 'enum', enum: ToolAudience, required: true, defaultValue: 0, list: { width: 90 }, form: true, filter: 'eq' },
    { key: 'linkUrl', label: '链接', type: 'text', required: true, max: 300, validate: validateHttpUrl, list: { width: 260, ellipsis: true }, form: true, span: 2 },
    { key: 'description', label: '说明', type: 'text', max: 200, list: { width: 220, ellipsis: true }, form: true, span: 2 },
    { key: 'sortOrder', label: '排序', type: 'int', min: 0, max: 9999, required: true, defaultValue: 100, list: { width: 70 }, form: true, sortable: true },
    { key: 'enabled', label: '启用', type: 'bool', defaultValue: true, list: { width: 70 }, form: true, filter: 'eq' },
    { key: 'updatedBy', label: '修改人', type: 'text', list: { width: 90 } },
    { key: 'updatedAt', label: '修改时间', type: 'datetime', list: { width: 160 } },
  ],
});
