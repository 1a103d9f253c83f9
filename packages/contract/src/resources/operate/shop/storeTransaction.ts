import { StoreTransactionStatus, StoreTransactionType } from '../../../enums/operateRequests.js';
import { defineResource } from '../../../resource/types.js';

/** Affairs still open, counted by the menu badge and listed first: overdue, then pending. */
export const OPEN_STORE_TRANSACTION_STATUSES: readonly number[] = [2, 0];

/** /operate/shop/storeTransaction: affairs head office assigns to stores, completed by the store. */
export const storeTransactionResource = defineResource({
  name: 'storeTransaction',
  title: '门店事务',
  page: '/operate/shop/storeTransaction',
  table: 'store_transaction',
  scope: { by: 'store', field: 'storeId', since: 'createdAt' },
  api: { list: { path: '/mgt/storeTransaction/queryTransactionPage', method: 'POST' } },
  ops: { create: 'operate:storeTx:add' },
  // What the menu badge counts (overdue, then pending) on top, each by its deadline; completed ones after.
  defaultSort: { field: 'deadline', dir: 'asc', first: { field: 'status', values: OPEN_STORE_TRANSACTION_STATUSES } },
  keyword: { label: '事务标题', fields: ['title'] },
  workflow: {
    field: 'status',
    reasonColumn: 'complete_note',
    operatorColumn: 'completed_by',
    operatedAtColumn: 'completed_at',
    transitions: [{ action: 'complete', label: '完成', from: [0, 2], to: 1, op: 'operate:storeTx:complete', reason: { label: '完成说明', required: false } }],
  },
  // prettier-ignore
  fields: [
    { key: 'storeId', label: '门店', type: 'store', required: true, list: { width: 140 }, form: 'create', filter: 'eq' },
    { key: 'title', label: '事务标题', type: 'text', required: true, max: 60, list: { width: 200, ellipsis: true }, form: 'create' },
    { key: 'txType', label: '事务类型', type: 'enum', enum: StoreTransactionType, required: true, list: { width: 100 }, form: 'create', filter: 'eq' },
    { key: 'content', label: '事务内容', type: 'textarea', max: 1000, form: 'create' },
    { key: 'deadline', label: '截止日期', type: 'date', required: true, list: { width: 110 }, form: 'create', filter: 'dateRange', sortable: true },
    { key: 'status', label: '状态', type: 'enum', enum: StoreTransactionStatus, list: { width: 90 }, filter: 'eq' },
    { key: 'publisher', label: '发布人', type: 'text', list: { width: 90 } },
    { key: 'completedBy', label: '完成人', type: 'text', list: { width: 90 } },
    { key: 'completedAt', label: '完成时间', type: 'datetime', list: { width: 160 } },
    { key: 'completeNote', label: '完成说明', type: 'text', list: { ellipsis: true, width: 160 } },
    { key: 'createdAt', label: '发布时间', type: 'datetime', list: { width: 160 }, sortable: true },
  ],
});

export { STORE_TRANSACTION_PENDING_COUNT_PATH } from '../../../badgeSources.js';
