import { HealthCardOps, HEALTH_CARD_PAGE, MEETING_PAGE, MeetingOps } from '@salon/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema.js';
import { grantStoreManager } from './comments.js';
import { numberedFiles, range, type SeedContext, type SeedStep } from './context.js';

/**
 * Demo data of 会议管理 and 健康证列表 (/hrm, issue 15): meeting rooms at head office, the city offices
 * and a few stores with a week of bookings around today; a health certificate history for the craftsmen
 * in every status (valid, expiring, expired, none, renewed). Dates are relative to today in China, so
 * the statuses hold whenever it runs.
 */

const SHANGHAI = 310000;
const BEIJING = 110000;
const HANGZHOU = 330100;
const SHENZHEN = 440300;

/** [city, store index (of the seeded stores) or null for an office, name, location, capacity, equipment, enabled]. */
const ROOMS: [number, number | null, string, string, number, string, number][] = [
  [SHANGHAI, null, '总部 1201 大会议室', '总部大楼 12 层东侧', 30, '投影仪、视频会议、白板', 1],
  [SHANGHAI, null, '总部 1205 小会议室', '总部大楼 12 层西侧', 8, '电视屏、白板', 1],
  [SHANGHAI, null, '总部 1301 培训教室', '总部大楼 13 层', 60, '投影仪、音响、话筒', 1],
  [SHANGHAI, null, '总部 1208 洽谈室', '总部大楼 12 层前台旁', 4, '电视屏', 1],
  [SHANGHAI, null, '总部 1102 会议室', '总部大楼 11 层（装修中）', 12, '投影仪', 0],
  [BEIJING, null, '北京办公室 会议室', '朝阳区建国路 88 号 6 层', 12, '投影仪、视频会议', 1],
  [HANGZHOU, null, '杭州办公室 会议室', '西湖区文三路 259 号 3 层', 10, '电视屏、白板', 1],
  [SHENZHEN, null, '深圳办公室 会议室', '南山区科技园 9 栋 5 层', 12, '投影仪、视频会议', 1],
  [SHANGHAI, 0, '门店培训区', '门店二楼员工区', 8, '电视屏', 1],
  [SHANGHAI, 1, '员工休息室会议角', '门店后区', 6, '白板', 1],
];

/** [title, start, end, attendees] of the day's slots; a room gets some of them (never overlapping). */
const SLOTS: [string, string, string, number][] = [
  ['周例会', '09:30', '10:30', 6],
  ['新品烫染技术分享', '10:30', '12:00', 8],
  ['门店排班协调会', '14:00', '15:00', 5],
  ['季度经营复盘', '15:00', '16:30', 10],
  ['招聘面试', '16:30', '17:30', 3],
];

async function seedRooms(db: Kysely<Database>, storeIds: number[], userIds: SeedContext['userIds']): Promise<void> {
  for (const [cityId, storeIndex, name, location, capacity, equipment, enabled] of ROOMS) {
    const storeId = storeIndex === null ? null : storeIds[storeIndex];
    // A store's room lies in the store's city.
    const city = storeId === null ? cityId : sql`(select city_id from store where id = ${storeId})`;
    await sql`insert into meeting_room (city_id, store_id, name, location, capacity, equipment, enable_status, created_at, updated_at)
      values (${city}, ${storeId}, ${name}, ${location}, ${capacity}, ${equipment}, ${enabled}, now() - interval '60 days', now() - interval '60 days')`.execute(
      db,
    );
  }
  const organisers = ['admin', 'store001', 'store002', 'area01', 'finance01']
    .map((account) => userIds.find((u) => u.account === account))
    .filter((u) => u !== undefined);
  const rooms = (
    await sql<{ id: number; name: string; capacity: number; store_id: number | null }>`
    select id, name, capacity, store_id from meeting_room where enable_status = 1 order by id`.execute(db)
  ).rows;
  // Two days back to five days ahead: each room takes a different pick of the day's slots.
  let n = 0;
  for (const [r, room] of rooms.entries()) {
    for (let day = -2; day <= 5; day++) {
      for (const [s, [title, start, end, attendees]] of SLOTS.entries()) {
        if ((r + s + day + 10) % 3 !== 0) continue;
        n++;
        // A store's room is booked by its manager (store001 manages the first store, store002 the second).
        const organiser = room.store_id === null ? organisers[n % organisers.length] : organisers[room.store_id === storeIds[0] ? 1 : 2];
        const cancelled = n % 9 === 0;
        await sql`insert into meeting_booking (room_id, title, meeting_date, start_time, end_time, attendees, organiser, organiser_id, remark, status,
            cancel_reason, cancelled_by, cancelled_at, created_at, updated_at)
          values (${room.id}, ${title}, (now() at time zone 'Asia/Shanghai')::date + ${day}::int, ${start}, ${end},
            ${Math.min(attendees, room.capacity)}, ${organiser.name}, ${organiser.id}, ${n % 4 === 0 ? '请提前调试投影' : null}, ${cancelled ? 1 : 0},
            ${cancelled ? '时间冲突，改期' : null}, ${cancelled ? organiser.name : null}, ${cancelled ? sql`now() - interval '1 day'` : null},
            now() - make_interval(days => ${6 - day}::int), now() - make_interval(days => ${6 - day}::int))`.execute(db);
      }
    }
  }
}

