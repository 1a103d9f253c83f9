import { DataLevel, idCardCheckChar } from '@salon/contract';
import { sql, type Kysely } from 'kysely';
import '../schema/craftsmanRegister.js';
import { computeServiceStars } from '../../modules/craftsman/craftsman/_shared/register.js';
import type { Database } from '../schema.js';
import type { SeedContext, SeedStep } from './context.js';
import { grantStoreManager } from './comments.js';

/**
 * The craftsman register (issue 14, H1) over the demo craftsmen: stations, data levels, ID numbers
 * (valid mainland numbers derived from the ids, sealed), tutors, departures; the data-level
 * dictionary and star rules; a status history (leave, return, departure, a few changes waiting for
 * their date), data-level changes, and the service stars of the last three months computed from
 * the comments. Deterministic: every value derives from the craftsman's id and the seed day.
 */

const DAY = 86_400_000;
/** Plausible district codes (first six digits) of mainland ID numbers. */
const REGIONS = [
  '310101',
  '310104',
  '310115',
  '320102',
  '320505',
  '330106',
  '330212',
  '340104',
  '350203',
  '360102',
  '370102',
  '410105',
  '420106',
  '430104',
  '440106',
  '440305',
  '500103',
  '510107',
  '610113',
  '210102',
];
const DATA_LEVEL_OF: Record<string, number> = { 'U1-1': 0, 'U1-2': 0, U2: 1, U3: 2, U4: 2, U5: 3, U6: 3, U7: 4, U8: 4, U9: 4 };
const OPERATORS = ['周敏', '陈静', '王磊', '刘洋'];
const LEAVE_NOTES: Record<number, string> = {
  1: '多次违反门店服务规范，经核实后办理离职',
  2: '顾客投诉服务态度，沟通无改善',
  3: '考核未通过，技术未达岗位要求',
  4: '本人提出辞职，已完成交接',
  5: '试用期表现未达标，协商劝退',
  6: '家中有事回老家发展',
  7: '转行，已结清工资',
};
const LEAVE_KINDS = ['年假', '婚假', '病假', '产假', '事假'];

/** A valid 18-digit mainland ID number derived from the craftsman's id and gender (unique per id below 2,000). */
export function demoIdCard(id: number, gender: number): string {
  const region = REGIONS[id % REGIONS.length];
  const year = 1986 + ((id * 7) % 16);
  const month = 1 + ((id * 5) % 12);
  const day = 1 + ((id * 11) % 28);
  const serial = String(Math.floor(id / REGIONS.length) % 100).padStart(2, '0');
  const sexDigit = gender === 1 ? 1 + 2 * (id % 5) : 2 * (id % 5);
  const body = `${region}${year}${String(month).padStart(2, '0')}${String(day).padStart(2, '0')}${serial}${sexDigit}`;
  return body + idCardCheckChar(body);
}

const isoDay = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);
const monthStart = (ms: number, back: number) => {
  const d = new Date(ms + 8 * 3_600_000);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - back, 1)).toISOString().slice(0, 10);
};

