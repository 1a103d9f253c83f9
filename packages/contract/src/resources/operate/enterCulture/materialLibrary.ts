import { StoreBrandType } from '../../../enums/store.js';
import { defineResource } from '../../../resource/types.js';
import { CultureMaterialKind } from './_shared/culture.js';

/** /operate/enterCulture/materialLibrary 素材库: pictures, videos, posters and copy stores use in their own posts and groups, by brand. */
export const materialLibraryResource = defineResource({
  name: 'materialLibrary',
  title: '素材',
  page: '/operate/enterCulture/materialLibrary',
  table: 'culture_material',
  scope: { by: 'none' },
  api: { list: { path: '/mgt/enterCulture/material/queryPage', method: 'POST' } },
  ops: {
    create: 'operate:materialLibrary:add',
    update: 'operate:materialLibrary:edit',
    remove: 'operate:materialLibrary:delete',
    export: 'operate:materialLibrary:export',
  },
  keyword: { label: '名称/标签', fields: ['name', 'tags'] },
  defaultSort: { field: 'createdAt', dir: 'desc' },
  form: { mode: 'drawer', width: 640 },
  // prettier-ignore
  fields: [
    { key: 'imageUrl', label: '图片', type: 'image', list: { width: 80 }, form: true, help: '图片、海报必传；视频的封面' },
    { key: 'name', label: '素材名称', type: 'text', required: true, max: 40, list: { width: 180 }, form: true },
    { key: 'kind', label: '素材类型', type: 'enum', enum: CultureMaterialKind, required: true, list: { width: 90 }, form: true, filter: 'eq' },
    { key: 'brandType', label: '适用品牌', type: 'enum', enum: StoreBrandType, list: { width: 100 }, form: true, filter: 'eq', help: '不选为全部品牌通用' },
    { key: 'videoUrl', label: '视频', type: 'video', form: true, span: 2 },
    { key: 'copyText', label: '文案', type: 'textarea', max: 1000, list: { width: 220, ellipsis: true }, form: true, span: 2 },
    { key: 'tags', label: '标签', type: 'text', max: 100, list: { width: 160, ellipsis: true }, form: true, help: '多个标签用逗号分隔' },
    { key: 'enabled', label: '启用', type: 'bool', defaultValue: true, list: { width: 70 }, form: true, filter: 'eq' },
    { key: 'downloadCount', label: '下载次数', type: 'int', list: { width: 90 }, sortable: true },
    { key: 'createdBy', label: '上传人', type: 'text', list: { width: 90 } },
    { key: 'createdAt', label: '上传时间', type: 'datetime', list: { width: 160 }, sortable: true },
  ],
  check: (v) => {
    if ((v.kind === 0 || v.kind === 2) && !v.imageUrl) return { field: 'imageUrl', message: '图片、海报类素材请上传图片' };
    if (v.kind === 1 && !v.videoUrl) return { field: 'videoUrl', message: '视频类素材请上传视频' };
    if (v.kind === 3 && !v.copyText) return { field: 'copyText', message: '文案类素材请填写文案' };
    return true;
  },
});
