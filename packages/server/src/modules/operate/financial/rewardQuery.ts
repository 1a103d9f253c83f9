import { rewardResource } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { registerResource } from '../../../engine/register.js';

/** /operate/financial/rewardQuery: customers' tips to craftsmen, from the declaration. */
export function registerRewards(app: FastifyInstance): void {
  registerResource(app, rewardResource);
}
