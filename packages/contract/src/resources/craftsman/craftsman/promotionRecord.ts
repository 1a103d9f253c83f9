import { GradeApplyStatus, GradeChangeState, PromotionLevel } from '../../../enums/craftsmanGrade.js';
import { CraftsmanLevel } from '../../../enums/people.js';
import { defineResource } from '../../../resource/types.js';
import { DECIDED_GRADE_STATUSES, GRADE_CRAFTSMAN_OPTIONS, GRADE_OP, withdrawWorkflow } from '../_shared/grades.js';

/**
 * /craftsman/craftsman/promotionRecord 晋升记录: every level promotion of a craftsman (from level ->
 * to level, R and U codes of spec §3), applied by the store or head office, decided on 定级审批
 * (/craftsman/gradeManage/approve), in force from its effective date. Store managers read their
 * stores' records and apply; the applicant may withdraw one still waiting.
 */
export const promotionRecordResource = defineResource({
  name: 'craftsmanPromotion',
  title: '晋升申请',
  page: '/craftsman/craftsman/promotionRecord',
  table: 'craftsman_promotion',
  joins: [
    { alias: 'c', table: 'craftsman', on: 'craftsman_id' },
    { alias: 'st', table: 'craftsman_promotion_state', on: 'id' },
  ],
  scope: { by: 'store', field: 'storeId' },
  api: { list: { path: '/mgt/craftsmanPromotion/queryPromotionPage', method: 'POST' } },
  ops: { create: `${GRADE_OP.promotion}:apply`, export: `${GRADE_OP.promotion}:export` },
  defaultSort: { field: 'createdAt', dir: 'desc' },
  workflow: { ...withdrawWorkflow(GRADE_OP.promotion), locked: DECIDED_GRADE_STATUSES },
  // prettier-ignore
  fields: [
    { key: 'craftsmanId', label: '手艺人', type: 'int', required: true, lookup: { table: 'craftsman', labelColumn: 'real_name', as: 'craftsmanName', options: GRADE_CRAFTSMAN_OPTIONS.promotion }, list: { width: 90 }, form: 'create', filter: 'eq' },
    { key: 'employeeNo', from: 'c', label: '工号', type: 'text', list: { width: 100 }, filter: 'like' },
    { key: 'storeId', label: '门店', type: 'store', required: true, list: { width: 140 }, filter: 'eq' },
    { key: 'fromLevel', label: '原等级', type: 'enum', enum: PromotionLevel, list: { width: 100 }, filter: 'eq' },
    { key: 'toLevel', label: '晋升等级', type: 'enum', enum: CraftsmanLevel, required: true, list: { width: 100 }, form: 'create', filter: 'eq', help: '须高于手艺人当前等级' },
    { key: 'effectiveDate', label: '生效日期', type: 'date', required: true, minDate: 'today', list: { width: 110 }, form: 'create', filter: 'dateRange', sortable: true, help: '审批通过后于该日起生效' },
    { key: 'state', from: 'st', label: '状态', type: 'enum', enum: GradeChangeState, list: { width: 90 }, filter: 'eq' },
    { key: 'status', label: '审批状态', type: 'enum', enum: GradeApplyStatus },
    { key: 'reason', label: '晋升理由', type: 'textarea', required: true, max: 500, list: { width: 200, ellipsis: true }, form: 'create', span: 2 },
    { key: 'applicant', label: '申请人', type: 'text', list: { width: 90 }, filter: 'like' },
    { key: 'createdAt', label: '申请时间', type: 'datetime', list: { width: 160 }, filter: 'dateRange', sortable: true },
    { key: 'reviewer', label: '审批人', type: 'text', list: { width: 90 } },
    { key: 'reviewedAt', label: '审批时间', type: 'datetime', list: { width: 160 } },
    { key: 'reviewRemark', label: '审批意见', type: 'text', list: { width: 160, ellipsis: true } },
  ],
});
