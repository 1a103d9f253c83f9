import { defineResource } from '../../../resource/types.js';
import { ITEM_OPTIONS } from './service.js';

/** /operate/shop/manageService: the items each store offers. */
export const storeItemResource = defineResource({
  name: 'storeItem',
  title: '门店服务项目',
  page: '/operate/shop/manageService',
  table: 'store_item',
  scope: { by: 'store', field: 'storeId' },
  api: {
    list: { path: '/mgt/store/item/getStoreItemList', method: 'POST' },
    create: { path: '/mgt/store/addStoreItems', method: 'POST' },
    update: { path: '/mgt/store/item/updateStoreItem', method: 'POST' },
    remove: { path: '/mgt/store/item/deleteStoreItem', method: 'POST' },
  },
  ops: { create: 'operate:storeitem:add', update: 'operate:storeitem:edit', remove: 'operate:storeitem:delete', import: 'operate:storeitem:import' },
  // A new store's item list comes as a sheet: one row per store and item.
  import: { fields: ['storeId', 'itemId', 'enabled', 'isTop', 'isSelected'], notes: ['同一门店的同一服务项目只能添加一次（已添加的请在列表中编辑）。'] },
  defaultSort: { field: 'storeId', dir: 'asc' },
  // prettier-ignore
  fields: [
    { key: 'storeId', label: '门店', type: 'store', required: true, list: true, form: 'create', filter: 'eq', sortable: true },
    { key: 'itemId', label: '服务项目', type: 'int', required: true, lookup: { table: 'item', labelColumn: 'item_name', as: 'itemName', options: ITEM_OPTIONS }, list: true, form: 'create', filter: 'eq' },
    { key: 'enabled', label: '启用', type: 'bool', list: { width: 70 }, form: true, defaultValue: true },
    { key: 'isTop', label: '置顶', type: 'bool', list: { width: 70 }, form: true, defaultValue: false },
    { key: 'isSelected', label: '精选', type: 'bool', list: { width: 70 }, form: true, defaultValue: false },
    { key: 'updatedAt', label: '更新时间', type: 'datetime' },
  ],
});
