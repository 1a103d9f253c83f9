import { BizHoursApplyStatus } from '../../../enums/operateRequests.js';
import { defineResource } from '../../../resource/types.js';
import { approvalWorkflow } from '../../../resource/workflows.js';
import { hoursOrdered } from './_shared/businessHours.js';

/** Requests awaiting approval, counted by the menu badge and listed first. */
export const AWAITING_BIZ_HOURS_STATUSES: readonly number[] = [0];

/** /operate/shop/businessHours: business-hours change requests, approved by operations. */
export const bizHoursApplyResource = defineResource({
  name: 'storebiztime',
  title: '营业时间申请',
  page: '/operate/shop/businessHours',
  table: 'store_biz_hours_apply',
  scope: { by: 'store', field: 'storeId' },
  api: { list: { path: '/mgt/storebiztime/queryBizHoursApplyPage', method: 'POST' } },
  ops: { create: 'operate:bizHours:apply' },
  // What the menu badge counts (awaiting approval) on top, newest first; decided ones after.
  defaultSort: { field: 'createdAt', dir: 'desc', first: { field: 'status', values: AWAITING_BIZ_HOURS_STATUSES } },
  workflow: approvalWorkflow('operate:bizHours', { approveConfirm: '通过后，生效日期已到的申请立即更新门店营业时间。', withdraw: true }),
  // prettier-ignore
  fields: [
    { key: 'storeId', label: '门店', type: 'store', required: true, list: { width: 140 }, form: 'create', filter: 'eq' },
    { key: 'currentStart', label: '原营业开始', type: 'time', list: { width: 100 } },
    { key: 'currentEnd', label: '原营业结束', type: 'time', list: { width: 100 } },
    { key: 'requestStart', label: '申请营业开始', type: 'time', required: true, list: { width: 110 }, form: 'create', defaultValue: '10:00' },
    { key: 'requestEnd', label: '申请营业结束', type: 'time', required: true, list: { width: 110 }, form: 'create', defaultValue: '22:00' },
    { key: 'effectiveDate', label: '生效日期', type: 'date', required: true, minDate: 'today', list: { width: 110 }, form: 'create', filter: 'dateRange', sortable: true },
    { key: 'reason', label: '申请原因', type: 'textarea', required: true, max: 500, list: { ellipsis: true, width: 200 }, form: 'create' },
    { key: 'applicant', label: '申请人', type: 'text', list: { width: 90 }, filter: 'like' },
    { key: 'status', label: '状态', type: 'enum', enum: BizHoursApplyStatus, list: { width: 90 }, filter: 'eq' },
    { key: 'reviewer', label: '审批人', type: 'text', list: { width: 90 } },
    { key: 'reviewedAt', label: '审批时间', type: 'datetime', list: { width: 160 } },
    { key: 'reviewRemark', label: '审批备注', type: 'text', list: { ellipsis: true, width: 160 } },
    { key: 'createdAt', label: '申请时间', type: 'datetime', list: { width: 160 }, filter: 'dateRange', sortable: true },
  ],
  check: (v) => (hoursOrdered(v.requestStart, v.requestEnd) ? true : { field: 'requestEnd', message: '营业结束时间须晚于开始时间' }),
});

export { BIZ_HOURS_APPROVAL_COUNT_PATH } from '../../../badgeSources.js';
