import { GiftCardStatus } from '../../../enums/finance.js';
import { defineResource } from '../../../resource/types.js';
import { GiftCardOps, GiftCardPath, cardOrderCustomerMobile as customerMobile, cardOrderStoreField as storeField } from './_shared/cardOrders.js';

export const GIFT_CARD_PAGE = '/operate/financial/giftCard';

/** /operate/financial/giftCard: gift cards by batch; 作废 (reason required) while nothing of it is spent. */
export const giftCardResource = defineResource({
  name: 'giftCard',
  title: '礼品卡',
  page: GIFT_CARD_PAGE,
  table: 'gift_card',
  joins: [
    { alias: 'bu', table: 'customer', on: 'buyer_id' },
    { alias: 'rc', table: 'customer', on: 'receiver_id' },
  ],
  scope: { by: 'store', field: 'storeId' },
  api: {
    list: { path: GiftCardPath.list, method: 'POST' },
    detail: { path: GiftCardPath.detail, method: 'GET' },
    export: { path: GiftCardPath.export, method: 'GET' },
    transition: { path: GiftCardPath.transition, method: 'POST' },
  },
  ops: { export: GiftCardOps.export, viewMasked: GiftCardOps.viewMobile },
  count: 'exact',
  keyset: { field: 'createdAt' },
  workflow: {
    field: 'status',
    transitions: [
      {
        action: 'void',
        label: '作废',
        from: [0, 1],
        to: 4,
        op: GiftCardOps.void,
        reason: { label: '作废原因', required: true, max: 200 },
        confirm: '作废后礼品卡不能再激活或使用。只有未消费过的礼品卡可以作废。',
        danger: true,
      },
    ],
    locked: [2, 3, 4],
    reasonColumn: 'void_reason',
    operatorColumn: 'voided_by',
    operatedAtColumn: 'voided_at',
  },
  // prettier-ignore
  fields: [
    { key: 'cardNo', label: '卡号', type: 'text', max: 20, list: { width: 150 }, filter: 'eq' },
    { key: 'batchNo', label: '批次号', type: 'text', max: 20, list: { width: 110 }, filter: 'eq' },
    { key: 'status', label: '状态', type: 'enum', enum: GiftCardStatus, list: { width: 80 }, filter: 'eq' },
    storeField,
    { ...customerMobile('bu', 'buyerMobile', '购买人手机号'), list: false },
    { key: 'createdAt', label: '售出时间', type: 'datetime', list: { width: 150 }, filter: 'dateRange', range: { maxDays: 366 }, sortable: true },
    { key: 'faceValue', label: '面值', type: 'money', list: { width: 80 } },
    { key: 'balance', label: '余额', type: 'money', list: { width: 80 } },
    { key: 'buyerName', column: 'name', from: 'bu', label: '购买人', type: 'text', list: { width: 80 } },
    { key: 'receiverName', column: 'name', from: 'rc', label: '领取人', type: 'text', list: { width: 80 } },
    { key: 'activatedAt', label: '激活时间', type: 'datetime', list: { width: 150 } },
    { key: 'expiresOn', label: '有效期至', type: 'date', list: { width: 100 } },
    { key: 'voidReason', label: '作废原因', type: 'text' },
    { key: 'voidedBy', label: '作废人', type: 'text' },
    { key: 'voidedAt', label: '作废时间', type: 'datetime' },
  ],
});
