import { ItemStatus, ItemType } from '../../enums/business.js';
import { LOCKED_PRICE_STATUSES, PriceGrade, PriceVersionStatus } from '../../enums/items.js';
import { defineResource } from '../../resource/types.js';

/** Head-office reference lists the item pages use for their selects (answer [{ id, name }]). */
export const ITEM_CATEGORY_OPTIONS = { path: '/salon/ItemCategory/getItemCategorys', method: 'GET' } as const;
export const ITEM_OPTIONS = { path: '/mgt/item/getAllItemList', method: 'GET' } as const;

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
    { key: 'name', column: 'name', label: '分类名称', type: 'text', required: true, max: 30, unique: true, list: { width: 160 }, form: true, filter: 'like' },
    { key: 'sortOrder', column: 'sort_order', label: '排序', type: 'int', required: true, min: 0, max: 9999, list: { width: 80 }, form: true, sortable: true, defaultValue: 0, help: '数字小的排在前面' },
    { key: 'createdAt', column: 'created_at', label: '创建时间', type: 'datetime', list: { width: 160 } },
  ],
});

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
    { key: 'categoryId', column: 'category_id', label: '项目分类', type: 'int', required: true, lookup: { table: 'item_category', labelColumn: 'name', as: 'categoryName', options: ITEM_CATEGORY_OPTIONS }, list: { width: 90 }, form: true, filter: 'eq', sortable: true },
    { key: 'itemName', column: 'item_name', label: '项目名称', type: 'text', required: true, max: 40, list: true, form: true, unique: true },
    { key: 'itemInsideName', column: 'item_inside_name', label: '内部名称', type: 'text', max: 40, list: true, form: true },
    { key: 'itemType', column: 'item_type', label: '项目类型', type: 'enum', enum: ItemType, required: true, list: true, form: true, filter: 'eq', defaultValue: 0 },
    { key: 'itemStatus', column: 'item_status', label: '项目状态', type: 'enum', enum: ItemStatus, required: true, list: true, form: true, filter: 'eq', defaultValue: 0 },
    { key: 'duration', column: 'duration', label: '时长(分钟)', type: 'int', required: true, min: 5, max: 600, list: { width: 90 }, form: true, sortable: true, defaultValue: 60 },
    { key: 'orderRatio', column: 'order_ratio', label: '下单系数', type: 'decimal', scale: 2, min: 0, max: 10, required: true, list: { width: 90 }, form: true, defaultValue: '1.00' },
    { key: 'dyeOrderRatio', column: 'dye_order_ratio', label: '染发系数', type: 'decimal', scale: 2, min: 0, max: 10, list: { width: 90 }, form: true, help: '仅烫染类项目填写' },
    { key: 'enabled', column: 'enabled', label: '启用', type: 'bool', list: { width: 70 }, form: true, defaultValue: true },
    { key: 'updatedAt', column: 'updated_at', label: '更新时间', type: 'datetime' },
  ],
});

/** /operate/shop/storePrices: dated price versions per store, item and price grade. */
export const itemPriceVersionResource = defineResource({
  name: 'itemPriceVersion',
  title: '价格版本',
  page: '/operate/shop/storePrices',
  table: 'item_price_version',
  scope: { by: 'store', field: 'storeId' },
  api: {
    list: { path: '/mgt/itemPriceVersion/getStoreItemVersionList', method: 'GET' },
    create: { path: '/mgt/itemPriceVersion/saveItemPriceVersion', method: 'POST' },
    detail: { path: '/mgt/itemPriceVersion/getItemPriceVersionById', method: 'GET' },
    // A draft or rejected version can be deleted; submitted and effective ones are locked.
    remove: { path: '/mgt/itemPriceVersion/isDelItemPriceVersion', method: 'POST' },
  },
  ops: { create: 'operate:price:add', update: 'operate:price:edit', remove: 'operate:price:delete' },
  defaultSort: { field: 'effectiveDate', dir: 'desc' },
  // prettier-ignore
  fields: [
    { key: 'storeId', column: 'store_id', label: '门店', type: 'store', required: true, list: true, form: true, filter: 'eq' },
    { key: 'itemId', column: 'item_id', label: '服务项目', type: 'int', required: true, lookup: { table: 'item', labelColumn: 'item_name', as: 'itemName', options: ITEM_OPTIONS }, list: true, form: true, filter: 'eq' },
    { key: 'priceGrade', column: 'price_grade', label: '价格等级', type: 'enum', enum: PriceGrade, required: true, list: { width: 110 }, form: true, filter: 'eq' },
    { key: 'price', column: 'price', label: '价格', type: 'money', scale: 2, min: 0, max: 99999.99, required: true, list: { width: 100 }, form: true },
    { key: 'effectiveDate', column: 'effective_date', label: '生效日期', type: 'date', required: true, list: { width: 110 }, form: true, filter: 'dateRange', sortable: true, help: '审批通过后于该日起生效' },
    { key: 'status', column: 'status', label: '状态', type: 'enum', enum: PriceVersionStatus, list: { width: 90 }, filter: 'eq' },
    { key: 'remark', column: 'remark', label: '备注', type: 'text', max: 200, form: true, span: 2 },
    { key: 'reason', column: 'reason', label: '驳回原因', type: 'text' },
    { key: 'operator', column: 'operator', label: '审批人', type: 'text', list: { width: 90 } },
    { key: 'operatedAt', column: 'operated_at', label: '审批时间', type: 'datetime' },
    { key: 'updatedAt', column: 'updated_at', label: '更新时间', type: 'datetime' },
  ],
  workflow: {
    field: 'status',
    reasonColumn: 'reason',
    operatorColumn: 'operator',
    operatedAtColumn: 'operated_at',
    // Submitted versions await a decision; effective ones are what orders were priced at.
    locked: LOCKED_PRICE_STATUSES,
    transitions: [
      { action: 'submit', label: '提交审批', from: [0, 3], to: 1, op: 'operate:price:submit', confirm: '提交后不能再修改，确定提交审批？' },
      {
        action: 'approve',
        label: '审批通过',
        from: [1],
        to: 2,
        op: 'operate:price:approve',
        confirm: '通过后该价格于生效日期起生效，且不可再修改。确定通过？',
      },
      { action: 'reject', label: '驳回', from: [1], to: 3, op: 'operate:price:approve', reason: { label: '驳回原因', required: true }, danger: true },
    ],
  },
});

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
    { key: 'storeId', column: 'store_id', label: '门店', type: 'store', required: true, list: true, form: 'create', filter: 'eq', sortable: true },
    { key: 'itemId', column: 'item_id', label: '服务项目', type: 'int', required: true, lookup: { table: 'item', labelColumn: 'item_name', as: 'itemName', options: ITEM_OPTIONS }, list: true, form: 'create', filter: 'eq' },
    { key: 'enabled', column: 'enabled', label: '启用', type: 'bool', list: { width: 70 }, form: true, defaultValue: true },
    { key: 'isTop', column: 'is_top', label: '置顶', type: 'bool', list: { width: 70 }, form: true, defaultValue: false },
    { key: 'isSelected', column: 'is_selected', label: '精选', type: 'bool', list: { width: 70 }, form: true, defaultValue: false },
    { key: 'updatedAt', column: 'updated_at', label: '更新时间', type: 'datetime' },
  ],
});
