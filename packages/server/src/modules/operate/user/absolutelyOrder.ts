import { userOrderResource } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { registerResource } from '../../../engine/register.js';
import { orderLines } from '../financial/_shared/orders.js';

/** /operate/user/absolutelyOrder 用户订单: a customer's orders found by mobile or order number, from the declaration, with the order's lines. */
export function registerUserOrders(app: FastifyInstance): void {
  registerResource(app, userOrderResource, { detail: async (database, row) => ({ ...(await orderLines(database, row)) }) });
}
