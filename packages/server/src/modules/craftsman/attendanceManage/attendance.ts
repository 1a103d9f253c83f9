import {
  ATTENDANCE_MISSING,
  attendanceCraftsmanOptions,
  attendanceResource,
  AttendanceStatus,
  ClockKind,
  craftsmanLeaveResource,
  registerLeave,
  supplementClock,
} from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { audit } from '../../../core/audit.js';
import { invalid, refuse } from '../../../core/errors.js';
import { registerEndpoint } from '../../../engine/endpoint.js';
import { andInScope } from '../../../engine/query.js';
import { registerResource } from '../../../engine/register.js';
import { assertMonthOpen } from '../salaryManagement/_shared/settledMonth.js';
import { judgeAttendance, judgeRecentAttendance } from './_shared/attendance.js';

/** How often a server judges the last two days again (yesterday's rows appear soon after midnight). */
export const ATTENDANCE_SWEEP_MS = 10 * 60_000;

interface DayRow {
  id: number;
  craftsman_id: number;
  store_id: number;
  work_date: string;
  shift: number | null;
  status: number;
  clock_in: Date | null;
  clock_out: Date | null;
  late_minutes: number;
  early_minutes: number;
  corrected: boolean;
}

const readDay = (db: Parameters<typeof judgeAttendance>[0], id: number, lock = false) =>
  sql<DayRow>`select id, craftsman_id, store_id, work_date::text as work_date, shift, status, clock_in, clock_out, late_minutes, early_minutes, corrected
    from attendance_day where id = ${id}${lock ? sql` for update` : sql``}`.execute(db);

const dayAnswer = (d: DayRow) => ({
  id: d.id,
  workDate: d.work_date,
  status: d.status,
  clockIn: d.clock_in ? d.clock_in.toISOString() : null,
  clockOut: d.clock_out ? d.clock_out.toISOString() : null,
  lateMinutes: d.late_minutes,
  earlyMinutes: d.early_minutes,
  corrected: d.corrected,
});

/**
 * /craftsman/attendanceManage/attendance 考勤列表: the judged days and the leave records from their
 * declarations; 补卡 (a missing clock added with its reason, the day judged again, audited) and
 * 登记请假 (the days already over judged again as 请假); the last two days judged at start and every
 * 10 minutes.
 */
export function registerAttendance(app: FastifyInstance): void {
  const { db } = app.services;

  registerResource(app, attendanceResource);
  registerResource(app, craftsmanLeaveResource);

  registerEndpoint(app, attendanceCraftsmanOptions, async (_input, { auth }) => {
    const scope = await auth.scope();
    const rows = await sql<{ id: number; name: string }>`
      select c.id, c.real_name || '（' || c.employee_no || '）' as name from craftsman c
      where c.status in (1, 2)${andInScope(scope, 'c.store_id')} order by c.store_id, c.id`.execute(db);
    return rows.rows;
  });

  registerEndpoint(app, supplementClock, async (input, { auth, request }) =>
    db.transaction().execute(async (trx) => {
      const before = (await readDay(trx, input.id, true)).rows[0];
      if (!before) throw refuse('考勤记录不存在');
      await auth.assertStore(before.store_id);
      if (before.status !== ATTENDANCE_MISSING) throw refuse(`${AttendanceStatus.labelOf(before.status)}的考勤无需补卡`);
      if (input.kind === 1 && before.clock_in) throw invalid('kind', '该日已有上班打卡，无需补上班卡');
      if (input.kind === 2 && before.clock_out) throw invalid('kind', '该日已有下班打卡，无需补下班卡');
      if (input.kind === 2 && before.clock_in && `${before.work_date} ${input.time}` <= chinaMinute(before.clock_in))
        throw invalid('time', '下班补卡时间须晚于上班打卡时间');
      if (input.kind === 1 && before.clock_out && `${before.work_date} ${input.time}` >= chinaMinute(before.clock_out))
        throw invalid('time', '上班补卡时间须早于下班打卡时间');
      await assertMonthOpen(trx, before.store_id, before.work_date);
      await sql`insert into craftsman_clock (craftsman_id, store_id, clock_at, kind, source, reason, created_by)
        values (${before.craftsman_id}, ${before.store_id}, (${before.work_date}::date + ${input.time}::time) at time zone 'Asia/Shanghai', ${input.kind}, 1, ${input.reason}, ${auth.name})`.execute(
        trx,
      );
      await judgeAttendance(trx, before.work_date, before.work_date, before.craftsman_id);
      const after = (await readDay(trx, input.id)).rows[0];
      await audit(trx, request, {
        action: 'supplementClock',
        table: 'attendance_day',
        recordId: input.id,
        before: { status: before.status, clockIn: before.clock_in, clockOut: before.clock_out },
        after: {
          status: after.status,
          clockIn: after.clock_in,
          clockOut: after.clock_out,
          supplement: `${ClockKind.labelOf(input.kind)} ${input.time}`,
          reason: input.reason,
        },
      });
      return dayAnswer(after);
    }),
  );

  registerEndpoint(app, registerLeave, async (input, { auth, request }) => {
    if (input.endDate < input.startDate) throw invalid('endDate', '结束日期不能早于开始日期');
    const days = (Date.parse(input.endDate) - Date.parse(input.startDate)) / 86_400_000 + 1;
    if (days > 31) throw invalid('endDate', '一次请假最长31天');
    return db.transaction().execute(async (trx) => {
      const craftsman = (
        await sql<{ store_id: number; status: number }>`select store_id, status from craftsman where id = ${input.craftsmanId} for update`.execute(trx)
      ).rows[0];
      if (!craftsman) throw invalid('craftsmanId', '手艺人不存在');
      await auth.assertStore(craftsman.store_id);
      if (craftsman.status !== 1 && craftsman.status !== 2) throw refuse('手艺人已不在职，不能登记请假');
      const overlap =
        await sql`select 1 from craftsman_leave where craftsman_id = ${input.craftsmanId} and start_date <= ${input.endDate} and end_date >= ${input.startDate} limit 1`.execute(
          trx,
        );
      if (overlap.rows.length) throw refuse('该手艺人在这段时间已有请假记录');
      for (let m = input.startDate.slice(0, 7); m <= input.endDate.slice(0, 7); m = nextMonth(m)) await assertMonthOpen(trx, craftsman.store_id, `${m}-01`);
      const inserted = await sql<{ id: number }>`
        insert into craftsman_leave (craftsman_id, store_id, leave_type, reason, remark, start_date, end_date, created_by)
        values (${input.craftsmanId}, ${craftsman.store_id}, ${input.leaveType}, ${input.reason}, ${input.remark || null}, ${input.startDate}, ${input.endDate}, ${auth.name})
        returning id`.execute(trx);
      const id = inserted.rows[0].id;
      const judgedDays = await judgeAttendance(trx, input.startDate, input.endDate, input.craftsmanId);
      await audit(trx, request, { action: 'create', table: 'craftsman_leave', recordId: id, after: { ...input, storeId: craftsman.store_id } });
      return { id, judgedDays };
    });
  });

  let timer: NodeJS.Timeout | undefined;
  const sweep = () => judgeRecentAttendance(db).catch((error: unknown) => app.log.error({ err: error }, 'attendance sweep failed'));
  app.addHook('onReady', async () => {
    await sweep();
    timer = setInterval(() => void sweep(), ATTENDANCE_SWEEP_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}

/** 'YYYY-MM-DD HH:mm' of an instant in China time. */
function chinaMinute(at: Date): string {
  return new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
}

/** '2026-12' -> '2027-01'. */
function nextMonth(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}
