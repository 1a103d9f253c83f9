import { DepartStatus } from '@salon/contract';
import { sql, type Kysely, type Transaction } from 'kysely';
import { refuse } from '../../../../core/errors.js';
import type { Database } from '../../../../db/schema.js';
import '../../../../db/schema/depart.js';
import '../../../../db/schema/recruit.js';

type Db = Kysely<Database> | Transaction<Database>;

/** What the departure and retention pages share on the server (issue 15). */

/** Today in China, as the database reads it. */
export const CHINA_TODAY = sql<string>`(now() at time zone 'Asia/Shanghai')::date`;

/** The refusal a registration with a flagged ID number gets (recruit_no_rehire). */
export const NO_REHIRE_REFUSAL = '该身份证号已被标记为不再录用，不能登记';

/** Whether an ID number (by its keyed hash, vault.lookupHash) is flagged 不再录用. */
export async function isNoRehire(db: Db, idCardHash: string | null | undefined): Promise<boolean> {
  if (!idCardHash) return false;
  const found = await sql`select 1 from recruit_no_rehire where id_card_hash = ${idCardHash} limit 1`.execute(db);
  return found.rows.length > 0;
}

/** Refuses a registration (a recruit_candidate row) whose ID number is flagged 不再录用. */
export async function assertRehirable(db: Db, idCardHash: string | null | undefined): Promise<void> {
  if (await isNoRehire(db, idCardHash)) throw refuse(NO_REHIRE_REFUSAL);
}

/** The craftsman a form names, locked: refused when missing, out of the user's stores or departed. */
export async function lockCraftsman(
  trx: Db,
  craftsmanId: number,
  assertStore: (storeId: number) => Promise<void>,
  allowed: readonly number[],
  what: string,
): Promise<{ id: number; store_id: number; status: number; entry_date: string | null; real_name: string; id_card_hash: string | null }> {
  const row = (
    await sql<{ id: number; store_id: number; status: number; entry_date: string | null; real_name: string; id_card_hash: string | null }>`
    select id, store_id, status, entry_date::text as entry_date, real_name, id_card_hash from craftsman where id = ${craftsmanId} for update`.execute(trx)
  ).rows[0];
  if (!row) throw refuse('手艺人不存在');
  await assertStore(row.store_id);
  if (!allowed.includes(row.status)) throw refuse(row.status === 4 ? `该手艺人已离职，不能${what}` : `该手艺人当前不在职，不能${what}`);
  return row;
}

/** Refuses a departure-order step out of order, naming the order's current state (离职单当前为「已离职」，不能撤回). */
export async function refuseDepartStep(db: Db, id: number, scoped: ReturnType<typeof sql>, step: string): Promise<never> {
  const row = (await sql<{ status: number }>`select status from recruit_depart where id = ${id}${scoped}`.execute(db)).rows[0];
  if (!row) throw refuse('离职单不存在');
  throw refuse(`离职单当前为「${DepartStatus.labelOf(row.status)}」，不能${step}`);
}

/** A ledger log row for the craftsman's recruitment record, when the craftsman came through the ledger. */
export async function logLedger(
  trx: Db,
  craftsmanId: number,
  action: string,
  remark: string | null,
  operator: { name: string; userId: number },
): Promise<void> {
  await sql`insert into recruit_log (candidate_id, action, from_stage, to_stage, remark, operator, operator_id)
    select id, ${action}, stage, stage, ${remark}, ${operator.name}, ${operator.userId} from recruit_candidate where craftsman_id = ${craftsmanId}`.execute(
    trx,
  );
}
