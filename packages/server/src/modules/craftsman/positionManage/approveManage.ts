import { approveManageCount, AWAITING_GRADE_STATUSES, cultivateOptions, positionApprovalResource, updateCultivatePeople } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { audit } from '../../../core/audit.js';
import { refuse } from '../../../core/errors.js';
import { registerEndpoint } from '../../../engine/endpoint.js';
import { andInScope } from '../../../engine/query.js';
import { registerResource } from '../../../engine/register.js';
import { countInScope } from '../../operate/shop/_shared/storeRequests.js';
import { assertCultivator, decideHooks } from '../gradeManage/_shared/gradeHooks.js';

/**
 * /craftsman/positionManage/approveManage 审批管理: position changes decided (the spec's updateApproval
 * and queryApprovalDetail are the declaration's transition and detail), the 培养人 named on one still
 * waiting (updateCultivatePeople), and the menu badge's count of those waiting in the user's stores.
 */
export function registerApproveManage(app: FastifyInstance): void {
  const { db } = app.services;
  registerResource(app, positionApprovalResource, decideHooks('position'));

  registerEndpoint(app, approveManageCount, async (_input, { auth }) =>
    countInScope(db, positionApprovalResource, AWAITING_GRADE_STATUSES, await auth.scope()),
  );

  registerEndpoint(app, cultivateOptions, async ({ id }, { auth }) => {
    const rows = await sql<{ id: number; name: string }>`
      select c.id, c.real_name || ' ' || c.employee_no as name
      from craftsman_position_change p join craftsman c on c.store_id = p.store_id and c.id <> p.craftsman_id and c.status = 1
      where p.id = ${id}${andInScope(await auth.scope(), 'p.store_id')}
      order by c.position_type desc, c.id`.execute(db);
    return rows.rows;
  });

  registerEndpoint(app, updateCultivatePeople, async ({ id, cultivatePeopleId }, { auth, request }) =>
    db.transaction().execute(async (trx) => {
      const scope = await auth.scope();
      const found = await sql<{ craftsman_id: number; status: number; cultivate_people_id: number | null }>`
        select craftsman_id, status, cultivate_people_id from craftsman_position_change
        where id = ${id}${andInScope(scope, 'store_id')} for update`.execute(trx);
      const change = found.rows[0];
      if (!change) throw refuse('岗位变动申请不存在');
      if (change.status !== 0) throw refuse('只能为待审批的岗位变动指定培养人');
      const name = await assertCultivator(trx, auth, change.craftsman_id, cultivatePeopleId);
      await sql`update craftsman_position_change set cultivate_people_id = ${cultivatePeopleId}, updated_at = now() where id = ${id}`.execute(trx);
      await audit(trx, request, {
        action: 'update',
        table: 'craftsman_position_change',
        recordId: id,
        before: { cultivatePeopleId: change.cultivate_people_id },
        after: { cultivatePeopleId },
      });
      return { id, cultivatePeopleId, cultivatePeopleName: name };
    }),
  );
}
