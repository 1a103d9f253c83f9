import { defineResource } from '../../../resource/types.js';
import { DeliveryOps, DeliveryPath, RecommendLevelStatus } from './_shared/delivery.js';

export const RECOMMEND_LEVEL_PAGE = '/operate/delivery_goods/recommended_level';

/**
 * /operate/delivery_goods/recommended_level 推荐等级: how strongly stylists recommend a goods (S 主推 …
 * C 清仓) and the commission on a recommended sale; goods name their level. Head office keeps them;
 * a level still given to goods on sale is not disabled.
 */
export const recommendLevelResource = defineResource({
  name: 'recommendLevel',
  title: '推荐等级',
  page: RECOMMEND_LEVEL_PAGE,
  table: 'goods_recommend_level',
  scope: { by: 'none' },
  api: { list: { path: DeliveryPath.levelList, method: 'POST' } },
  ops: { create: DeliveryOps.levelAdd, update: DeliveryOps.levelEdit },
  defaultSort: { field: 'sortOrder', dir: 'asc' },
  workflow: {
    field: 'status',
    transitions: [
      { action: 'enable', label: '启用', from: [0], to: 1, op: DeliveryOps.levelEnable },
      { action: 'disable', label: '停用', from: [1], to: 0, op: DeliveryOps.levelDisable, confirm: '停用后商品不能再选该等级，确定停用？' },
    ],
  },
  // prettier-ignore
  fields: [
    { key: 'levelCode', label: '等级代码', type: 'text', required: true, unique: true, max: 10, list: { width: 90 }, form: 'create' },
    { key: 'name', label: '等级名称', type: 'text', required: true, unique: true, max: 20, list: { width: 120 }, form: true },
    { key: 'commissionRate', label: '推荐提成（%）', type: 'decimal', required: true, min: 0, max: 30, scale: 2, list: { width: 110 }, form: true, help: '顾客购买推荐商品时，推荐人按订单金额的这一百分比获得提成，0~30' },
    { key: 'description', label: '说明', type: 'textarea', max: 200, list: { width: 260, ellipsis: true }, form: true, span: 2 },
    { key: 'sortOrder', label: '排序', type: 'int', min: 0, max: 999, list: { width: 70 }, form: true, defaultValue: 10, sortable: true },
    { key: 'status', label: '状态', type: 'enum', enum: RecommendLevelStatus, list: { width: 80 }, filter: 'eq' },
    { key: 'updatedAt', label: '修改时间', type: 'datetime', list: { width: 150 } },
  ],
});
