import { recomputeServiceStars, serviceStarEvaluations, serviceStarResource } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { audit } from '../../../core/audit.js';
import { refuse } from '../../../core/errors.js';
import { registerEndpoint } from '../../../engine/endpoint.js';
import { registerResource } from '../../../engine/register.js';
import { computeServiceStars } from './_shared/register.js';

/**
 * /craftsman/craftsman/serverStars 服务星级: the computed stars from the declaration (list, export),
 * a month computed again from its evaluations and the rules (idempotent), and the evaluations one
 * row came from (within the caller's stores).
 */
export function registerServerStars(app: FastifyInstance): void {
  const { db } = app.services;
  registerResource(app, serviceStarResource);

  registerEndpoint(app, recomputeServiceStars, async ({ month }, { request }) => {
    const first = `${month}-01`;
    const future = await sql<{ future: boolean }>`select ${first}::date > (now() at time zone 'Asia/Shanghai')::date as future`.execute(db);
    if (future.rows[0].future) throw refuse('不能计算未来月份的服务星级');
    const result = await db.transaction().execute(async (trx) => {
      const counted = await computeServiceStars(trx, first);
      await audit(trx, request, { action: 'recompute', table: 'craftsman_service_star', recordId: null, after: { month: first, ...counted } });
      return counted;
    });
    return { month, ...result };
  });

  registerEndpoint(app, serviceStarEvaluations, async ({ id }, { auth }) => {
    const row = await sql<{ craftsman_id: number; store_id: number; month: string }>`
      select craftsman_id, store_id, month::text from craftsman_service_star where id = ${id}`.execute(db);
    const star = row.rows[0];
    if (!star) throw refuse('服务星级记录不存在');
    await auth.assertStore(star.store_id);
    const rows = await sql<{ id: number; commentedAt: Date; storeName: string; customerNickname: string; ratingOverall: number; content: string }>`
      select sc.id, sc.commented_at as "commentedAt", s.store_name as "storeName", sc.customer_nickname as "customerNickname",
        sc.rating_overall as "ratingOverall", sc.content
      from store_comment sc join store s on s.id = sc.store_id
      where sc.craftsman_id = ${star.craftsman_id} and sc.display_status <> 2
        and sc.commented_at >= (${star.month}::date::timestamp at time zone 'Asia/Shanghai')
        and sc.commented_at < ((${star.month}::date + interval '1 month')::timestamp at time zone 'Asia/Shanghai')
      order by sc.commented_at, sc.id`.execute(db);
    return rows.rows.map((r) => ({ ...r, commentedAt: new Date(r.commentedAt).toISOString() }));
  });
}
