import { defineResource } from '../../../resource/types.js';
import { HAIR_CIRCLE_LABEL_OPTIONS } from './_shared/hairCircle.js';

/**
 * /operate/hairCircle/ciircleTemplate 发圈模板: ready-made title and text a craftsman starts a post
 * from ({发型} {门店} are filled in by the app), with its label and cover. Chain-wide, kept by head office.
 */
export const hairCircleTemplateResource = defineResource({
  name: 'hairCircleTemplate',
  title: '发圈模板',
  page: '/operate/hairCircle/ciircleTemplate',
  table: 'hair_circle_template',
  scope: { by: 'none' },
  api: { list: { path: '/mgt/hairCrcle/template/queryPage', method: 'POST' } },
  ops: {
    create: 'operate:hairCircleTemplate:add',
    update: 'operate:hairCircleTemplate:edit',
    remove: 'operate:hairCircleTemplate:delete',
    export: 'operate:hairCircleTemplate:export',
  },
  defaultSort: { field: 'sortOrder', dir: 'asc' },
  form: { mode: 'drawer', width: 640 },
  // prettier-ignore
  fields: [
    { key: 'name', label: '模板名称', type: 'text', required: true, unique: true, max: 20, list: { width: 140 }, form: true, filter: 'like' },
    { key: 'labelId', label: '标签', type: 'int', lookup: { table: 'hair_circle_label', labelColumn: 'name', as: 'labelName', options: HAIR_CIRCLE_LABEL_OPTIONS }, list: { width: 90 }, form: true, filter: 'eq' },
    { key: 'titleTemplate', label: '标题模板', type: 'text', required: true, max: 40, list: { width: 200, ellipsis: true }, form: true, span: 2 },
    { key: 'contentTemplate', label: '正文模板', type: 'textarea', required: true, max: 1000, list: { width: 260, ellipsis: true }, form: true, span: 2, help: '可用 {发型}、{门店}、{手艺人} 占位，App 发布时替换' },
    { key: 'coverUrl', label: '示例封面', type: 'image', list: { width: 90 }, form: true },
    { key: 'sortOrder', label: '排序', type: 'int', min: 0, max: 9999, required: true, defaultValue: 100, list: { width: 70 }, form: true, sortable: true },
    { key: 'enabled', label: '启用', type: 'bool', defaultValue: true, list: { width: 70 }, form: true, filter: 'eq' },
    { key: 'usageCount', label: '使用次数', type: 'int', list: { width: 90 }, sortable: true },
    { key: 'updatedBy', label: '修改人', type: 'text', list: { width: 90 } },
    { key: 'updatedAt', label: '修改时间', type: 'datetime', list: { width: 160 } },
  ],
});
