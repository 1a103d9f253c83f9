import { OrderPath, orderResource } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { requireAuth } from '../../../core/auth.js';
import { ok } from '../../../core/envelope.js';
import { registerResource } from '../../../engine/register.js';
import { andInScope } from '../../../engine/query.js';
import { orderDetailHooks } from './_shared/orders.js';

/** /operate/financial/orderlist: the order list from its declaration, with the detail's lines; the craftsman options of the order pages' filters. */
export function registerOrderList(app: FastifyInstance): void {
  const { db } = app.services;
  registerResource(app, orderResource, orderDetailHooks);

  // The craftsmen of the stores a user may see (home store), for the craftsman filter of the order pages.
  app.get(OrderPath.craftsmanOptions, { config: { permission: { signedIn: true } } }, async (request) => {
    const auth = requireAuth(request);
    const scope = await auth.scope();
    const rows = await sql<{ id: number; name: string }>`
      select c.id, c.real_name || '（' || c.employee_no || '）' as name from craftsman c where true${andInScope(scope, 'c.store_id')} order by c.store_id, c.employee_no`.execute(
      db,
    );
    return ok(rows.rows);
  });
}
