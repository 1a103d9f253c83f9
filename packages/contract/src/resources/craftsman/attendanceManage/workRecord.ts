import { defineResource } from '../../../resource/types.js';

/** The order list a 工作记录 row opens, filtered to the craftsman and the day. */
export const WORK_RECORD_ORDERS_PAGE = '/operate/financial/orderlist';

/**
 * /craftsman/attendanceManage/workRecord 工作记录: each craftsman's services of a business day in a
 * store, from the orders that were served (paid, refunding, refunded, partly refunded): orders,
 * customers, items, orders the customer asked for the craftsman by name (指定), amount and what was
 * kept after refunds (view craftsman_work_day). A row opens those orders.
 */
export const workRecordResource = defineResource({
  name: 'workRecord',
  title: '工作记录',
  page: '/craftsman/attendanceManage/workRecord',
  table: 'craftsman_work_day',
  joins: [{ alias: 'c', table: 'craftsman', on: 'craftsman_id' }],
  scope: { by: 'store', field: 'storeId', since: 'workDate' },
  api: { list: { path: '/mgt/workRecord/queryWorkRecordPage', method: 'POST' } },
  ops: { export: 'craftsman:workRecord:export' },
  keyword: { label: '姓名/工号', fields: ['craftsmanName', 'employeeNo'] },
  defaultSort: { field: 'workDate', dir: 'desc' },
  // prettier-ignore
  fields: [
    { key: 'workDate', label: '日期', type: 'date', list: { width: 110 }, filter: 'dateRange', range: { required: true, defaultDays: 7, maxDays: 31 }, sortable: true },
    { key: 'storeId', label: '门店', type: 'store', list: { width: 140 }, filter: 'eq' },
    { key: 'craftsmanId', label: '手艺人编号', type: 'int', list: false, detail: false, export: false },
    { key: 'employeeNo', column: 'employee_no', from: 'c', label: '工号', type: 'text', list: { width: 110 } },
    { key: 'craftsmanName', column: 'real_name', from: 'c', label: '手艺人', type: 'text', list: { width: 90 } },
    { key: 'orderCount', label: '服务单数', type: 'int', list: { width: 90 }, sortable: true },
    { key: 'customerCount', label: '顾客数', type: 'int', list: { width: 80 } },
    { key: 'itemCount', label: '服务项目数', type: 'int', list: { width: 100 } },
    { key: 'designatedCount', label: '指定单数', type: 'int', list: { width: 90 }, sortable: true },
    { key: 'amount', label: '服务金额', type: 'money', list: { width: 110 }, sortable: true },
    { key: 'paid', label: '实收（扣退款）', type: 'money', list: { width: 120 }, sortable: true },
  ],
});
