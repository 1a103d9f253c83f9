import { CraftsmanType } from '../../../enums/people.js';
import { PromotionLevel } from '../../../enums/craftsmanGrade.js';
import { defineResource } from '../../../resource/types.js';
import { SalaryOps, SalaryPath } from './_shared/salary.js';

/**
 * /craftsman/salaryManagement/performance 业绩管理: per craftsman per month what they served, from
 * the orders as 工资结算 computed them: service amount (paid share of the items), orders, customers,
 * designated (指定) orders, commission and the clawbacks of refunds completed in the month
 * (view salary_performance over salary_sheet). Store managers see their stores' craftsmen.
 */
export const salaryPerformanceResource = defineResource({
  name: 'performance',
  title: '业绩',
  page: '/craftsman/salaryManagement/performance',
  table: 'salary_performance',
  scope: { by: 'store', field: 'storeId' },
  api: { list: { path: SalaryPath.performanceList, method: 'POST' } },
  ops: { export: SalaryOps.performanceExport },
  defaultSort: { field: 'month', dir: 'desc' },
  keyword: { label: '手艺人', fields: ['realName', 'employeeNo'] },
  // prettier-ignore
  fields: [
    { key: 'month', label: '月份', type: 'date', list: { width: 100 }, filter: 'eq', sortable: true },
    { key: 'storeId', label: '门店', type: 'store', list: { width: 140 }, filter: 'eq' },
    { key: 'employeeNo', label: '工号', type: 'text', list: { width: 110 } },
    { key: 'realName', label: '姓名', type: 'text', list: { width: 90 } },
    { key: 'craftsmanType', label: '手艺人类型', type: 'enum', enum: CraftsmanType, list: { width: 100 }, filter: 'eq' },
    { key: 'level', label: '等级', type: 'enum', enum: PromotionLevel, list: { width: 100 } },
    { key: 'serviceAmount', label: '服务业绩(元)', type: 'money', list: { width: 120 }, sortable: true },
    { key: 'orderCount', label: '订单数', type: 'int', list: { width: 80 }, sortable: true },
    { key: 'customerCount', label: '顾客数', type: 'int', list: { width: 80 }, sortable: true },
    { key: 'designatedCount', label: '指定单数', type: 'int', list: { width: 90 }, sortable: true },
    { key: 'commission', label: '服务提成(元)', type: 'money', list: { width: 120 }, sortable: true },
    { key: 'clawback', label: '退款扣回(元)', type: 'money', list: { width: 110 } },
    { key: 'netCommission', label: '提成合计(元)', type: 'money', list: { width: 120 }, sortable: true },
  ],
});
