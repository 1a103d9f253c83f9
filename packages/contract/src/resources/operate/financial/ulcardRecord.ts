import { defineResource } from '../../../resource/types.js';
import {
  UcardPath,
  cardOrderCraftsmanLookup as craftsmanLookup,
  cardOrderCustomerId as customerId,
  cardOrderCustomerJoin as customerJoin,
  cardOrderCustomerMobile as customerMobile,
  cardOrderCustomerName as customerName,
  cardOrderStoreField as storeField,
} from './_shared/cardOrders.js';

export const ULCARD_RECORD_PAGE = '/operate/financial/ulcardRecord';

/** /operate/financial/ulcardRecord: each visit redeemed against a U card. */
export const ucardRecordResource = defineResource({
  name: 'ucardRecord',
  title: 'U卡使用记录',
  page: ULCARD_RECORD_PAGE,
  table: 'ucard_record',
  joins: customerJoin,
  scope: { by: 'store', field: 'storeId', since: 'usedAt' },
  api: {
    list: { path: UcardPath.recordList, method: 'POST' },
    detail: { path: UcardPath.recordDetail, method: 'GET' },
    export: { path: UcardPath.recordExport, method: 'GET' },
  },
  ops: { export: 'financial:ulcardRecord:export', viewMasked: 'financial:ulcardRecord:viewMobile' },
  count: 'exact',
  keyset: { field: 'usedAt' },
  // prettier-ignore
  fields: [
    { key: 'cardNo', label: 'U卡卡号', type: 'text', max: 20, list: { width: 130 }, filter: 'eq' },
    storeField,
    { key: 'usedAt', label: '使用时间', type: 'datetime', list: { width: 150 }, filter: 'dateRange', range: { defaultDays: 30, maxDays: 93 }, sortable: true },
    { key: 'craftsmanId', label: '手艺人', type: 'int', lookup: craftsmanLookup, list: { width: 90 }, filter: 'eq' },
    customerName,
    { ...customerMobile(), filter: undefined },
    { key: 'itemName', label: '服务项目', type: 'text', list: { width: 100 } },
    { key: 'orderNo', label: '服务订单号', type: 'text', list: { width: 170 } },
    customerId,
  ],
});
