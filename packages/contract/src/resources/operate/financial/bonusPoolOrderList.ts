import { BonusSettleStatus } from '../../../enums/finance.js';
import { defineResource } from '../../../resource/types.js';
import { BonusPoolOps, BonusPoolPath, cardOrderCraftsmanLookup as craftsmanLookup, cardOrderStoreField as storeField } from './_shared/cardOrders.js';

export const BONUS_POOL_PAGE = '/operate/financial/bonusPoolOrderList';

/** /operate/financial/bonusPoolOrderList: the orders that fed each store's craftsman bonus pool; 结算 per store-month (hand-written). */
export const bonusPoolResource = defineResource({
  name: 'bonusPoolOrder',
  title: '奖金池订单',
  page: BONUS_POOL_PAGE,
  table: 'bonus_pool_order',
  scope: { by: 'store', field: 'storeId', since: 'orderedAt' },
  api: {
    list: { path: BonusPoolPath.list, method: 'POST' },
    detail: { path: BonusPoolPath.detail, method: 'GET' },
    export: { path: BonusPoolPath.export, method: 'GET' },
  },
  ops: { export: BonusPoolOps.export },
  extraOps: [{ code: BonusPoolOps.settle, name: '结算' }],
  count: 'exact',
  keyset: { field: 'orderedAt' },
  // prettier-ignore
  fields: [
    { key: 'orderNo', label: '订单号', type: 'text', max: 24, list: { width: 170 }, filter: 'eq' },
    storeField,
    { key: 'month', label: '所属月份', type: 'text', max: 7, list: { width: 80 }, filter: 'eq', placeholder: 'YYYY-MM，如 2026-10' },
    { key: 'settleStatus', label: '结算状态', type: 'enum', enum: BonusSettleStatus, list: { width: 80 }, filter: 'eq' },
    { key: 'craftsmanId', label: '手艺人', type: 'int', lookup: craftsmanLookup, list: { width: 90 }, filter: 'eq' },
    { key: 'orderAmount', label: '订单金额', type: 'money', list: { width: 90 } },
    { key: 'poolRate', label: '入池比例', type: 'percent', scale: 4, list: { width: 80 } },
    { key: 'contribution', label: '入池金额', type: 'money', list: { width: 90 } },
    { key: 'orderedAt', label: '订单时间', type: 'datetime', list: { width: 150 }, sortable: true },
    { key: 'settledBy', label: '结算人', type: 'text', list: { width: 80 } },
    { key: 'settledAt', label: '结算时间', type: 'datetime', list: { width: 150 } },
  ],
});
