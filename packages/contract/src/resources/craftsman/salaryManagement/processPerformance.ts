import { defineResource } from '../../../resource/types.js';
import { SalaryOps, SalaryPath } from './_shared/salary.js';

/**
 * /craftsman/salaryManagement/processPerformance 流程绩效: the perm/dye process performance of the
 * technicians (craftsman type 2, 烫染师): per month and item, the process items they served, the
 * designated ones, the service amount, their commission and the clawbacks (salary_process_performance,
 * written by 工资结算's computation from the commission lines).
 */
export const processPerformanceResource = defineResource({
  name: 'processPerformance',
  title: '流程绩效',
  page: '/craftsman/salaryManagement/processPerformance',
  table: 'salary_process_performance',
  scope: { by: 'store', field: 'storeId' },
  api: { list: { path: SalaryPath.processList, method: 'POST' } },
  ops: { export: SalaryOps.processExport },
  defaultSort: { field: 'month', dir: 'desc' },
  keyword: { label: '手艺人', fields: ['realName', 'employeeNo'] },
  // prettier-ignore
  fields: [
    { key: 'month', label: '月份', type: 'date', list: { width: 100 }, filter: 'eq', sortable: true },
    { key: 'storeId', label: '门店', type: 'store', list: { width: 140 }, filter: 'eq' },
    { key: 'employeeNo', label: '工号', type: 'text', list: { width: 110 } },
    { key: 'realName', label: '姓名', type: 'text', list: { width: 90 } },
    { key: 'itemName', label: '流程项目', type: 'text', list: { width: 120 }, filter: 'eq' },
    { key: 'itemCount', label: '服务次数', type: 'int', list: { width: 90 }, sortable: true },
    { key: 'designatedCount', label: '指定次数', type: 'int', list: { width: 90 } },
    { key: 'serviceAmount', label: '服务业绩(元)', type: 'money', list: { width: 120 }, sortable: true },
    { key: 'commission', label: '流程提成(元)', type: 'money', list: { width: 120 }, sortable: true },
    { key: 'clawback', label: '退款扣回(元)', type: 'money', list: { width: 110 } },
  ],
});
