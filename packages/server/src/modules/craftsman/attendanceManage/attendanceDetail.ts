import { attendanceMonth, AttendanceStatus, type AttendanceMonth } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { refuse } from '../../../core/errors.js';
import { registerEndpoint } from '../../../engine/endpoint.js';
import { andInScope } from '../../../engine/query.js';
import '../../../db/schema/attendance.js';

const S = Object.fromEntries(AttendanceStatus.items.map((i) => [i.label, i.value])) as Record<string, number>;

/**
 * /craftsman/attendanceManage/attendanceDetail 考勤详情: one craftsman's month, every day of it with
 * the judged attendance (schedule, clocks and their 补卡, result) of the user's stores, and the totals.
 */
export function registerAttendanceDetail(app: FastifyInstance): void {
  const { db } = app.services;

  registerEndpoint(app, attendanceMonth, async (input, { auth }) => {
    const scope = await auth.scope();
    let craftsmanId = input.craftsmanId;
    let month = input.month;
    if (input.id !== undefined) {
      const day = (
        await sql<{ craftsman_id: number; month: string }>`
          select craftsman_id, to_char(work_date, 'YYYY-MM') as month from attendance_day where id = ${input.id}${andInScope(scope, 'store_id')}`.execute(db)
      ).rows[0];
      if (!day) throw refuse('考勤记录不存在或不在您的门店数据权限内');
      craftsmanId = day.craftsman_id;
      month = day.month;
    }
    const craftsman = (
      await sql<{ id: number; employee_no: string; real_name: string; store_id: number; store_name: string }>`
        select c.id, c.employee_no, c.real_name, c.store_id, s.store_name from craftsman c join store s on s.id = c.store_id where c.id = ${craftsmanId!}`.execute(
        db,
      )
    ).rows[0];
    if (!craftsman) throw refuse('手艺人不存在');
    const first = `${month!}-01`;
    const days = await sql<{
      date: string;
      id: number | null;
      store_id: number | null;
      store_name: string | null;
      shift: number | null;
      shift_start: string | null;
      shift_end: string | null;
      clock_in: Date | null;
      clock_out: Date | null;
      late_minutes: number | null;
      early_minutes: number | null;
      status: number | null;
      leave_type: number | null;
      corrected: boolean | null;
    }>`
      select g.day::date::text as date, a.id, a.store_id, s.store_name, a.shift, a.shift_start, a.shift_end, a.clock_in, a.clock_out,
        a.late_minutes, a.early_minutes, a.status, l.leave_type, a.corrected
      from generate_series(${first}::date, (${first}::date + interval '1 month' - interval '1 day'), interval '1 day') as g(day)
      left join attendance_day a on a.craftsman_id = ${craftsman.id} and a.work_date = g.day::date${andInScope(scope, 'a.store_id')}
      left join store s on s.id = a.store_id
      left join craftsman_leave l on l.id = a.leave_id
      order by g.day, a.store_id`.execute(db);
    if (!days.rows.some((d) => d.id !== null) && !scope.all && !scope.storeIds.includes(craftsman.store_id)) throw refuse('该手艺人不在您的门店数据权限内');
    const clocks = await sql<{ date: string; store_id: number; at: Date; kind: number; source: number; reason: string | null; created_by: string | null }>`
      select (clock_at at time zone 'Asia/Shanghai')::date::text as date, store_id, clock_at as at, kind, source, reason, created_by from craftsman_clock
      where craftsman_id = ${craftsman.id} and clock_at >= (${first}::timestamp at time zone 'Asia/Shanghai')
        and clock_at < ((${first}::date + interval '1 month')::timestamp at time zone 'Asia/Shanghai')${andInScope(scope, 'store_id')}
      order by clock_at`.execute(db);
    const answer: AttendanceMonth = {
      craftsman: { id: craftsman.id, employeeNo: craftsman.employee_no, realName: craftsman.real_name, storeName: craftsman.store_name },
      month: month!,
      days: days.rows.map((d) => ({
        id: d.id,
        date: d.date,
        storeId: d.store_id,
        storeName: d.store_name,
        shift: d.shift,
        shiftStart: d.shift_start,
        shiftEnd: d.shift_end,
        clockIn: d.clock_in ? d.clock_in.toISOString() : null,
        clockOut: d.clock_out ? d.clock_out.toISOString() : null,
        lateMinutes: d.late_minutes ?? 0,
        earlyMinutes: d.early_minutes ?? 0,
        status: d.status,
        leaveType: d.leave_type,
        corrected: d.corrected ?? false,
        clocks: clocks.rows
          .filter((c) => c.date === d.date && (d.store_id === null || c.store_id === d.store_id))
          .map((c) => ({ at: c.at.toISOString(), kind: c.kind, source: c.source, reason: c.reason, createdBy: c.created_by })),
      })),
      totals: { workDays: 0, normal: 0, late: 0, early: 0, missing: 0, leave: 0, rest: 0, lateMinutes: 0, earlyMinutes: 0, corrected: 0 },
    };
    const t = answer.totals;
    for (const d of answer.days) {
      if (d.status === null) continue;
      if (d.status === S['正常']) t.normal++;
      if (d.status === S['迟到']) t.late++;
      if (d.status === S['早退']) t.early++;
      if (d.status === S['缺卡']) t.missing++;
      if (d.status === S['请假']) t.leave++;
      if (d.status === S['休息']) t.rest++;
      if (d.status !== S['请假'] && d.status !== S['休息']) t.workDays++;
      t.lateMinutes += d.lateMinutes;
      t.earlyMinutes += d.earlyMinutes;
      if (d.corrected) t.corrected++;
    }
    return answer;
  });
}
