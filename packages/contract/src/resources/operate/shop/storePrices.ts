import { LOCKED_PRICE_STATUSES, PriceGrade, PriceVersionState, PriceVersionStatus } from '../../../enums/items.js';
import { defineResource } from '../../../resource/types.js';
import { ITEM_OPTIONS } from './service.js';

/**
 * /operate/shop/storePrices: dated price versions per store, item and price grade. The list shows
 * where each version stands today (待生效, 已生效, 已失效: `state`, derived in the database from
 * the approval and the dates) and the price that applies today to its store, item and grade; the
 * 状态 filter at 已生效 lists today's prices.
 */
export const itemPriceVersionResource = defineResource({
  name: 'itemPriceVersion',
  title: '价格版本',
  page: '/operate/shop/storePrices',
  table: 'item_price_version',
  joins: [{ alias: 'st', table: 'item_price_version_state', on: 'id' }],
  scope: { by: 'store', field: 'storeId' },
  api: {
    list: { path: '/mgt/itemPriceVersion/getStoreItemVersionList', method: 'GET' },
    create: { path: '/mgt/itemPriceVersion/saveItemPriceVersion', method: 'POST' },
    detail: { path: '/mgt/itemPriceVersion/getItemPriceVersionById', method: 'GET' },
    // A draft or rejected version can be deleted; submitted and approved ones (待生效, 已生效, 已失效) are locked.
    remove: { path: '/mgt/itemPriceVersion/isDelItemPriceVersion', method: 'POST' },
  },
  ops: { create: 'operate:price:add', update: 'operate:price:edit', remove: 'operate:price:delete' },
  defaultSort: { field: 'effectiveDate', dir: 'desc' },
  // prettier-ignore
  fields: [
    { key: 'storeId', label: '门店', type: 'store', required: true, list: true, form: true, filter: 'eq' },
    { key: 'itemId', label: '服务项目', type: 'int', required: true, lookup: { table: 'item', labelColumn: 'item_name', as: 'itemName', options: ITEM_OPTIONS }, list: true, form: true, filter: 'eq' },
    { key: 'priceGrade', label: '价格等级', type: 'enum', enum: PriceGrade, required: true, list: { width: 110 }, form: true, filter: 'eq' },
    { key: 'price', label: '价格', type: 'money', scale: 2, min: 0.01, max: 99999.99, required: true, list: { width: 100 }, form: true },
    { key: 'effectiveDate', label: '生效日期', type: 'date', required: true, minDate: 'today', list: { width: 110 }, form: true, filter: 'dateRange', sortable: true, help: '审批通过后于该日起生效' },
    { key: 'state', from: 'st', label: '状态', type: 'enum', enum: PriceVersionState, list: { width: 90 }, filter: 'eq' },
    { key: 'todayPrice', from: 'st', label: '今日价格', type: 'money', scale: 2, list: { width: 100 }, help: '该门店、项目与价格等级今天适用的价格' },
    { key: 'status', label: '审批状态', type: 'enum', enum: PriceVersionStatus },
    { key: 'remark', label: '备注', type: 'text', max: 200, form: true, span: 2 },
    { key: 'reason', label: '驳回原因', type: 'text' },
    { key: 'operator', label: '审批人', type: 'text', list: { width: 90 } },
    { key: 'operatedAt', label: '审批时间', type: 'datetime' },
    { key: 'updatedAt', label: '更新时间', type: 'datetime' },
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
