import { defineResource } from '../../../resource/types.js';
import { DeliveryGoodsCategory, DeliveryGoodsKind, DeliveryGoodsStatus, DeliveryOps, DeliveryPath } from './_shared/delivery.js';

export const DELIVERY_GOODS_PAGE = '/operate/delivery_goods/delivery_goods';

/**
 * /operate/delivery_goods/delivery_goods 配送商品列表: the retail goods customers buy (delivered, or
 * collected at a store), their price, stock, sales and recommendation level. Head office alone
 * creates and edits them; 上架/下架 put them on sale or take them off.
 */
export const deliveryGoodsResource = defineResource({
  name: 'deliveryGoods',
  title: '配送商品',
  page: DELIVERY_GOODS_PAGE,
  table: 'delivery_goods',
  scope: { by: 'none' },
  api: { list: { path: DeliveryPath.goodsList, method: 'POST' } },
  ops: { create: DeliveryOps.goodsAdd, update: DeliveryOps.goodsEdit, export: DeliveryOps.goodsExport },
  defaultSort: { field: 'goodsCode', dir: 'asc' },
  workflow: {
    field: 'status',
    transitions: [
      { action: 'online', label: '上架', from: [0], to: 1, op: DeliveryOps.goodsOnline },
      { action: 'offline', label: '下架', from: [1], to: 0, op: DeliveryOps.goodsOffline, confirm: '下架后顾客不能再下单，已有订单照常发货，确定下架？' },
    ],
  },
  // prettier-ignore
  fields: [
    { key: 'goodsCode', label: '商品编码', type: 'text', required: true, unique: true, max: 20, list: { width: 110 }, form: 'create', filter: 'eq', sortable: true },
    { key: 'name', label: '商品名称', type: 'text', required: true, max: 60, list: { width: 200 }, form: true, filter: 'like' },
    { key: 'kind', label: '履约方式', type: 'enum', enum: DeliveryGoodsKind, required: true, list: { width: 90 }, form: 'create', filter: 'eq', defaultValue: 1 },
    { key: 'category', label: '商品类别', type: 'enum', enum: DeliveryGoodsCategory, required: true, list: { width: 90 }, form: true, filter: 'eq' },
    { key: 'spec', label: '规格', type: 'text', max: 40, list: { width: 90 }, form: true },
    { key: 'price', label: '售价', type: 'money', required: true, min: 0.01, max: 100_000, list: { width: 90 }, form: true, sortable: true },
    { key: 'stock', label: '库存', type: 'int', required: true, min: 0, max: 1_000_000, list: { width: 80 }, form: true, sortable: true },
    { key: 'salesCount', label: '销量', type: 'int', list: { width: 80 }, sortable: true },
    { key: 'levelId', label: '推荐等级', type: 'int', lookup: { table: 'goods_recommend_level', labelColumn: 'name', as: 'levelName', options: { path: DeliveryPath.levelOptions, method: 'GET' } }, list: { width: 100 }, form: true, filter: 'eq' },
    { key: 'status', label: '状态', type: 'enum', enum: DeliveryGoodsStatus, list: { width: 80 }, filter: 'eq' },
    { key: 'imageUrl', label: '商品图片', type: 'image', list: { width: 90 }, form: true },
    { key: 'description', label: '商品说明', type: 'textarea', max: 500, form: true, span: 2 },
    { key: 'createdBy', label: '创建人', type: 'text' },
    { key: 'updatedAt', label: '修改时间', type: 'datetime', list: { width: 150 } },
  ],
});
