import {
  AWAITING_STAFF_MOVEMENT_STATUSES,
  staffMovementCount,
  staffMovementCraftsmanOptions,
  staffMovementResource,
  staffMovementStoreOptions,
} from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { refuse } from '../../../core/errors.js';
import { registerEndpoint } from '../../../engine/endpoint.js';
import { registerResource } from '../../../engine/register.js';
import { countInScope } from '../../operate/shop/_shared/storeRequests.js';
import { applyDueTransfers, craftsmenInScope, openStores, scheduleTransfers } from './_shared/transfers.js';

/**
 * /craftsman/attendanceManage/staffMovement 人员调动审批: head office approves or rejects transfers
 * (approvalWorkflow). Approving one whose date has come applies it in the same commit; a later one
 * waits for its day (the sweep at start and every 10 minutes). The menu badge counts those waiting.
 */
export function registerStaffMovement(app: FastifyInstance): void {
  const { db } = app.services;

  registerResource(app, staffMovementResource, {
    async beforeTransition(trx, record, transition) {
      if (transition.action !== 'approve') return;
      const craftsman = (await sql<{ store_id: number; status: number }>`select store_id, status from craftsman where id = ${record.craftsmanId}`.execute(trx))
        .rows[0];
      if (!craftsman || craftsman.status !== 1) throw refuse('手艺人已不在职，不能通过调动');
      if (craftsman.store_id !== record.fromStoreId) throw refuse('手艺人的门店已变更，请驳回后重新申请');
    },
    async afterTransition(trx, record, transition, { auth, request }) {
      if (transition.action !== 'approve') return;
      await sql`update craftsman_transfer set effect = 0 where id = ${record.id}`.execute(trx);
      const route = request.headers.routepath;
      await applyDueTransfers(trx, {
        id: record.id,
        by: {
          userId: auth.userId,
          userName: auth.name,
          api: request.routeOptions.url ?? request.url,
          route: typeof route === 'string' ? route.slice(0, 200) : null,
        },
      });
    },
  });

  registerEndpoint(app, staffMovementCraftsmanOptions, async (_input, { auth }) => craftsmenInScope(db, await auth.scope(), false));
  registerEndpoint(app, staffMovementStoreOptions, async () => openStores(db));

  registerEndpoint(app, staffMovementCount, async (_input, { auth }) =>
    countInScope(db, staffMovementResource, AWAITING_STAFF_MOVEMENT_STATUSES, await auth.scope()),
  );

  scheduleTransfers(app);
}
