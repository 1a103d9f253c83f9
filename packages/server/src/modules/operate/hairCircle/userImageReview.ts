import { userImageNextPending, userImageResource } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { registerEndpoint } from '../../../engine/endpoint.js';
import { andInScope } from '../../../engine/query.js';
import { registerResource } from '../../../engine/register.js';

/**
 * /operate/hairCircle/userImageReview (and its detail page): customers' pictures, each of its store;
 * 通过 / 驳回 with a reason only from 待审核. The detail page moves on to the next pending picture.
 */
export function registerUserImages(app: FastifyInstance): void {
  const { db } = app.services;
  registerResource(app, userImageResource);

  registerEndpoint(app, userImageNextPending, async ({ afterId }, { auth }) => {
    const scope = await auth.scope();
    const after = afterId ? sql` and id <> ${afterId}` : sql``;
    const next = await sql<{ id: number }>`select id from user_image where status = 0${after}${andInScope(scope, 'store_id')}
      order by uploaded_at desc, id desc limit 1`.execute(db);
    const left = await sql<{ n: number }>`select count(*)::int as n from user_image where status = 0${andInScope(scope, 'store_id')}`.execute(db);
    return { id: next.rows[0] ? Number(next.rows[0].id) : null, pending: left.rows[0].n };
  });
}
