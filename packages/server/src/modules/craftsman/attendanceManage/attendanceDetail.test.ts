import { attendanceMonth, attendanceResource, RetCode, type AttendanceMonth } from '@salon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, login, ok, openTestApp, refused, type Session, type TestApp } from '../../../test/harness.js';

/** /craftsman/attendanceManage/attendanceDetail 考勤详情: one craftsman's month. */
let t: TestApp;
let admin: Session;
let store001: Session;

const chinaDate = (days: number) => new Date(Date.now() + days * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  store001 = await login(t.app, DEMO.store001.account, DEMO.store001.pwd);
});
afterAll(async () => {
  await t?.close();
});

describe('考勤详情 (attendanceDetail)', () => {
  it('opened from a list row: every day of that month, the row’s day among them, totals that add up', async () => {
    const [row] = await ok<{ id: number; workDate: string; status: number; craftsmanId: number }[]>(t.app, store001, 'POST', attendanceResource.api.list.path, {
      pageSize: 1,
      workDateStart: chinaDate(-40),
      workDateEnd: chinaDate(-35),
    });
    const month = await ok<AttendanceMonth>(t.app, store001, 'GET', attendanceMonth.path, { id: row.id });
    expect(month.month).toBe(row.workDate.slice(0, 7));
    const [y, m] = month.month.split('-').map(Number);
    expect(month.days).toHaveLength(new Date(Date.UTC(y, m, 0)).getUTCDate());
    expect(month.days.find((d) => d.id === row.id)).toMatchObject({ date: row.workDate, status: row.status });
    const judged = month.days.filter((d) => d.status !== null);
    const t0 = month.totals;
    expect(t0.normal + t0.late + t0.early + t0.missing + t0.leave + t0.rest).toBe(judged.length);
    expect(t0.workDays).toBe(judged.length - t0.leave - t0.rest);
    expect(t0.lateMinutes).toBe(judged.reduce((sum, d) => sum + d.lateMinutes, 0));
    // The same month by craftsman and month.
    const again = await ok<AttendanceMonth>(t.app, store001, 'GET', attendanceMonth.path, { craftsmanId: row.craftsmanId, month: month.month });
    expect(again.totals).toEqual(month.totals);
  });

  it('another store’s craftsman is refused to a store manager; a missing month is refused as input', async () => {
    const [other] = await ok<{ id: number; craftsmanId: number }[]>(t.app, admin, 'POST', attendanceResource.api.list.path, {
      pageSize: 1,
      storeId: 2,
      workDateStart: chinaDate(-10),
      workDateEnd: chinaDate(0),
    });
    await refused(t.app, store001, 'GET', attendanceMonth.path, { id: other.id }, RetCode.REFUSED, '不在您的门店数据权限内');
    await refused(
      t.app,
      store001,
      'GET',
      attendanceMonth.path,
      { craftsmanId: other.craftsmanId, month: chinaDate(-10).slice(0, 7) },
      RetCode.REFUSED,
      '不在您的门店数据权限内',
    );
    await refused(t.app, store001, 'GET', attendanceMonth.path, { craftsmanId: other.craftsmanId }, RetCode.INVALID, '请指定考勤记录');
  });
});
