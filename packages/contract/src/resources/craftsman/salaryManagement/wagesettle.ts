import { AdjustmentSign, WageSettlementStatus } from '../../../enums/salary.js';
import { defineResource } from '../../../resource/types.js';
import { SalaryOps, SalaryPath } from './_shared/salary.js';

export { wageCompute, WageComputeBody } from './_shared/salary.js';

/**
 * /craftsman/salaryManagement/wagesettle 工资结算: per store and month, 计算 (the sheet written,
 * 已计算) -> 复核 (已复核) -> 结算 (已结算). A settled month is locked: the recompute, manual
 * adjustments and the pay inputs of the other salary pages for that store's month are refused in
 * words (assertMonthOpen). 导出工资表 exports the store's month from 薪资明细.
 */
export const wageSettlementResource = defineResource({
  name: 'wagesettle',
  title: '工资结算',
  page: '/craftsman/salaryManagement/wagesettle',
  table: 'wage_settlement',
  scope: { by: 'store', field: 'storeId' },
  api: { list: { path: SalaryPath.settleList, method: 'POST' } },
  ops: { export: SalaryOps.settleExport },
  extraOps: [{ code: SalaryOps.compute, name: '计算工资' }],
  defaultSort: { field: 'month', dir: 'desc' },
  workflow: {
    field: 'status',
    locked: [2],
    transitions: [
      {
        action: 'review',
        label: '复核',
        from: [0],
        to: 1,
        op: SalaryOps.review,
        confirm: '复核后可结算；如需修改请重新计算（回到已计算）。',
        doneText: '已复核',
      },
      {
        action: 'settle',
        label: '结算',
        from: [1],
        to: 2,
        op: SalaryOps.settle,
        confirm: '结算后该门店本月工资锁定，计算、调整与提成扣款都不能再修改。',
        danger: true,
        doneText: '已结算',
      },
    ],
  },
  // prettier-ignore
  fields: [
    { key: 'month', label: '月份', type: 'date', list: { width: 100 }, filter: 'eq', sortable: true },
    { key: 'storeId', label: '门店', type: 'store', list: { width: 140 }, filter: 'eq' },
    { key: 'status', label: '状态', type: 'enum', enum: WageSettlementStatus, list: { width: 90 }, filter: 'eq' },
    { key: 'craftsmanCount', label: '人数', type: 'int', list: { width: 70 } },
    { key: 'totalBase', label: '底薪合计', type: 'money', list: { width: 110 } },
    { key: 'totalCommission', label: '提成合计', type: 'money', list: { width: 110 } },
    { key: 'totalAddition', label: '加项合计', type: 'money', list: { width: 100 } },
    { key: 'totalDeduction', label: '扣项合计', type: 'money', list: { width: 100 } },
    { key: 'totalGross', label: '应发合计', type: 'money', list: { width: 120 }, sortable: true },
    { key: 'totalTax', label: '个税合计', type: 'money', list: { width: 100 } },
    { key: 'totalNet', label: '实发合计', type: 'money', list: { width: 120 } },
    { key: 'computedBy', label: '计算人', type: 'text', list: { width: 90 } },
    { key: 'computedAt', label: '计算时间', type: 'datetime', list: { width: 160 } },
    { key: 'reviewedBy', label: '复核人', type: 'text', list: { width: 90 } },
    { key: 'reviewedAt', label: '复核时间', type: 'datetime', list: { width: 160 } },
    { key: 'settledBy', label: '结算人', type: 'text', list: { width: 90 } },
    { key: 'settledAt', label: '结算时间', type: 'datetime', list: { width: 160 } },
  ],
});

/**
 * 手工调整 (a tab of 工资结算): additions and deductions entered or imported from .xlsx for a store's
 * month, taken by the next computation; refused in a settled month.
 */
export const salaryManualAdjustmentResource = defineResource({
  name: 'salaryAdjust',
  title: '工资调整',
  page: '/craftsman/salaryManagement/wagesettle',
  table: 'salary_manual_adjustment',
  joins: [{ alias: 'c', table: 'craftsman', on: 'craftsman_id' }],
  scope: { by: 'store', field: 'storeId' },
  api: { list: { path: SalaryPath.manualList, method: 'POST' } },
  ops: { create: SalaryOps.manualAdd, remove: SalaryOps.manualRemove, import: SalaryOps.manualImport },
  import: {
    fields: ['storeId', 'month', 'craftsmanNo', 'sign', 'amount', 'title'],
    notes: ['月份填该月1日，如 2026-03-01；手艺人填工号', '已结算月份的调整会被拒绝'],
  },
  defaultSort: { field: 'id', dir: 'desc' },
  form: { width: 520 },
  // prettier-ignore
  fields: [
    { key: 'id', label: '编号', type: 'int', list: { width: 70 }, sortable: true },
    { key: 'storeId', label: '门店', type: 'store', required: true, list: { width: 140 }, form: 'create', filter: 'eq' },
    { key: 'month', label: '月份', type: 'date', required: true, list: { width: 100 }, form: 'create', filter: 'eq', help: '该月1日，如 2026-03-01' },
    { key: 'craftsmanNo', label: '手艺人工号', type: 'text', required: true, max: 20, form: 'create', list: { width: 110 }, filter: 'eq' },
    { key: 'realName', from: 'c', label: '姓名', type: 'text', list: { width: 90 } },
    { key: 'sign', label: '方向', type: 'enum', enum: AdjustmentSign, required: true, list: { width: 70 }, form: 'create', filter: 'eq', defaultValue: 1 },
    { key: 'amount', label: '金额(元)', type: 'money', required: true, min: 0.01, max: 100000, list: { width: 100 }, form: 'create' },
    { key: 'title', label: '事由', type: 'text', required: true, max: 100, list: { width: 200, ellipsis: true }, form: 'create' },
    { key: 'createdBy', label: '录入人', type: 'text', list: { width: 90 } },
    { key: 'createdAt', label: '录入时间', type: 'datetime', list: { width: 160 } },
  ],
  check: (v) => (typeof v.month === 'string' && v.month && !/-01$/.test(v.month) ? { field: 'month', message: '月份请填该月1日' } : true),
});
