import { COST_KIND, costBusinesResource } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { serveCostPage } from './_shared/cost.js';

/** /join/settle/operation (运营费用): a cost page of the shared declaration (see _shared/cost.ts). */
export function registerCostBusines(app: FastifyInstance): void {
  serveCostPage(app, costBusinesResource, COST_KIND.operation);
}
