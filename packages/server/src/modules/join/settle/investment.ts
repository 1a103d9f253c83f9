import { COST_KIND, costFixedResource } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { serveCostPage } from './_shared/cost.js';

/** /join/settle/investment (投资款): a cost page of the shared declaration (see _shared/cost.ts). */
export function registerCostFixed(app: FastifyInstance): void {
  serveCostPage(app, costFixedResource, COST_KIND.investment);
}
