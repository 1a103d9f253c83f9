import { ITEM_CATEGORY_OPTIONS, ITEM_OPTIONS, itemCategoryResource, itemResource } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { ok } from '../../../core/envelope.js';
import { refuse, invalid } from '../../../core/errors.js';
import { registerResource } from '../../../engine/register.js';

/** The category whose items may carry a dye coefficient. */
const DYE_CATEGORY = '烫染';

/** /operate/shop/service: service items and their categories (second tab), from their declarations; the item selects' reference lists. */
export function registerServiceItems(app: FastifyInstance): void {
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
        throw invalid('name', `「${DYE_CATEGORY}」分类决定哪些项目可填染发系数，不可改名`);
    },
    async beforeRemove(trx, record) {
      const used = await sql<{ n: number }>`select count(*)::int as n from item where category_id = ${record.id as number}`.execute(trx);
      if (used.rows[0].n) throw refuse(`该分类下还有${used.rows[0].n}个服务项目，请先调整这些项目的分类再删除`);
    },
  });

  registerResource(app, itemResource, {
    async beforeWrite(values, { trx }) {
      const category = await sql<{ name: string }>`select name from item_category where id = ${values.categoryId as number}`.execute(trx);
      if (!category.rows[0]) throw invalid('categoryId', '项目分类不存在');
      if (values.dyeOrderRatio !== null && values.dyeOrderRatio !== undefined && category.rows[0].name !== DYE_CATEGORY)
        throw invalid('dyeOrderRatio', `染发系数仅「${DYE_CATEGORY}」类项目可填写`);
    },
  });
}
