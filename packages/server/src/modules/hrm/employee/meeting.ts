import { MEETING_BOOKED, meetingBookingResource, meetingClashMessage, meetingRoomOptions, meetingRoomResource } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { invalid, refuse } from '../../../core/errors.js';
import { registerEndpoint } from '../../../engine/endpoint.js';
import { andInScope } from '../../../engine/query.js';
import { registerResource } from '../../../engine/register.js';

/** The current moment in China time, as a timestamp without zone (what a booking's date + time is compared with). */
const chinaNow = sql`(now() at time zone 'Asia/Shanghai')`;

/**
 * /hrm/employee/meeting 会议管理: head office keeps the rooms (a store's room lies in the store's city);
 * anyone with the page books an enabled room of the own stores (office rooms: head office) for a span
 * of one day, not in the past, within the room's capacity and clear of the room's other bookings (the
 * room's row locked while checking; the exclusion constraint of migration 085 as the last word). The
 * organiser or head office cancels a booking not yet over, with a reason.
 */
export function registerMeeting(app: FastifyInstance): void {
  const { db } = app.services;

  registerEndpoint(app, meetingRoomOptions, async (_input, { auth }) => {
    const scope = await auth.scope();
    const rows = await sql<{ id: number; name: string }>`
      select r.id, a.name || ' · ' || coalesce(s.store_name, '办公室') || ' · ' || r.name || '（' || r.capacity || '人）' as name
      from meeting_room r join area a on a.id = r.city_id left join store s on s.id = r.store_id
      where r.enable_status = 1${andInScope(scope, 'r.store_id')}
      order by r.city_id, r.store_id nulls first, r.id`.execute(db);
    return rows.rows;
  });

  registerResource(app, meetingRoomResource, {
    async beforeWrite(values, { trx, mode, id }) {
      const before =
        mode === 'update'
          ? (await sql<{ city_id: number; store_id: number | null }>`select city_id, store_id from meeting_room where id = ${id!}`.execute(trx)).rows[0]
          : undefined;
      const cityId = values.cityId ?? before?.city_id;
      const storeId = values.storeId === undefined ? before?.store_id : values.storeId;
      const city = await sql`select 1 from area where id = ${cityId!} and level = 1`.execute(trx);
      if (!city.rows.length) throw invalid('cityId', '城市不存在');
      if (storeId) {
        const store = (await sql<{ city_id: number }>`select city_id from store where id = ${storeId}`.execute(trx)).rows[0];
        if (!store) throw invalid('storeId', '门店不存在');
        if (store.city_id !== cityId) throw invalid('storeId', '所在门店不在所选城市');
      }
      if (mode === 'update' && values.capacity !== undefined) {
        const crowded = (
          await sql<{ attendees: number }>`select max(attendees)::int as attendees from meeting_booking
            where room_id = ${id!} and status = ${MEETING_BOOKED} and ends_at > ${chinaNow}`.execute(trx)
        ).rows[0];
        if (crowded?.attendees && crowded.attendees > values.capacity)
          throw invalid('capacity', `该会议室已有 ${crowded.attendees} 人参会的预订，容纳人数不能少于此`);
      }
    },
  });

  registerResource(app, meetingBookingResource, {
    async beforeWrite(values, { trx, auth, mode }) {
      if (mode !== 'create') return;
      // The room's row locked: bookings of one room are checked one after another.
      const room = (
        await sql<{
          store_id: number | null;
          capacity: number;
          enable_status: number;
        }>`select store_id, capacity, enable_status from meeting_room where id = ${values.roomId!} for update`.execute(trx)
      ).rows[0];
      if (!room) throw invalid('roomId', '会议室不存在');
      // Office rooms (no store) are head office's; a store's room, its store's.
      await auth.assertStore(room.store_id);
      if (room.enable_status !== 1) throw invalid('roomId', '该会议室已停用，不能预订');
      if (values.attendees! > room.capacity) throw invalid('attendees', `参会人数超过会议室容纳人数（${room.capacity}人）`);
      const start = values.startTime!;
      const end = values.endTime!;
      const past = (await sql<{ past: boolean }>`select (${values.meetingDate!}::date + ${start}::time) <= ${chinaNow} as past`.execute(trx)).rows[0].past;
      if (past) throw invalid('startTime', '不能预订已过去的时段');
      const clash = (
        await sql<{ title: string; start_time: string; end_time: string }>`
          select title, start_time, end_time from meeting_booking
          where room_id = ${values.roomId!} and status = ${MEETING_BOOKED} and meeting_date = ${values.meetingDate!}::date
            and start_time < ${end} and end_time > ${start}
          order by start_time limit 1`.execute(trx)
      ).rows[0];
      if (clash) throw refuse(meetingClashMessage(clash.title, clash.start_time, clash.end_time));
      const row = values as typeof values & Record<string, unknown>;
      row.organiser = auth.name;
      row.organiserId = auth.userId;
      row.status = MEETING_BOOKED;
    },
    async beforeTransition(trx, record, transition, { auth }) {
      if (transition.action !== 'cancel') return;
      const scope = await auth.scope();
      if (!scope.all && record.organiserId !== auth.userId) throw refuse('只有组织人或总部可以取消该预订');
      const over = (
        await sql<{
          over: boolean;
        }>`select ends_at <= ${chinaNow} as over from meeting_booking where id = ${record.id}`.execute(trx)
      ).rows[0].over;
      if (over) throw refuse('会议已结束，不能取消');
    },
  });
}
