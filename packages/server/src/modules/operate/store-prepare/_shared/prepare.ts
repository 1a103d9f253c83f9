import { advanceProblem, PREPARE_STAGE, PREPARE_STATUS, PrepareStatus } from '@salon/contract';
import { sql, type Kysely } from 'kysely';
import type { AuthContext } from '../../../../core/auth.js';
import { audit } from '../../../../core/audit.js';
import { refuse } from '../../../../core/errors.js';
import type { andInScope } from '../../../../engine/query.js';
import type { Database } from '../../../../db/schema.js';
import type { FastifyRequest } from 'fastify';

type Db = Kysely<Database>;

/** Writes one stage change of a project (its log row): what happened, from and to which stage, who, now. */
export async function logPrepare(
  trx: Db,
  prepareId: number,
  row: { action: 'create' | 'advance' | 'close'; fromStage: number | null; toStage: number; remark?: string | null },
  operator: string,
): Promise<void> {
  await sql`insert into store_prepare_log (prepare_id, action, from_stage, to_stage, remark, operator)
    values (${prepareId}, ${row.action}, ${row.fromStage}, ${row.toStage}, ${row.remark ?? null}, ${operator})`.execute(trx);
}

/** The next project number: CJ + YYMMDD (China) + a 4-digit sequence of the day. */
export async function nextProjectNo(trx: Db): Promise<string> {
  await sql`select pg_advisory_xact_lock(hashtext('store_prepare.project_no'))`.execute(trx);
  const row = (
    await sql<{ no: string }>`
    select 'CJ' || to_char(now() at time zone 'Asia/Shanghai', 'YYMMDD')
      || lpad((coalesce(max(right(project_no, 4)::int), 0) + 1)::text, 4, '0') as no
    from store_prepare where project_no like 'CJ' || to_char(now() at time zone 'Asia/Shanghai', 'YYMMDD') || '____'`.execute(trx)
  ).rows[0];
  return row.no;
}

/**
 * Moves a project in progress to the next stage, inside the caller's transaction: locked, within
 * the user's stores, one step at a time (refused in words otherwise), logged and audited; reaching
 * 已开业 ends the project (已开业, opened today) and opens its linked store.
 */
export async function advanceProject(
  trx: Db,
  input: { id: number; toStage: number; remark?: string | null },
  ctx: { auth: AuthContext; request: FastifyRequest; scoped: ReturnType<typeof andInScope> },
): Promise<{ id: number; stage: number; status: number }> {
  const { id, toStage } = input;
  const project = (
    await sql<{ stage: number; status: number; store_id: number | null; project_no: string }>`
    select stage, status, store_id, project_no from store_prepare where id = ${id}${ctx.scoped} for update`.execute(trx)
  ).rows[0];
  if (!project) throw refuse('筹建项目不存在');
  if (project.status !== PREPARE_STATUS.active) throw refuse(`项目${PrepareStatus.labelOf(project.status)}，不能推进`);
  const problem = advanceProblem(project.stage, toStage);
  if (problem) throw refuse(problem);
  const opened = toStage === PREPARE_STAGE.opened;
  await sql`update store_prepare set stage = ${toStage}, stage_since = now(), updated_at = now(),
      status = ${opened ? PREPARE_STATUS.opened : PREPARE_STATUS.active},
      opened_on = ${opened ? sql`(now() at time zone 'Asia/Shanghai')::date` : null}
    where id = ${id}`.execute(trx);
  if (opened && project.store_id !== null) {
    await sql`update store set open_status = 1, open_date = (now() at time zone 'Asia/Shanghai')::date, updated_at = now()
      where id = ${project.store_id} and open_status in (0, 4)`.execute(trx);
  }
  await logPrepare(trx, id, { action: 'advance', fromStage: project.stage, toStage, remark: input.remark }, ctx.auth.name);
  await audit(trx, ctx.request, {
    action: 'advance',
    table: 'store_prepare',
    recordId: id,
    before: { stage: project.stage, status: project.status },
    after: { stage: toStage, status: opened ? PREPARE_STATUS.opened : PREPARE_STATUS.active, remark: input.remark ?? null },
  });
  return { id, stage: toStage, status: opened ? PREPARE_STATUS.opened : PREPARE_STATUS.active };
}
