import { MINI_APP_MAX_ENABLED_MODULES, MiniAppModuleType, MiniAppNoticePosition, miniAppModuleResource, miniAppNoticeResource } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { invalid, refuse } from '../../../core/errors.js';
import type { Database } from '../../../db/schema.js';
import '../../../db/schema/marketingMiniApp.js';
import { col } from '../../../engine/query.js';
import { registerResource } from '../../../engine/register.js';

/** 首页弹窗: one published at a time in any period. */
const POPUP = 1;

/** The name of a city (area level 1), or undefined when the id names none. */
async function cityName(trx: Kysely<Database>, cityId: number): Promise<string | undefined> {
  return (await sql<{ name: string }>`select name from area where id = ${cityId} and level = 1`.execute(trx)).rows[0]?.name;
}

/**
 * /operate/marketing/miniApp 小程序配置: the customer mini-program's home modules and notices, from
 * their declarations. Head office writes both; a module type is used once per city (and once
 * nationwide) and a city's home shows at most 10 enabled modules, its own and the nationwide ones
 * together; a notice is published within its period, one 首页弹窗 at a time, and taken offline with
 * a reason. A store user sees the nationwide modules and its cities', and every notice.
 */
export function registerMiniApp(app: FastifyInstance): void {
  registerResource(app, miniAppModuleResource, {
    conditions: ({ auth }) => [
      sql`(exists (select 1 from app_user u where u.id = ${auth.userId} and u.all_stores)
        or ${col('city_id')} is null
        or ${col('city_id')} in (select s.city_id from user_store us join store s on s.id = us.store_id where us.user_id = ${auth.userId}))`,
    ],
    async beforeWrite(values, { trx, auth, mode, id }) {
      if (!(await auth.scope()).all) throw refuse(`${mode === 'create' ? '新增' : '修改'}首页模块须由总部办理`);
      if (mode === 'create') values.createdBy = auth.name;
      // One module write at a time: two saves cannot both take a city's type or its last place.
      await sql`lock table marketing_miniapp_module in share row exclusive mode`.execute(trx);
      const current =
        mode === 'update'
          ? (
              await sql<{
                module_type: number;
                city_id: number | null;
                enabled: boolean;
              }>`select module_type, city_id, enabled from marketing_miniapp_module where id = ${id!}`.execute(trx)
            ).rows[0]
          : undefined;
      const moduleType = values.moduleType ?? current?.module_type;
      const cityId = values.cityId === undefined ? (current?.city_id ?? null) : values.cityId;
      const city = cityId === null ? '全国' : await cityName(trx, cityId);
      if (city === undefined) throw invalid('cityId', '请选择城市');

      if (moduleType !== undefined) {
        const twin = await sql`select 1 from marketing_miniapp_module
          where module_type = ${moduleType} and city_id is not distinct from ${cityId} and id <> ${id ?? 0}`.execute(trx);
        if (twin.rows.length) throw invalid('moduleType', `${city}已配置「${MiniAppModuleType.labelOf(moduleType)}」模块，同一城市每类模块只能配置一个`);
      }

      const enabled = values.enabled ?? current?.enabled ?? true;
      if (!enabled) return;
      if (cityId !== null) {
        const { n } = (
          await sql<{ n: number }>`select count(*)::int as n from marketing_miniapp_module
            where enabled and (city_id is null or city_id = ${cityId}) and id <> ${id ?? 0}`.execute(trx)
        ).rows[0];
        if (n >= MINI_APP_MAX_ENABLED_MODULES)
          throw invalid('enabled', `${city}首页最多启用${MINI_APP_MAX_ENABLED_MODULES}个模块（含全国模块），请先停用其他模块`);
        return;
      }
      // A nationwide module shows in every city: the fullest city decides.
      const fullest = (
        await sql<{ n: number; name: string | null }>`select
            (select count(*)::int from marketing_miniapp_module where enabled and city_id is null and id <> ${id ?? 0})
              + coalesce(max(x.n), 0)::int as n,
            (array_agg(x.name order by x.n desc, x.city_id))[1] as name
          from (select m.city_id, a.name, count(*)::int as n from marketing_miniapp_module m join area a on a.id = m.city_id
                where m.enabled and m.id <> ${id ?? 0} group by m.city_id, a.name) x`.execute(trx)
      ).rows[0];
      if (fullest.n >= MINI_APP_MAX_ENABLED_MODULES)
        throw invalid(
          'enabled',
          `每个城市首页最多启用${MINI_APP_MAX_ENABLED_MODULES}个模块（含全国模块）${fullest.name ? `，${fullest.name}已满` : ''}，请先停用其他模块`,
        );
    },
    async beforeRemove(_trx, _record, { auth }) {
      if (!(await auth.scope()).all) throw refuse('删除首页模块须由总部办理');
    },
  });

  registerResource(app, miniAppNoticeResource, {
    async beforeWrite(values, { auth, mode }) {
      if (!(await auth.scope()).all) throw refuse(`${mode === 'create' ? '新增' : '修改'}公告须由总部办理`);
      if (mode === 'create') values.createdBy = auth.name;
    },
    async beforeRemove(_trx, _record, { auth }) {
      if (!(await auth.scope()).all) throw refuse('删除公告须由总部办理');
    },
    async beforeTransition(trx, record, transition, { auth }) {
      if (!(await auth.scope()).all) throw refuse(`公告${transition.label}须由总部办理`);
      if (transition.action !== 'publish') return;
      // One publish at a time: two pop-ups of the same period cannot both go out.
      await sql`lock table marketing_miniapp_notice in share row exclusive mode`.execute(trx);
      const row = (
        await sql<{
          position: number;
          over: boolean;
        }>`select position, end_at <= now() as over from marketing_miniapp_notice where id = ${record.id}`.execute(trx)
      ).rows[0];
      if (row.over) throw refuse('公告展示时间已结束，请先修改展示时间再发布');
      if (row.position !== POPUP) return;
      const other = (
        await sql<{ title: string }>`select o.title from marketing_miniapp_notice o, marketing_miniapp_notice n
          where n.id = ${record.id} and o.id <> n.id and o.status = 1 and o.position = ${POPUP}
            and o.start_at < n.end_at and o.end_at > n.start_at
          order by o.start_at, o.id limit 1`.execute(trx)
      ).rows[0];
      if (other) throw refuse(`同一时段已有已发布的${MiniAppNoticePosition.labelOf(POPUP)}公告「${other.title}」，请先将其下线或调整展示时间`);
    },
  });
}
