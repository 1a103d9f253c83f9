import { APPROVAL_DECISION, ApprovalFlowKind, type ApprovalLogRow } from '@salon/contract';
import { sql, type Kysely } from 'kysely';
import type { AuthContext } from '../../../core/auth.js';
import { refuse } from '../../../core/errors.js';
import type { Database } from '../../../db/schema.js';
import type { TransitionHold } from '../../../engine/register.js';

/** A flow's step: its order and role. */
export interface FlowStep {
  stepNo: number;
  roleId: number;
  roleName: string;
}

/** The ordered steps of a kind's flow (none: the single-step approval of today). */
export async function flowStepsOf(db: Kysely<Database>, kind: number): Promise<FlowStep[]> {
  const rows = await sql<FlowStep>`
    select s.step_no as "stepNo", s.role_id as "roleId", r.name as "roleName"
    from approval_flow f join approval_flow_step s on s.flow_id = f.id join role r on r.id = s.role_id
    where f.kind = ${kind} order by s.step_no`.execute(db);
  return rows.rows;
}

/** Whether the user holds the role (an enabled role of theirs). */
async function holdsRole(trx: Kysely<Database>, userId: number, roleId: number): Promise<boolean> {
  const rows = await sql`select 1 from user_role ur join role r on r.id = ur.role_id
    where ur.user_id = ${userId} and ur.role_id = ${roleId} and r.status = 1`.execute(trx);
  return rows.rows.length > 0;
}

/**
 * One decision on a record of a kind whose approval follows its flow (流程设置), inside the caller's
 * transaction, with the record already locked (the engine's transition does so). The caller checked
 * the operation code and the record's state.
 * - No steps: nothing recorded, the decision stands alone (single-step approval).
 * - Else the current step is the first not yet approved in this round; the caller must hold its role,
 *   or the decision is refused naming the step and role.
 * - 通过 short of the last step is recorded and answers `{ hold }` (the state stays; the words say who
 *   is next); at the last step it is recorded and the state changes.
 * - 驳回 at any step is recorded and ends the round (its decisions become inactive): a corrected record
 *   starts again from step 1.
 * Every decision is a row of approval_log (and the engine's audit row of the transition).
 */
export async function approvalDecision(
  trx: Kysely<Database>,
  kind: number,
  recordId: number,
  decision: 'approve' | 'reject',
  context: { auth: AuthContext; remark?: string | null },
): Promise<void | TransitionHold> {
  const steps = await flowStepsOf(trx, kind);
  if (!steps.length) return;
  const done = (
    await sql<{ n: number }>`select count(*)::int as n from approval_log
      where kind = ${kind} and record_id = ${recordId} and active and decision = ${APPROVAL_DECISION.approve}`.execute(trx)
  ).rows[0].n;
  // A flow shortened while a record was under way: the steps left are those past what was approved.
  const index = Math.min(done, steps.length - 1);
  const step = steps[index];
  const title = ApprovalFlowKind.labelOf(kind);
  if (!(await holdsRole(trx, context.auth.userId, step.roleId)))
    throw refuse(`${title}当前在第${step.stepNo}步（共${steps.length}步），须由「${step.roleName}」角色审批，您不是该角色成员`);
  const value = decision === 'approve' ? APPROVAL_DECISION.approve : APPROVAL_DECISION.reject;
  await sql`insert into approval_log (kind, record_id, step_no, step_count, role_id, role_name, decision, remark, operator, operator_id)
    values (${kind}, ${recordId}, ${step.stepNo}, ${steps.length}, ${step.roleId}, ${step.roleName}, ${value}, ${context.remark ?? null},
      ${context.auth.name}, ${context.auth.userId})`.execute(trx);
  if (decision === 'reject') {
    await sql`update approval_log set active = false where kind = ${kind} and record_id = ${recordId} and active`.execute(trx);
    return;
  }
  if (index < steps.length - 1) {
    const next = steps[index + 1];
    return { hold: `已通过第${step.stepNo}步（${step.roleName}），待第${next.stepNo}步「${next.roleName}」审批` };
  }
}

/**
 * The transition hook of a declaration whose 通过 / 驳回 follow a kind's flow: `approve` and `reject`
 * actions (by name) go through `approvalDecision`; other transitions pass.
 */
export function flowTransition(kind: number, actions: { approve: string; reject: string } = { approve: 'approve', reject: 'reject' }) {
  return async (
    trx: Kysely<Database>,
    record: { id: number },
    transition: { action: string },
    context: { auth: AuthContext; reason?: string | null },
  ): Promise<void | TransitionHold> => {
    const decision = transition.action === actions.approve ? 'approve' : transition.action === actions.reject ? 'reject' : undefined;
    if (!decision) return;
    return approvalDecision(trx, kind, record.id, decision, { auth: context.auth, remark: context.reason });
  };
}

/** A record's decisions, oldest first (its 审批记录). */
export async function approvalLogOf(db: Kysely<Database>, kind: number, recordId: number): Promise<ApprovalLogRow[]> {
  const rows = await sql<ApprovalLogRow>`
    select step_no as "stepNo", role_name as "roleName", decision, operator, remark, active,
      to_char(created_at at time zone 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI:SS') as "createdAt"
    from approval_log where kind = ${kind} and record_id = ${recordId} order by id`.execute(db);
  return rows.rows;
}
