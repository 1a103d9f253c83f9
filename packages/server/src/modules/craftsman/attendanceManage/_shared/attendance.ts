import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../../../db/schema.js';
import '../../../../db/schema/attendance.js';

type Db = Kysely<Database> | Transaction<Database>;

/** Yesterday in China time: the last day attendance is judged for (a day is judged once it is over). */
export const yesterday = sql<string>`((now() at time zone 'Asia/Shanghai')::date - 1)`;

/**
 * Judges the days from..to (never after yesterday) of one craftsman or of everyone (migration 071's
 * attendance_refresh: schedule, business hours, grace minutes, clocks, leaves), writing attendance_day.
 * Answers how many days were written.
 */
export async function judgeAttendance(db: Db, from: string, to: string, craftsmanId: number | null = null): Promise<number> {
  const row = await sql<{ n: number }>`
    select attendance_refresh(${from}::date, least(${to}::date, ${yesterday}), ${craftsmanId}::int) as n`.execute(db);
  return row.rows[0]?.n ?? 0;
}

/** The last two days judged again: what a server does at start and every 10 minutes (yesterday once it is over). */
export async function judgeRecentAttendance(db: Kysely<Database>): Promise<number> {
  const row = await sql<{ n: number }>`select attendance_refresh(${yesterday} - 1, ${yesterday}, null) as n`.execute(db);
  return row.rows[0]?.n ?? 0;
}
