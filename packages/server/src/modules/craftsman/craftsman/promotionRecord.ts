import { GRADE_CRAFTSMAN_OPTIONS, promotionRecordResource } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { registerResource } from '../../../engine/register.js';
import { routeCraftsmanOptions } from '../gradeManage/_shared/gradeChanges.js';
import { promotionApply } from '../gradeManage/_shared/gradeHooks.js';

/**
 * /craftsman/craftsman/promotionRecord 晋升记录: level promotions from the declaration; a new one names
 * a level above the craftsman's (R-level trainees go to U1-1 first), one open application a
 * craftsman, the store and present level written by the server.
 */
export function registerPromotionRecord(app: FastifyInstance): void {
  routeCraftsmanOptions(app, GRADE_CRAFTSMAN_OPTIONS.promotion, promotionRecordResource.page);
  registerResource(app, promotionRecordResource, { beforeWrite: promotionApply('U') });
}
