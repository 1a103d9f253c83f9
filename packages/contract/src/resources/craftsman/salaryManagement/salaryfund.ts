import { defineResource } from '../../../resource/types.js';
import { SalaryOps, SalaryPath } from './_shared/salary.js';

/**
 * /craftsman/salaryManagement/salaryfund 薪资基金: per store and month the pay fund: the month's
 * revenue (paid orders less refunds), the budget rate (editable until the month is settled), the
 * budget (revenue × rate), the sheet's gross total and the balance. Revenue and the sheet total
 * are written by 工资结算's computation.
 */
export const salaryFundResource = defineResource({
  name: 'salaryfund',
  title: '薪资基金',
  page: '/craftsman/salaryManagement/salaryfund',
  table: 'salary_fund',
  scope: { by: 'store', field: 'storeId' },
  api: { list: { path: SalaryPath.fundList, method: 'POST' } },
  ops: { update: SalaryOps.fundEdit, export: SalaryOps.fundExport },
  defaultSort: { field: 'month', dir: 'desc' },
  form: { width: 420 },
  // prettier-ignore
  fields: [
    { key: 'month', label: '月份', type: 'date', list: { width: 100 }, filter: 'eq', sortable: true },
    { key: 'storeId', label: '门店', type: 'store', list: { width: 140 }, filter: 'eq' },
    { key: 'revenue', label: '门店营业额(元)', type: 'money', list: { width: 130 }, sortable: true },
    { key: 'rate', label: '预算比例', type: 'percent', required: true, min: 0, max: 1, scale: 4, list: { width: 90 }, form: true },
    { key: 'budget', label: '薪资预算(元)', type: 'money', list: { width: 120 } },
    { key: 'sheetTotal', label: '应发工资合计(元)', type: 'money', list: { width: 130 } },
    { key: 'balance', label: '结余(元)', type: 'money', list: { width: 110 }, sortable: true },
    { key: 'updatedBy', label: '修改人', type: 'text', list: { width: 90 } },
    { key: 'updatedAt', label: '修改时间', type: 'datetime', list: { width: 160 } },
  ],
});
