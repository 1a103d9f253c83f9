import { storeBusinessDayResource } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { registerResource } from '../../../engine/register.js';

/** /operate/financial/business 营业流水: each store's daily business figures, from the declaration (refreshed by the writes that change them). */
export function registerBusinessDays(app: FastifyInstance): void {
  registerResource(app, storeBusinessDayResource);
}
