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

/** /operate/financial/singlesCardOrder: single-visit cards; a refund only while unused (engine transition). */
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
        action: 'refund',
        label: '退款',
        from: [0],
        to: 3,
        op: SingleCardOps.refund,
        reason: { label: '退款原因', required: true, max: 200 },
        confirm: '单次卡未使用，退款后原路退回实付金额，卡失效。',
        danger: true,
      },
    ],
    locked: [1, 2, 3],
    reasonColumn: 'refund_reason',
    operatorColumn: 'refunded_by',
    operatedAtColumn: 'refunded_at',
  },
  // prettier-ignore
  fields: [
    { key: 'orderNo', column: 'order_no', label: '订单号', type: 'text', max: 24, list: { width: 170 }, filter: 'eq' },
    storeField,
    { key: 'status', column: 'status', label: '状态', type: 'enum', enum: SingleCardStatus, list: { width: 80 }, filter: 'eq' },
    { key: 'createdAt', column: 'created_at', label: '购买时间', type: 'datetime', list: { width: 150 }, filter: 'dateRange', range: { maxDays: 366 }, sortable: true },
    customerMobile(),
    { key: 'itemId', column: 'item_id', label: '服务项目', type: 'int', lookup: { table: 'item', labelColumn: 'item_name', as: 'itemName', options: ITEM_OPTIONS }, list: { width: 100 }, filter: 'eq' },
    customerName,
    { key: 'price', column: 'price', label: '售价', type: 'money', list: { width: 80 } },
    { key: 'paid', column: 'paid', label: '实付金额', type: 'money', list: { width: 90 } },
    { key: 'payMethod', column: 'pay_method', label: '支付方式', type: 'enum', enum: PayMethod, list: { width: 90 } },
    { key: 'expiresOn', column: 'expires_on', label: '有效期至', type: 'date', list: { width: 100 } },
    { key: 'usedAt', column: 'used_at', label: '使用时间', type: 'datetime', list: { width: 150 } },
    { key: 'usedStoreName', column: 'store_name', from: 'us', label: '使用门店', type: 'text', list: { width: 120 } },
    { key: 'usedOrderNo', column: 'used_order_no', label: '服务订单号', type: 'text' },
    { key: 'refundReason', column: 'refund_reason', label: '退款原因', type: 'text' },
    { key: 'refundedBy', column: 'refunded_by', label: '退款人', type: 'text' },
    { key: 'refundedAt', column: 'refunded_at', label: '退款时间', type: 'datetime' },
    customerId,
  ],
});
