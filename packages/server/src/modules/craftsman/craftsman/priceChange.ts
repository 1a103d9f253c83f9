import { GRADE_CRAFTSMAN_OPTIONS, priceChangeResource } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { registerResource } from '../../../engine/register.js';
import { routeCraftsmanOptions } from '../gradeManage/_shared/gradeChanges.js';
import { priceChangeApply } from '../gradeManage/_shared/gradeHooks.js';

/** /craftsman/craftsman/priceChange 调价记录: price-grade changes from the declaration; a new one names another grade, one open a craftsman. */
export function registerPriceChange(app: FastifyInstance): void {
  routeCraftsmanOptions(app, GRADE_CRAFTSMAN_OPTIONS.priceChange, priceChangeResource.page);
  registerResource(app, priceChangeResource, { beforeWrite: priceChangeApply });
}
