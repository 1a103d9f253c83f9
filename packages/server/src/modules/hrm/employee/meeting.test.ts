import { meetingBookingResource, meetingRoomOptions, meetingRoomResource, resourceEndpoints, RetCode, RetMsg } from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, DEMO, login, ok, openTestApp, refused, type Session, type TestApp } from '../../../test/harness.js';

/** 会议管理: rooms, bookings that never overlap, cancelling by the organiser or head office, store scope. */
let t: TestApp;
let admin: Session;
let store001: Session;
const rooms = resourceEndpoints(meetingRoomResource);
const bookings = resourceEndpoints(meetingBookingResource);

type Booking = { id: number; roomId: number; storeId: number | null; title: string; status: number; organiser: string; cancelReason: string | null };

/** A day `days` from today in China time. */
const chinaDate = (days: number) => new Date(Date.now() + days * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);
const tomorrow = chinaDate(1);
const bookingRows = async () => (await sql<{ n: number }>`select count(*)::int as n from meeting_booking`.execute(t.db)).rows[0].n;

let officeRoom: number;
let storeRoom: number;

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  store001 = await login(t.app, DEMO.store001.account, DEMO.store001.pwd);
  officeRoom = (await ok<{ id: number }>(t.app, admin, 'POST', rooms.create.path, { cityId: 310000, name: '测试 801 会议室', capacity: 10, enableStatus: 1 }))
    .id;
  storeRoom = (
    await ok<{ id: number }>(t.app, admin, 'POST', rooms.create.path, { cityId: 310000, storeId: 1, name: '测试门店会议角', capacity: 6, enableStatus: 1 })
  ).id;
});
afterAll(async () => {
  await t?.close();
});

const book = (s: Session, roomId: number, startTime: string, endTime: string, extra: Record<string, unknown> = {}) => ({
  roomId,
  title: `测试会议 ${startTime}`,
  meetingDate: tomorrow,
  startTime,
  endTime,
  attendees: 4,
  ...extra,
  s,
});
const create = (b: ReturnType<typeof book>) => {
  const { s, ...body } = b;
  return ok<{ id: number }>(t.app, s, 'POST', bookings.create.path, body);
};
const refuse = (b: ReturnType<typeof book>, code: string, message: string) => {
  const { s, ...body } = b;
  return refused(t.app, s, 'POST', bookings.create.path, body, code, message);
};

describe('会议室', () => {
  it('lists the seeded rooms; a store room must lie in the chosen city; a store manager sees only the own store’s rooms', async () => {
    const all = await ok<{ id: number; storeId: number | null }[]>(t.app, admin, 'POST', rooms.list.path, { pageSize: 100 });
    expect(all.some((r) => r.storeId === null)).toBe(true);
    await refused(
      t.app,
      admin,
      'POST',
      rooms.create.path,
      { cityId: 110000, storeId: 1, name: '错城市', capacity: 8, enableStatus: 1 },
      RetCode.INVALID,
      'storeId',
    );
    const mine = await ok<{ id: number; storeId: number | null }[]>(t.app, store001, 'POST', rooms.list.path, { pageSize: 100 });
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((r) => r.storeId === 1)).toBe(true);
    const options = await ok<{ id: number; name: string }[]>(t.app, store001, 'GET', meetingRoomOptions.path);
    expect(options.map((o) => o.id)).toContain(storeRoom);
    expect(options.map((o) => o.id)).not.toContain(officeRoom);
  });
});

