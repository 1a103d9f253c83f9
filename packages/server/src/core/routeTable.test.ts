import { IMPLEMENTED_PAGES, Ops, PagePath, RecruitOps, RESOURCES, RetCode, RetMsg } from '@salon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from '../app.js';
import { call, DEMO, login, openTestApp, userIdOf, type Method, type Session, type TestApp } from '../test/harness.js';

/**
 * The route table as a whole (app.routeTable, filled by an onRoute hook in buildApp):
 * every /api route declares a permission, nobody gets past a non-public route without a
 * session, and a signed-in user without grants gets past no menu or operation route
 * (and changes nothing trying).
 */
let t: TestApp;
let routes: RouteEntry[];
let area01: Session;
let admin: Session;
/** Realistic payloads, so that a route whose check went missing would really write. */
let payloads: Map<string, unknown>;

const key = (r: { method: string; url: string }) => `${r.method} ${r.url}`;
/** HEAD routes are Fastify's automatic twins of GET routes (same options, no body to read). */
const callable = (r: RouteEntry) => r.url.startsWith('/api/') && r.method !== 'HEAD' && r.method !== 'OPTIONS';
const concreteUrl = (url: string) => url.replace(/:(\w+)/g, '1').replace(/\*$/, 'x');
const payloadFor = (r: RouteEntry) => payloads.get(key(r)) ?? {};
const isGuarded = (r: RouteEntry) => !!r.permission && ('menu' in r.permission || 'op' in r.permission);

/** Everything a permission bypass could change, as one comparable value. */
async function snapshot() {
  const { db } = t;
  return JSON.stringify({
    audit: await db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    users: await db
      .selectFrom('app_user')
      .select(['id', 'account', 'name', 'status', 'pwd_hash', 'first_login', 'all_stores', 'store_id', 'update_time', 'locked_until'])
      .orderBy('id')
      .execute(),
    userRoles: await db.selectFrom('user_role').selectAll().orderBy('user_id').orderBy('role_id').execute(),
    userStores: await db.selectFrom('user_store').selectAll().orderBy('user_id').orderBy('store_id').execute(),
    roles: await db.selectFrom('role').selectAll().orderBy('id').execute(),
    roleMenus: await db.selectFrom('role_menu').selectAll().orderBy('role_id').orderBy('menu_id').execute(),
    menus: await db.selectFrom('menu').selectAll().orderBy('id').execute(),
  });
}

