import type { FastifyInstance } from 'fastify';
import { registerActivityStoreRoutes } from './activityStores.js';

/** /market: marketing activities. */
export function registerMarketModule(app: FastifyInstance): void {
  registerActivityStoreRoutes(app);
}
