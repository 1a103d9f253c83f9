import { itemPriceVersionResource } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { refuse } from '../../../core/errors.js';
import { assertUnlocked, registerResource } from '../../../engine/register.js';
import { assertItem } from './_shared/items.js';

/** /operate/shop/storePrices: dated price versions per store, item and price grade, from their declaration. */
export function registerStorePrices(app: FastifyInstance): void {
  registerResource(app, itemPriceVersionResource, {
    async beforeWrite(values, { trx, mode, id }) {
      if (mode === 'update') {
        // Locked against a concurrent submit: the row is read for update inside the write's transaction.
        // The engine refused locked versions already; this re-reads the status locked for update, so a concurrent submit cannot slip in between.
        const current = await sql<{ status: number }>`select status from item_price_version where id = ${id!} for update`.execute(trx);
        if (current.rows[0]) assertUnlocked(itemPriceVersionResource, current.rows[0]);
      }
      await assertItem(trx, values.itemId);
      const other = id === undefined ? sql`` : sql` and id <> ${id}`;
      const clash =
        await sql`select 1 from item_price_version where store_id = ${values.storeId as number} and item_id = ${values.itemId as number} and price_grade = ${values.priceGrade as string}
        and effective_date = ${values.effectiveDate as string} and status <> 3${other} limit 1`.execute(trx);
      if (clash.rows.length) throw refuse('该门店、项目与价格等级在此生效日期已有价格版本');
    },
  });
}
