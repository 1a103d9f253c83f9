import { RecruitMsg, stageLabel } from '@salon/contract';
import type { FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { AuthContext } from '../../../../core/auth.js';
import { audit } from '../../../../core/audit.js';
import { refuse } from '../../../../core/errors.js';
import type { Database } from '../../../../db/schema.js';
import '../../../../db/schema/recruit.js';

/**
 * What the recruitment ledger's pages share on the server: a candidate read and locked within the
 * caller's stores, the guarded stage change (one UPDATE whose WHERE names the stages it may leave; no
 * row: refused in words naming the current stage) and the step's log row, all in the caller's
 * transaction.
 */
export interface CandidateRow {
  id: number;
  ledger_no: string;
  real_name: string;
  stage: number;
  intended_store_id: number | null;
  region_id: number;
  interviewer_id: number | null;
  id_card_hash: string | null;
  training_end: string | null;
  training_skipped: boolean;
}

/** The candidate, locked for the step; refused when missing or meant for a store outside the caller's. */
export async function lockCandidate(trx: Kysely<Database>, auth: AuthContext, id: number): Promise<CandidateRow> {
  const row = (
    await sql<CandidateRow>`
      select id, ledger_no, real_name, stage, intended_store_id, region_id, interviewer_id, id_card_hash,
        training_end::text as training_end, training_skipped
      from recruit_candidate where id = ${id} for update`.execute(trx)
  ).rows[0];
  if (!row) throw refuse(RecruitMsg.candidateMissing);
  const scope = await auth.scope();
  if (!scope.all && (row.intended_store_id === null || !scope.storeIds.includes(row.intended_store_id))) throw refuse(RecruitMsg.candidateMissing);
  return row;
}

/** Refuses a step the candidate's stage does not allow, naming the stage. */
export function assertStage(row: CandidateRow, allowed: readonly number[], step: string): void {
  if (!allowed.includes(row.stage)) throw refuse(RecruitMsg.wrongStage(stageLabel(row.stage), step));
}

/**
 * The guarded stage change: `set` beside stage, only from `from`; refused in words when the row has
 * moved meanwhile.
 */
export async function moveStage(
  trx: Kysely<Database>,
  row: CandidateRow,
  to: number,
  from: readonly number[],
  step: string,
  set: ReturnType<typeof sql> = sql``,
): Promise<void> {
  const moved = await sql<{ id: number }>`
    update recruit_candidate set stage = ${to}, updated_at = now()${set}
    where id = ${row.id} and stage in (${sql.join([...from])}) returning id`.execute(trx);
  if (!moved.rows[0]) {
    const now = (await sql<{ stage: number }>`select stage from recruit_candidate where id = ${row.id}`.execute(trx)).rows[0];
    throw refuse(RecruitMsg.wrongStage(stageLabel(now?.stage ?? row.stage), step));
  }
}

/** A step's row in recruit_log, written by its operator. */
export async function insertLog(
  trx: Kysely<Database>,
  auth: AuthContext,
  entry: { candidateId: number; action: string; fromStage: number | null; toStage: number | null; remark?: string | null },
): Promise<void> {
  await sql`
    insert into recruit_log (candidate_id, action, from_stage, to_stage, remark, operator, operator_id)
    values (${entry.candidateId}, ${entry.action}, ${entry.fromStage}, ${entry.toStage}, ${entry.remark ?? null}, ${auth.name}, ${auth.userId})`.execute(trx);
}

/** The step's row in recruit_log (and the audit trail). */
export async function logStep(
  trx: Kysely<Database>,
  request: FastifyRequest,
  auth: AuthContext,
  entry: { candidateId: number; action: string; fromStage: number | null; toStage: number | null; remark?: string | null },
): Promise<void> {
  await insertLog(trx, auth, entry);
  await audit(trx, request, {
    action: entry.action,
    table: 'recruit_candidate',
    recordId: entry.candidateId,
    before: { stage: entry.fromStage },
    after: { stage: entry.toStage, remark: entry.remark ?? null },
  });
}
