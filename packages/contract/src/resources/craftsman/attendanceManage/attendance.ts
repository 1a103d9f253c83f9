import { z } from 'zod';
import { idSchema, textSchema } from '../../../api/zod.js';
import { AttendanceStatus, LeaveType } from '../../../enums/attendance.js';
import { LeaveReason } from '../../../enums/people.js';
import { ShiftType } from '../../../enums/schedule.js';
import { defineEndpoint } from '../../../resource/endpoint.js';
import { defineResource } from '../../../resource/types.js';

export const ATTENDANCE_PAGE = '/craftsman/attendanceManage/attendance';
/** 补卡: a store manager adds a missing clock to a 缺卡 day (with the reason, audited). */
export const ATTENDANCE_SUPPLEMENT_OP = 'craftsman:attendance:supplement';
/** 登记请假: a store manager registers leave for a craftsman of the store. */
export const ATTENDANCE_LEAVE_OP = 'craftsman:attendance:leave';

/**
 * /craftsman/attendanceManage/attendance 考勤列表: one row per craftsman, store and finished day,
 * judged from the store's weekly schedule (排班), its business hours and 打卡限制 and the clock
 * events (migration 071: attendance_refresh): 正常, 迟到 (past the grace minutes), 早退, 缺卡,
 * 请假, 休息. Store managers see their stores' craftsmen and add a missing clock (补卡, with the
 * reason); the row opens the craftsman's month (考勤详情).
 */
export const attendanceResource = defineResource({
  name: 'attendance',
  title: '考勤记录',
  page: ATTENDANCE_PAGE,
  table: 'attendance_day',
  joins: [
    { alias: 'c', table: 'craftsman', on: 'craftsman_id' },
    { alias: 'l', table: 'craftsman_leave', on: 'leave_id' },
  ],
  scope: { by: 'store', field: 'storeId', since: 'workDate' },
  api: { list: { path: '/mgt/attendance/queryAttendancePage', method: 'POST' } },
  ops: { export: 'craftsman:attendance:export' },
  extraOps: [
    { code: ATTENDANCE_SUPPLEMENT_OP, name: '补卡' },
    { code: ATTENDANCE_LEAVE_OP, name: '登记请假' },
  ],
  keyword: { label: '姓名/工号', fields: ['craftsmanName', 'employeeNo'] },
  defaultSort: { field: 'workDate', dir: 'desc' },
  // prettier-ignore
  fields: [
    { key: 'workDate', label: '考勤日期', type: 'date', list: { width: 110 }, filter: 'dateRange', range: { required: true, defaultDays: 7, maxDays: 92 }, sortable: true },
    { key: 'storeId', label: '门店', type: 'store', list: { width: 140 }, filter: 'eq' },
    { key: 'craftsmanId', label: '手艺人编号', type: 'int', list: false, detail: false, export: false },
    { key: 'employeeNo', column: 'employee_no', from: 'c', label: '工号', type: 'text', list: { width: 110 } },
    { key: 'craftsmanName', column: 'real_name', from: 'c', label: '手艺人', type: 'text', list: { width: 90 } },
    { key: 'shift', label: '班次', type: 'enum', enum: ShiftType, list: { width: 80 }, filter: 'eq' },
    { key: 'shiftStart', label: '上班时间', type: 'time', list: { width: 90 } },
    { key: 'shiftEnd', label: '下班时间', type: 'time', list: { width: 90 } },
    { key: 'clockIn', label: '上班打卡', type: 'datetime', list: { width: 160 } },
    { key: 'clockOut', label: '下班打卡', type: 'datetime', list: { width: 160 } },
    { key: 'lateMinutes', label: '迟到（分钟）', type: 'int', list: { width: 100 }, sortable: true },
    { key: 'earlyMinutes', label: '早退（分钟）', type: 'int', list: { width: 100 } },
    { key: 'status', label: '考勤结果', type: 'enum', enum: AttendanceStatus, list: { width: 90 }, filter: 'eq' },
    { key: 'leaveType', column: 'leave_type', from: 'l', label: '请假类型', type: 'enum', enum: LeaveType, list: { width: 90 } },
    { key: 'leaveReason', column: 'reason', from: 'l', label: '请假原因', type: 'enum', enum: LeaveReason, list: { width: 120 } },
    { key: 'corrected', label: '已补卡', type: 'bool', list: { width: 80 }, filter: 'eq' },
  ],
});

const TIME_RE = /^([01]\d|2[0-3]):[0-5]\d$/;
const reasonText = (label: string, max = 200) =>
  textSchema({ multiline: true, error: `请填写${label}` })
    .min(1, `请填写${label}`)
    .max(max, `${label}最多${max}个字`);

