import { defineResource } from '../../../resource/types.js';
import { SalaryOps, SalaryPath } from './_shared/salary.js';

export { salarySheetExplain } from './_shared/salary.js';

/**
 * /craftsman/salaryManagement/salary 薪资明细: the month's sheet per craftsman = base wage (salary
 * level) + service commission (order lines, refunds clawed back) + additions − deductions = gross;
 * income tax by the cumulative withholding method; net pay. Each figure opens to the rows it came
 * from (salarySheetExplain). Written by 工资结算's computation; store managers see their stores.
 */
export const salarySheetResource = defineResource({
  name: 'salary',
  title: '薪资明细',
  page: '/craftsman/salaryManagement/salary',
  table: 'salary_sheet',
  joins: [{ alias: 'c', table: 'craftsman', on: 'craftsman_id' }],
  scope: { by: 'store', field: 'storeId' },
  api: { list: { path: SalaryPath.sheetList, method: 'POST' } },
  ops: { export: SalaryOps.sheetExport },
  defaultSort: { field: 'month', dir: 'desc' },
  keyword: { label: '手艺人', fields: ['realName', 'employeeNo'] },
  // prettier-ignore
  fields: [
    { key: 'month', label: '月份', type: 'date', list: { width: 100 }, filter: 'eq', sortable: true },
    { key: 'storeId', label: '门店', type: 'store', list: { width: 130 }, filter: 'eq' },
    { key: 'craftsmanId', label: '手艺人编号', type: 'int', filter: 'eq', list: false },
    { key: 'employeeNo', from: 'c', label: '工号', type: 'text', list: { width: 100 } },
    { key: 'realName', from: 'c', label: '姓名', type: 'text', list: { width: 90 } },
    { key: 'salaryLevel', label: '薪资等级', type: 'text', list: { width: 80 }, filter: 'eq' },
    { key: 'baseWage', label: '底薪', type: 'money', list: { width: 100 } },
    { key: 'commission', label: '服务提成', type: 'money', list: { width: 100 }, sortable: true },
    { key: 'clawback', label: '退款扣回', type: 'money', list: { width: 100 } },
    { key: 'addition', label: '加项', type: 'money', list: { width: 90 } },
    { key: 'deduction', label: '扣项', type: 'money', list: { width: 90 } },
    { key: 'gross', label: '应发工资', type: 'money', list: { width: 110 }, sortable: true },
    { key: 'tax', label: '个人所得税', type: 'money', list: { width: 100 } },
    { key: 'net', label: '实发工资', type: 'money', list: { width: 110 }, sortable: true },
    { key: 'ytdTaxable', label: '累计应纳税所得额', type: 'money', list: false },
    { key: 'computedAt', label: '计算时间', type: 'datetime', list: { width: 160 } },
  ],
});
