import { defineEnum } from '../../../enums/define.js';
import { StoreBrandType } from '../../../enums/store.js';
import { defineResource } from '../../../resource/types.js';

export const MarketingMaterialKind = defineEnum([
  { value: 0, label: '海报', labelEn: 'poster', color: 'magenta' },
  { value: 1, label: '易拉宝', labelEn: 'roll-up banner', color: 'blue' },
  { value: 2, label: '台卡', labelEn: 'table card', color: 'cyan' },
  { value: 3, label: '门头灯箱', labelEn: 'light box', color: 'purple' },
  { value: 4, label: '宣传单页', labelEn: 'flyer', color: 'green' },
  { value: 5, label: '屏幕视频', labelEn: 'screen video', color: 'orange' },
]);

export const MarketingMaterialStatus = defineEnum([
  { value: 0, label: '停用', labelEn: 'disabled', color: 'default' },
  { value: 1, label: '启用', labelEn: 'enabled', color: 'green' },
]);

/**
 * /operate/material/materialManage 物料列表: the in-store marketing materials head office designs
 * (posters, roll-ups, table cards, light boxes, screen videos) with their print size, design file
 * (uploaded through the signed upload), brand and period of use; stores print or play them.
 */
export const marketingMaterialResource = defineResource({
  name: 'marketingMaterial',
  title: '物料',
  page: '/operate/material/materialManage',
  table: 'marketing_material',
  scope: { by: 'none' },
  api: { list: { path: '/mgt/material/queryMaterialPage', method: 'POST' }, detail: { path: '/mgt/material/getMaterialById', method: 'GET' } },
  ops: {
    create: 'operate:marketingMaterial:add',
    update: 'operate:marketingMaterial:edit',
    remove: 'operate:marketingMaterial:delete',
    export: 'operate:marketingMaterial:export',
  },
  keyword: { label: '编号/名称', fields: ['materialNo', 'name'] },
  defaultSort: { field: 'createdAt', dir: 'desc' },
  form: { mode: 'drawer', width: 640 },
  // prettier-ignore
  fields: [
    { key: 'imageUrl', label: '设计稿', type: 'image', required: true, list: { width: 80 }, form: true, help: '成品效果图，印刷按此稿' },
    { key: 'materialNo', label: '物料编号', type: 'text', required: true, unique: true, max: 20, list: { width: 120 }, form: 'create', placeholder: '如 WL-2026-001' },
    { key: 'name', label: '物料名称', type: 'text', required: true, max: 40, list: { width: 180 }, form: true },
    { key: 'kind', label: '物料类型', type: 'enum', enum: MarketingMaterialKind, required: true, list: { width: 90 }, form: true, filter: 'eq' },
    { key: 'sizeSpec', label: '尺寸规格', type: 'text', max: 40, list: { width: 120 }, form: true, placeholder: '如 60×160cm' },
    { key: 'videoUrl', label: '视频文件', type: 'video', form: true, span: 2, help: '屏幕视频类物料上传' },
    { key: 'brandType', label: '适用品牌', type: 'enum', enum: StoreBrandType, list: { width: 100 }, form: true, filter: 'eq', help: '不选为全部品牌通用' },
    { key: 'validFrom', label: '使用开始', type: 'date', list: { width: 110 }, form: true },
    { key: 'validTo', label: '使用结束', type: 'date', list: { width: 110 }, form: true, filter: 'dateRange' },
    { key: 'status', label: '状态', type: 'enum', enum: MarketingMaterialStatus, required: true, defaultValue: 1, list: { width: 70 }, form: true, filter: 'eq' },
    { key: 'remark', label: '备注', type: 'text', max: 200, list: { width: 180, ellipsis: true }, form: true, span: 2 },
    { key: 'updatedBy', label: '修改人', type: 'text', list: { width: 90 } },
    { key: 'createdAt', label: '创建时间', type: 'datetime', list: { width: 160 }, sortable: true },
  ],
  check: (v) => {
    if (typeof v.validFrom === 'string' && typeof v.validTo === 'string' && v.validTo < v.validFrom)
      return { field: 'validTo', message: '使用结束不能早于开始' };
    if (v.kind === 5 && !v.videoUrl) return { field: 'videoUrl', message: '屏幕视频类物料请上传视频文件' };
    return true;
  },
});
