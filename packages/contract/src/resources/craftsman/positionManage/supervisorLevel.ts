import { ManagerLevel, ManagerLevelState, ManagerSalaryLevel } from '../../../enums/craftsmanGrade.js';
import { Station } from '../../../enums/people.js';
import { defineResource } from '../../../resource/types.js';
import { GRADE_CRAFTSMAN_OPTIONS } from '../_shared/grades.js';

/**
 * /craftsman/positionManage/supervisorLevel 主管等级: the manager level (spec prefix M) and manager
 * salary level (prefix T) of store managers and supervisors (stations 店长, 区域经理, 城市经理,
 * 区域督导), assigned per person by head office from a date. Never overwritten: each assignment is a
 * row, 现行 from its date until the next one's, 待生效 before it, 已失效 after.
 */
export const supervisorLevelResource = defineResource({
  name: 'managerLevel',
  title: '主管等级',
  page: '/craftsman/positionManage/supervisorLevel',
  table: 'craftsman_manager_level',
  joins: [
    { alias: 'c', table: 'craftsman', on: 'craftsman_id' },
    { alias: 'st', table: 'craftsman_manager_level_state', on: 'id' },
  ],
  scope: { by: 'store', field: 'storeId' },
  api: { list: { path: '/mgt/managerLevel/queryManagerLevelPage', method: 'POST' } },
  ops: { create: 'craftsman:managerLevel:add', export: 'craftsman:managerLevel:export' },
  defaultSort: { field: 'effectiveDate', dir: 'desc' },
  // prettier-ignore
  fields: [
    { key: 'craftsmanId', label: '姓名', type: 'int', required: true, lookup: { table: 'craftsman', labelColumn: 'real_name', as: 'craftsmanName', options: GRADE_CRAFTSMAN_OPTIONS.managerLevel }, list: { width: 90 }, form: 'create', filter: 'eq', help: '店长、区域经理、城市经理或区域督导' },
    { key: 'employeeNo', from: 'c', label: '工号', type: 'text', list: { width: 100 }, filter: 'like' },
    { key: 'storeId', label: '所属门店', type: 'store', required: true, list: { width: 140 }, filter: 'eq' },
    { key: 'station', label: '岗位', type: 'enum', enum: Station, list: { width: 100 }, filter: 'eq' },
    { key: 'managerLevel', label: '管理者等级', type: 'enum', enum: ManagerLevel, required: true, list: { width: 110 }, form: 'create', filter: 'eq' },
    { key: 'salaryLevel', label: '管理者薪资等级', type: 'enum', enum: ManagerSalaryLevel, required: true, list: { width: 120 }, form: 'create', filter: 'eq' },
    { key: 'effectiveDate', label: '生效日期', type: 'date', required: true, minDate: 'today', list: { width: 110 }, form: 'create', filter: 'dateRange', sortable: true },
    { key: 'state', from: 'st', label: '状态', type: 'enum', enum: ManagerLevelState, list: { width: 80 }, filter: 'eq' },
    { key: 'remark', label: '评定说明', type: 'textarea', required: true, max: 500, list: { width: 200, ellipsis: true }, form: 'create', span: 2 },
    { key: 'createdBy', label: '评定人', type: 'text', list: { width: 90 } },
    { key: 'createdAt', label: '评定时间', type: 'datetime', list: { width: 160 }, sortable: true },
  ],
});
