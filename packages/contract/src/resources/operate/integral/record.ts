import { defineResource } from '../../../resource/types.js';
import {
  PointsLedgerKind,
  PointsOps,
  PointsPath,
  pointsCustomerJoin as customerJoin,
  pointsCustomerMobile as customerMobile,
  pointsCustomerName as customerName,
} from './_shared/points.js';

export const POINTS_RECORD_PAGE = '/operate/integral/record';

/**
 * /operate/integral/record 积分记录: every movement of customers' points, newest first: earned on
 * a paid order, spent on an exchange or a request, returned, adjusted by head office. Each row
 * carries the balance after it (the account's balance is the sum of the ledger). A store manager
 * sees the rows that happened at its stores; head office's adjustments and the online mall are
 * head office's. 调整积分 (head office) and 补记消费积分 are hand-written endpoints.
 */
export const pointsLedgerResource = defineResource({
  name: 'pointsLedger',
  title: '积分记录',
  page: POINTS_RECORD_PAGE,
  table: 'points_ledger',
  joins: [customerJoin, { alias: 'od', table: 'customer_order', on: 'order_id' }, { alias: 'ex', table: 'points_exchange', on: 'exchange_id' }],
  scope: { by: 'store', field: 'storeId', since: 'createdAt' },
  api: {
    list: { path: PointsPath.ledgerList, method: 'POST' },
    detail: { path: PointsPath.ledgerDetail, method: 'GET' },
    export: { path: PointsPath.ledgerExport, method: 'GET' },
  },
  ops: { export: PointsOps.ledgerExport, viewMasked: PointsOps.ledgerViewMobile },
  extraOps: [
    { code: PointsOps.adjust, name: '调整积分' },
    { code: PointsOps.earn, name: '补记消费积分' },
  ],
  count: 'capped',
  keyset: { field: 'createdAt' },
  // prettier-ignore
  fields: [
    { key: 'createdAt', label: '发生时间', type: 'datetime', list: { width: 150 }, sortable: true, filter: 'dateRange', range: { defaultDays: 30, maxDays: 366 } },
    customerMobile,
    customerName,
    { key: 'kind', label: '类型', type: 'enum', enum: PointsLedgerKind, list: { width: 90 }, filter: 'eq' },
    { key: 'delta', label: '积分变动', type: 'int', list: { width: 90 } },
    { key: 'balanceAfter', label: '变动后积分', type: 'int', list: { width: 100 } },
    { key: 'storeId', label: '发生门店', type: 'store', list: { width: 130 }, filter: 'eq' },
    { key: 'orderNo', column: 'order_no', from: 'od', label: '关联订单', type: 'text', list: { width: 170 } },
    { key: 'exchangeNo', column: 'exchange_no', from: 'ex', label: '关联兑换单', type: 'text', list: { width: 170 } },
    { key: 'remark', label: '说明', type: 'text', list: { width: 180, ellipsis: true } },
    { key: 'operator', label: '经办人', type: 'text', list: { width: 100 } },
    { key: 'customerId', label: '顾客ID', type: 'int', detail: false },
  ],
});
