import { defineEnum } from './define.js';

/**
 * Attendance, transfers and staffing of /craftsman/attendanceManage and /craftsman/informationManage
 * (issue 14, H2). One source for both sides: the server's SQL writes these values, the pages show them.
 */

/** A craftsman's day, judged from the store's schedule (排班) and the clock events (spec DOMAIN: clock in/out, late, leave, rest). */
export const AttendanceStatus = defineEnum([
  { value: 0, label: '正常', labelEn: 'normal', color: 'green' },
  { value: 1, label: '迟到', labelEn: 'late', color: 'orange' },
  { value: 2, label: '早退', labelEn: 'left early', color: 'gold' },
  { value: 3, label: '缺卡', labelEn: 'missing clock', color: 'red' },
  { value: 4, label: '请假', labelEn: 'on leave', color: 'blue' },
  { value: 5, label: '休息', labelEn: 'rest', color: 'default' },
]);
/** 缺卡: the one status a store manager corrects with a 补卡. */
export const ATTENDANCE_MISSING = 3;

/** A clock event: going on or off duty. */
export const ClockKind = defineEnum([
  { value: 1, label: '上班打卡', labelEn: 'clock in', color: 'blue' },
  { value: 2, label: '下班打卡', labelEn: 'clock out', color: 'purple' },
]);

/** Where a clock event came from: the craftsman's own clock, or a store manager's 补卡 (with its reason). */
export const ClockSource = defineEnum([
  { value: 0, label: '打卡', labelEn: 'clock', color: 'default' },
  { value: 1, label: '补卡', labelEn: 'correction', color: 'orange' },
]);

/** Kinds of leave a store registers. */
export const LeaveType = defineEnum([
  { value: 1, label: '事假', labelEn: 'personal leave' },
  { value: 2, label: '病假', labelEn: 'sick leave' },
  { value: 3, label: '年假', labelEn: 'annual leave' },
  { value: 4, label: '调休', labelEn: 'time off in lieu' },
  { value: 5, label: '婚假', labelEn: 'marriage leave' },
  { value: 6, label: '丧假', labelEn: 'bereavement leave' },
]);

/** 借调 (a loan for a period: the craftsman also serves the other store) or 调店 (the home store changes on the date). */
export const TransferType = defineEnum([
  { value: 1, label: '借调', labelEn: 'temporary loan', color: 'cyan' },
  { value: 2, label: '调店', labelEn: 'permanent transfer', color: 'purple' },
]);
export const TRANSFER_LOAN = 1;
export const TRANSFER_MOVE = 2;

/** The approval of a transfer or a gap application (approvalWorkflow: 待审批 0 → 已通过 1 / 已驳回 2, 已撤回 3). */
export const StaffApprovalStatus = defineEnum([
  { value: 0, label: '待审批', labelEn: 'waiting approval', color: 'gold' },
  { value: 1, label: '已通过', labelEn: 'approved', color: 'green' },
  { value: 2, label: '已驳回', labelEn: 'rejected', color: 'red' },
  { value: 3, label: '已撤回', labelEn: 'withdrawn', color: 'default' },
]);

/** Whether an approved transfer is in force: it takes effect on its date, a loan ends after its last day. */
export const TransferEffect = defineEnum([
  { value: 0, label: '待生效', labelEn: 'not yet in force', color: 'gold' },
  { value: 1, label: '已生效', labelEn: 'in force', color: 'green' },
  { value: 2, label: '已结束', labelEn: 'ended', color: 'default' },
]);

/** What a store asks head count for: the two working craftsman types (spec craftsman type 1 and 2). */
export const StaffPost = defineEnum([
  { value: 1, label: '发型师', labelEn: 'hairstylist' },
  { value: 2, label: '烫染师', labelEn: 'perm/dye technician' },
]);
