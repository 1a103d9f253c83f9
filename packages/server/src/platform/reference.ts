import {
  AreaAllQuery,
  ConfigEnumsBody,
  GetStoresBody,
  UserIdQuery,
  type AreaNode,
  type ConfigEnumEntry,
  type StoreAuthority,
  type StoreOption,
} from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAuth, type AuthContext } from '../core/auth.js';
import { ok } from '../core/envelope.js';
import { buildMenuTree, withAncestors } from './menu.js';
import { targetUserId } from './userScope.js';

export function registerReferenceRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.services;

  const targetUser = (auth: AuthContext, userId: number | undefined) => targetUserId(db, auth, userId);

  app.get('/uc/resource/getMenuList', { config: { permission: { signedIn: true } }, schema: { querystring: UserIdQuery } }, async (request) => {
    const auth = requireAuth(request);
    const userId = await targetUser(auth, request.query.userId);
    const all = await db.selectFrom('menu').selectAll().execute();
    const granted = await db
      .selectFrom('user_role as ur')
      .innerJoin('role as r', (j) => j.onRef('r.id', '=', 'ur.role_id').on('r.status', '=', 1))
      .innerJoin('role_menu as rm', 'rm.role_id', 'ur.role_id')
      .select('rm.menu_id')
      .where('ur.user_id', '=', userId)
      .execute();
    // An operation entry counts only with its page granted too.
    const grantedIds = new Set(granted.map((g) => g.menu_id));
    const usable = all.filter((m) => grantedIds.has(m.id) && (!m.code || (m.parent_id !== null && grantedIds.has(m.parent_id))));
    return ok(buildMenuTree(withAncestors(all, new Set(usable.map((m) => m.id)))));
  });

  app.post('/mgt/configEnum/getConfigEnums', { config: { permission: { signedIn: true } }, schema: { body: ConfigEnumsBody } }, async (request) => {
    const types = request.body.type
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean);
    const rows = await db
      .selectFrom('config_enum')
      .select(['type', 'val', 'name', 'corder'])
      .where('type', 'in', types)
      .orderBy('type')
      .orderBy('corder')
      .execute();
    return ok(rows satisfies ConfigEnumEntry[]);
  });

  /** City tree (1 city, 2 district, 3 store) of the stores within the user's authority. */
  app.get('/basics/area/all', { config: { permission: { signedIn: true } }, schema: { querystring: AreaAllQuery } }, async (request) => {
    const scope = await requireAuth(request).scope();
    const limit = request.query.storesLowerLimit;
    const areas = await db.selectFrom('area').selectAll().orderBy('level').orderBy('sort_order').orderBy('id').execute();
    let storeQuery = db.selectFrom('store').select(['id', 'store_name', 'district_id']).where('enable_status', '=', 1).orderBy('store_code');
    if (!scope.all) storeQuery = storeQuery.where('id', 'in', scope.storeIds.length ? scope.storeIds : [-1]);
    const stores = await storeQuery.execute();

    const districts = new Map<number, AreaNode>();
    const cities: AreaNode[] = [];
    const cityById = new Map<number, AreaNode>();
    for (const a of areas) {
      const node: AreaNode = { id: a.id, name: a.name, level: a.level as 1 | 2, storeCount: 0, children: [] };
      if (a.level === 1) {
        cities.push(node);
        cityById.set(a.id, node);
      } else {
        districts.set(a.id, node);
        if (a.parent_id !== null) cityById.get(a.parent_id)?.children?.push(node);
      }
    }
    for (const s of stores) {
      const district = districts.get(s.district_id);
      if (!district) continue;
      district.children?.push({ id: s.id, name: s.store_name, level: 3, storeCount: 1 });
      district.storeCount++;
    }
    const result = cities
      .map((city) => {
        city.children = (city.children ?? []).filter((d) => d.storeCount >= limit);
        city.storeCount = city.children.reduce((n, d) => n + d.storeCount, 0);
        return city;
      })
      .filter((city) => city.storeCount >= limit && (limit > 0 || scope.all || city.storeCount > 0));
    return ok(result);
  });

  app.get('/mgt/config/city/queryAllOpen', { config: { permission: { signedIn: true } } }, async () => {
    const rows = await db
      .selectFrom('area')
      .select(['id', 'name'])
      .where('level', '=', 1)
      .where('is_open', '=', true)
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
    return ok(rows);
  });

  app.post('/basics/store/mgr/getStores', { config: { permission: { signedIn: true } }, schema: { body: GetStoresBody } }, async (request) => {
    const scope = await requireAuth(request).scope();
    const statuses = request.body.openStatus.split(',').map(Number);
    let q = db
      .selectFrom('store as s')
      .innerJoin('area as d', 'd.id', 's.district_id')
      .select([
        's.id',
        's.store_name',
        's.store_code',
        's.store_type',
        's.brand_type',
        's.service_type',
        's.open_status',
        's.city_id',
        's.district_id',
        'd.name as district_name',
      ])
      .where('s.open_status', 'in', statuses)
      .orderBy('s.store_code');
    if (!scope.all) q = q.where('s.id', 'in', scope.storeIds.length ? scope.storeIds : [-1]);
    const rows = await q.execute();
    const result: StoreOption[] = rows.map((s) => ({
      id: s.id,
      storeName: s.store_name,
      storeCode: s.store_code,
      storeType: s.store_type,
      brandType: s.brand_type,
      serviceType: s.service_type,
      openStatus: s.open_status,
      cityId: s.city_id,
      district: s.district_id,
      districtName: s.district_name,
    }));
    return ok(result);
  });

  app.get(
    '/mgt/configMgtAuthority/queryConfigMgtAuthority',
    { config: { permission: { signedIn: true } }, schema: { querystring: UserIdQuery } },
    async (request) => {
      const auth = requireAuth(request);
      const userId = await targetUser(auth, request.query.userId);
      const row = await db.selectFrom('config_mgt_authority').select('authority').where('user_id', '=', userId).executeTakeFirst();
      return ok({ userId, authority: row?.authority ?? '{}' });
    },
  );

  /** Store-data authority of spec §6: startDate and storeIds. */
  app.get('/uc/user/getStoreAuthority', { config: { permission: { signedIn: true } }, schema: { querystring: UserIdQuery } }, async (request) => {
    const auth = requireAuth(request);
    const userId = await targetUser(auth, request.query.userId);
    const user = await db.selectFrom('app_user').select(['all_stores', 'data_start_date']).where('id', '=', userId).executeTakeFirstOrThrow();
    const stores = user.all_stores ? [] : await db.selectFrom('user_store').select('store_id').where('user_id', '=', userId).orderBy('store_id').execute();
    const result: StoreAuthority = { startDate: user.data_start_date, storeIds: stores.map((s) => s.store_id), allStores: user.all_stores };
    return ok(result);
  });
}
