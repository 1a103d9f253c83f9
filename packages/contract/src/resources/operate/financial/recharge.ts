import { CardLedgerKind, PayMethod } from '../../../enums/finance.js';
import { defineResource } from '../../../resource/types.js';
import {
  STORED_VALUE_RANGE_DEFAULT_DAYS,
  STORED_VALUE_RANGE_MAX_DAYS,
  StoredValueOps,
  StoredValuePath,
  cardCustomerJoin as customerJoin,
  cardCustomerMobile as customerMobile,
  cardCustomerName as customerName,
  requiredDateRange as dateRange,
} from './_shared/storedValue.js';

export const RECHARGE_PAGE = '/operate/financial/recharge';

/**
 * /operate/financial/recharge 充值记录: the ledger's recharge rows (a card bought or topped up):
 * the store, card, holder, money paid (into the principal), bonus granted, payment method, time.
 * The date range is required, the last 7 days to start with, at most 93 days.
 */
export const rechargeRecordResource = defineResource({
  name: 'rechargeRecord',
  title: '充值记录',
  page: RECHARGE_PAGE,
  table: 'card_ledger',
  joins: [customerJoin, { alias: 'mc', table: 'member_card', on: 'card_id' }],
  scope: { by: 'store', field: 'storeId', since: 'createdAt' },
  api: {
    list: { path: StoredValuePath.rechargeList, method: 'POST' },
    detail: { path: StoredValuePath.rechargeDetail, method: 'GET' },
    export: { path: StoredValuePath.rechargeExport, method: 'GET' },
  },
  ops: { export: StoredValueOps.rechargeExport, viewMasked: StoredValueOps.rechargeViewMobile },
  extraOps: [{ code: StoredValueOps.recharge, name: '门店充值' }],
  count: 'capped',
  keyset: { field: 'createdAt' },
  // prettier-ignore
  fields: [
    { key: 'createdAt', label: '充值时间', type: 'datetime', list: { width: 150 }, sortable: true, ...dateRange(STORED_VALUE_RANGE_DEFAULT_DAYS, STORED_VALUE_RANGE_MAX_DAYS) },
    { key: 'storeId', label: '充值门店', type: 'store', list: { width: 130 }, filter: 'eq' },
    { key: 'cardNo', from: 'mc', label: '卡号', type: 'text', list: { width: 150 }, filter: 'eq' },
    customerMobile,
    { key: 'payMethod', label: '支付方式', type: 'enum', enum: PayMethod, list: { width: 90 }, filter: 'eq' },
    customerName,
    { key: 'principalDelta', label: '实付金额（入本金）', type: 'money', list: { width: 130 } },
    { key: 'bonusDelta', label: '赠送金额', type: 'money', list: { width: 90 } },
    { key: 'principalAfter', label: '充值后本金', type: 'money', list: { width: 100 } },
    { key: 'bonusAfter', label: '充值后赠送', type: 'money', list: { width: 100 } },
    { key: 'remark', label: '说明', type: 'text', list: { width: 120, ellipsis: true } },
    { key: 'operator', label: '经办人', type: 'text', list: { width: 90 } },
    { key: 'cardId', label: '会员卡ID', type: 'int', detail: false },
    { key: 'kind', label: '类型', type: 'enum', enum: CardLedgerKind, detail: false },
    { key: 'customerId', label: '顾客ID', type: 'int', detail: false },
  ],
});
