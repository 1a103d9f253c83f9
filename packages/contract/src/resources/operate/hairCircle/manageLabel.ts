import { defineResource } from '../../../resource/types.js';
import { HairCircleLabelCategory } from './_shared/hairCircle.js';

/** /operate/hairCircle/manageLabel 标签管理: the labels craftsmen put on their posts; chain-wide, kept by head office. */
export const hairCircleLabelResource = defineResource({
  name: 'hairCircleLabel',
  title: '标签',
  page: '/operate/hairCircle/manageLabel',
  table: 'hair_circle_label',
  scope: { by: 'none' },
  api: { list: { path: '/mgt/hairCrcle/label/queryPage', method: 'POST' } },
  ops: {
    create: 'operate:hairCircleLabel:add',
    update: 'operate:hairCircleLabel:edit',
    remove: 'operate:hairCircleLabel:delete',
    export: 'operate:hairCircleLabel:export',
  },
  defaultSort: { field: 'sortOrder', dir: 'asc' },
  form: { width: 520 },
  // prettier-ignore
  fields: [
    { key: 'name', label: '标签名称', type: 'text', required: true, unique: true, max: 10, list: { width: 120 }, form: true, filter: 'like' },
    { key: 'category', label: '标签分类', type: 'enum', enum: HairCircleLabelCategory, required: true, list: { width: 90 }, form: true, filter: 'eq' },
    { key: 'sortOrder', label: '排序', type: 'int', min: 0, max: 9999, required: true, defaultValue: 100, list: { width: 70 }, form: true, sortable: true, help: '数字越小越靠前' },
    { key: 'enabled', label: '启用', type: 'bool', defaultValue: true, list: { width: 70 }, form: true, filter: 'eq' },
    { key: 'remark', label: '说明', type: 'text', max: 200, list: { width: 220, ellipsis: true }, form: true, span: 2 },
    { key: 'updatedBy', label: '修改人', type: 'text', list: { width: 90 } },
    { key: 'updatedAt', label: '修改时间', type: 'datetime', list: { width: 160 }, sortable: true },
  ],
});
