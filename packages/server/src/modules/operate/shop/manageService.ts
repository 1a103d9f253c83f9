import { storeItemResource } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { refuse } from '../../../core/errors.js';
import { registerResource } from '../../../engine/register.js';
import { assertItem } from './_shared/items.js';

/** /operate/shop/manageService: the items each store offers, from their declaration; an item once per store. */
export function registerStoreItems(app: FastifyInstance): void {
  registerResource(app, storeItemResource, {
    async beforeWrite(values, { trx, mode }) {
      if (mode !== 'create') return;
      await assertItem(trx, values.itemId);
      const clash = await sql`select 1 from store_item where store_id = ${values.storeId as number} and item_id = ${values.itemId as number}`.execute(trx);
      if (clash.rows.length) throw refuse('该门店已有此服务项目');
    },
  });
}
