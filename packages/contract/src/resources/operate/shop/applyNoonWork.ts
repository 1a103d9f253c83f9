import { NoonWorkStatus } from '../../../enums/operateRequests.js';
import { defineResource } from '../../../resource/types.js';
import { approvalWorkflow } from '../../../resource/workflows.js';

/** /operate/shop/applyNoonWork: a store asks to keep craftsmen working through the noon break on a date. */
export const noonWorkResource = defineResource({
  name: 'noonWork',
  title: '午间营业申请',
  page: '/operate/shop/applyNoonWork',
  table: 'store_noon_work_apply',
  scope: { by: 'store', field: 'storeId' },
  api: { list: { path: '/mgt/noonWork/queryNoonWorkPage', method: 'POST' } },
  ops: { create: 'operate:noonWork:apply' },
  defaultSort: { field: 'workDate', dir: 'desc' },
  workflow: approvalWorkflow('operate:noonWork'),
  // prettier-ignore
  fields: [
    { key: 'storeId', label: '门店', type: 'store', required: true, list: { width: 140 }, form: 'create', filter: 'eq' },
    { key: 'workDate', label: '营业日期', type: 'date', required: true, minDate: 'today', list: { width: 110 }, form: 'create', filter: 'dateRange', sortable: true },
    { key: 'noonStart', label: '午间开始', type: 'time', required: true, list: { width: 90 }, form: 'create', defaultValue: '12:00' },
    { key: 'noonEnd', label: '午间结束', type: 'time', required: true, list: { width: 90 }, form: 'create', defaultValue: '14:00' },
    { key: 'craftsmanCount', label: '在岗手艺人数', type: 'int', required: true, min: 1, max: 30, list: { width: 110 }, form: 'create', defaultValue: 2, filter: 'range' },
    { key: 'reason', label: '申请原因', type: 'textarea', required: true, max: 500, list: { ellipsis: true, width: 200 }, form: 'create' },
    { key: 'applicant', label: '申请人', type: 'text', list: { width: 90 } },
    { key: 'status', label: '状态', type: 'enum', enum: NoonWorkStatus, list: { width: 90 }, filter: 'eq' },
    { key: 'reviewer', label: '审批人', type: 'text', list: { width: 90 } },
    { key: 'reviewedAt', label: '审批时间', type: 'datetime', list: { width: 160 } },
    { key: 'reviewRemark', label: '审批备注', type: 'text', list: { ellipsis: true, width: 160 } },
    { key: 'createdAt', label: '申请时间', type: 'datetime', list: { width: 160 }, sortable: true },
  ],
  check: (v) =>
    typeof v.noonStart === 'string' && typeof v.noonEnd === 'string' && v.noonStart >= v.noonEnd
      ? { field: 'noonEnd', message: '午间结束时间须晚于开始时间' }
      : true,
});