async function seedCraftsmanRegister(db: Kysely<Database>, { vault }: SeedContext): Promise<void> {
  const now = Date.now();
  const today = isoDay(now);
  const craftsmen = (
    await sql<{ id: number; gender: number; position_type: number; level: string; status: number; store_id: number; entry_date: string }>`
      select id, gender, position_type, level, status, store_id, entry_date::text from craftsman order by id`.execute(db)
  ).rows;
  const levels = DataLevel.values;

  // The register's own columns, one statement.
  const leaveDateOf = (c: (typeof craftsmen)[number]) => {
    const d = isoDay(now - (12 + ((c.id * 13) % 200)) * DAY);
    return d < c.entry_date ? today : d;
  };
  const rows = craftsmen.map((c) => {
    const idCard = demoIdCard(c.id, c.gender);
    const recent = c.entry_date > isoDay(now - 45 * DAY);
    const base = DATA_LEVEL_OF[c.level] ?? 1;
    const dataLevel = recent ? null : levels[Math.max(0, Math.min(4, base - (c.id % 4 === 0 ? 1 : 0)))];
    const departed = c.status === 4;
    return sql`(${c.id}::int, ${c.position_type === 1 ? 1 : 0}::smallint, ${dataLevel}::varchar, ${vault.encrypt(idCard)}::text, ${vault.lookupHash(idCard)}::varchar,
      ${c.id % 17 === 5 && !departed ? c.id % 3 : null}::smallint, ${departed ? leaveDateOf(c) : null}::date, ${departed ? 1 + (c.id % 7) : null}::smallint)`;
  });
  await sql`update craftsman c set station = v.station, data_level = v.data_level, id_card_enc = v.enc, id_card_hash = v.hash,
      tutor_type = v.tutor, leave_date = v.leave_date, leave_reason = v.leave_reason
    from (values ${sql.join(rows)}) as v(id, station, data_level, enc, hash, tutor, leave_date, leave_reason) where c.id = v.id`.execute(db);

  // The dictionary and rules come with migration 070b; head office set them up.
  await sql`update craftsman_data_level set updated_by = '周敏'`.execute(db);
  await sql`update craftsman_star_rule set updated_by = '周敏'`.execute(db);

  // Status history: departures, leaves, a leave and return, and a few changes waiting for their date.
  const changes: unknown[] = [];
  const change = (c: (typeof craftsmen)[number], from: number, to: number, date: string, reason: string, state: number, leave: number | null, k: number) =>
    changes.push(
      sql`(${c.id}, ${c.store_id}, ${from}, ${to}, ${date}::date, ${leave}, ${reason}, ${state}, ${state === 1 ? new Date(Math.min(now - 60_000, Date.parse(date) + 9 * 3_600_000)) : null}::timestamptz,
        ${OPERATORS[k % OPERATORS.length]}, ${new Date(Math.min(now - 120_000, Date.parse(date) - ((c.id % 5) + 1) * DAY))}::timestamptz)`,
    );
  let waiting = 0;
  for (const c of craftsmen) {
    if (c.status === 4) change(c, 1, 4, leaveDateOf(c), LEAVE_NOTES[1 + (c.id % 7)], 1, 1 + (c.id % 7), c.id);
    else if (c.status === 2)
      change(c, 1, 2, isoDay(now - (c.id % 10) * DAY), `${LEAVE_KINDS[c.id % LEAVE_KINDS.length]}，已安排同店手艺人承接预约`, 1, null, c.id);
    else if (c.status === 1 && c.id % 6 === 1) {
      const start = now - (40 + ((c.id * 7) % 150)) * DAY;
      if (isoDay(start) <= c.entry_date) continue;
      const kind = LEAVE_KINDS[c.id % LEAVE_KINDS.length];
      change(c, 1, 2, isoDay(start), `${kind}${7 + (c.id % 8)}天`, 1, null, c.id);
      change(c, 2, 1, isoDay(start + (7 + (c.id % 8)) * DAY), `${kind}结束返岗`, 1, null, c.id + 1);
    } else if (c.status === 1 && (c.store_id === 1 ? waiting === 0 : c.id % 97 === 2) && waiting < 5 && c.position_type === 0) {
      waiting++;
      if (waiting === 3) change(c, 1, 4, isoDay(now + 15 * DAY), '本人提出辞职，月中完成交接后离职', 0, 4, c.id);
      else change(c, 1, 2, isoDay(now + (3 + waiting * 4) * DAY), `${LEAVE_KINDS[waiting % LEAVE_KINDS.length]}，已提前报备`, 0, null, c.id);
    }
  }
  await sql`insert into craftsman_status_change (craftsman_id, store_id, from_status, to_status, effective_date, leave_reason, reason, state, applied_at, operator, created_at)
    values ${sql.join(changes)}`.execute(db);
  await sql`update craftsman_status_change set updated_at = coalesce(applied_at, created_at)`.execute(db);

  // Data-level changes: past ones that brought the level it has, and a few for next month.
  const levelChanges: unknown[] = [];
  let upcoming = 0;
  const levelOf = new Map(
    (await sql<{ id: number; data_level: string | null }>`select id, data_level from craftsman`.execute(db)).rows.map((r) => [r.id, r.data_level]),
  );
  for (const c of craftsmen) {
    const level = levelOf.get(c.id);
    if (!level || c.status === 4) continue;
    const i = levels.indexOf(level as (typeof levels)[number]);
    if (c.id % 3 === 0 && i > 0) {
      const month = monthStart(now, 1 + (c.id % 4));
      if (month <= c.entry_date) continue;
      levelChanges.push(
        sql`(${c.id}, ${c.store_id}, ${levels[i - 1]}, ${level}, ${c.id % 2 ? level : null}, ${month}::date, ${'上月业绩、顾客数和指定率均达标，按标准上调'}, 1,
          ${new Date(Math.min(now - 60_000, Date.parse(month) + 3_600_000))}::timestamptz, ${OPERATORS[c.id % 4]}, ${new Date(Math.min(now - 120_000, Date.parse(month) - 2 * DAY))}::timestamptz)`,
      );
    } else if (c.status === 1 && i < 4 && (c.store_id === 1 ? upcoming === 0 : c.id % 89 === 4) && upcoming < 4) {
      upcoming++;
      levelChanges.push(
        sql`(${c.id}, ${c.store_id}, ${level}, ${levels[i + 1]}, ${levels[i + 1]}, ${monthStart(now, -1)}::date, ${'连续两个月达到上一等级标准，下月起上调'}, 0, null, ${OPERATORS[c.id % 4]},
          ${new Date(now - ((c.id % 5) + 1) * 3_600_000)}::timestamptz)`,
      );
    }
  }
  await sql`insert into craftsman_data_level_change (craftsman_id, store_id, from_level, to_level, suggested_level, effective_month, reason, state, applied_at, operator, created_at)
    values ${sql.join(levelChanges)}`.execute(db);
  await sql`update craftsman_data_level_change set updated_at = coalesce(applied_at, created_at)`.execute(db);

  for (const back of [2, 1, 0]) await computeServiceStars(db, monthStart(now, back));

  await grantStoreManager(
    db,
    ['/craftsman/craftsman/manage', '/craftsman/craftsman/craftsmanState', '/craftsman/craftsman/employeeFeedback'],
    ['craftsman:craftsmanState:add', 'craftsman:craftsmanState:cancel', 'craftsman:employeeFeedback:add'],
  );
}

export const step: SeedStep = { order: 700, run: seedCraftsmanRegister };
