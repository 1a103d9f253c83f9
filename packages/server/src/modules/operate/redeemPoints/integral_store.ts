import { mallGoodsResource } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { registerResource } from '../../../engine/register.js';
import { pointsGoodsHooks } from '../integral/_shared/goods.js';

/** /operate/redeemPoints/integral_store 商城商品: the online mall's goods (channel 2) from their declaration; only head office creates or edits them. */
export function registerMallGoods(app: FastifyInstance): void {
  registerResource(app, mallGoodsResource, { conditions: () => [sql`t.channel = 2`], ...pointsGoodsHooks(2) });
}
