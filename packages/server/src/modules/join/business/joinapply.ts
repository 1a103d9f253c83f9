import { APPROVAL_KIND, applyResource, JOIN_APPLY_STATUS, queryApplyStoreCount } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { invalid } from '../../../core/errors.js';
import { registerEndpoint } from '../../../engine/endpoint.js';
import { registerResource } from '../../../engine/register.js';
import { approvalLogOf, flowTransition } from '../_shared/approvalFlow.js';
import { andInCities, mobileOf, nextDayNumber, withSealedMobile } from './_shared/lead.js';

/**
 * /join/business/joinapply 加盟申请: the declaration's query, detail, add, update, review (通过 / 驳回)
 * and export; the number and the one-waiting-application-a-mobile rule on add; the menu badge. 通过 and
 * 驳回 follow the 加盟申请审核 flow of 流程设置 (each step's role in order; none: one step), the detail
 * answers its decisions (`approvals`).
 */
export function registerJoinApply(app: FastifyInstance): void {
  const { db, vault } = app.services;

  withSealedMobile(app, applyResource.api.create.path, (scoped) =>
    registerResource(scoped, applyResource, {
      beforeTransition: flowTransition(APPROVAL_KIND.joinApply),
      detail: async (dbx, row) => ({ approvals: await approvalLogOf(dbx, APPROVAL_KIND.joinApply, row.id) }),
      async beforeWrite(values, { trx, auth, mode }) {
        const row = values as typeof values & Record<string, unknown>;
        row.updatedAt = new Date();
        if (mode !== 'create') return;
        row.mobileHash = vault.lookupHash(mobileOf(app, values.mobile));
        const waiting = (
          await sql<{
            apply_no: string;
          }>`select apply_no from franchise_apply where mobile_hash = ${row.mobileHash as string} and status = ${JOIN_APPLY_STATUS.waiting} limit 1`.execute(
            trx,
          )
        ).rows[0];
        if (waiting) throw invalid('mobile', `该手机号已有待审核的加盟申请（${waiting.apply_no}）`);
        row.applyNo = await nextDayNumber(trx, 'franchise_apply', 'apply_no', 'SQ');
        row.status = JOIN_APPLY_STATUS.waiting;
        row.createdBy = auth.name;
      },
    }),
  );

  registerEndpoint(app, queryApplyStoreCount, async (_input, { auth }) => {
    const row = (
      await sql<{
        n: number;
      }>`select count(*)::int as n from franchise_apply where status = ${JOIN_APPLY_STATUS.waiting}${andInCities(await auth.scope(), 'city_id')}`.execute(db)
    ).rows[0];
    return row.n;
  });
}
