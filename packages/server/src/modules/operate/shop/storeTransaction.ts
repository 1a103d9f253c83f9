import { OPEN_STORE_TRANSACTION_STATUSES, storeTransactionPendingCount, storeTransactionResource } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../../engine/endpoint.js';
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

  registerEndpoint(app, storeTransactionPendingCount, async (_input, { auth }) =>
    countInScope(db, storeTransactionResource, OPEN_STORE_TRANSACTION_STATUSES, await auth.scope()),
  );
}
