import { gradeApprovalResource } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { registerResource } from '../../../engine/register.js';
import { scheduleGradeSweep } from './_shared/gradeChanges.js';
import { decideHooks } from './_shared/gradeHooks.js';

/**
 * /craftsman/gradeManage/approve 定级审批: promotions decided; an approval is checked against the
 * craftsman's level now and moves it at once when the effective date has come. Also starts the
 * pass that puts approved promotions, price grades and positions in force on their dates.
 */
export function registerApprove(app: FastifyInstance): void {
  registerResource(app, gradeApprovalResource, decideHooks('promotion'));
  scheduleGradeSweep(app);
}
