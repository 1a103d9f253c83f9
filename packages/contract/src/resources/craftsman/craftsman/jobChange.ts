import { GradeApplyStatus, GradeChangeState } from '../../../enums/craftsmanGrade.js';
import { PositionType, Station } from '../../../enums/people.js';
import { defineResource } from '../../../resource/types.js';
import { DECIDED_GRADE_STATUSES, GRADE_CRAFTSMAN_OPTIONS, GRADE_OP, withdrawWorkflow } from '../_shared/grades.js';

/** POST /apiCraftsman/reported/approval (spec): a position change reported for approval — this page's create. */
export const POSITION_REPORT_PATH = '/apiCraftsman/reported/approval';

/**
 * /craftsman/craftsman/jobChange 岗位变动: position changes of craftsmen (spec Station: 0 手艺人, 1 店长,
 * 2 区域经理 …; the position type 店长/员工 follows the station), reported by the store or head
 * office with a 培养人 (the mentor who brings them on), decided on 审批管理
 * (/craftsman/positionManage/approveManage), in force from the effective date.
 */
export const jobChangeResource = defineResource({
  name: 'craftsmanPositionChange',
  title: '岗位变动申请',
  page: '/craftsman/craftsman/jobChange',
  table: 'craftsman_position_change',
  joins: [
    { alias: 'c', table: 'craftsman', on: 'craftsman_id' },
    { alias: 'st', table: 'craftsman_position_change_state', on: 'id' },
  ],
  scope: { by: 'store', field: 'storeId' },
  api: {
    list: { path: '/mgt/craftsmanPosition/queryPositionChangePage', method: 'POST' },
    create: { path: POSITION_REPORT_PATH, method: 'POST' },
  },
  ops: { create: `${GRADE_OP.position}:apply`, export: `${GRADE_OP.position}:export` },
  defaultSort: { field: 'createdAt', dir: 'desc' },
  workflow: { ...withdrawWorkflow(GRADE_OP.position), locked: DECIDED_GRADE_STATUSES },
  // prettier-ignore
  fields: [
    { key: 'craftsmanId', label: '手艺人', type: 'int', required: true, lookup: { table: 'craftsman', labelColumn: 'real_name', as: 'craftsmanName', options: GRADE_CRAFTSMAN_OPTIONS.position }, list: { width: 90 }, form: 'create', filter: 'eq' },
    { key: 'employeeNo', from: 'c', label: '工号', type: 'text', list: { width: 100 }, filter: 'like' },
    { key: 'storeId', label: '门店', type: 'store', required: true, list: { width: 140 }, filter: 'eq' },
    { key: 'fromStation', label: '原岗位', type: 'enum', enum: Station, list: { width: 100 }, filter: 'eq' },
    { key: 'toStation', label: '新岗位', type: 'enum', enum: Station, required: true, list: { width: 100 }, form: 'create', filter: 'eq' },
    { key: 'toPositionType', label: '职位类型', type: 'enum', enum: PositionType, list: { width: 90 }, help: '店长岗位为店长，其余为员工' },
    { key: 'cultivatePeopleId', label: '培养人', type: 'int', lookup: { table: 'craftsman', labelColumn: 'real_name', as: 'cultivatePeopleName', options: GRADE_CRAFTSMAN_OPTIONS.position }, list: { width: 90 }, form: 'create', help: '带教该手艺人胜任新岗位的人，可在审批时指定' },
    { key: 'effectiveDate', label: '生效日期', type: 'date', required: true, minDate: 'today', list: { width: 110 }, form: 'create', filter: 'dateRange', sortable: true, help: '审批通过后于该日起生效' },
    { key: 'state', from: 'st', label: '状态', type: 'enum', enum: GradeChangeState, list: { width: 90 }, filter: 'eq' },
    { key: 'status', label: '审批状态', type: 'enum', enum: GradeApplyStatus },
    { key: 'reason', label: '变动原因', type: 'textarea', required: true, max: 500, list: { width: 200, ellipsis: true }, form: 'create', span: 2 },
    { key: 'applicant', label: '申请人', type: 'text', list: { width: 90 }, filter: 'like' },
    { key: 'createdAt', label: '申请时间', type: 'datetime', list: { width: 160 }, filter: 'dateRange', sortable: true },
    { key: 'reviewer', label: '审批人', type: 'text', list: { width: 90 } },
    { key: 'reviewedAt', label: '审批时间', type: 'datetime', list: { width: 160 } },
    { key: 'reviewRemark', label: '审批意见', type: 'text', list: { width: 160, ellipsis: true } },
  ],
});
