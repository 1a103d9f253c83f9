import { orderQueryResource } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { registerResource } from '../../../engine/register.js';
import { orderDetailHooks } from './_shared/orders.js';

/** /operate/financial/order: the order search from its declaration, with the detail's lines. */
export function registerOrderQuery(app: FastifyInstance): void {
  registerResource(app, orderQueryResource, orderDetailHooks);
}
