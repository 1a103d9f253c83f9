import { attendanceResource, craftsmanLeaveResource, registerLeave, RetCode, RetMsg, supplementClock } from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, DEMO, login, ok, openTestApp, refused, type Session, type TestApp } from '../../../test/harness.js';
import { judgeAttendance } from './_shared/attendance.js';

/** /craftsman/attendanceManage/attendance 考勤列表: judged days, 补卡, 请假. */
let t: TestApp;
let admin: Session;
let store001: Session;

type Row = Record<string, unknown> & { id: number; storeId: number; status: number; workDate: string; craftsmanId: number };

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  store001 = await login(t.app, DEMO.store001.account, DEMO.store001.pwd);
});
afterAll(async () => {
  await t?.close();
});

/** A date `days` from today in China time. */
const chinaDate = (days: number) => new Date(Date.now() + days * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);
const LIST = attendanceResource.api.list.path;
const list = (session: Session, query: Record<string, unknown> = {}) =>
  ok<Row[]>(t.app, session, 'POST', LIST, { pageSize: 200, workDateStart: chinaDate(-30), workDateEnd: chinaDate(0), ...query });
const count = async (table: string) => (await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(t.db)).rows[0].n;

describe('attendance (考勤列表)', () => {
  it('lists judged days of every kind within the range, a store manager only those of the own store', async () => {
    for (const status of [0, 1, 2, 3, 4, 5]) {
      const rows = await list(admin, { status, pageSize: 20 });
      expect(rows.length, `status ${status}`).toBeGreaterThan(0);
      expect(rows.every((r) => r.status === status && r.workDate >= chinaDate(-30) && r.workDate < chinaDate(0))).toBe(true);
    }
    const mine = await list(store001);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((r) => r.storeId === 1)).toBe(true);
    const late = await list(admin, { status: 1 });
    expect(late.length).toBeGreaterThan(0);
    expect(late.every((r) => r.status === 1 && Number(r.lateMinutes) > 0)).toBe(true);
    // the date range is required
    await refused(t.app, admin, 'POST', LIST, { pageSize: 10 }, RetCode.INVALID, '请选择考勤日期范围');
  });

  it('judges a day from the schedule and the clocks: late past the grace minutes, early, missing, rest', async () => {
    const craftsman = (
      await sql<{
        id: number;
        store_id: number;
        employee_no: string;
      }>`select id, store_id, employee_no from craftsman where store_id = 1 and status = 1 order by id limit 1`.execute(t.db)
    ).rows[0];
    // A fresh week two years back: Monday full day, Tuesday rest, Wednesday early, Thursday late.
    const monday = '2024-06-03';
    await sql`insert into sched_week (store_id, craftsman_id, week_start, d1, d2, d3, d4, d5, d6, d7, status) values (1, ${craftsman.id}, ${monday}, 3, 0, 1, 2, 3, 0, 0, 1)`.execute(
      t.db,
    );
    const store = (await sql<{ business_start: string; business_end: string }>`select business_start, business_end from store where id = 1`.execute(t.db))
      .rows[0];
    const grace = (
      await sql<{
        g: number;
      }>`select coalesce(cs.late_grace_minutes, cc.late_grace_minutes) as g from store s left join sched_config_store cs on cs.store_id = s.id left join sched_config_city cc on cc.city_id = s.city_id where s.id = 1`.execute(
        t.db,
      )
    ).rows[0].g;
    const at = (date: string, time: string, plusMinutes = 0) =>
      sql`((${date}::date + ${time}::time) at time zone 'Asia/Shanghai') + make_interval(mins => ${plusMinutes}::int)`;
    const clock = (date: string, kind: number, time: string, plus = 0) =>
      sql`insert into craftsman_clock (craftsman_id, store_id, clock_at, kind) values (${craftsman.id}, 1, ${at(date, time, plus)}, ${kind})`.execute(t.db);
    // Monday: in one minute past the grace (late), out on time.
    await clock('2024-06-03', 1, store.business_start, grace + 1);
    await clock('2024-06-03', 2, store.business_end, 3);
    // Wednesday (early shift, 8 hours from opening): in within the grace, out 30 minutes early.
    await clock('2024-06-05', 1, store.business_start, grace);
    await clock('2024-06-05', 2, store.business_start, 8 * 60 - 30);
    // Thursday (late shift): only the clock-in.
    await clock('2024-06-06', 1, store.business_end, -8 * 60 - 10);
    // Friday: no clock at all.
    await judgeAttendance(t.db, monday, '2024-06-09', craftsman.id);
    const days = await list(admin, { workDateStart: monday, workDateEnd: '2024-06-09', keyword: craftsman.employee_no });
    const mine = new Map(days.filter((d) => d.craftsmanId === craftsman.id).map((d) => [d.workDate, d]));
    expect(mine.get('2024-06-03')).toMatchObject({ status: 1, lateMinutes: grace + 1, shiftStart: store.business_start, shiftEnd: store.business_end });
    expect(mine.get('2024-06-04')).toMatchObject({ status: 5 });
    expect(mine.get('2024-06-05')).toMatchObject({ status: 2, earlyMinutes: 30, lateMinutes: 0 });
    expect(mine.get('2024-06-06')).toMatchObject({ status: 3 });
    expect(mine.get('2024-06-07')).toMatchObject({ status: 3, clockIn: null, clockOut: null });
    expect(mine.get('2024-06-08')).toMatchObject({ status: 5 });
  });

  it('补卡: a store manager adds the missing clock with a reason, the day is judged again and audited; other days are refused', async () => {
    const [missing] = await list(store001, { status: 3, workDateStart: chinaDate(-90) });
    expect(missing).toBeDefined();
    const kind = missing.clockIn ? 2 : 1;
    const time = kind === 1 ? String(missing.shiftStart) : String(missing.shiftEnd);
    const clocks = await count('craftsman_clock');
    await refused(t.app, store001, 'POST', supplementClock.path, { id: missing.id, kind, time, reason: '' }, RetCode.INVALID, 'reason');
    await refused(t.app, store001, 'POST', supplementClock.path, { id: missing.id, kind, time: '25:00', reason: '忘记打卡' }, RetCode.INVALID, 'time');
    expect(await count('craftsman_clock')).toBe(clocks);
    const day = await ok<{ status: number; corrected: boolean }>(t.app, store001, 'POST', supplementClock.path, {
      id: missing.id,
      kind,
      time,
      reason: '手机没电，店长核实在岗',
    });
    expect(day.corrected).toBe(true);
    expect(day.status).not.toBe(3);
    const audits = await auditRows(t.db, { table: 'attendance_day', action: 'supplementClock', recordId: missing.id });
    expect(audits).toHaveLength(1);
    // Not 缺卡 any more: refused, nothing written.
    await refused(t.app, store001, 'POST', supplementClock.path, { id: missing.id, kind, time, reason: '再补一次' }, RetCode.REFUSED, '无需补卡');
    const [rest] = await list(store001, { status: 5 });
    await refused(
      t.app,
      store001,
      'POST',
      supplementClock.path,
      { id: rest.id, kind: 1, time: '10:00', reason: '补卡' },
      RetCode.REFUSED,
      '休息的考勤无需补卡',
    );
    // Another store's day is out of store001's scope.
    const [other] = await list(admin, { status: 3, storeId: 2 });
    if (other)
      await refused(
        t.app,
        store001,
        'POST',
        supplementClock.path,
        { id: other.id, kind: 1, time: '10:00', reason: '补卡' },
        RetCode.REFUSED,
        RetMsg.OUT_OF_SCOPE,
      );
    expect(await count('craftsman_clock')).toBe(clocks + 1);
  });

  it('补卡 into a month whose pay is settled is refused with the settled-month words', async () => {
    const [missing] = await list(admin, { status: 3, workDateStart: chinaDate(-90) });
    const month = `${missing.workDate.slice(0, 7)}-01`;
    await sql`insert into wage_settlement (store_id, month, status, computed_by) values (${missing.storeId}, ${month}, 2, '财务') on conflict (store_id, month) do update set status = 2`.execute(
      t.db,
    );
    const clocks = await count('craftsman_clock');
    const [y, m] = month.split('-');
    await refused(
      t.app,
      admin,
      'POST',
      supplementClock.path,
      { id: missing.id, kind: missing.clockIn ? 2 : 1, time: '21:00', reason: '补卡' },
      RetCode.REFUSED,
      `该门店${y}年${Number(m)}月工资已结算，不能再修改`,
    );
    expect(await count('craftsman_clock')).toBe(clocks);
    await sql`delete from wage_settlement where store_id = ${missing.storeId} and month = ${month}`.execute(t.db);
  });

  it('登记请假: the days already over become 请假; overlapping leave and bad dates are refused', async () => {
    const [day] = await list(store001, { status: 0 });
    const leaves = await count('craftsman_leave');
    const body = { craftsmanId: day.craftsmanId, leaveType: 2, reason: 7, startDate: day.workDate, endDate: day.workDate, remark: '发烧就诊' };
    await refused(t.app, store001, 'POST', registerLeave.path, { ...body, startDate: chinaDate(-1), endDate: chinaDate(-2) }, RetCode.INVALID, 'endDate');
    await refused(t.app, store001, 'POST', registerLeave.path, { ...body, leaveType: 9 }, RetCode.INVALID, 'leaveType');
    expect(await count('craftsman_leave')).toBe(leaves);
    const { id, judgedDays } = await ok<{ id: number; judgedDays: number }>(t.app, store001, 'POST', registerLeave.path, body);
    expect(judgedDays).toBeGreaterThan(0);
    const [after] = await list(store001, { workDateStart: day.workDate, workDateEnd: day.workDate, status: 4 });
    expect(after).toMatchObject({ craftsmanId: day.craftsmanId, leaveType: 2, leaveReason: 7 });
    await refused(t.app, store001, 'POST', registerLeave.path, body, RetCode.REFUSED, '已有请假记录');
    const listed = await ok<{ id: number }[]>(t.app, store001, 'POST', craftsmanLeaveResource.api.list.path, { pageSize: 200 });
    expect(listed.some((l) => l.id === id)).toBe(true);
    expect(await auditRows(t.db, { table: 'craftsman_leave', recordId: id })).toHaveLength(1);
    // Another store's craftsman: out of scope.
    const other = (await sql<{ id: number }>`select id from craftsman where store_id = 2 and status = 1 limit 1`.execute(t.db)).rows[0];
    await refused(t.app, store001, 'POST', registerLeave.path, { ...body, craftsmanId: other.id }, RetCode.REFUSED, RetMsg.OUT_OF_SCOPE);
  });
});
