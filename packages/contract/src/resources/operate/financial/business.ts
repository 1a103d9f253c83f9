import { defineResource } from '../../../resource/types.js';
import {
  BUSINESS_RANGE_DEFAULT_DAYS,
  BUSINESS_RANGE_MAX_DAYS,
  StoredValueOps,
  StoredValuePath,
  requiredDateRange as dateRange,
} from './_shared/storedValue.js';

export const BUSINESS_PAGE = '/operate/financial/business';

/**
 * /operate/financial/business 营业流水: each store's day: service orders and their revenue (of it
 * paid by stored-value card), recharges, cards sold, refunds given back, and the net taken in
 * (revenue - card-paid + recharges + card sales - refunds). Computed from the records.
 */
export const storeBusinessDayResource = defineResource({
  name: 'storeBusinessDay',
  title: '营业流水',
  page: BUSINESS_PAGE,
  table: 'store_business_day',
  joins: [{ alias: 'st', table: 'store', on: 'store_id' }],
  scope: { by: 'store', field: 'storeId', since: 'bizDate' },
  api: {
    list: { path: StoredValuePath.businessList, method: 'POST' },
    detail: { path: StoredValuePath.businessDetail, method: 'GET' },
    export: { path: StoredValuePath.businessExport, method: 'GET' },
  },
  ops: { export: StoredValueOps.businessExport },
  keyset: { field: 'bizDate' },
  // prettier-ignore
  fields: [
    { key: 'bizDate', label: '营业日期', type: 'date', list: { width: 110 }, sortable: true, ...dateRange(BUSINESS_RANGE_DEFAULT_DAYS, BUSINESS_RANGE_MAX_DAYS) },
    { key: 'storeId', label: '门店', type: 'store', list: { width: 130 }, filter: 'eq' },
    { key: 'districtId', from: 'st', label: '区域', type: 'district', lookup: { table: 'area', labelColumn: 'name', as: 'districtName' }, list: { width: 90 }, filter: 'eq' },
    { key: 'orderCount', label: '服务单数', type: 'int', list: { width: 90 }, sortable: true },
    { key: 'serviceRevenue', label: '服务营收', type: 'money', list: { width: 110 }, sortable: true },
    { key: 'cardConsumed', label: '其中储值卡支付', type: 'money', list: { width: 120 } },
    { key: 'rechargeAmount', label: '充值', type: 'money', list: { width: 100 } },
    { key: 'cardSales', label: '售卡', type: 'money', list: { width: 100 } },
    { key: 'refundAmount', label: '退款', type: 'money', list: { width: 100 } },
    { key: 'netAmount', label: '净收款', type: 'money', list: { width: 110 }, sortable: true },
    { key: 'updatedAt', label: '统计时间', type: 'datetime' },
  ],
});