/** Demo certificate photos, drawn into the storage with the seed. */
const HEALTH_PHOTOS = 12;

/**
 * Each craftsman in service by position i: i % 10 = 0 none; 1 expired; 2 and 3 expiring (0..30 days
 * left, today and the 30th day among them); else valid. Every 7th with a certificate renewed once: an
 * earlier one a year before, kept as history.
 */
async function seedHealthCards(db: Kysely<Database>): Promise<void> {
  const craftsmen = (
    await sql<{ id: number; district: string; city_code: string; created_by: string | null }>`
    select c.id, d.name as district, coalesce(ct.code, 'SH') as city_code,
      (select u.name from app_user u where u.store_id = c.store_id and u.station = 1 order by u.id limit 1) as created_by
    from craftsman c join store s on s.id = c.store_id join area d on d.id = s.district_id left join area ct on ct.id = s.city_id
    where c.status in (1, 2) order by c.id`.execute(db)
  ).rows;
  for (const [i, c] of craftsmen.entries()) {
    const kind = i % 10;
    if (kind === 0) continue;
    const left = kind === 1 ? -(3 + (i % 40)) : kind === 2 || kind === 3 ? (i * 7) % 31 : 31 + ((i * 37) % 300);
    const authority = `${c.district}疾病预防控制中心`;
    const by = c.created_by ?? '人事部 周敏';
    const photo = (k: number) => `/files/seed/health-card/card-${((c.id + k) % HEALTH_PHOTOS) + 1}.jpg`;
    if (i % 7 === 0) {
      await sql`insert into health_certificate (craftsman_id, card_no, authority, issue_date, expiry_date, photo, created_by, created_at, updated_at)
        values (${c.id}, ${`${c.city_code}JK${String(100000 + c.id * 3)}`}, ${authority},
          (now() at time zone 'Asia/Shanghai')::date + ${left - 730}::int, (now() at time zone 'Asia/Shanghai')::date + ${left - 365}::int, ${photo(0)}, ${by},
          now() - make_interval(days => ${730 - left}::int), now() - make_interval(days => ${730 - left}::int))`.execute(db);
    }
    await sql`insert into health_certificate (craftsman_id, card_no, authority, issue_date, expiry_date, photo, created_by, created_at, updated_at)
      values (${c.id}, ${`${c.city_code}JK${String(500000 + c.id * 7)}`}, ${authority},
        (now() at time zone 'Asia/Shanghai')::date + ${left - 365}::int, (now() at time zone 'Asia/Shanghai')::date + ${left}::int, ${photo(1)}, ${by},
        now() - make_interval(days => ${Math.max(1, 365 - left)}::int), now() - make_interval(days => ${Math.max(1, 365 - left)}::int))`.execute(db);
  }
}

async function seedEmployeeAffairs(db: Kysely<Database>, { storeIds, userIds }: SeedContext): Promise<void> {
  await seedRooms(db, storeIds, userIds);
  await seedHealthCards(db);
  // Store managers book their stores' rooms and keep their craftsmen's certificates.
  await grantStoreManager(db, [MEETING_PAGE, HEALTH_CARD_PAGE], [MeetingOps.book, MeetingOps.cancel, HealthCardOps.add, HealthCardOps.export]);
}

const HEALTH_CARD_FILES = numberedFiles('photo', 'seed/health-card/card-', range(1, HEALTH_PHOTOS), '.jpg');

export const step: SeedStep = { order: 810, run: seedEmployeeAffairs, files: HEALTH_CARD_FILES };