export const SupplementClockBody = z.object({
  id: idSchema,
  kind: z.union([z.literal(1), z.literal(2)], { error: '请选择补卡类型' }),
  time: z.string({ error: '请填写补卡时间' }).regex(TIME_RE, '补卡时间格式应为 HH:mm'),
  reason: reasonText('补卡原因'),
});
export type SupplementClockBody = z.infer<typeof SupplementClockBody>;

/** One judged day, as the list and the month show it. */
const attendanceDayAnswer = z.object({
  id: z.number().int(),
  workDate: z.string(),
  status: z.number().int(),
  clockIn: z.string().nullable(),
  clockOut: z.string().nullable(),
  lateMinutes: z.number().int(),
  earlyMinutes: z.number().int(),
  corrected: z.boolean(),
});

/** 补卡: the missing clock of a 缺卡 day at the time the manager confirmed, the day judged again. */
export const supplementClock = defineEndpoint({
  path: '/mgt/attendance/supplementClock',
  method: 'POST',
  permission: { op: ATTENDANCE_SUPPLEMENT_OP },
  body: SupplementClockBody,
  result: attendanceDayAnswer,
  summary: '补卡：为缺卡的考勤日补上班或下班打卡（须填写原因，记审计），并重新判定当天考勤',
});

/** 请假记录 (the attendance page's second tab): leave a store registered, with its type and the spec's leave reason. */
export const craftsmanLeaveResource = defineResource({
  name: 'craftsmanLeave',
  title: '请假记录',
  page: ATTENDANCE_PAGE,
  table: 'craftsman_leave',
  joins: [{ alias: 'c', table: 'craftsman', on: 'craftsman_id' }],
  scope: { by: 'store', field: 'storeId', since: 'startDate' },
  api: { list: { path: '/mgt/attendance/queryLeavePage', method: 'POST' } },
  ops: { export: 'craftsman:attendance:leaveExport' },
  keyword: { label: '姓名/工号', fields: ['craftsmanName', 'employeeNo'] },
  defaultSort: { field: 'startDate', dir: 'desc' },
  // prettier-ignore
  fields: [
    { key: 'storeId', label: '门店', type: 'store', list: { width: 140 }, filter: 'eq' },
    { key: 'employeeNo', column: 'employee_no', from: 'c', label: '工号', type: 'text', list: { width: 110 } },
    { key: 'craftsmanName', column: 'real_name', from: 'c', label: '手艺人', type: 'text', list: { width: 90 } },
    { key: 'leaveType', label: '请假类型', type: 'enum', enum: LeaveType, list: { width: 90 }, filter: 'eq' },
    { key: 'reason', label: '请假原因', type: 'enum', enum: LeaveReason, list: { width: 120 }, filter: 'eq' },
    { key: 'startDate', label: '开始日期', type: 'date', list: { width: 110 }, filter: 'dateRange', sortable: true },
    { key: 'endDate', label: '结束日期', type: 'date', list: { width: 110 } },
    { key: 'remark', label: '说明', type: 'text', list: { width: 200, ellipsis: true } },
    { key: 'createdBy', label: '登记人', type: 'text', list: { width: 90 } },
    { key: 'createdAt', label: '登记时间', type: 'datetime', list: { width: 160 } },
  ],
});

const dateText = (label: string) => z.string({ error: `请选择${label}` }).regex(/^\d{4}-\d{2}-\d{2}$/, `${label}格式应为 YYYY-MM-DD`);

export const RegisterLeaveBody = z.object({
  craftsmanId: idSchema,
  leaveType: z.number({ error: '请选择请假类型' }).refine((v) => LeaveType.has(v), '请假类型的取值不正确'),
  reason: z.number({ error: '请选择请假原因' }).refine((v) => LeaveReason.has(v), '请假原因的取值不正确'),
  startDate: dateText('开始日期'),
  endDate: dateText('结束日期'),
  remark: textSchema({ multiline: true }).max(200, '说明最多200个字').optional(),
});
export type RegisterLeaveBody = z.infer<typeof RegisterLeaveBody>;

/** 登记请假: the leave, and its days already over judged again as 请假. */
export const registerLeave = defineEndpoint({
  path: '/mgt/attendance/registerLeave',
  method: 'POST',
  permission: { op: ATTENDANCE_LEAVE_OP },
  body: RegisterLeaveBody,
  result: z.object({ id: z.number().int(), judgedDays: z.number().int() }),
  summary: '登记请假：为本门店手艺人登记请假（类型、原因、起止日期），已过去的日子重新判定为请假',
});

/** The craftsmen a user may register leave for: in service or on leave, in the user's stores. */
export const attendanceCraftsmanOptions = defineEndpoint({
  path: '/mgt/attendance/craftsmanOptions',
  method: 'GET',
  permission: { menu: ATTENDANCE_PAGE },
  result: z.array(z.object({ id: z.number().int(), name: z.string() })),
  summary: '考勤列表可选的手艺人（用户门店数据权限内，在职或休假）',
});
