import { stageRefusal } from '@salon/contract';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { AuthContext } from '../../../../core/auth.js';
import { notFound, refuse } from '../../../../core/errors.js';
import type { Database } from '../../../../db/schema.js';
import '../../../../db/schema/recruit.js';
import '../../../../db/schema/recruitTalent.js';
import { andInScope } from '../../../../engine/query.js';
import { insertLog, lockCandidate } from './recruitLedger.js';

export const chinaToday = sql`(now() at time zone 'Asia/Shanghai')::date`;

export interface LedgerStep {
  id: number;
  /** Stages the step starts from. */
  from: readonly number[];
  to: number;
  /** The log's action: the spec endpoint's name without 'submit' ('attendTraining'). */
  action: string;
  /** The step's words for a refusal: 候选人当前为「培训中」，不能<step>. */
  step: string;
  remark?: string | null;
  /** More columns the same UPDATE writes. */
  set?: RawBuilder<unknown>;
}

/**
 * One stage change of the recruitment ledger (the ledger's rule): the candidate must be within the
 * user's stores (by intended store), then one guarded UPDATE from the allowed stages; no row refuses in
 * words naming the current stage. The recruit_log row is written in the same transaction.
 */
export async function moveStage(trx: Kysely<Database>, auth: AuthContext, s: LedgerStep): Promise<void> {
  const scope = await auth.scope();
  const found = (await sql<{ stage: number }>`select stage from recruit_candidate where id = ${s.id}${andInScope(scope, 'intended_store_id')}`.execute(trx))
    .rows[0];
  if (!found) throw notFound('候选人');
  const extra = s.set ? sql`, ${s.set}` : sql``;
  const moved = await sql<{ id: number }>`
    update recruit_candidate set stage = ${s.to}, updated_at = now()${extra}
    where id = ${s.id} and stage in (${sql.join(s.from)}) returning id`.execute(trx);
  if (!moved.rows.length) {
    const now = (await sql<{ stage: number }>`select stage from recruit_candidate where id = ${s.id}`.execute(trx)).rows[0];
    throw refuse(stageRefusal(now.stage, s.step));
  }
  await writeLog(trx, auth, s.id, s.action, found.stage, s.to, s.remark ?? null);
}

/** The step's row in recruit_log (the ledger's own writer; the caller audits as it sees fit). */
export async function writeLog(
  trx: Kysely<Database>,
  auth: AuthContext,
  candidateId: number,
  action: string,
  fromStage: number | null,
  toStage: number | null,
  remark: string | null,
): Promise<void> {
  await insertLog(trx, auth, { candidateId, action, fromStage, toStage, remark });
}

/** The candidate under its row lock, within the caller's stores (the ledger's lock). */
export { lockCandidate };
