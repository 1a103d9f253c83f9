import { productRecommendResource, RECOMMEND_MAX_PER_CITY } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { invalid, refuse } from '../../../core/errors.js';
import '../../../db/schema/marketingActivity.js';
import { registerResource } from '../../../engine/register.js';

/**
 * /operate/marketing/productRecommend 商品推荐: the services recommended per city, from the
 * declaration; head office writes them; a city recommends a service once and shows at most 10.
 */
export function registerProductRecommend(app: FastifyInstance): void {
  registerResource(app, productRecommendResource, {
    async beforeWrite(values, { trx, auth, mode, id }) {
      if (!(await auth.scope()).all) throw refuse(`${mode === 'create' ? '新增' : '修改'}推荐须由总部办理`);
      if (mode === 'create') values.createdBy = auth.name;
      const current =
        mode === 'update'
          ? (await sql<{ city_id: number; enabled: boolean }>`select city_id, enabled from marketing_recommend where id = ${id!} for update`.execute(trx))
              .rows[0]
          : undefined;
      const cityId = (values.cityId ?? current?.city_id) as number;
      const city = (await sql<{ level: number }>`select level from area where id = ${cityId}`.execute(trx)).rows[0];
      if (!city || city.level !== 1) throw invalid('cityId', '请选择城市');
      if (values.itemId !== undefined) {
        const item = (await sql<{ item_name: string }>`select item_name from item where id = ${values.itemId}`.execute(trx)).rows[0];
        if (!item) throw invalid('itemId', '服务项目不存在');
        const twin = await sql`select 1 from marketing_recommend where city_id = ${cityId} and item_id = ${values.itemId} and id <> ${id ?? 0}`.execute(trx);
        if (twin.rows.length) throw invalid('itemId', `该城市已推荐「${item.item_name}」`);
      }
      const shown = values.enabled ?? current?.enabled ?? true;
      if (shown) {
        // Lock the city's rows so that two saves cannot both take the last place.
        const count = (
          await sql<{
            n: number;
          }>`select count(*)::int as n from (select id from marketing_recommend where city_id = ${cityId} and enabled and id <> ${id ?? 0} for update) x`.execute(
            trx,
          )
        ).rows[0].n;
        if (count >= RECOMMEND_MAX_PER_CITY) throw invalid('enabled', `每个城市最多展示${RECOMMEND_MAX_PER_CITY}个推荐，请先关闭其他推荐`);
      }
    },
  });
}
