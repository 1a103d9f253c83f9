import { AWAITING_GRADE_STATUSES, GradeApplyStatus, GradeChangeState, PromotionLevel } from '../../../enums/craftsmanGrade.js';
import { defineResource } from '../../../resource/types.js';
import { decideWorkflow, GRADE_OP } from '../_shared/grades.js';

/**
 * /craftsman/gradeManage/approve 定级审批: head office decides the level promotions applied on 晋升记录
 * and R级管理 (approvalWorkflow: 待审批 → 已通过 / 已驳回 with a reason; reviewer and time written).
 * An approved promotion moves the craftsman's level on its effective date, not before. Waiting
 * applications first.
 */
export const gradeApprovalResource = defineResource({
  name: 'craftsmanPromotionApproval',
  title: '定级申请',
  page: '/craftsman/gradeManage/approve',
  table: 'craftsman_promotion',
  joins: [
    { alias: 'c', table: 'craftsman', on: 'craftsman_id' },
    { alias: 'st', table: 'craftsman_promotion_state', on: 'id' },
  ],
  scope: { by: 'store', field: 'storeId' },
  api: { list: { path: '/mgt/craftsmanPromotion/queryApprovalPage', method: 'POST' } },
  ops: { export: `${GRADE_OP.promotion}:exportApproval` },
  defaultSort: { field: 'createdAt', dir: 'desc', first: { field: 'status', values: AWAITING_GRADE_STATUSES } },
  workflow: decideWorkflow(GRADE_OP.promotion, '通过后，生效日期已到的晋升立即更新手艺人等级；未到的于生效日期起更新。'),
  // prettier-ignore
  fields: [
    { key: 'status', label: '审批状态', type: 'enum', enum: GradeApplyStatus, list: { width: 90 }, filter: 'eq' },
    { key: 'craftsmanId', label: '手艺人', type: 'int', required: true, lookup: { table: 'craftsman', labelColumn: 'real_name', as: 'craftsmanName' }, list: { width: 90 } },
    { key: 'realName', from: 'c', label: '手艺人姓名', type: 'text', filter: 'like', detail: false },
    { key: 'employeeNo', from: 'c', label: '工号', type: 'text', list: { width: 100 }, filter: 'like' },
    { key: 'storeId', label: '门店', type: 'store', required: true, list: { width: 140 }, filter: 'eq' },
    { key: 'fromLevel', label: '原等级', type: 'enum', enum: PromotionLevel, list: { width: 100 } },
    { key: 'toLevel', label: '晋升等级', type: 'enum', enum: PromotionLevel, required: true, list: { width: 110 }, filter: 'eq' },
    { key: 'effectiveDate', label: '生效日期', type: 'date', required: true, list: { width: 110 }, filter: 'dateRange', sortable: true },
    { key: 'state', from: 'st', label: '状态', type: 'enum', enum: GradeChangeState, list: { width: 90 }, filter: 'eq' },
    { key: 'reason', label: '晋升理由', type: 'textarea', required: true, list: { width: 200, ellipsis: true } },
    { key: 'applicant', label: '申请人', type: 'text', list: { width: 90 } },
    { key: 'createdAt', label: '申请时间', type: 'datetime', list: { width: 160 }, filter: 'dateRange', sortable: true },
    { key: 'reviewer', label: '审批人', type: 'text', list: { width: 90 } },
    { key: 'reviewedAt', label: '审批时间', type: 'datetime', list: { width: 160 } },
    { key: 'reviewRemark', label: '审批意见', type: 'text', list: { width: 160, ellipsis: true } },
  ],
});
