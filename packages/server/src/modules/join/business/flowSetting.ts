import { approvalFlowResource, flowRoleOptions, flowSteps, saveFlowSteps } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { audit } from '../../../core/audit.js';
import { invalid, notFound } from '../../../core/errors.js';
import type { Database } from '../../../db/schema.js';
import { registerEndpoint } from '../../../engine/endpoint.js';
import { registerResource } from '../../../engine/register.js';

type Step = { stepNo: number; roleId: number; roleName: string };

async function stepsOfFlow(db: Kysely<Database>, flowId: number): Promise<Step[]> {
  const rows = await sql<Step>`select s.step_no as "stepNo", s.role_id as "roleId", r.name as "roleName"
    from approval_flow_step s join role r on r.id = s.role_id where s.flow_id = ${flowId} order by s.step_no`.execute(db);
  return rows.rows;
}

/**
 * /join/business/flowSetting 流程设置: the flows (one a kind) with their steps as one line, name and remark
 * edited by the declaration; 设置步骤 replaces a flow's ordered roles (enabled roles, each once, at most
 * APPROVAL_MAX_STEPS; none: single-step approval) in one transaction with an audit row (before and after).
 * Records under way follow the new steps from the next decision on (see modules/join/_shared/approvalFlow.ts).
 */
export function registerFlowSetting(app: FastifyInstance): void {
  const { db } = app.services;

  registerResource(app, approvalFlowResource, {
    async beforeWrite(values, { auth }) {
      const row = values as typeof values & Record<string, unknown>;
      row.updatedBy = auth.name;
    },
  });

  registerEndpoint(app, flowRoleOptions, async () => {
    const rows = await sql<{ id: number; name: string }>`select id, name from role where status = 1 order by id`.execute(db);
    return rows.rows;
  });

  registerEndpoint(app, flowSteps, async ({ id }) => {
    const flow = (await sql`select 1 from approval_flow where id = ${id}`.execute(db)).rows[0];
    if (!flow) throw notFound('审批流程');
    return stepsOfFlow(db, id);
  });

  registerEndpoint(app, saveFlowSteps, async ({ id, roleIds }, { auth, request }) =>
    db.transaction().execute(async (trx) => {
      const flow = (await sql<{ id: number }>`select id from approval_flow where id = ${id} for update`.execute(trx)).rows[0];
      if (!flow) throw notFound('审批流程');
      if (roleIds.length) {
        const roles = await sql<{ id: number; status: number; name: string }>`select id, status, name from role where id in (${sql.join(roleIds)})`.execute(
          trx,
        );
        for (const [i, roleId] of roleIds.entries()) {
          const role = roles.rows.find((r) => r.id === roleId);
          if (!role) throw invalid('roleIds', `第${i + 1}步的角色不存在`);
          if (role.status !== 1) throw invalid('roleIds', `第${i + 1}步的角色「${role.name}」已停用`);
        }
      }
      const before = await stepsOfFlow(trx, id);
      await sql`delete from approval_flow_step where flow_id = ${id}`.execute(trx);
      for (const [i, roleId] of roleIds.entries())
        await sql`insert into approval_flow_step (flow_id, step_no, role_id) values (${id}, ${i + 1}, ${roleId})`.execute(trx);
      await sql`update approval_flow set updated_by = ${auth.name}, updated_at = now() where id = ${id}`.execute(trx);
      const after = await stepsOfFlow(trx, id);
      await audit(trx, request, {
        action: 'saveSteps',
        table: 'approval_flow',
        recordId: id,
        before: { steps: before.map((s) => `${s.stepNo}. ${s.roleName}`).join(' → ') || '单步审核' },
        after: { steps: after.map((s) => `${s.stepNo}. ${s.roleName}`).join(' → ') || '单步审核' },
      });
      return after;
    }),
  );
}
