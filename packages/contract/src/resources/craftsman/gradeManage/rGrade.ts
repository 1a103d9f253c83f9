import { GradeApplyStatus, GradeChangeState, PromotionLevel } from '../../../enums/craftsmanGrade.js';
import { defineResource } from '../../../resource/types.js';
import { DECIDED_GRADE_STATUSES, GRADE_CRAFTSMAN_OPTIONS, GRADE_OP, RGradeTarget, withdrawWorkflow } from '../_shared/grades.js';

/**
 * /craftsman/gradeManage/rGrade R级管理: the R levels (spec prefix R) of apprentices and trainees —
 * their assignments R1 → R2 → R3 and the promotion out of R to U1-1. Each is a level promotion
 * (craftsman_promotion: from an R level), decided on 定级审批 and in force from its effective date.
 */
export const rGradeResource = defineResource({
  name: 'craftsmanRGrade',
  title: 'R级调整',
  page: '/craftsman/gradeManage/rGrade',
  table: 'craftsman_promotion',
  joins: [
    { alias: 'c', table: 'craftsman', on: 'craftsman_id' },
    { alias: 'st', table: 'craftsman_promotion_state', on: 'id' },
  ],
  scope: { by: 'store', field: 'storeId' },
  api: { list: { path: '/mgt/craftsmanRGrade/queryRGradePage', method: 'POST' } },
  ops: { create: `${GRADE_OP.rGrade}:apply`, export: `${GRADE_OP.rGrade}:export` },
  defaultSort: { field: 'createdAt', dir: 'desc' },
  workflow: { ...withdrawWorkflow(GRADE_OP.rGrade), locked: DECIDED_GRADE_STATUSES },
  // prettier-ignore
  fields: [
    { key: 'craftsmanId', label: '学员', type: 'int', required: true, lookup: { table: 'craftsman', labelColumn: 'real_name', as: 'craftsmanName', options: GRADE_CRAFTSMAN_OPTIONS.rGrade }, list: { width: 90 }, form: 'create', filter: 'eq', help: '当前为R级的手艺人' },
    { key: 'employeeNo', from: 'c', label: '工号', type: 'text', list: { width: 100 }, filter: 'like' },
    { key: 'entryDate', from: 'c', label: '入职日期', type: 'date', list: { width: 110 } },
    { key: 'storeId', label: '门店', type: 'store', required: true, list: { width: 140 }, filter: 'eq' },
    { key: 'fromLevel', label: '原等级', type: 'enum', enum: PromotionLevel, list: { width: 100 }, filter: 'eq' },
    { key: 'toLevel', label: '调整为', type: 'enum', enum: RGradeTarget, required: true, list: { width: 150 }, form: 'create', filter: 'eq', help: '须高于当前R级；U1-1 即转出R级' },
    { key: 'effectiveDate', label: '生效日期', type: 'date', required: true, minDate: 'today', list: { width: 110 }, form: 'create', filter: 'dateRange', sortable: true, help: '审批通过后于该日起生效' },
    { key: 'state', from: 'st', label: '状态', type: 'enum', enum: GradeChangeState, list: { width: 90 }, filter: 'eq' },
    { key: 'status', label: '审批状态', type: 'enum', enum: GradeApplyStatus },
    { key: 'reason', label: '考核说明', type: 'textarea', required: true, max: 500, list: { width: 200, ellipsis: true }, form: 'create', span: 2 },
    { key: 'applicant', label: '申请人', type: 'text', list: { width: 90 } },
    { key: 'createdAt', label: '申请时间', type: 'datetime', list: { width: 160 }, filter: 'dateRange', sortable: true },
    { key: 'reviewer', label: '审批人', type: 'text', list: { width: 90 } },
    { key: 'reviewedAt', label: '审批时间', type: 'datetime', list: { width: 160 } },
  ],
});
