import { recommendLevelOptions, recommendLevelResource } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { refuse } from '../../../core/errors.js';
import { registerEndpoint } from '../../../engine/endpoint.js';
import { registerResource } from '../../../engine/register.js';
import { headOfficeOnly } from './_shared/orders.js';

/**
 * /operate/delivery_goods/recommended_level 推荐等级: the levels from their declaration (head office
 * only); 停用 is refused while goods on sale still carry the level. The goods form reads the enabled levels.
 */
export function registerRecommendLevel(app: FastifyInstance): void {
  const { db } = app.services;
  registerResource(app, recommendLevelResource, {
    async beforeWrite(_values, { auth }) {
      await headOfficeOnly(auth, '推荐等级');
    },
    async beforeTransition(trx, record, transition, { auth }) {
      await headOfficeOnly(auth, '推荐等级');
      if (transition.action !== 'disable') return;
      const used = await sql<{ n: number }>`select count(*)::int as n from delivery_goods where level_id = ${record.id} and status = 1`.execute(trx);
      if (used.rows[0].n > 0) throw refuse(`还有 ${used.rows[0].n} 件在售商品使用「${record.name}」，请先调整这些商品的推荐等级再停用`);
    },
  });
  registerEndpoint(app, recommendLevelOptions, async () => {
    const rows = await sql<{ id: number; name: string }>`
      select id, level_code || ' ' || name as name from goods_recommend_level where status = 1 order by sort_order, id`.execute(db);
    return rows.rows;
  });
}
