import { otherGoodsOrderResource } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { registerResource } from '../../../engine/register.js';
import { orderStepHooks } from './_shared/orders.js';

/** /operate/delivery_goods/otherGoodsOrder 其他商品订单: orders collected at a store (kind 2) from their declaration; 提货, 取消订单, 退款. */
export function registerOtherGoodsOrder(app: FastifyInstance): void {
  registerResource(app, otherGoodsOrderResource, { conditions: () => [sql`t.kind = 2`], ...orderStepHooks });
}
