import { PayMethod, SingleCardStatus } from '../../../enums/finance.js';
import { defineResource } from '../../../resource/types.js';
import { ITEM_OPTIONS } from '../shop/service.js';
import {
  SingleCardOps,
  SingleCardPath,
  cardOrderCustomerId as customerId,
  cardOrderCustomerJoin as customerJoin,
  cardOrderCustomerMobile as customerMobile,
  cardOrderCustomerName as customerName,
  cardOrderStoreField as storeField,
} from './_shared/cardOrders.js';

export const SINGLE_CARD_PAGE = '/operate/financial/singlesCardOrder';

/**
 * /operate/financial/singlesCardOrder: single-visit cards; a refund only while unused and not
 * expired, in two steps (engine transitions): asked for (退款中), then confirmed (已退款) or
 * rejected (back to 未使用) by someone other than the requester at or above head office's
 * threshold (maker-checker, contract _shared/refundChecker.ts; server hooks).
 */
export const singleCardResource = defineResource({
  name: 'singleCardOrder',
  title: '单次卡订单',
  page: SINGLE_CARD_PAGE,
  table: 'single_card_order',
  joins: [...customerJoin, { alias: 'us', table: 'store', on: 'used_store_id' }],
  scope: { by: 'store', field: 'storeId', since: 'createdAt' },
  api: {
    list: { path: SingleCardPath.list, method: 'POST' },
    detail: { path: SingleCardPath.detail, method: 'GET' },
    export: { path: SingleCardPath.export, method: 'GET' },
    transition: { path: SingleCardPath.transition, method: 'POST' },
  },
  ops: { export: SingleCardOps.export, viewMasked: SingleCardOps.viewMobile },
  count: 'exact',
  keyset: { field: 'createdAt' },
  workflow: {
    field: 'status',
    transitions: [
      {
        action: 'requestRefund',
        label: '申请退款',
        from: [0],
        to: 4,
        op: SingleCardOps.refundApply,
        reason: { label: '退款原因', required: true, max: 200 },
        confirm: '单次卡未使用：申请后经确认退款，原路退回实付金额，卡失效。',
        doneText: '退款申请已提交，等待确认',
      },
      {
        action: 'refund',
        label: '确认退款',
        from: [4],
        to: 3,
        op: SingleCardOps.refund,
        confirm: '确认后原路退回实付金额，卡失效。',
        danger: true,
        doneText: '退款已完成',
      },
      { action: 'rejectRefund', label: '驳回退款', from: [4], to: 0, op: SingleCardOps.refund, confirm: '驳回后单次卡恢复为未使用。' },
    ],
    locked: [1, 2, 3, 4],
    // Who asked and who refunded are written by the server's hooks, step by step.
    reasonColumn: 'refund_reason',
  },
  // prettier-ignore
  fields: [
    { key: 'orderNo', label: '订单号', type: 'text', max: 24, list: { width: 170 }, filter: 'eq' },
    storeField,
    { key: 'status', label: '状态', type: 'enum', enum: SingleCardStatus, list: { width: 80 }, filter: 'eq' },
    { key: 'createdAt', label: '购买时间', type: 'datetime', list: { width: 150 }, filter: 'dateRange', range: { maxDays: 366 }, sortable: true },
    customerMobile(),
    { key: 'itemId', label: '服务项目', type: 'int', lookup: { table: 'item', labelColumn: 'item_name', as: 'itemName', options: ITEM_OPTIONS }, list: { width: 100 }, filter: 'eq' },
    customerName,
    { key: 'price', label: '售价', type: 'money', list: { width: 80 } },
    { key: 'paid', label: '实付金额', type: 'money', list: { width: 90 } },
    { key: 'payMethod', label: '支付方式', type: 'enum', enum: PayMethod, list: { width: 90 } },
    { key: 'expiresOn', label: '有效期至', type: 'date', list: { width: 100 } },
    { key: 'usedAt', label: '使用时间', type: 'datetime', list: { width: 150 } },
    { key: 'usedStoreName', column: 'store_name', from: 'us', label: '使用门店', type: 'text', list: { width: 120 } },
    { key: 'usedOrderNo', label: '服务订单号', type: 'text' },
    { key: 'refundReason', label: '退款原因', type: 'text' },
    { key: 'refundRequestedBy', label: '退款申请人', type: 'text' },
    { key: 'refundRequestedAt', label: '申请时间', type: 'datetime' },
    { key: 'refundRequestedById', label: '退款申请人ID', type: 'int', detail: false },
    { key: 'refundedBy', label: '退款人', type: 'text' },
    { key: 'refundedAt', label: '退款时间', type: 'datetime' },
    customerId,
  ],
});
