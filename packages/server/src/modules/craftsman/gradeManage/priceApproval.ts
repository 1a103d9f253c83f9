import { priceApprovalResource } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { registerResource } from '../../../engine/register.js';
import { decideHooks } from './_shared/gradeHooks.js';

/** One line of the detail: an item's price today at the store for the old and the new grade. */
interface PriceLine {
  itemId: number;
  itemName: string;
  fromPrice: string | null;
  toPrice: string | null;
}

/**
 * /craftsman/gradeManage/priceApproval 调价审批: price-grade changes decided; an approval is checked
 * against the craftsman's grade now and moves craftsman.price_grade at once when the date has come.
 * The detail lists the store's prices in force today at the old and the new grade.
 */
export function registerPriceApproval(app: FastifyInstance): void {
  registerResource(app, priceApprovalResource, {
    ...decideHooks('priceChange'),
    async detail(db, row) {
      const lines = await sql<PriceLine>`
        select i.id as "itemId", i.item_name as "itemName",
          max(st.today_price::text) filter (where v.price_grade = ${row.fromGrade}) as "fromPrice",
          max(st.today_price::text) filter (where v.price_grade = ${row.toGrade}) as "toPrice"
        from item_price_version v
        join item_price_version_state st on st.id = v.id and st.state = 2
        join item i on i.id = v.item_id
        where v.store_id = ${row.storeId} and v.price_grade in (${row.fromGrade ?? row.toGrade}, ${row.toGrade})
        group by i.id, i.item_name
        order by i.id`.execute(db);
      return { prices: lines.rows };
    },
  });
}
