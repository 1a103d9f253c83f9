import { advertResource } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { refuse } from '../../../core/errors.js';
import '../../../db/schema/marketingActivity.js';
import { col } from '../../../engine/query.js';
import { registerResource } from '../../../engine/register.js';

/**
 * /operate/marketing/advert 广告管理: banners from their declaration. Head office writes them and
 * puts them online (a banner past its end cannot go online); a store user sees the banners shown
 * in its stores' cities (every city's too).
 */
export function registerAdvert(app: FastifyInstance): void {
  registerResource(app, advertResource, {
    conditions: ({ auth }) => [
      sql`(exists (select 1 from app_user u where u.id = ${auth.userId} and u.all_stores)
        or cardinality(${col('city_id_arr')}) = 0
        or ${col('city_id_arr')} && array(select s.city_id from user_store us join store s on s.id = us.store_id where us.user_id = ${auth.userId}))`,
    ],
    async beforeWrite(values, { auth, mode }) {
      if (!(await auth.scope()).all) throw refuse(`${mode === 'create' ? '新增' : '修改'}广告须由总部办理`);
      if (mode === 'create') values.createdBy = auth.name;
    },
    async beforeTransition(trx, record, transition, { auth }) {
      if (!(await auth.scope()).all) throw refuse(`广告${transition.label}须由总部办理`);
      if (transition.action !== 'online') return;
      const row = (await sql<{ over: boolean }>`select end_at <= now() as over from marketing_advert where id = ${record.id}`.execute(trx)).rows[0];
      if (row?.over) throw refuse('广告投放时间已结束，请先修改投放时间再上线');
    },
  });
}
