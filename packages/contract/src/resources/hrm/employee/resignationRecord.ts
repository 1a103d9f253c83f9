import { DepartStatus, DIMISSION_CANCEL_DAYS } from '../../../enums/depart.js';
import { LeaveReason } from '../../../enums/people.js';
import { fields } from '../../../resource/fields.js';
import { defineResource } from '../../../resource/types.js';
import { DepartOps, RESIGNATION_RECORD_PAGE } from './_shared/depart.js';

/**
 * /hrm/employee/resignationRecord 离职记录: the completed departures (dimission reports, the orders of
 * 离职管理 that were approved): who, store, entry and leave date, months served, reason, the no-rehire
 * flag. cancelDimissionReport: a mistaken departure cancelled by head office within
 * DIMISSION_CANCEL_DAYS days of its leave date (the craftsman back in service, logged); export.
 */
export const dimissionReportResource = defineResource({
  name: 'dimissionReport',
  title: '离职记录',
  page: RESIGNATION_RECORD_PAGE,
  table: 'recruit_depart',
  joins: [{ alias: 'c', table: 'craftsman', on: 'craftsman_id' }],
  scope: { by: 'store', field: 'storeId', since: 'leaveDate' },
  api: {
    list: { path: '/mgt/dimissionReport/queryDimissionReportPage', method: 'POST' },
    detail: { path: '/mgt/dimissionReport/getDimissionReportDetail', method: 'GET' },
    transition: { path: '/mgt/dimissionReport/cancelDimissionReport', method: 'POST' },
    export: { path: '/mgt/dimissionReport/export', method: 'GET' },
  },
  ops: { export: DepartOps.exportReport },
  defaultSort: { field: 'leaveDate', dir: 'desc' },
  keyword: { label: '手艺人', fields: ['realName', 'employeeNo'] },
  workflow: {
    field: 'status',
    reasonColumn: 'cancel_reason',
    operatorColumn: 'cancelled_by',
    operatedAtColumn: 'cancelled_at',
    transitions: [
      {
        action: 'cancel',
        label: '取消离职',
        from: [1],
        to: 5,
        op: DepartOps.cancelReport,
        confirm: `误操作的离职可在离职日期起 ${DIMISSION_CANCEL_DAYS} 天内由总部取消：手艺人恢复在职、回到原门店，离职日期和原因清除。`,
        reason: { label: '取消原因', required: true, max: 200 },
        danger: true,
        doneText: '已取消离职，手艺人恢复在职',
      },
    ],
  },
  // prettier-ignore
  fields: [
    { key: 'orderNo', label: '离职单号', type: 'text', list: { width: 150 }, filter: 'like' },
    { key: 'craftsmanId', label: '手艺人', type: 'int', lookup: { table: 'craftsman', labelColumn: 'real_name', as: 'craftsmanName' }, list: { width: 90 } },
    { key: 'realName', column: 'real_name', from: 'c', label: '手艺人姓名', type: 'text', detail: false },
    { key: 'employeeNo', column: 'employee_no', from: 'c', label: '工号', type: 'text', list: { width: 110 } },
    fields.store(),
    { key: 'entryDate', label: '入职日期', type: 'date', list: { width: 110 } },
    { key: 'leaveDate', label: '离职日期', type: 'date', list: { width: 110 }, filter: 'dateRange', sortable: true },
    { key: 'monthsServed', label: '在职月数', type: 'int', list: { width: 90 }, filter: 'range', sortable: true },
    { key: 'leaveReason', label: '离职原因', type: 'enum', enum: LeaveReason, list: { width: 110 }, filter: 'eq' },
    { key: 'detail', label: '离职说明', type: 'text', list: { width: 180, ellipsis: true } },
    { key: 'noRehire', label: '不再录用', type: 'bool', list: { width: 90 }, filter: 'eq' },
    { key: 'status', label: '状态', type: 'enum', enum: DepartStatus, list: { width: 100 }, filter: 'eq' },
    { key: 'reviewer', label: '审核人', type: 'text', list: { width: 90 } },
    { key: 'reviewedAt', label: '审核时间', type: 'datetime', list: { width: 160 } },
    { key: 'cancelledBy', label: '取消人', type: 'text', list: { width: 90 } },
    { key: 'cancelledAt', label: '取消时间', type: 'datetime', list: { width: 160 } },
    { key: 'cancelReason', label: '取消原因', type: 'text', list: { width: 160, ellipsis: true } },
  ],
});
