import { defineEnum } from '../../../enums/define.js';
import { CraftsmanLevel, Station } from '../../../enums/people.js';
import { approvalWorkflow } from '../../../resource/workflows.js';
import { defineResource } from '../../../resource/types.js';
import { PROBATION_DAYS } from './_shared/recruitLedger.js';

export const PROMOTION_PAGE = '/hrm/employee/promotion';

export const PromotionOps = {
  apply: 'hrm:promotion:apply',
  approve: 'hrm:promotion:approve',
  reject: 'hrm:promotion:reject',
  withdraw: 'hrm:promotion:withdraw',
  export: 'hrm:promotion:export',
} as const;

export const RegularizationStatus = defineEnum([
  { value: 0, label: '待审批', labelEn: 'pending', color: 'orange' },
  { value: 1, label: '已通过', labelEn: 'approved', color: 'green' },
  { value: 2, label: '已驳回', labelEn: 'rejected', color: 'red' },
  { value: 3, label: '已撤回', labelEn: 'withdrawn', color: 'default' },
]);

/** Where 转正 options come from: craftsmen in service not yet regular, without an open application. */
export const PROMOTION_CRAFTSMAN_OPTIONS = { path: '/mgt/recruitPromotion/craftsmanOptions', method: 'GET' } as const;

const review = approvalWorkflow('hrm:promotion', {
  approveConfirm: `通过后手艺人自生效日期起转为正式员工（试用期 ${PROBATION_DAYS} 天）。`,
  withdraw: true,
});

/**
 * /hrm/employee/promotion 晋升管理 (HR's view): 转正 applications of staff on probation (employed recruits
 * and craftsmen): the effective date at least PROBATION_DAYS after entry, a summary of the probation,
 * 待审批 → 已通过 / 已驳回 (reason) / 已撤回 with who and when; approving marks the craftsman regular from
 * the effective date (craftsman.regular_on). Level promotions stay on 晋升记录 (/craftsman/craftsman/
 * promotionRecord) and station changes on 审批管理: not repeated here.
 */
export const promotionResource = defineResource({
  name: 'recruitRegularization',
  title: '转正申请',
  page: PROMOTION_PAGE,
  table: 'recruit_regularization',
  joins: [{ alias: 'c', table: 'craftsman', on: 'craftsman_id' }],
  scope: { by: 'store', field: 'storeId' },
  api: { list: { path: '/mgt/recruitPromotion/queryRegularizationPage', method: 'POST' } },
  ops: { create: PromotionOps.apply, export: PromotionOps.export },
  defaultSort: { field: 'createdAt', dir: 'desc', first: { field: 'status', values: [0] } },
  workflow: {
    ...review,
    locked: [1, 2, 3],
    transitions: review.transitions.map((t) => ({ ...t, op: PromotionOps[t.action as 'approve' | 'reject' | 'withdraw'] })),
  },
  // prettier-ignore
  fields: [
    { key: 'craftsmanId', label: '员工', type: 'int', required: true, lookup: { table: 'craftsman', labelColumn: 'real_name', as: 'craftsmanName', options: PROMOTION_CRAFTSMAN_OPTIONS }, list: { width: 90 }, form: 'create', filter: 'eq' },
    { key: 'employeeNo', from: 'c', label: '工号', type: 'text', list: { width: 100 }, filter: 'like' },
    { key: 'storeId', label: '门店', type: 'store', list: { width: 140 }, filter: 'eq' },
    { key: 'station', from: 'c', label: '岗位', type: 'enum', enum: Station, list: { width: 90 } },
    { key: 'level', from: 'c', label: '等级', type: 'enum', enum: CraftsmanLevel, list: { width: 80 } },
    { key: 'entryDate', label: '入职日期', type: 'date', list: { width: 110 }, sortable: true },
    { key: 'effectiveDate', label: '转正日期', type: 'date', required: true, list: { width: 110 }, form: 'create', filter: 'dateRange', sortable: true, help: `不早于入职满 ${PROBATION_DAYS} 天` },
    { key: 'summary', label: '试用期总结', type: 'textarea', required: true, max: 500, list: { width: 220, ellipsis: true }, form: 'create', span: 2 },
    { key: 'status', label: '审批状态', type: 'enum', enum: RegularizationStatus, list: { width: 90 }, filter: 'eq' },
    { key: 'applicant', label: '申请人', type: 'text', list: { width: 90 } },
    { key: 'createdAt', label: '申请时间', type: 'datetime', list: { width: 160 }, sortable: true },
    { key: 'reviewer', label: '审批人', type: 'text', list: { width: 90 } },
    { key: 'reviewedAt', label: '审批时间', type: 'datetime', list: { width: 160 } },
    { key: 'reviewRemark', label: '审批意见', type: 'text', list: { width: 160, ellipsis: true } },
    { key: 'regularOn', from: 'c', label: '转正生效', type: 'date', list: { width: 110 } },
  ],
});
