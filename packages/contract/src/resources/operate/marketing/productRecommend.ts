import { fields } from '../../../resource/fields.js';
import { defineResource } from '../../../resource/types.js';
import { ITEM_OPTIONS } from '../shop/service.js';

export const PRODUCT_RECOMMEND_PAGE = '/operate/marketing/productRecommend';

export const ProductRecommendPath = {
  list: '/mgt/productRecommend/queryRecommendPage',
  detail: '/mgt/productRecommend/getRecommendById',
  create: '/mgt/productRecommend/addRecommend',
  update: '/mgt/productRecommend/updateRecommend',
  remove: '/mgt/productRecommend/deleteRecommend',
  export: '/mgt/productRecommend/exportRecommend',
} as const;

export const ProductRecommendOps = {
  add: 'operate:productRecommend:add',
  edit: 'operate:productRecommend:edit',
  remove: 'operate:productRecommend:delete',
  export: 'operate:productRecommend:export',
} as const;

/** The most services one city recommends. */
export const RECOMMEND_MAX_PER_CITY = 10;

/**
 * /operate/marketing/productRecommend 商品推荐: the services the app recommends in each city, in
 * order (a city shows at most 10, smallest order first); a service once per city.
 */
export const productRecommendResource = defineResource({
  name: 'productRecommend',
  title: '推荐',
  page: PRODUCT_RECOMMEND_PAGE,
  table: 'marketing_recommend',
  scope: { by: 'city', field: 'cityId' },
  api: {
    list: { path: ProductRecommendPath.list, method: 'POST' },
    detail: { path: ProductRecommendPath.detail, method: 'GET' },
    create: { path: ProductRecommendPath.create, method: 'POST' },
    update: { path: ProductRecommendPath.update, method: 'POST' },
    remove: { path: ProductRecommendPath.remove, method: 'POST' },
    export: { path: ProductRecommendPath.export, method: 'GET' },
  },
  ops: { create: ProductRecommendOps.add, update: ProductRecommendOps.edit, remove: ProductRecommendOps.remove, export: ProductRecommendOps.export },
  defaultSort: { field: 'sortOrder', dir: 'asc' },
  // prettier-ignore
  fields: [
    fields.city({ required: true, form: 'create' }),
    { key: 'itemId', label: '推荐服务', type: 'int', required: true, lookup: { table: 'item', labelColumn: 'item_name', as: 'itemName', options: ITEM_OPTIONS }, list: { width: 160 }, form: true, filter: 'eq' },
    { key: 'sortOrder', label: '排序', type: 'int', min: 1, max: 99, required: true, list: { width: 70 }, form: true, sortable: true, defaultValue: 1, help: '数字小的在前' },
    { key: 'tagText', label: '推荐标签', type: 'text', max: 8, list: { width: 100 }, form: true, placeholder: '如：店长推荐' },
    { key: 'reason', label: '推荐语', type: 'text', max: 60, list: { width: 240, ellipsis: true }, form: true, span: 2 },
    { key: 'enabled', label: '展示', type: 'bool', list: { width: 70 }, form: true, filter: 'eq', defaultValue: true },
    fields.createdBy(),
    fields.createdAt(),
    fields.updatedAt(),
  ],
});
