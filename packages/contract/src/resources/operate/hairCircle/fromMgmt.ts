import { Apps } from '../../../enums/store.js';
import { defineResource } from '../../../resource/types.js';

/**
 * /operate/hairCircle/fromMgmt 来源管理: where posts come from (the craftsman app, the store's
 * photo wall, head office's own editors…), in which app they show, and whether a post from there
 * waits for review before it is published. Chain-wide, kept by head office.
 */
export const hairCircleSourceResource = defineResource({
  name: 'hairCircleSource',
  title: '内容来源',
  page: '/operate/hairCircle/fromMgmt',
  table: 'hair_circle_source',
  scope: { by: 'none' },
  api: { list: { path: '/mgt/hairCrcle/source/queryPage', method: 'POST' } },
  ops: { create: 'operate:hairCircleSource:add', update: 'operate:hairCircleSource:edit', export: 'operate:hairCircleSource:export' },
  defaultSort: { field: 'code', dir: 'asc' },
  form: { width: 520 },
  // prettier-ignore
  fields: [
    { key: 'code', label: '来源编码', type: 'text', required: true, unique: true, max: 20, list: { width: 120 }, form: 'create', sortable: true, placeholder: '如 CRAFTSMAN_APP' },
    { key: 'name', label: '来源名称', type: 'text', required: true, unique: true, max: 20, list: { width: 140 }, form: true, filter: 'like' },
    { key: 'app', label: '展示App', type: 'enum', enum: Apps, required: true, list: { width: 110 }, form: true, filter: 'eq' },
    { key: 'needReview', label: '发布前审核', type: 'bool', defaultValue: true, list: { width: 100 }, form: true, filter: 'eq', help: '关闭后，该来源的内容提交即发布' },
    { key: 'enabled', label: '启用', type: 'bool', defaultValue: true, list: { width: 70 }, form: true, filter: 'eq' },
    { key: 'remark', label: '说明', type: 'text', max: 200, list: { width: 240, ellipsis: true }, form: true, span: 2 },
    { key: 'updatedBy', label: '修改人', type: 'text', list: { width: 90 } },
    { key: 'updatedAt', label: '修改时间', type: 'datetime', list: { width: 160 } },
  ],
});
