import { OPEN_STORE_TRANSACTION_STATUSES, STORE_TRANSACTION_PENDING_COUNT_PATH, storeTransactionResource } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../../../core/auth.js';
import { ok } from '../../../core/envelope.js';
import { registerResource } from '../../../engine/register.js';
import { scheduleOverdueAffairs } from './storeTransaction.overdue.js';
import { countInScope } from './_shared/storeRequests.js';

/** /operate/shop/storeTransaction: store affairs from the declaration, overdue ones marked at start and every 10 minutes, and the menu badge's count of open affairs. */
export function registerStoreTransaction(app: FastifyInstance): void {
  const { db } = app.services;

  registerResource(app, storeTransactionResource, {
    async beforeWrite(values, { auth }) {
      values.publisher = auth.name;
    },
  });
  scheduleOverdueAffairs(app);

  app.post(STORE_TRANSACTION_PENDING_COUNT_PATH, { config: { permission: { menu: storeTransactionResource.page } } }, async (request) => {
    const auth = requireAuth(request);
    return ok(await countInScope(db, storeTransactionResource, OPEN_STORE_TRANSACTION_STATUSES, await auth.scope()));
  });
}
