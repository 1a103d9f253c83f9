import { sql } from 'kysely';
import type { TestApp } from './harness.js';

let serial = 0;

/** A unique 11-digit mobile and 18-character ID number for a fixture person. */
export function fixturePerson() {
  serial += 1;
  const n = `${Date.now() % 100000}${serial}`.padStart(7, '0').slice(-7);
  return { mobile: `1770${n}`, idCard: `1101011990${n}X`.slice(0, 18) };
}

/**
 * A candidate of the recruitment ledger made for a test (tests create what they assert on): at `stage`,
 * intended for store `storeId`, in a region of that store's city (made when none exists); the mobile and
 * ID number sealed by the app's vault as registration does.
 */
export async function fixtureCandidate(
  t: TestApp,
  options: { stage: number; storeId?: number; name?: string; source?: number; referrerId?: number | null; idCard?: string; extra?: Record<string, unknown> } = {
    stage: 0,
  },
): Promise<{ id: number; ledgerNo: string; mobile: string; idCard: string }> {
  const storeId = options.storeId ?? 1;
  const person = fixturePerson();
  const idCard = options.idCard ?? person.idCard;
  const vault = t.services.vault;
  const city = (await sql<{ city_id: number }>`select city_id from store where id = ${storeId}`.execute(t.db)).rows[0].city_id;
  let region = (await sql<{ id: number }>`select id from recruit_region where city_id = ${city} order by id limit 1`.execute(t.db)).rows[0]?.id;
  if (!region)
    region = (await sql<{ id: number }>`insert into recruit_region (city_id, name) values (${city}, '测试招聘区域') returning id`.execute(t.db)).rows[0].id;
  serial += 1;
  const ledgerNo = `T${Date.now() % 1_000_000_000}${serial}`.slice(0, 20);
  const stage = options.stage;
  const extra = options.extra ?? {};
  const row = (
    await sql<{ id: number }>`
      insert into recruit_candidate (ledger_no, real_name, mobile_enc, mobile_hash, id_card_enc, id_card_hash, source, referrer_craftsman_id,
        region_id, city_id, intended_store_id, stage, hr_interview_at, assessed_at, assessment_score, closed_reason, closed_at, employed_on, craftsman_id)
      values (${ledgerNo}, ${options.name ?? '测试候选人'}, ${vault.encrypt(person.mobile)}, ${vault.lookupHash(person.mobile)},
        ${vault.encrypt(idCard)}, ${vault.lookupHash(idCard)}, ${options.source ?? 2}, ${options.referrerId ?? null}, ${region}, ${city}, ${storeId},
        ${stage}, ${stage >= 1 ? sql`now() - interval '3 days'` : null}, ${stage >= 2 && stage <= 5 ? sql`now() - interval '2 days'` : null},
        ${stage >= 2 && stage <= 5 ? '80.0' : null}, ${stage >= 8 ? ((extra.closedReason as string) ?? '测试关闭') : null},
        ${stage >= 8 ? sql`now()` : null}, ${(extra.employedOn as string) ?? null}, ${(extra.craftsmanId as number) ?? null})
      returning id`.execute(t.db)
  ).rows[0];
  return { id: row.id, ledgerNo, mobile: person.mobile, idCard };
}

/** The stage of a candidate now. */
export async function stageOf(t: TestApp, id: number): Promise<number> {
  return (await sql<{ stage: number }>`select stage from recruit_candidate where id = ${id}`.execute(t.db)).rows[0].stage;
}

/** The recruit_log rows of a candidate, oldest first. */
export async function logOf(t: TestApp, id: number) {
  return (
    await sql<{ action: string; from_stage: number | null; to_stage: number | null; remark: string | null; operator: string }>`
      select action, from_stage, to_stage, remark, operator from recruit_log where candidate_id = ${id} order by id`.execute(t.db)
  ).rows;
}
