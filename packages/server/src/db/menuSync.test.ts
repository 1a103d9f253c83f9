import { sql } from 'kysely';
import { IMPLEMENTED_PAGES, OPERATION_SORT_ORDER, PagePath, ROUTES, type MenuNode } from '@salon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, login, ok, openTestApp, type TestApp } from '../test/harness.js';
import { syncMenus } from './menuSync.js';

/** The menu sync run at every start: a database made before a page existed gets its menu entries. */
let t: TestApp;

beforeAll(async () => {
  t = await openTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** Everything the sync could change, as one comparable value. */
async function snapshot() {
  return JSON.stringify({
    menus: await t.db.selectFrom('menu').selectAll().orderBy('id').execute(),
    roleMenus: await t.db.selectFrom('role_menu').selectAll().orderBy('role_id').orderBy('menu_id').execute(),
    epoch: (await sql<{ version: number }>`select version from auth_epoch`.execute(t.db)).rows[0],
  });
}

/** The super-admin role by its flag (migration 020). */
const superAdminId = async () => (await t.db.selectFrom('role').select('id').where('is_super', '=', true).executeTakeFirstOrThrow()).id;
const grantedToAdmin = async (menuId: number) =>
  !!(await t.db
    .selectFrom('role_menu')
    .select('menu_id')
    .where('role_id', '=', await superAdminId())
    .where('menu_id', '=', menuId)
    .executeTakeFirst());
const flatten = (nodes: MenuNode[]): MenuNode[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);

describe('menu sync', () => {
  it('finds nothing missing in the seeded database and writes nothing', async () => {
    const before = await snapshot();
    const { added, ids } = await syncMenus(t.db);
    expect(added).toEqual([]);
    for (const page of IMPLEMENTED_PAGES) {
      expect(ids.get(page.path), page.path).toEqual(expect.any(Number));
      for (const op of page.operations) expect(ids.get(op.code), op.code).toEqual(expect.any(Number));
    }
    expect(await snapshot()).toBe(before);
  });

  it('adds back a page deleted from the database, with its operation entries, under its group, granted to the super admin; a second run changes nothing', async () => {
    const page = IMPLEMENTED_PAGES.find((p) => p.path === PagePath.role)!;
    const old = await t.db.selectFrom('menu').selectAll().where('url', '=', page.path).executeTakeFirstOrThrow();
    // A user's own entry elsewhere, and a renamed seeded entry: the sync leaves both alone.
    const own = await t.db
      .insertInto('menu')
      .values({ parent_id: old.parent_id, name: '自建页面', url: '/system/manage/ownPage', sort_order: 5, lv: 2 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db.updateTable('menu').set({ name: '账号（改名）' }).where('url', '=', PagePath.user).execute();

    // As in a database made before the page existed: the page and (cascading) its operation entries and grants go.
    await t.db.deleteFrom('menu').where('id', '=', old.id).execute();
    expect(
      await t.db
        .selectFrom('menu')
        .select('id')
        .where(
          'code',
          'in',
          page.operations.map((o) => o.code),
        )
        .execute(),
    ).toEqual([]);

    const { added } = await syncMenus(t.db);
    expect(added).toEqual([page.path, ...page.operations.map((o) => o.code)]);

    const back = await t.db.selectFrom('menu').selectAll().where('url', '=', page.path).executeTakeFirstOrThrow();
    const route = ROUTES.find((r) => r.path === page.path)!;
    expect(back).toMatchObject({ parent_id: old.parent_id, name: route.title, lv: 2, hidden: false, sort_order: old.sort_order });
    expect(await grantedToAdmin(back.id)).toBe(true);
    const ops = await t.db.selectFrom('menu').selectAll().where('parent_id', '=', back.id).orderBy('id').execute();
    expect(ops.map((o) => o.code)).toEqual(page.operations.map((o) => o.code));
    for (const op of ops) {
      expect(op).toMatchObject({ lv: 3, sort_order: OPERATION_SORT_ORDER, url: null });
      expect(await grantedToAdmin(op.id)).toBe(true);
    }
    // Granted to nobody else: the store manager role never held the role page.
    const others = await t.db
      .selectFrom('role_menu')
      .select('role_id')
      .where('menu_id', 'in', [back.id, ...ops.map((o) => o.id)])
      .where('role_id', '<>', await superAdminId())
      .execute();
    expect(others).toEqual([]);
    // Left alone: the user's entry and the rename.
    expect(await t.db.selectFrom('menu').select('name').where('id', '=', own.id).executeTakeFirstOrThrow()).toEqual({ name: '自建页面' });
    expect(await t.db.selectFrom('menu').select('name').where('url', '=', PagePath.user).executeTakeFirstOrThrow()).toEqual({ name: '账号（改名）' });
    // One row per url and code.
    const dupes = await t.db
      .selectFrom('menu')
      .select(['url', 'code'])
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .groupBy(['url', 'code'])
      .having((eb) => eb.fn.countAll(), '>', 1)
      .execute();
    expect(dupes).toEqual([]);

    // The admin's next request sees it (the menu triggers moved the auth epoch).
    const admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
    const menu = flatten(await ok<MenuNode[]>(t.app, admin, 'GET', '/uc/resource/getMenuList'));
    expect(menu.find((n) => n.url === page.path)?.children.map((c) => c.code)).toEqual(page.operations.map((o) => o.code));
    await ok(t.app, admin, 'POST', '/uc/role/queryRolePage', {});

    const before = await snapshot();
    expect((await syncMenus(t.db)).added).toEqual([]);
    expect(await snapshot()).toBe(before);
  });

  it('adds a missing operation entry under its page as it stands, and rebuilds a missing module and group', async () => {
    const page = IMPLEMENTED_PAGES.find((p) => p.path === PagePath.menu)!;
    const code = page.operations[0].code;
    // One operation entry deleted (as before the operation existed).
    const menuPage = await t.db.selectFrom('menu').selectAll().where('url', '=', page.path).executeTakeFirstOrThrow();
    await t.db.deleteFrom('menu').where('code', '=', code).execute();
    expect((await syncMenus(t.db)).added).toEqual([code]);
    expect(await t.db.selectFrom('menu').select(['parent_id', 'lv', 'sort_order']).where('code', '=', code).executeTakeFirstOrThrow()).toEqual({
      parent_id: menuPage.id,
      lv: 3,
      sort_order: OPERATION_SORT_ORDER,
    });

    // A whole module gone (as before its first page existed).
    const logs = await t.db.selectFrom('menu').selectAll().where('url', '=', PagePath.logs).executeTakeFirstOrThrow();
    const group = await t.db.selectFrom('menu').selectAll().where('id', '=', logs.parent_id!).executeTakeFirstOrThrow();
    const module = await t.db.selectFrom('menu').selectAll().where('id', '=', group.parent_id!).executeTakeFirstOrThrow();
    await t.db.deleteFrom('menu').where('id', '=', module.id).execute();
    const { added } = await syncMenus(t.db);
    expect(added).toContain(module.url);
    expect(added).toContain(group.url);
    expect(added).toContain(PagePath.logs);
    const newModule = await t.db.selectFrom('menu').selectAll().where('url', '=', module.url).executeTakeFirstOrThrow();
    const newGroup = await t.db.selectFrom('menu').selectAll().where('url', '=', group.url).executeTakeFirstOrThrow();
    expect(newModule).toMatchObject({ parent_id: null, lv: 0, name: module.name, sort_order: module.sort_order });
    expect(newGroup).toMatchObject({ parent_id: newModule.id, lv: 1, name: group.name });
    expect(await t.db.selectFrom('menu').select(['parent_id', 'lv']).where('url', '=', PagePath.logs).executeTakeFirstOrThrow()).toEqual({
      parent_id: newGroup.id,
      lv: 2,
    });
    for (const id of [newModule.id, newGroup.id]) expect(await grantedToAdmin(id)).toBe(true);
    expect((await syncMenus(t.db)).added).toEqual([]);
  });
});
