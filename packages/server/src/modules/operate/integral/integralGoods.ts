import { pointsGoodsOptions, pointsGoodsResource } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { registerEndpoint } from '../../../engine/endpoint.js';
import { registerResource } from '../../../engine/register.js';
import { pointsGoodsHooks } from './_shared/goods.js';

/**
 * /operate/integral/integralGoods 积分商品: the counter's goods (channel 1) from their declaration;
 * only head office creates or edits them. The exchange and request forms read the goods on the shelf.
 */
export function registerIntegralGoods(app: FastifyInstance): void {
  const { db } = app.services;
  registerResource(app, pointsGoodsResource, { conditions: () => [sql`t.channel = 1`], ...pointsGoodsHooks(1) });
  registerEndpoint(app, pointsGoodsOptions, async () => {
    const rows = await sql<{ id: number; goodsCode: string; name: string; pointsPrice: number; stock: number; needsReview: boolean }>`
      select id, goods_code as "goodsCode", name, points_price as "pointsPrice", stock, needs_review as "needsReview"
      from points_goods where channel = 1 and status = 1 order by sort_order, id`.execute(db);
    return rows.rows;
  });
}
