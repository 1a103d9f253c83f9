import { getOpenCityOrgMsg, RecruitRegionPath, RecruitRegionStatus, recruitRegionResource, saveOrUpdateRecruitRegion } from '@salon/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { audit } from '../../../core/audit.js';
import type { AuthContext } from '../../../core/auth.js';
import { invalid, notFound, refuse } from '../../../core/errors.js';
import type { Database } from '../../../db/schema.js';
import '../../../db/schema/recruit.js';
import { registerEndpoint } from '../../../engine/endpoint.js';
import { registerResource } from '../../../engine/register.js';

/** A city in the user's authority: head office all, a store user the cities of its stores. */
async function assertCityInScope(db: Kysely<Database>, auth: AuthContext, cityId: number) {
  const city = await sql`select 1 from area where id = ${cityId} and level = 1`.execute(db);
  if (!city.rows.length) throw invalid('cityId', '城市不存在');
  const scope = await auth.scope();
  if (scope.all) return;
  const mine = scope.storeIds.length
    ? await sql`select 1 from store where city_id = ${cityId} and id in (${sql.join(scope.storeIds)}) limit 1`.execute(db)
    : { rows: [] };
  if (!mine.rows.length) throw invalid('cityId', '只能配置门店数据权限内城市的招聘区域');
}

/** The region as the detail answers it (the audit's before and after). */
const regionRow = (db: Kysely<Database>, id: number) => db.selectFrom('recruit_region').selectAll().where('id', '=', id).executeTakeFirst();

/**
 * /hrm/craftsmanGrowth/hrRegionalAllocation 区域人力配置: the regions (list, detail, export and the
 * disable step from the declaration; the spec's disabledRecruitRegion takes the id in the query
 * string, the reason in the body) and saveOrUpdateRecruitRegion by hand (one path both adds and
 * changes: the city in the user's authority, the name unique, a disabled region not changed, the
 * HR owner named), each write in one transaction with its
 * audit row; getOpenCityOrgMsg (the form's cities).
 */
export function registerHrRegionalAllocation(app: FastifyInstance): void {
  const { db } = app.services;
  // disabledRecruitRegion?id=…: the spec's id in the query string, read into the engine's transition
  // body (its only step, 停用) before the body is validated; on that route alone.
  app.addHook('onRoute', (route) => {
    if (!route.url.endsWith(RecruitRegionPath.disable)) return;
    const own = route.preValidation ? [route.preValidation].flat() : [];
    route.preValidation = [
      ...own,
      async (request: FastifyRequest) => {
        const query = request.query as Record<string, unknown>;
        const body = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, unknown>;
        const id = body.id ?? (query.id === undefined ? undefined : Number(query.id));
        request.body = { ...body, id, action: body.action ?? 'disable' };
      },
    ];
  });
  // The engine registers list, detail, export and the transition; the save is this module's.
  registerResource(app, { ...recruitRegionResource, ops: { export: recruitRegionResource.ops.export } });

  registerEndpoint(app, saveOrUpdateRecruitRegion, async (body, { auth, request }) => {
    const values = body as { id?: number; cityId: number; name: string; hrName: string; monthlyTarget: number; remark?: string | null };
    return db.transaction().execute(async (trx) => {
      const before =
        values.id === undefined
          ? undefined
          : await sql`select * from recruit_region where id = ${values.id} for update`
              .execute(trx)
              .then((r) => r.rows[0] as Record<string, unknown> | undefined);
      if (values.id !== undefined) {
        if (!before) throw notFound('招聘区域');
        await assertCityInScope(trx, auth, before.city_id as number);
        if (before.enable_status !== 1) throw refuse(`${RecruitRegionStatus.labelOf(before.enable_status as number)}的招聘区域不可修改`);
      }
      await assertCityInScope(trx, auth, values.cityId);
      const other = values.id === undefined ? sql`` : sql` and id <> ${values.id}`;
      const taken = await sql`select 1 from recruit_region where name = ${values.name}${other} limit 1`.execute(trx);
      if (taken.rows.length) throw invalid('name', '区域名称已存在');
      const row = {
        city_id: values.cityId,
        name: values.name,
        hr_name: values.hrName,
        monthly_target: values.monthlyTarget,
        remark: values.remark ?? null,
      };
      let id: number;
      if (values.id === undefined) {
        id = (
          await trx
            .insertInto('recruit_region')
            .values({ ...row, created_by: auth.name })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
      } else {
        id = values.id;
        await trx
          .updateTable('recruit_region')
          .set({ ...row, updated_at: new Date() })
          .where('id', '=', id)
          .execute();
      }
      const after = await regionRow(trx, id);
      await audit(trx, request, { action: values.id === undefined ? 'create' : 'update', table: 'recruit_region', recordId: id, before, after });
      return { id };
    });
  });

  registerEndpoint(app, getOpenCityOrgMsg, async (_query, { auth }) => {
    const scope = await auth.scope();
    const mine = scope.all ? sql`` : scope.storeIds.length ? sql` and s.id in (${sql.join(scope.storeIds)})` : sql` and false`;
    const rows = await sql<{ id: number; name: string; storeCount: number; regionCount: number }>`
      select a.id, a.name, count(distinct s.id)::int as "storeCount",
        (select count(*) from recruit_region r where r.city_id = a.id)::int as "regionCount"
      from area a join store s on s.city_id = a.id and s.open_status = 1${mine}
      where a.level = 1
      group by a.id, a.name order by a.id`.execute(db);
    return rows.rows;
  });
}
