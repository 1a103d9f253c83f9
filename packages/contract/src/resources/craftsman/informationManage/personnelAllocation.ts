import { StaffApprovalStatus, StaffPost } from '../../../enums/attendance.js';
import { StoreCategory } from '../../../enums/store.js';
import { defineResource } from '../../../resource/types.js';
import { approvalWorkflow } from '../../../resource/workflows.js';

export const PERSONNEL_ALLOCATION_PAGE = '/craftsman/informationManage/personnelAllocation';
/** Gap applications waiting for approval: what the menu badge counts, listed first. */
export const AWAITING_GAP_APPLY_STATUSES: readonly number[] = [0];

/**
 * /craftsman/informationManage/personnelAllocation 人员配置, first tab: each open store's required head
 * count by its gap rule (缺口规则列表) against the craftsmen in service serving there (home or on
 * loan, enabled), and the gap. Computed whenever read (view store_staffing).
 */
export const storeStaffingResource = defineResource({
  name: 'storeStaffing',
  title: '门店人员配置',
  page: PERSONNEL_ALLOCATION_PAGE,
  table: 'store_staffing',
  scope: { by: 'store', field: 'storeId' },
  api: { list: { path: '/mgt/personnelAllocation/queryStoreStaffingPage', method: 'POST' } },
  ops: { export: 'craftsman:personnelAllocation:export' },
  defaultSort: { field: 'gapStylists', dir: 'desc' },
  // prettier-ignore
  fields: [
    { key: 'storeId', label: '门店', type: 'store', list: { width: 150 }, filter: 'eq' },
    { key: 'storeType', label: '门店类别', type: 'enum', enum: StoreCategory, list: { width: 90 }, filter: 'eq' },
    { key: 'seats', label: '座位数', type: 'int', list: { width: 80 } },
    { key: 'revenue', label: '近30天营收', type: 'money', list: { width: 120 }, sortable: true },
    { key: 'ruleName', label: '适用规则', type: 'text', list: { width: 160, ellipsis: true } },
    { key: 'requiredStylists', label: '应配发型师', type: 'int', list: { width: 100 } },
    { key: 'actualStylists', label: '在岗发型师', type: 'int', list: { width: 100 } },
    { key: 'gapStylists', label: '发型师缺口', type: 'int', list: { width: 100 }, sortable: true },
    { key: 'requiredTechnicians', label: '应配烫染师', type: 'int', list: { width: 100 } },
    { key: 'actualTechnicians', label: '在岗烫染师', type: 'int', list: { width: 100 } },
    { key: 'gapTechnicians', label: '烫染师缺口', type: 'int', list: { width: 100 }, sortable: true },
    { key: 'pendingApplies', label: '待审批申请', type: 'int', list: { width: 100 } },
    { key: 'approvedHeads', label: '已批待到岗', type: 'int', list: { width: 100 } },
  ],
});

/**
 * 人员配置, second tab 缺口申请: a store asks for N people of a post (with the gap it had when asking);
 * head office approves or rejects (approvalWorkflow); the applicant may withdraw while waiting.
 */
export const gapApplyResource = defineResource({
  name: 'staffingGapApply',
  title: '缺口申请',
  page: PERSONNEL_ALLOCATION_PAGE,
  table: 'staffing_gap_apply',
  scope: { by: 'store', field: 'storeId', since: 'createdAt' },
  api: { list: { path: '/mgt/personnelAllocation/queryGapApplyPage', method: 'POST' } },
  ops: { create: 'craftsman:storeGap:apply', export: 'craftsman:storeGap:export' },
  defaultSort: { field: 'createdAt', dir: 'desc', first: { field: 'status', values: AWAITING_GAP_APPLY_STATUSES } },
  workflow: approvalWorkflow('craftsman:storeGap', { withdraw: true }),
  // prettier-ignore
  fields: [
    { key: 'storeId', label: '门店', type: 'store', required: true, list: { width: 150 }, form: 'create', filter: 'eq' },
    { key: 'post', label: '岗位', type: 'enum', enum: StaffPost, required: true, list: { width: 90 }, form: 'create', filter: 'eq', defaultValue: 1 },
    { key: 'headCount', label: '申请人数', type: 'int', required: true, min: 1, max: 20, list: { width: 90 }, form: 'create', defaultValue: 1 },
    { key: 'gapAtApply', label: '申请时缺口', type: 'int', list: { width: 100 } },
    { key: 'expectedDate', label: '期望到岗日期', type: 'date', required: true, minDate: 'today', list: { width: 120 }, form: 'create' },
    { key: 'reason', label: '申请原因', type: 'textarea', required: true, max: 500, list: { width: 200, ellipsis: true }, form: 'create', span: 2 },
    { key: 'applicant', label: '申请人', type: 'text', list: { width: 90 } },
    { key: 'status', label: '审批状态', type: 'enum', enum: StaffApprovalStatus, list: { width: 90 }, filter: 'eq' },
    { key: 'reviewer', label: '审批人', type: 'text', list: { width: 90 } },
    { key: 'reviewedAt', label: '审批时间', type: 'datetime', list: { width: 160 } },
    { key: 'reviewRemark', label: '审批意见', type: 'text', list: { width: 160, ellipsis: true } },
    { key: 'createdAt', label: '申请时间', type: 'datetime', list: { width: 160 }, filter: 'dateRange', sortable: true },
  ],
});
