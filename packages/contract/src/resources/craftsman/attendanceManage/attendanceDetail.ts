import { z } from 'zod';
import { idSchema } from '../../../api/zod.js';
import { defineEndpoint } from '../../../resource/endpoint.js';

/** /craftsman/attendanceManage/attendanceDetail 考勤详情 (hidden): one craftsman's month, opened from 考勤列表 with ?id= or ?craftsmanId=&month=. */
export const ATTENDANCE_DETAIL_PAGE = '/craftsman/attendanceManage/attendanceDetail';

export const AttendanceMonthQuery = z
  .object({
    id: idSchema.optional(),
    craftsmanId: idSchema.optional(),
    month: z
      .string()
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, '月份格式应为 YYYY-MM')
      .optional(),
  })
  .refine((q) => q.id !== undefined || (q.craftsmanId !== undefined && q.month !== undefined), {
    message: '请指定考勤记录，或手艺人和月份',
    path: ['craftsmanId'],
  });
export type AttendanceMonthQuery = z.input<typeof AttendanceMonthQuery>;

const clockAnswer = z.object({
  at: z.string(),
  kind: z.number().int(),
  source: z.number().int(),
  reason: z.string().nullable(),
  createdBy: z.string().nullable(),
});

const dayAnswer = z.object({
  id: z.number().int().nullable(),
  date: z.string(),
  storeId: z.number().int().nullable(),
  storeName: z.string().nullable(),
  shift: z.number().int().nullable(),
  shiftStart: z.string().nullable(),
  shiftEnd: z.string().nullable(),
  clockIn: z.string().nullable(),
  clockOut: z.string().nullable(),
  lateMinutes: z.number().int(),
  earlyMinutes: z.number().int(),
  status: z.number().int().nullable(),
  leaveType: z.number().int().nullable(),
  corrected: z.boolean(),
  clocks: z.array(clockAnswer),
});

export const attendanceMonthAnswer = z.object({
  craftsman: z.object({ id: z.number().int(), employeeNo: z.string(), realName: z.string(), storeName: z.string() }),
  month: z.string(),
  days: z.array(dayAnswer),
  totals: z.object({
    workDays: z.number().int(),
    normal: z.number().int(),
    late: z.number().int(),
    early: z.number().int(),
    missing: z.number().int(),
    leave: z.number().int(),
    rest: z.number().int(),
    lateMinutes: z.number().int(),
    earlyMinutes: z.number().int(),
    corrected: z.number().int(),
  }),
});
export type AttendanceMonth = z.infer<typeof attendanceMonthAnswer>;

/**
 * One craftsman's month: each day of the month with its schedule, clocks (补卡 with reason and
 * author), result, and the month's totals; only days of the user's stores.
 */
export const attendanceMonth = defineEndpoint({
  path: '/mgt/attendance/getMonthDetail',
  method: 'GET',
  permission: { menu: ATTENDANCE_DETAIL_PAGE },
  query: AttendanceMonthQuery,
  result: attendanceMonthAnswer,
  summary: '考勤详情：手艺人一个月每天的班次、打卡、考勤结果与月度合计（用户门店数据权限内）',
});
