import { idCardCheckChar } from '@salon/contract';
import { sql } from 'kysely';
import type { TestApp } from './harness.js';
import '../db/schema/recruit.js';

/**
 * Rows the recruitment ledger's tests create for themselves (they assert on what they made, whatever
 * the demo seed holds): a region in the city of a store, valid mainland ID numbers, candidates at any
 * stage meant for a store.
 */
let serial = 0;
/** A valid 18-digit ID number, new on every call. */
export function newIdCard(): string {
  serial += 1;
  const year = 1985 + (serial % 15);
  const month = String(1 + (serial % 12)).padStart(2, '0');
  const day = String(10 + Math.floor(Math.random() * 18));
  const seq = String(Math.floor(Math.random() * 1000)).padStart(3, '0');
  const body = `110105${year}${month}${day}${seq}`;
  return body + idCardCheckChar(body);
}
/** A mobile number, new on every call. */
export const newMobile = () => `139${String(10_000_000 + Math.floor(Math.random() * 89_999_999)).slice(0, 8)}`;

/** A recruitment region in the city of a store (enabled unless said). */
export async function regionFor(t: TestApp, storeId: number, name: string, enabled = true): Promise<{ id: number; regionId: number; cityId: number }> {
  const cityId = (await sql<{ city_id: number }>`select city_id from store where id = ${storeId}`.execute(t.db)).rows[0].city_id;
  const row = (
    await sql<{ id: number }>`
      insert into recruit_region (city_id, name, enable_status, monthly_target) values (${cityId}, ${name}, ${enabled ? 1 : 0}, 10)
      on conflict (city_id, name) do update set enable_status = excluded.enable_status returning id`.execute(t.db)
  ).rows[0];
  return { id: row.id, regionId: row.id, cityId };
}

let ledgerSerial = 0;
/** A candidate written straight to the ledger at `stage` (5 needs a craftsman: not offered here). */
export async function candidateAt(
  t: TestApp,
  o: { regionId: number; cityId: number; storeId: number; stage: number; name?: string; idCard?: string | null; mobile?: string; trainingEnd?: string | null },
): Promise<{ id: number; idCard: string | null; mobile: string }> {
  const vault = t.services.vault;
  const idCard = o.idCard === undefined ? newIdCard() : o.idCard;
  const mobile = o.mobile ?? newMobile();
  ledgerSerial += 1;
  const row = (
    await sql<{ id: number }>`
      insert into recruit_candidate (ledger_no, real_name, mobile_enc, mobile_hash, id_card_enc, id_card_hash, source, region_id, city_id,
        intended_post, intended_store_id, stage, training_start, training_end, assessment_score, created_by)
      values (${`T${Date.now() % 1_000_000_000}${ledgerSerial}`.slice(0, 20)}, ${o.name ?? '测试候选人'}, ${vault.encrypt(mobile)}, ${vault.lookupHash(mobile)},
        ${idCard ? vault.encrypt(idCard) : null}, ${idCard ? vault.lookupHash(idCard) : null}, 3, ${o.regionId}, ${o.cityId}, 1, ${o.storeId}, ${o.stage},
        ${o.stage >= 3 ? sql`(now() - interval '20 days')::date` : null},
        ${o.trainingEnd !== undefined ? o.trainingEnd : o.stage >= 4 ? sql`(now() - interval '2 days')::date` : null},
        ${o.stage >= 2 ? 86.5 : null}, '测试')
      returning id`.execute(t.db)
  ).rows[0];
  return { id: row.id, idCard, mobile };
}

export const stageOf = async (t: TestApp, id: number) =>
  (await sql<{ stage: number }>`select stage from recruit_candidate where id = ${id}`.execute(t.db)).rows[0].stage;
export const logsOf = async (t: TestApp, id: number) =>
  (
    await sql<{ action: string; from_stage: number | null; to_stage: number | null; remark: string | null; operator: string }>`
      select action, from_stage, to_stage, remark, operator from recruit_log where candidate_id = ${id} order by id`.execute(t.db)
  ).rows;
