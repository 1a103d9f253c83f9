import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../../db/schema.js';

/**
 * Rows the /hrm/craftsmanGrowth tests insert to count (test-only helpers; plain SQL, the ledger's
 * and register's columns as the pages read them). Each returns the new row's id.
 */

let serial = 0;
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${(serial++).toString(36)}`.slice(0, 20);

/** A recruit region in a city (enabled unless said). */
export async function insertRegion(db: Kysely<Database>, o: { cityId: number; name?: string; target?: number; enabled?: boolean }): Promise<number> {
  const r = await sql<{ id: number }>`insert into recruit_region (city_id, name, monthly_target, enable_status)
    values (${o.cityId}, ${o.name ?? unique('测试区域')}, ${o.target ?? 10}, ${o.enabled === false ? 0 : 1}) returning id`.execute(db);
  return r.rows[0].id;
}

export interface CraftsmanFixture {
  storeId: number;
  entryDate: string;
  status?: number;
  leaveDate?: string | null;
  leaveReason?: number | null;
  station?: number;
  gender?: number;
  craftsmanType?: number;
  level?: string;
}

/** A craftsman register row (level and price grade as a seeded craftsman's). */
export async function insertCraftsman(db: Kysely<Database>, o: CraftsmanFixture): Promise<number> {
  const r = await sql<{
    id: number;
  }>`insert into craftsman (employee_no, real_name, gender, mobile, craftsman_type, level, price_grade, store_id, status, entry_date, station, leave_date, leave_reason)
    select ${unique('T')}, '测试手艺人', ${o.gender ?? 1}, '13900000000', ${o.craftsmanType ?? 1}, ${o.level ?? sql`c.level`}, c.price_grade, ${o.storeId},
      ${o.status ?? 1}, ${o.entryDate}::date, ${o.station ?? 0}, ${o.leaveDate ?? null}::date, ${o.leaveReason ?? null}
    from craftsman c order by c.id limit 1 returning id`.execute(db);
  return r.rows[0].id;
}

export interface CandidateFixture {
  regionId: number;
  cityId: number;
  storeId?: number | null;
  source?: number;
  stage: number;
  registeredAt: string;
  hrInterviewAt?: string;
  assessedAt?: string;
  trainingStart?: string;
  trainingSkipped?: boolean;
  employedOn?: string;
  craftsmanId?: number;
  jobPostingId?: number;
}

/** A ledger candidate (mobile sealed text is irrelevant to the counts). */
export async function insertCandidate(db: Kysely<Database>, o: CandidateFixture): Promise<number> {
  const r = await sql<{
    id: number;
  }>`insert into recruit_candidate (ledger_no, real_name, mobile_enc, mobile_hash, source, region_id, city_id, intended_store_id,
      job_posting_id, stage, registered_at, hr_interview_at, assessed_at, training_start, training_skipped, employed_on, craftsman_id)
    values (${unique('RC')}, '测试候选人', 'x', ${unique('h')}, ${o.source ?? 0}, ${o.regionId}, ${o.cityId}, ${o.storeId ?? null},
      ${o.jobPostingId ?? null}, ${o.stage}, ${o.registeredAt}::timestamptz, ${o.hrInterviewAt ?? null}::timestamptz, ${o.assessedAt ?? null}::timestamptz,
      ${o.trainingStart ?? null}::date, ${o.trainingSkipped ?? false}, ${o.employedOn ?? null}::date, ${o.craftsmanId ?? null})
    returning id`.execute(db);
  return r.rows[0].id;
}

/** A log row of a candidate's step (from → to). */
export async function insertLog(db: Kysely<Database>, candidateId: number, fromStage: number | null, toStage: number, action = 'test'): Promise<void> {
  await sql`insert into recruit_log (candidate_id, action, from_stage, to_stage, operator) values (${candidateId}, ${action}, ${fromStage}, ${toStage}, '测试')`.execute(
    db,
  );
}

/** A store and its city to hang fixtures on (the demo store 1 unless said). */
export async function storeCity(db: Kysely<Database>, storeId = 1): Promise<{ storeId: number; cityId: number }> {
  const r = await sql<{ city_id: number }>`select city_id from store where id = ${storeId}`.execute(db);
  return { storeId, cityId: r.rows[0].city_id };
}

/** A city of its own (area 99xx00 with a district) and two stores in it, so that a test's figures are its rows alone. */
export async function fixtureCity(db: Kysely<Database>, n = 1): Promise<{ cityId: number; storeId: number; storeId2: number }> {
  const cityId = 990000 + n * 100;
  await sql`insert into area (id, parent_id, level, name) values (${cityId}, null, 1, ${`测试市${n}`}), (${cityId + 1}, ${cityId}, 2, ${`测试区${n}`})`.execute(
    db,
  );
  const stores = await sql<{ id: number }>`insert into store (store_code, store_name, store_type, city_id, district_id)
    values (${`T${cityId}A`}, ${`测试${n}店甲`}, 1, ${cityId}, ${cityId + 1}), (${`T${cityId}B`}, ${`测试${n}店乙`}, 1, ${cityId}, ${cityId + 1}) returning id`.execute(
    db,
  );
  return { cityId, storeId: stores.rows[0].id, storeId2: stores.rows[1].id };
}
