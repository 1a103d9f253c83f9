import { COST_KIND, costLaborResource } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { serveCostPage } from './_shared/cost.js';

/** /join/settle/labor (人工费用): a cost page of the shared declaration (see _shared/cost.ts). */
export function registerCostLabor(app: FastifyInstance): void {
  serveCostPage(app, costLaborResource, COST_KIND.labor);
}