describe('会议预订', () => {
  it('books back to back (an end at the next start is no overlap) and refuses an overlap naming the clash, writing nothing', async () => {
    await create(book(admin, officeRoom, '09:00', '10:00', { title: '季度复盘' }));
    await create(book(admin, officeRoom, '10:00', '11:00', { title: '培训排期' }));
    await create(book(admin, officeRoom, '08:00', '09:00', { title: '早会' }));
    const before = await bookingRows();
    await refuse(book(admin, officeRoom, '09:30', '10:30'), RetCode.REFUSED, '该时段已被「季度复盘」预订（09:00–10:00）');
    await refuse(book(admin, officeRoom, '10:59', '12:00'), RetCode.REFUSED, '该时段已被「培训排期」预订（10:00–11:00）');
    await refuse(book(admin, officeRoom, '07:00', '12:00'), RetCode.REFUSED, '该时段已被「早会」预订（08:00–09:00）');
    expect(await bookingRows()).toBe(before);
    // Another room at the same time is free.
    await create(book(admin, storeRoom, '09:30', '10:30'));
  });

  it('the database refuses an overlap too (exclusion constraint), but not one of a cancelled booking', async () => {
    const insert = (start: string, end: string, status = 0) =>
      sql`insert into meeting_booking (room_id, title, meeting_date, start_time, end_time, attendees, organiser, status)
        values (${officeRoom}, '直接写入', ${tomorrow}::date, ${start}, ${end}, 2, '测试', ${status})`.execute(t.db);
    await expect(insert('09:15', '09:45')).rejects.toThrow(/meeting_booking_no_overlap/);
    await insert('09:15', '09:45', 1);
    await insert('11:00', '11:30');
  });

  it('refuses the past, a span ending before it starts, more attendees than seats and a disabled room, each naming its field', async () => {
    await refuse(book(admin, officeRoom, '00:00', '00:01', { meetingDate: chinaDate(0) }), RetCode.INVALID, 'startTime');
    await refuse(book(admin, officeRoom, '14:00', '15:00', { meetingDate: chinaDate(-1) }), RetCode.INVALID, 'meetingDate');
    await refuse(book(admin, officeRoom, '15:00', '14:00'), RetCode.INVALID, 'endTime');
    await refuse(book(admin, officeRoom, '14:00', '15:00', { attendees: 11 }), RetCode.INVALID, 'attendees');
    const disabled = (await ok<{ id: number }>(t.app, admin, 'POST', rooms.create.path, { cityId: 310000, name: '停用的会议室', capacity: 8, enableStatus: 0 }))
      .id;
    await refuse(book(admin, disabled, '14:00', '15:00'), RetCode.INVALID, 'roomId');
  });

  it('a store manager books the own store’s room as organiser, not an office room, and lists only the own store’s bookings', async () => {
    await refuse(book(store001, officeRoom, '16:00', '17:00'), RetCode.REFUSED, RetMsg.OUT_OF_SCOPE);
    const { id } = await create(book(store001, storeRoom, '16:00', '17:00', { title: '店务会' }));
    const mine = await ok<Booking[]>(t.app, store001, 'POST', bookings.list.path, { pageSize: 100 });
    expect(mine.map((b) => b.id)).toContain(id);
    expect(mine.every((b) => b.storeId === 1)).toBe(true);
    const name = (await sql<{ name: string }>`select name from app_user where account = 'store001'`.execute(t.db)).rows[0].name;
    expect(mine.find((b) => b.id === id)!.organiser).toBe(name);
    // Filters: the room and the date.
    const byRoom = await ok<Booking[]>(t.app, admin, 'POST', bookings.list.path, {
      pageSize: 100,
      roomId: storeRoom,
      meetingDateStart: tomorrow,
      meetingDateEnd: tomorrow,
    });
    expect(byRoom.length).toBeGreaterThan(0);
    expect(byRoom.every((b) => b.roomId === storeRoom)).toBe(true);
  });

  it('the organiser or head office cancels with a reason; someone else is refused; a cancelled slot can be booked again', async () => {
    const byAdmin = await create(book(admin, storeRoom, '18:00', '19:00', { title: '总部巡店沟通' }));
    await refused(
      t.app,
      store001,
      'POST',
      bookings.transition.path,
      { id: byAdmin.id, action: 'cancel', reason: '不需要了' },
      RetCode.REFUSED,
      '只有组织人或总部',
    );
    const own = await create(book(store001, storeRoom, '19:00', '20:00', { title: '晚间店务会' }));
    await refused(t.app, store001, 'POST', bookings.transition.path, { id: own.id, action: 'cancel' }, RetCode.INVALID, 'reason');
    await ok(t.app, store001, 'POST', bookings.transition.path, { id: own.id, action: 'cancel', reason: '改到下周' });
    await refused(t.app, store001, 'POST', bookings.transition.path, { id: own.id, action: 'cancel', reason: '再取消' }, RetCode.REFUSED, '当前状态「已取消」');
    await ok(t.app, admin, 'POST', bookings.transition.path, { id: byAdmin.id, action: 'cancel', reason: '行程变更' });
    await create(book(admin, storeRoom, '18:30', '19:30', { title: '改期后的沟通' }));
    const audited = await auditRows(t.db, { table: 'meeting_booking', action: 'transition:cancel', recordId: own.id });
    expect(audited).toHaveLength(1);
    const row = (await ok<Booking[]>(t.app, admin, 'POST', bookings.list.path, { pageSize: 100, status: 1, title: '晚间店务会' }))[0];
    expect(row.cancelReason).toBe('改到下周');
  });

  it('a meeting already over cannot be cancelled', async () => {
    const [row] = (
      await sql<{ id: number }>`insert into meeting_booking (room_id, title, meeting_date, start_time, end_time, attendees, organiser, status)
        values (${officeRoom}, '昨天的会', ${chinaDate(-1)}::date, '09:00', '10:00', 2, '测试', 0) returning id`.execute(t.db)
    ).rows;
    await refused(t.app, admin, 'POST', bookings.transition.path, { id: row.id, action: 'cancel', reason: '补取消' }, RetCode.REFUSED, '会议已结束');
  });
});
