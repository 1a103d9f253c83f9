import { defineResource } from '../../../resource/types.js';
import { DormitoryOps, DormitoryPage, DormitoryPath } from './_shared/dormitory.js';

/**
 * /hrm/dormitory/rentalSettlement 租金结算: per month and occupant, the nights slept in a dorm that
 * month and the rent they come to (the policy's monthly charge × nights ÷ the month's days, to the
 * fen), one row per stay and policy (a policy changing mid-month gives two). Written by 生成结算 for a
 * store's craftsmen (their pay store) and month; deducted on the craftsman's pay sheet of that month
 * (宿舍租金). Read only: generating again rewrites the month from the stays and policies.
 */
export const rentalSettlementResource = defineResource({
  name: 'rentalSettlement',
  title: '租金结算',
  page: DormitoryPage.settlement,
  table: 'rental_settlement',
  joins: [{ alias: 'c', table: 'craftsman', on: 'craftsman_id' }],
  scope: { by: 'store', field: 'storeId', since: 'month' },
  api: { list: { path: DormitoryPath.settlementList, method: 'POST' } },
  ops: { export: DormitoryOps.settlementExport },
  extraOps: [{ code: DormitoryOps.generate, name: '生成结算' }],
  defaultSort: { field: 'month', dir: 'desc' },
  // prettier-ignore
  fields: [
    { key: 'month', label: '月份', type: 'date', list: { width: 90 }, filter: 'eq', sortable: true },
    { key: 'storeId', label: '计薪门店', type: 'store', list: { width: 140 }, filter: 'eq' },
    { key: 'craftsmanId', label: '手艺人', type: 'int', lookup: { table: 'craftsman', labelColumn: 'real_name', as: 'craftsmanName' }, list: { width: 90 } },
    { key: 'employeeNo', column: 'employee_no', from: 'c', label: '工号', type: 'text', list: { width: 110 }, filter: 'eq' },
    { key: 'dormitoryId', label: '宿舍', type: 'int', lookup: { table: 'dormitory', labelColumn: 'name', as: 'dormitoryName' }, list: { width: 160 } },
    { key: 'bedId', label: '床位', type: 'int', lookup: { table: 'dormitory_bed', labelColumn: 'label', as: 'bedLabel' }, list: { width: 100 } },
    { key: 'policyId', label: '租金政策', type: 'int', lookup: { table: 'rental_policy', labelColumn: 'name', as: 'policyName', options: { path: DormitoryPath.policyOptions, method: 'GET' } }, list: { width: 160 }, filter: 'eq' },
    { key: 'days', label: '入住天数', type: 'int', list: { width: 80 } },
    { key: 'monthDays', label: '当月天数', type: 'int', list: { width: 80 } },
    { key: 'monthlyAmount', label: '月租金标准(元)', type: 'money', list: { width: 120 } },
    { key: 'amount', label: '结算租金(元)', type: 'money', list: { width: 110 }, sortable: true, help: '月租金标准 × 入住天数 ÷ 当月天数，四舍五入到分，从当月工资中扣除' },
    { key: 'createdBy', label: '生成人', type: 'text', list: { width: 90 } },
    { key: 'createdAt', label: '生成时间', type: 'datetime', list: { width: 160 } },
  ],
});
