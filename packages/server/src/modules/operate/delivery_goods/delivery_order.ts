import { deliveryOrderResource } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { registerResource } from '../../../engine/register.js';
import { orderStepHooks } from './_shared/orders.js';

/** /operate/delivery_goods/delivery_order 配送订单: delivered orders (kind 1) from their declaration; the steps' hooks in _shared/orders.ts. */
export function registerDeliveryOrder(app: FastifyInstance): void {
  registerResource(app, deliveryOrderResource, { conditions: () => [sql`t.kind = 1`], ...orderStepHooks });
}
