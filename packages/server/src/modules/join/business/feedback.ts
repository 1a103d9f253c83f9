import { FRANCHISE_FEEDBACK_STATUS, franchiseFeedbackResource } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { invalid } from '../../../core/errors.js';
import { registerResource } from '../../../engine/register.js';
import '../../../db/schema/franchiseService.js';
import { nextDayNumber } from '../../_shared/dayNumber.js';

/**
 * /join/business/feedback 加盟商反馈 (spec feedback: query, add, export): from the declaration; a new
 * feedback gets its number (FK + day + 4 digits), 待处理 and the submitting account; 受理, 回复 and 关闭
 * are the declaration's guarded steps under join:feedback:handle.
 */
export function registerFranchiseFeedback(app: FastifyInstance): void {
  registerResource(app, franchiseFeedbackResource, {
    async beforeWrite(values, { trx, auth, mode }) {
      if (mode !== 'create') return;
      const row = values as typeof values & Record<string, unknown>;
      const held = (await sql`select 1 from franchise_store where store_id = ${values.storeId!}`.execute(trx)).rows.length;
      if (!held) throw invalid('storeId', '该门店不是加盟门店');
      row.feedbackNo = await nextDayNumber(trx, 'franchise_feedback', 'feedback_no', 'FK');
      row.status = FRANCHISE_FEEDBACK_STATUS.waiting;
      row.submitter = auth.name;
      row.createdBy = auth.name;
    },
  });
}
