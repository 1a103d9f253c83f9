import { GRADE_CRAFTSMAN_OPTIONS, rGradeResource } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { registerResource } from '../../../engine/register.js';
import { routeCraftsmanOptions } from './_shared/gradeChanges.js';
import { promotionApply } from './_shared/gradeHooks.js';

/**
 * /craftsman/gradeManage/rGrade R级管理: the R-level promotions (rows from or to an R level) of
 * trainees; a new one is for a craftsman at an R level, to a higher R level or out to U1-1.
 */
export function registerRGrade(app: FastifyInstance): void {
  routeCraftsmanOptions(app, GRADE_CRAFTSMAN_OPTIONS.rGrade, rGradeResource.page, sql`c.level like 'R%'`);
  registerResource(app, rGradeResource, {
    conditions: () => [sql`(t.from_level like 'R%' or t.to_level like 'R%')`],
    beforeWrite: promotionApply('R'),
  });
}
