import { ITEM_CATEGORY_OPTIONS, ITEM_OPTIONS, itemCategoryResource, itemPriceVersionResource, itemResource, storeItemResource } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { ok } from '../../core/envelope.js';
import { refuse } from '../../core/errors.js';
import type { Database } from '../../db/schema.js';
import { assertUnlocked, registerResource } from '../../engine/register.js';

/** The category whose items may carry a dye coefficient. */
const DYE_CATEGORY = '烫染';

/** Today in China time, the chain's business day (YYYY-MM-DD). */
export const businessToday = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' });

async function assertItem(trx: Kysely<Database>, itemId: unknown) {
  if (itemId === undefined) return;
  const found = await sql<{ enabled: boolean }>`select enabled from item where id = ${itemId as number}`.execute(trx);
  if (!found.rows[0]) throw refuse('itemId：服务项目不存在');
  if (!found.rows[0].enabled) throw refuse('itemId：该服务项目已停用');
}

/** /operate/shop/service, storePrices and manageService, from their declarations. */
export function registerOperateItems(app: FastifyInstance): void {
  const { db } = app.services;

  app.route({
    method: ITEM_CATEGORY_OPTIONS.method,
    url: ITEM_CATEGORY_OPTIONS.path,
    config: { permission: { signedIn: true } },
    handler: async () => ok((await sql<{ id: number; name: string }>`select id, name from item_category order by sort_order, id`.execute(db)).rows),
  });
  app.route({
    method: ITEM_OPTIONS.method,
    url: ITEM_OPTIONS.path,
    config: { permission: { signedIn: true } },
    handler: async () =>
      ok(
        (
          await sql<{
            id: number;
            name: string;
          }>`select i.id, case when i.enabled then i.item_name else i.item_name || '（停用）' end as name from item i join item_category c on c.id = i.category_id order by c.sort_order, i.id`.execute(
            db,
          )
        ).rows,
      ),
  });

  registerResource(app, itemCategoryResource, {
    async beforeWrite(values, { trx, mode, id }) {
      // 烫染 decides which items carry a dye coefficient: it keeps its name.
      if (mode !== 'update' || values.name === undefined) return;
      const current = await sql<{ name: string }>`select name from item_category where id = ${id!}`.execute(trx);
      if (current.rows[0]?.name === DYE_CATEGORY && values.name !== DYE_CATEGORY)
        throw refuse(`name：「${DYE_CATEGORY}」分类决定哪些项目可填染发系数，不可改名`);
    },
    async beforeRemove(trx, record) {
      const used = await sql<{ n: number }>`select count(*)::int as n from item where category_id = ${record.id as number}`.execute(trx);
      if (used.rows[0].n) throw refuse(`该分类下还有${used.rows[0].n}个服务项目，请先调整这些项目的分类再删除`);
    },
  });

  registerResource(app, itemResource, {
    async beforeWrite(values, { trx }) {
      const category = await sql<{ name: string }>`select name from item_category where id = ${values.category_id as number}`.execute(trx);
      if (!category.rows[0]) throw refuse('categoryId：项目分类不存在');
      if (values.dye_order_ratio !== null && values.dye_order_ratio !== undefined && category.rows[0].name !== DYE_CATEGORY)
        throw refuse(`dyeOrderRatio：染发系数仅「${DYE_CATEGORY}」类项目可填写`);
    },
  });

  registerResource(app, itemPriceVersionResource, {
    async beforeWrite(values, { trx, mode, id }) {
      if (mode === 'update') {
        // Locked against a concurrent submit: the row is read for update inside the write's transaction.
        // The engine refused locked versions already; this re-reads the status locked for update, so a concurrent submit cannot slip in between.
        const current = await sql<{ status: number }>`select status from item_price_version where id = ${id!} for update`.execute(trx);
        if (current.rows[0]) assertUnlocked(itemPriceVersionResource, current.rows[0]);
      }
      await assertItem(trx, values.item_id);
      if ((values.effective_date as string) < businessToday()) throw refuse('effectiveDate：生效日期不能早于今天');
      const other = id === undefined ? sql`` : sql` and id <> ${id}`;
      const clash =
        await sql`select 1 from item_price_version where store_id = ${values.store_id as number} and item_id = ${values.item_id as number} and price_grade = ${values.price_grade as string}
        and effective_date = ${values.effective_date as string} and status <> 3${other} limit 1`.execute(trx);
      if (clash.rows.length) throw refuse('该门店、项目与价格等级在此生效日期已有价格版本');
    },
  });

  registerResource(app, storeItemResource, {
    async beforeWrite(values, { trx, mode }) {
      if (mode !== 'create') return;
      await assertItem(trx, values.item_id);
      const clash = await sql`select 1 from store_item where store_id = ${values.store_id as number} and item_id = ${values.item_id as number}`.execute(trx);
      if (clash.rows.length) throw refuse('该门店已有此服务项目');
    },
  });
}
