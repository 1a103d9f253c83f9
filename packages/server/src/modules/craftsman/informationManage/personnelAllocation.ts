import { AWAITING_GAP_APPLY_STATUSES, gapApplyResource, storeGapApprovalCount, storeStaffingResource } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { invalid, refuse } from '../../../core/errors.js';
import { registerEndpoint } from '../../../engine/endpoint.js';
import { registerResource } from '../../../engine/register.js';
import { countInScope } from '../../operate/shop/_shared/storeRequests.js';
import '../../../db/schema/attendance.js';

/**
 * /craftsman/informationManage/personnelAllocation 人员配置: each store's required head count by its
 * gap rule against who serves there (view store_staffing), and the stores' gap applications
 * (approvalWorkflow; one waiting application per store and post). The menu badge counts those waiting.
 */
export function registerPersonnelAllocation(app: FastifyInstance): void {
  const { db } = app.services;

  registerResource(app, storeStaffingResource);

  registerResource(app, gapApplyResource, {
    async beforeWrite(values, { trx, auth, mode }) {
      if (mode !== 'create') return;
      const staffing = (
        await sql<{
          gap_stylists: number;
          gap_technicians: number;
        }>`select gap_stylists, gap_technicians from store_staffing where store_id = ${values.storeId!}`.execute(trx)
      ).rows[0];
      if (!staffing) throw invalid('storeId', '门店不存在或未营业');
      const waiting = await sql`select 1 from staffing_gap_apply where store_id = ${values.storeId!} and post = ${values.post!} and status = 0 limit 1`.execute(
        trx,
      );
      if (waiting.rows.length) throw refuse('该门店此岗位已有待审批的缺口申请');
      const row = values as typeof values & Record<string, unknown>;
      row.gapAtApply = values.post === 2 ? staffing.gap_technicians : staffing.gap_stylists;
      row.applicant = auth.name;
      row.status = 0;
    },
  });

  registerEndpoint(app, storeGapApprovalCount, async (_input, { auth }) => countInScope(db, gapApplyResource, AWAITING_GAP_APPLY_STATUSES, await auth.scope()));
}