beforeAll(async () => {
  t = await openTestApp();
  routes = t.app.routeTable;
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  area01 = await login(t.app, DEMO.area01.account, DEMO.area01.pwd);

  const { db } = t;
  const stylist = await userIdOf(db, 'stylist01');
  const role = async (code: string) => (await db.selectFrom('role').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
  const menu = async (where: { url?: string; code?: string }) =>
    await db
      .selectFrom('menu')
      .selectAll()
      .where(where.url ? 'url' : 'code', '=', (where.url ?? where.code)!)
      .executeTakeFirstOrThrow();
  const userPage = await menu({ url: PagePath.user });
  const superAdmin = await role('super_admin');
  const finance = await role('finance');
  payloads = new Map<string, unknown>([
    ['POST /api/uc/user/add', { account: 'routeuser', name: '路由测试', mobile: '13600009999', password: 'Init@2026', storeId: 1 }],
    ['POST /api/uc/user/edit', { id: stylist, account: 'stylist01', name: '被改名了', mobile: DEMO.stylist01.mobile, storeId: 1 }],
    ['GET /api/uc/user/userDisable', { id: stylist, status: 0 }],
    ['POST /api/uc/user/resetPwd', { id: stylist, password: 'Reset@2026' }],
    ['POST /api/uc/user/saveUserRoles', { userId: area01.userId, roleIds: [superAdmin] }],
    ['POST /api/uc/user/saveStoreAuthority', { userId: area01.userId, allStores: true, storeIds: [] }],
    ['POST /api/uc/user/unlock', { id: stylist }],
    ['POST /api/uc/role/add', { name: '路由角色', code: 'route_role' }],
    ['POST /api/uc/role/update', { id: finance, name: '改名角色', code: 'finance' }],
    ['POST /api/uc/role/delete', { id: finance }],
    ['GET /api/uc/role/getRoleResources', { roleId: superAdmin }],
    ['POST /api/uc/role/saveRoleResources', { roleId: superAdmin, menuIds: [] }],
    ['POST /api/uc/resource/add', { parentId: userPage.parent_id, name: '路由页面', url: '/system/manage/routePage' }],
    ['POST /api/uc/resource/update', { id: userPage.id, parentId: userPage.parent_id, name: '改名页面', url: PagePath.user }],
    ['POST /api/uc/resource/delete', { id: (await menu({ code: Ops.menu.sort })).id }],
    ['POST /api/uc/resource/sort', { items: [{ id: userPage.id, sortOrder: 77 }] }],
    ['GET /api/uc/user/getStoreAuthority', { userId: stylist }],
  ]);
});
afterAll(async () => {
  await t?.close();
});

describe('the route table', () => {
  it('was collected, and every /api route declares a permission', () => {
    const api = routes.filter((r) => r.url.startsWith('/api/'));
    expect(api.length).toBeGreaterThan(20);
    expect(api.filter((r) => !r.permission).map(key)).toEqual([]);
    // Every route is under /api (the web bundle is off in tests).
    expect(routes.filter((r) => !r.url.startsWith('/api/')).map(key)).toEqual([]);
    // No path is declared twice.
    expect(new Set(api.map(key)).size).toBe(api.length);
  });

  it('a HEAD twin carries the permission of its GET route', () => {
    for (const head of routes.filter((r) => r.method === 'HEAD')) {
      const get = routes.find((r) => r.method === 'GET' && r.url === head.url);
      expect(get, head.url).toBeDefined();
      expect(head.permission).toEqual(get!.permission);
    }
  });

  it('every menu and operation permission names a seeded page or operation entry, so someone can be granted it', async () => {
    const menus = await t.db.selectFrom('menu').select(['url', 'code']).execute();
    const urls = new Set(menus.map((m) => m.url).filter(Boolean));
    const codes = new Set(menus.map((m) => m.code).filter(Boolean));
    for (const r of routes.filter(isGuarded)) {
      const p = r.permission!;
      if ('menu' in p) expect(urls.has(p.menu), `${key(r)} → ${p.menu}`).toBe(true);
      if ('op' in p) expect(codes.has(p.op), `${key(r)} → ${p.op}`).toBe(true);
    }
    // And every operation a page offers is enforced by some route.
    const enforced = new Set(routes.flatMap((r) => (r.permission && 'op' in r.permission ? [r.permission.op] : [])));
    // A declaration's status transitions share one route; the engine checks each transition's operation in it.
    for (const def of RESOURCES) for (const tr of def.workflow?.transitions ?? []) enforced.add(tr.op);
    // "See in full" operations are read permissions: the list, detail and export handlers check them
    // (the engine for a declaration's `viewMasked`, the audit viewers for theirs).
    for (const def of RESOURCES) if (def.ops.viewMasked) enforced.add(def.ops.viewMasked);
    for (const code of [Ops.log.viewMasked, Ops.operRecord.viewMasked]) enforced.add(code);
    // The ledger's one save path (spec updateRecrLedger) checks 登记 without an id and 修改 with one in its handler.
    for (const code of [RecruitOps.register, RecruitOps.edit]) enforced.add(code);
    const offered = IMPLEMENTED_PAGES.flatMap((p) => p.operations.map((o) => o.code));
    expect(offered.filter((code) => !enforced.has(code))).toEqual([]);
  });
});

describe('anonymous callers', () => {
  it('get 50120 from every route that is not public, and change nothing', async () => {
    const before = await snapshot();
    const guarded = routes.filter((r) => callable(r) && r.permission && !('public' in r.permission));
    expect(guarded.length).toBeGreaterThan(15);
    const wrong: string[] = [];
    for (const r of guarded) {
      const env = await call(t.app, null, r.method as Method, concreteUrl(r.url), payloadFor(r));
      if (env.retCode !== RetCode.TOKEN_INVALID) wrong.push(`${key(r)} → ${env.retCode} ${env.retMsg}`);
      // A token without a valid `at` is no better.
      const noAt = await call(t.app, admin, r.method as Method, concreteUrl(r.url), payloadFor(r), { at: null });
      if (noAt.retCode !== RetCode.TOKEN_INVALID) wrong.push(`${key(r)} (no at) → ${noAt.retCode} ${noAt.retMsg}`);
    }
    expect(wrong).toEqual([]);
    expect(await snapshot()).toBe(before);
  });
});

describe('a signed-in user without grants', () => {
  it('is refused (000001) by every menu and operation route, and nothing changes', async () => {
    const guarded = routes.filter((r) => callable(r) && isGuarded(r));
    expect(guarded.length).toBeGreaterThan(15);
    const before = await snapshot();
    const wrong: string[] = [];
    for (const r of guarded) {
      const env = await call(t.app, area01, r.method as Method, concreteUrl(r.url), payloadFor(r));
      if (env.retCode !== RetCode.REFUSED || env.retMsg !== RetMsg.FORBIDDEN) wrong.push(`${key(r)} → ${env.retCode} ${env.retMsg}`);
    }
    expect(wrong).toEqual([]);
    expect(await snapshot()).toBe(before);
    // The refusals did not end the session.
    const menu = await call(t.app, area01, 'GET', '/uc/resource/getMenuList');
    expect(menu).toMatchObject({ retCode: RetCode.SUCCESS, result: [] });
  });

  it('an admin holding every grant gets past the check on every menu and operation route', async () => {
    const wrong: string[] = [];
    for (const r of routes.filter((x) => callable(x) && isGuarded(x))) {
      // An empty payload: validation may refuse it, the permission check must not.
      const env = await call(t.app, admin, r.method as Method, concreteUrl(r.url), {}).catch((error: Error) => {
        // A file answered (a template to download, HTTP 200) got past the check.
        if (/not JSON \(HTTP 200\)/.test(error.message)) return { retCode: RetCode.SUCCESS, retMsg: 'file' };
        throw error;
      });
      if (env.retMsg === RetMsg.FORBIDDEN || env.retCode === RetCode.TOKEN_INVALID || env.retCode === RetCode.UNEXPECTED)
        wrong.push(`${key(r)} → ${env.retCode} ${env.retMsg}`);
    }
    expect(wrong).toEqual([]);
    // Every guarded route once, with its handler run (lists answer whole pages): longer than one call's budget.
  }, 120_000);
});
