import { memberResource } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { registerResource } from '../../../engine/register.js';
import { memberCards, recentOrders } from './_shared/customers.js';

/** /operate/user/member 会员列表 from its declaration: the detail adds the latest orders and the member cards with their latest movements. */
export function registerMembers(app: FastifyInstance): void {
  registerResource(app, memberResource, {
    detail: async (db, row): Promise<Record<string, unknown>> => ({
      ...(await recentOrders(db, row.id as number)),
      ...(await memberCards(db, row.id as number)),
    }),
  });
}
