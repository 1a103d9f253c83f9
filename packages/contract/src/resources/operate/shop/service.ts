import { ItemStatus, ItemType } from '../../../enums/business.js';
import { defineResource } from '../../../resource/types.js';

/** Head-office reference lists the item pages use for their selects (answer [{ id, name }]). */
export const ITEM_CATEGORY_OPTIONS = { path: '/salon/ItemCategory/getItemCategorys', method: 'GET' } as const;
export const ITEM_OPTIONS = { path: '/mgt/item/getAllItemList', method: 'GET' } as const;

/** /operate/shop/service: the chain's service items (head-office data, categories seeded). */
export const itemResource = defineResource({
  name: 'item',
  title: '服务项目',
  page: '/operate/shop/service',
  table: 'item',
  scope: { by: 'none' },
  api: {
    list: { path: '/mgt/item/getItems', method: 'POST' },
    detail: { path: '/mgt/item/getItemInfoById', method: 'GET' },
  },
  ops: { create: 'operate:item:add', update: 'operate:item:edit' },
  keyword: { label: '项目名称', fields: ['itemName', 'itemInsideName'] },
  defaultSort: { field: 'categoryId', dir: 'asc' },
  // prettier-ignore
  fields: [
    { key: 'categoryId', label: '项目分类', type: 'int', required: true, lookup: { table: 'item_category', labelColumn: 'name', as: 'categoryName', options: ITEM_CATEGORY_OPTIONS }, list: { width: 90 }, form: true, filter: 'eq', sortable: true },
    { key: 'itemName', label: '项目名称', type: 'text', required: true, max: 40, list: true, form: true, unique: true },
    { key: 'itemInsideName', label: '内部名称', type: 'text', max: 40, list: true, form: true },
    { key: 'itemType', label: '项目类型', type: 'enum', enum: ItemType, required: true, list: true, form: true, filter: 'eq', defaultValue: 0 },
    { key: 'itemStatus', label: '项目状态', type: 'enum', enum: ItemStatus, required: true, list: true, form: true, filter: 'eq', defaultValue: 0 },
    { key: 'duration', label: '时长(分钟)', type: 'int', required: true, min: 5, max: 600, list: { width: 90 }, form: true, sortable: true, defaultValue: 60 },
    { key: 'orderRatio', label: '下单系数', type: 'decimal', scale: 2, min: 0, max: 10, required: true, list: { width: 90 }, form: true, defaultValue: '1.00' },
    { key: 'dyeOrderRatio', label: '染发系数', type: 'decimal', scale: 2, min: 0, max: 10, list: { width: 90 }, form: true, help: '仅烫染类项目填写' },
    { key: 'enabled', label: '启用', type: 'bool', list: { width: 70 }, form: true, defaultValue: true },
    { key: 'updatedAt', label: '更新时间', type: 'datetime' },
  ],
});

/** /operate/shop/service, second tab: the categories items are filed under (烫染 items alone carry a dye coefficient). */
export const itemCategoryResource = defineResource({
  name: 'itemCategory',
  title: '项目分类',
  page: '/operate/shop/service',
  table: 'item_category',
  scope: { by: 'none' },
  api: {
    list: { path: '/salon/ItemCategory/getItemCategoryPage', method: 'POST' },
    create: { path: '/mgt/item/addOrUpdateItemCategory', method: 'POST' },
    update: { path: '/salon/ItemCategory/updateItemCategory', method: 'POST' },
    // A category still holding items is refused: move or delete its items first.
    remove: { path: '/mgt/item/deleteItemsCategory', method: 'POST' },
  },
  ops: { create: 'operate:itemCategory:add', update: 'operate:itemCategory:edit', remove: 'operate:itemCategory:delete' },
  defaultSort: { field: 'sortOrder', dir: 'asc' },
  form: { width: 480 },
  // prettier-ignore
  fields: [
    { key: 'name', label: '分类名称', type: 'text', required: true, max: 30, unique: true, list: { width: 160 }, form: true, filter: 'like' },
    { key: 'sortOrder', label: '排序', type: 'int', required: true, min: 0, max: 9999, list: { width: 80 }, form: true, sortable: true, defaultValue: 0, help: '数字小的排在前面' },
    { key: 'createdAt', label: '创建时间', type: 'datetime', list: { width: 160 } },
  ],
});
