import { ScheduledChangeState } from '../../../enums/craftsmanRegister.js';
import { CraftsmanStatus, LeaveReason } from '../../../enums/people.js';
import { defineResource } from '../../../resource/types.js';
import { CRAFTSMAN_FORM_OPTIONS } from './_shared/register.js';

/** Changes awaiting their date: listed first. */
export const SCHEDULED_CHANGE_STATES: readonly number[] = [0];
/** The statuses a change may move a craftsman to here (已调出 comes from 调店). */
export const STATUS_CHANGE_TARGETS: readonly number[] = [1, 2, 4];
/** How far ahead a change may be dated, and how far back. */
export const STATUS_CHANGE_MAX_AHEAD_DAYS = 90;
export const STATUS_CHANGE_MAX_BACK_DAYS = 30;

/**
 * /craftsman/craftsman/craftsmanState 手艺人状态: each change of a craftsman's employment status
 * (在职, 休假, 离职; 再入职 back to 在职), dated and with a reason. The craftsman's status moves on
 * that date, not before (recorded for today or earlier it moves at once; a later date waits, and
 * the server moves it on the day); a change still waiting can be cancelled. A departed craftsman
 * can only be re-entered. Store managers record and read their stores' craftsmen's changes.
 */
export const craftsmanStateResource = defineResource({
  name: 'craftsmanStatusChange',
  title: '状态变更',
  page: '/craftsman/craftsman/craftsmanState',
  table: 'craftsman_status_change',
  joins: [{ alias: 'c', table: 'craftsman', on: 'craftsman_id' }],
  scope: { by: 'store', field: 'storeId' },
  api: { list: { path: '/mgt/craftsmanStatusChange/queryStatusChangePage', method: 'POST' } },
  ops: { create: 'craftsman:craftsmanState:add', export: 'craftsman:craftsmanState:export' },
  defaultSort: { field: 'createdAt', dir: 'desc', first: { field: 'state', values: SCHEDULED_CHANGE_STATES } },
  workflow: {
    field: 'state',
    locked: [1, 2],
    reasonColumn: 'cancel_reason',
    operatorColumn: 'cancelled_by',
    operatedAtColumn: 'cancelled_at',
    transitions: [
      {
        action: 'cancel',
        label: '撤销',
        from: [0],
        to: 2,
        op: 'craftsman:craftsmanState:cancel',
        confirm: '撤销后，这次状态变更不再生效。',
        reason: { label: '撤销原因', required: true, max: 200 },
        danger: true,
      },
    ],
  },
  // prettier-ignore
  fields: [
    { key: 'craftsmanId', label: '手艺人', type: 'int', required: true, lookup: { table: 'craftsman', labelColumn: 'real_name', as: 'craftsmanName', options: CRAFTSMAN_FORM_OPTIONS }, list: { width: 90 }, form: 'create', filter: 'eq' },
    { key: 'employeeNo', from: 'c', label: '工号', type: 'text', list: { width: 100 } },
    { key: 'storeId', label: '门店', type: 'store', list: { width: 140 }, filter: 'eq' },
    { key: 'fromStatus', label: '原状态', type: 'enum', enum: CraftsmanStatus, list: { width: 80 } },
    { key: 'toStatus', label: '变更为', type: 'enum', enum: CraftsmanStatus, required: true, list: { width: 80 }, form: 'create', filter: 'eq', help: '已离职的手艺人只能变更为在职（再入职）' },
    { key: 'effectiveDate', label: '生效日期', type: 'date', required: true, list: { width: 110 }, form: 'create', filter: 'dateRange', sortable: true },
    { key: 'leaveReason', label: '离职原因', type: 'enum', enum: LeaveReason, requiredWhen: (v) => v.toStatus === 4, list: { width: 100 }, form: 'create' },
    { key: 'reason', label: '变更说明', type: 'textarea', required: true, max: 200, list: { width: 200, ellipsis: true }, form: 'create' },
    { key: 'state', label: '生效状态', type: 'enum', enum: ScheduledChangeState, list: { width: 80 }, filter: 'eq' },
    { key: 'currentStatus', column: 'status', from: 'c', label: '当前状态', type: 'enum', enum: CraftsmanStatus, list: { width: 80 } },
    { key: 'appliedAt', label: '生效时间', type: 'datetime', list: { width: 150 } },
    { key: 'operator', label: '登记人', type: 'text', list: { width: 90 } },
    { key: 'createdAt', label: '登记时间', type: 'datetime', list: { width: 150 }, filter: 'dateRange', sortable: true },
    { key: 'cancelledBy', label: '撤销人', type: 'text' },
    { key: 'cancelledAt', label: '撤销时间', type: 'datetime' },
    { key: 'cancelReason', label: '撤销原因', type: 'text' },
  ],
  check: (v) =>
    v.toStatus === undefined || v.toStatus === null || STATUS_CHANGE_TARGETS.includes(Number(v.toStatus))
      ? v.toStatus === 4 && Number(v.leaveReason) === 0
        ? { field: 'leaveReason', message: '请选择离职原因' }
        : true
      : { field: 'toStatus', message: '调出请在调店申请中办理' },
});
