import { PromotionLevel } from '../../../enums/craftsmanGrade.js';
import { CommissionLineKind } from '../../../enums/salary.js';
import { defineResource } from '../../../resource/types.js';
import { SalaryOps, SalaryPath } from './_shared/salary.js';

/**
 * /craftsman/salaryManagement/performanceRecord 业绩记录: the order-item lines behind 业绩管理 and the
 * sheet's commission, each with the craftsman's level at the service date, whether the customer
 * asked for the craftsman (指定), the rate and the amount; and the clawback lines of refunds completed
 * in the month (negative, in the month of the refund). Written by 工资结算's computation.
 */
export const commissionLineResource = defineResource({
  name: 'performanceRecord',
  title: '业绩记录',
  page: '/craftsman/salaryManagement/performanceRecord',
  table: 'salary_commission_line',
  joins: [{ alias: 'c', table: 'craftsman', on: 'craftsman_id' }],
  scope: { by: 'store', field: 'storeId' },
  api: { list: { path: SalaryPath.lineList, method: 'POST' } },
  ops: { export: SalaryOps.lineExport },
  count: 'capped',
  defaultSort: { field: 'id', dir: 'desc' },
  keyword: { label: '订单号', fields: ['orderNo'] },
  // prettier-ignore
  fields: [
    { key: 'id', label: '编号', type: 'int', list: { width: 80 }, sortable: true },
    { key: 'month', label: '月份', type: 'date', list: { width: 100 }, filter: 'eq' },
    { key: 'storeId', label: '门店', type: 'store', list: { width: 130 }, filter: 'eq' },
    { key: 'sheetId', label: '薪资明细', type: 'int', filter: 'eq', list: false, detail: false },
    { key: 'craftsmanId', label: '手艺人编号', type: 'int', filter: 'eq', list: false },
    { key: 'employeeNo', from: 'c', label: '工号', type: 'text', list: { width: 100 } },
    { key: 'realName', from: 'c', label: '姓名', type: 'text', list: { width: 90 }, filter: 'like' },
    { key: 'kind', label: '类型', type: 'enum', enum: CommissionLineKind, list: { width: 90 }, filter: 'eq' },
    { key: 'orderNo', label: '订单号', type: 'text', list: { width: 170 } },
    { key: 'servedOn', label: '服务日期', type: 'date', list: { width: 100 }, sortable: true },
    { key: 'itemName', label: '服务项目', type: 'text', list: { width: 110 } },
    { key: 'categoryId', label: '项目分类', type: 'int', lookup: { table: 'item_category', labelColumn: 'name', as: 'categoryName' }, list: { width: 90 }, filter: 'eq' },
    { key: 'level', label: '服务时等级', type: 'enum', enum: PromotionLevel, list: { width: 100 } },
    { key: 'designated', label: '指定', type: 'bool', list: { width: 60 }, filter: 'eq' },
    { key: 'baseAmount', label: '提成基数(元)', type: 'money', list: { width: 110 } },
    { key: 'rate', label: '提成比例', type: 'percent', scale: 4, list: { width: 90 } },
    { key: 'amount', label: '提成金额(元)', type: 'money', list: { width: 110 }, sortable: true },
  ],
});
