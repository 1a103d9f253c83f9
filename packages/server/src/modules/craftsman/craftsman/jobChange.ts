import { GRADE_CRAFTSMAN_OPTIONS, jobChangeResource } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { registerResource } from '../../../engine/register.js';
import { routeCraftsmanOptions } from '../gradeManage/_shared/gradeChanges.js';
import { positionApply } from '../gradeManage/_shared/gradeHooks.js';

/**
 * /craftsman/craftsman/jobChange 岗位变动: position changes from the declaration, reported for approval
 * at the spec's POST /apiCraftsman/reported/approval; a new one names another station (the position
 * type follows), a 培养人 in the user's stores when given, one open a craftsman.
 */
export function registerJobChange(app: FastifyInstance): void {
  routeCraftsmanOptions(app, GRADE_CRAFTSMAN_OPTIONS.position, jobChangeResource.page);
  registerResource(app, jobChangeResource, { beforeWrite: positionApply });
}
