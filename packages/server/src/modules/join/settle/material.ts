import { COST_KIND, costMatterResource } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { serveCostPage } from './_shared/cost.js';

/** /join/settle/material (物料费用): a cost page of the shared declaration (see _shared/cost.ts). */
export function registerCostMatter(app: FastifyInstance): void {
  serveCostPage(app, costMatterResource, COST_KIND.material);
}
