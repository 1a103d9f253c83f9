import { CraftsmanType, PositionType } from '../../../enums/people.js';
import { PromotionLevel } from '../../../enums/craftsmanGrade.js';
import { SalaryLevelKind } from '../../../enums/salary.js';
import { defineResource } from '../../../resource/types.js';
import { SalaryOps, SalaryPath } from './_shared/salary.js';

/**
 * /craftsman/salaryManagement/wage 工资管理: the base wage of each salary level (spec prefix D for
 * craftsmen, T for managers), each craftsman's salary level, and the service commission rates by
 * item category and level (walk-in and designated): what the monthly computation reads. Head
 * office edits them (audited); store managers read their craftsmen's levels.
 */
export const salaryLevelResource = defineResource({
  name: 'salaryLevel',
  title: '薪资等级',
  page: '/craftsman/salaryManagement/wage',
  table: 'salary_level',
  scope: { by: 'none' },
  api: { list: { path: SalaryPath.levelList, method: 'POST' } },
  ops: { update: SalaryOps.levelEdit, export: SalaryOps.levelExport },
  defaultSort: { field: 'code', dir: 'asc' },
  form: { width: 480 },
  // prettier-ignore
  fields: [
    { key: 'code', label: '薪资等级', type: 'text', required: true, max: 4, list: { width: 90 }, filter: 'eq', sortable: true },
    { key: 'kind', label: '类别', type: 'enum', enum: SalaryLevelKind, list: { width: 150 }, filter: 'eq' },
    { key: 'name', label: '名称', type: 'text', required: true, max: 20, list: { width: 120 }, form: true },
    { key: 'baseAmount', label: '月底薪(元)', type: 'money', required: true, min: 0, max: 100000, list: { width: 120 }, form: true, sortable: true },
    { key: 'remark', label: '备注', type: 'textarea', max: 200, list: { width: 220, ellipsis: true }, form: true },
    { key: 'updatedBy', label: '修改人', type: 'text', list: { width: 90 } },
    { key: 'updatedAt', label: '修改时间', type: 'datetime', list: { width: 160 } },
  ],
});

export const craftsmanSalaryResource = defineResource({
  name: 'craftsmanSalary',
  title: '手艺人薪资等级',
  page: '/craftsman/salaryManagement/wage',
  table: 'craftsman_salary',
  joins: [{ alias: 'c', table: 'craftsman', on: 'craftsman_id' }],
  scope: { by: 'store', field: 'storeId' },
  api: { list: { path: SalaryPath.craftsmanLevelList, method: 'POST' } },
  ops: { update: SalaryOps.craftsmanLevelEdit, export: SalaryOps.levelExport },
  defaultSort: { field: 'employeeNo', dir: 'asc' },
  keyword: { label: '手艺人', fields: ['realName', 'employeeNo'] },
  form: { width: 480 },
  // prettier-ignore
  fields: [
    { key: 'employeeNo', from: 'c', label: '工号', type: 'text', list: { width: 110 }, sortable: true },
    { key: 'realName', from: 'c', label: '姓名', type: 'text', list: { width: 100 } },
    { key: 'storeId', from: 'c', label: '门店', type: 'store', list: { width: 140 }, filter: 'eq' },
    { key: 'craftsmanType', from: 'c', label: '手艺人类型', type: 'enum', enum: CraftsmanType, list: { width: 100 }, filter: 'eq' },
    { key: 'positionType', from: 'c', label: '岗位', type: 'enum', enum: PositionType, list: { width: 80 }, filter: 'eq' },
    { key: 'level', from: 'c', label: '手艺人等级', type: 'enum', enum: PromotionLevel, list: { width: 110 }, filter: 'eq' },
    { key: 'salaryLevelId', label: '薪资等级', type: 'int', required: true, lookup: { table: 'salary_level', labelColumn: 'code', as: 'salaryLevelCode', options: { path: SalaryPath.levelOptions, method: 'GET' } }, list: { width: 100 }, form: true, filter: 'eq' },
    { key: 'updatedBy', label: '修改人', type: 'text', list: { width: 90 } },
    { key: 'updatedAt', label: '修改时间', type: 'datetime', list: { width: 160 } },
  ],
});

export const commissionRateResource = defineResource({
  name: 'commissionRate',
  title: '提成比例',
  page: '/craftsman/salaryManagement/wage',
  table: 'commission_rate',
  scope: { by: 'none' },
  api: { list: { path: SalaryPath.rateList, method: 'POST' } },
  ops: { update: SalaryOps.rateEdit, export: SalaryOps.levelExport },
  defaultSort: { field: 'id', dir: 'asc' },
  form: { width: 480 },
  // prettier-ignore
  fields: [
    { key: 'id', label: '编号', type: 'int', list: { width: 70 }, sortable: true },
    { key: 'categoryId', label: '项目分类', type: 'int', lookup: { table: 'item_category', labelColumn: 'name', as: 'categoryName' }, list: { width: 110 }, filter: 'eq' },
    { key: 'level', label: '手艺人等级', type: 'enum', enum: PromotionLevel, list: { width: 110 }, filter: 'eq' },
    { key: 'rate', label: '普通提成比例', type: 'percent', required: true, min: 0, max: 1, scale: 4, list: { width: 120 }, form: true },
    { key: 'designatedRate', label: '指定提成比例', type: 'percent', required: true, min: 0, max: 1, scale: 4, list: { width: 120 }, form: true },
    { key: 'updatedBy', label: '修改人', type: 'text', list: { width: 90 } },
    { key: 'updatedAt', label: '修改时间', type: 'datetime', list: { width: 160 } },
  ],
  check: (v) =>
    v.rate !== undefined && v.designatedRate !== undefined && Number(v.designatedRate) < Number(v.rate)
      ? { field: 'designatedRate', message: '指定提成比例不能低于普通提成比例' }
      : true,
});
