import { reconciliationResource } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { registerResource } from '../../../engine/register.js';

/** /operate/financial/accounts 对账管理: daily reconciliation per store and channel, from the declaration (a difference is settled by its workflow). */
export function registerReconciliation(app: FastifyInstance): void {
  registerResource(app, reconciliationResource);
}
