import { IMPLEMENTED_PAGES, MENU_MAX_DEPTH, OPERATION_SORT_ORDER, Ops, PagePath, RetCode, RetMsg, type MenuNode } from '@salon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, countRows, DEMO, login, ok, openTestApp, refused, type Session, type TestApp } from '../../../test/harness.js';

/** /system/manage/menu: the menu tree, adding pages and operation entries, delete, sort. */
let t: TestApp;
let admin: Session;
let ops01: Session;

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  ops01 = await login(t.app, DEMO.ops01.account, DEMO.ops01.pwd);
});
afterAll(async () => {
  await t?.close();
});

const flatten = (nodes: MenuNode[]): MenuNode[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);
const tree = () => ok<MenuNode[]>(t.app, admin, 'GET', '/uc/resource/getAllResources');
const find = async (pred: (n: MenuNode) => boolean) => flatten(await tree()).find(pred);
const groupOf = async (pageUrl: string) => {
  const all = flatten(await tree());
  const page = all.find((n) => n.url === pageUrl)!;
  return all.find((n) => n.id === page.parentId)!;
};

describe('the menu tree', () => {
  it('holds every entry at depth 0..3; operation entries sit under pages with sort order 999', async () => {
    const roots = await tree();
    const all = flatten(roots);
    expect(all).toHaveLength(await countRows(t.db, 'menu'));
    const walk = (nodes: MenuNode[], depth: number) => {
      for (const n of nodes) {
        expect(n.lv, n.url ?? n.code ?? '').toBe(depth);
        expect(n.nodeKey).toBe(n.lv);
        expect(n.menuKey).toBe(n.lv);
        expect(n.path).toBe(n.url);
        walk(n.children, depth + 1);
      }
    };
    walk(roots, 0);
    expect(new Set(all.map((n) => n.lv))).toEqual(new Set([0, 1, 2, 3]));

    const operations = all.filter((n) => !n.url);
    expect(operations.length).toBeGreaterThan(0);
    for (const op of operations) {
      expect(op).toMatchObject({ lv: MENU_MAX_DEPTH + 1, sortOrder: OPERATION_SORT_ORDER, children: [] });
      // module:page[:part]:action (公众号菜单: operate:wxMenu:udream:edit).
      expect(op.code).toMatch(/^[a-z][A-Za-z]*(:[a-z][A-Za-z]+){1,2}:[A-Za-z]+$/);
      const page = all.find((n) => n.id === op.parentId)!;
      expect(page.url).toBeTruthy();
      expect(page.hasOperationAuthority).toBe(true);
    }
    for (const n of all) if (!n.children.some((c) => !c.url)) expect(n.hasOperationAuthority, n.url ?? '').toBe(false);
    const user = all.find((n) => n.url === PagePath.user)!;
    expect(user.children.map((c) => c.code).sort()).toEqual([
      'system:user:add',
      'system:user:assignRole',
      'system:user:disable',
      'system:user:edit',
      'system:user:export',
      'system:user:import',
      'system:user:resetPwd',
      'system:user:storeScope',
      'system:user:viewMobile',
    ]);

    // Siblings come in sort order.
    for (const n of [{ children: roots } as MenuNode, ...all]) {
      const orders = n.children.map((c) => c.sortOrder);
      expect(orders).toEqual([...orders].sort((a, b) => a - b));
    }
  });

  it('is for users granted the menu page only', async () => {
    await ok(t.app, ops01, 'GET', '/uc/resource/getAllResources');
    const store001 = await login(t.app, DEMO.store001.account, DEMO.store001.pwd);
    await refused(t.app, store001, 'GET', '/uc/resource/getAllResources', undefined, RetCode.REFUSED, RetMsg.FORBIDDEN);
  });
});

describe('adding entries', () => {
  let pageId = 0;
  let opId = 0;

  it('adds a page under a group, and an operation entry under the page with sort order 999', async () => {
    const group = await groupOf(PagePath.user);
    expect(group.lv).toBe(1);
    pageId = (
      await ok<{ id: number }>(t.app, admin, 'POST', '/uc/resource/add', {
        parentId: group.id,
        name: '测试页面',
        url: '/system/manage/testPage',
        sortOrder: 50,
      })
    ).id;
    expect(await find((n) => n.id === pageId)).toMatchObject({ lv: 2, parentId: group.id, sortOrder: 50, hasOperationAuthority: false });

    opId = (await ok<{ id: number }>(t.app, ops01, 'POST', '/uc/resource/add', { parentId: pageId, name: '测试操作', code: 'system:test:run', sortOrder: 3 }))
      .id;
    expect(await find((n) => n.id === opId)).toMatchObject({ lv: 3, parentId: pageId, sortOrder: OPERATION_SORT_ORDER, url: null, code: 'system:test:run' });
    expect(await find((n) => n.id === pageId)).toMatchObject({ hasOperationAuthority: true });

    const [entry] = await auditRows(t.db, { table: 'menu', action: 'create', recordId: opId });
    expect(entry.after).toMatchObject({ code: 'system:test:run', sortOrder: OPERATION_SORT_ORDER, lv: 3 });
    expect(entry.user_id).toBe(ops01.userId);
  });

  it('refuses entries in the wrong place or with bad input, and stores nothing', async () => {
    const before = await countRows(t.db, 'menu');
    const group = await groupOf(PagePath.user);
    // A fourth level of pages.
    await refused(
      t.app,
      admin,
      'POST',
      '/uc/resource/add',
      { parentId: pageId, name: '四级页面', url: '/system/manage/testPage/deeper' },
      RetCode.REFUSED,
      `${MENU_MAX_DEPTH + 1}级`,
    );
    // An operation entry needs a parent, and that parent must be a page (depth 2).
    await refused(t.app, admin, 'POST', '/uc/resource/add', { name: '无上级操作', code: 'system:test:orphan' }, RetCode.INVALID, 'parentId');
    await refused(t.app, admin, 'POST', '/uc/resource/add', { parentId: group.id, name: '挂在分组下', code: 'system:test:group' }, RetCode.REFUSED, 'parentId');
    // Nothing hangs under an operation entry.
    await refused(t.app, admin, 'POST', '/uc/resource/add', { parentId: opId, name: '操作下的操作', code: 'system:test:child' }, RetCode.REFUSED, 'parentId');
    // One of url and code, not both, not neither.
    await refused(t.app, admin, 'POST', '/uc/resource/add', { parentId: group.id, name: '两者皆无' }, RetCode.INVALID, 'url');
    await refused(
      t.app,
      admin,
      'POST',
      '/uc/resource/add',
      { parentId: pageId, name: '两者都有', url: '/x/y', code: 'system:test:both' },
      RetCode.INVALID,
      'code',
    );
    await refused(t.app, admin, 'POST', '/uc/resource/add', { parentId: group.id, name: '坏地址', url: 'no-slash' }, RetCode.INVALID, 'url');
    // Unique url and code.
    await refused(
      t.app,
      admin,
      'POST',
      '/uc/resource/add',
      { parentId: group.id, name: '重复页面', url: PagePath.role },
      RetCode.REFUSED,
      '页面地址已被其他菜单使用',
    );
    await refused(t.app, admin, 'POST', '/uc/resource/add', { parentId: pageId, name: '重复编码', code: 'system:user:add' }, RetCode.REFUSED, '权限编码已存在');
    await refused(
      t.app,
      admin,
      'POST',
      '/uc/resource/add',
      { parentId: 99999, name: '无此上级', url: '/system/manage/ghost' },
      RetCode.REFUSED,
      '上级菜单不存在',
    );
    expect(await countRows(t.db, 'menu')).toBe(before);
  });

  it('updates an entry but never turns a page into an operation entry', async () => {
    const group = await groupOf(PagePath.user);
    await ok(t.app, admin, 'POST', '/uc/resource/update', {
      id: pageId,
      parentId: group.id,
      name: '测试页面改',
      url: '/system/manage/testPage2',
      sortOrder: 51,
    });
    expect(await find((n) => n.id === pageId)).toMatchObject({ name: '测试页面改', url: '/system/manage/testPage2', sortOrder: 51 });
    await refused(
      t.app,
      admin,
      'POST',
      '/uc/resource/update',
      { id: pageId, parentId: group.id, name: '变操作', code: 'system:test:flip' },
      RetCode.REFUSED,
      '不能在页面菜单与操作权限之间转换',
    );
    await refused(
      t.app,
      admin,
      'POST',
      '/uc/resource/update',
      { id: pageId, parentId: pageId, name: '自己', url: '/system/manage/testPage2' },
      RetCode.REFUSED,
      'parentId',
    );
    // A page with children does not change level.
    const root = (await tree())[0];
    await refused(
      t.app,
      admin,
      'POST',
      '/uc/resource/update',
      { id: pageId, parentId: root.id, name: '升级', url: '/system/manage/testPage2' },
      RetCode.REFUSED,
      'parentId',
    );
  });

  it('refuses to delete an entry with children (2003003), then deletes bottom-up', async () => {
    const env = await refused(t.app, admin, 'POST', '/uc/resource/delete', { id: pageId }, RetCode.ACKNOWLEDGE);
    expect(env.retMsg).toContain('1个');
    expect(await find((n) => n.id === pageId)).toBeDefined();
    // ops01 holds no delete operation.
    await refused(t.app, ops01, 'POST', '/uc/resource/delete', { id: opId }, RetCode.REFUSED, RetMsg.FORBIDDEN);

    await ok(t.app, admin, 'POST', '/uc/resource/delete', { id: opId });
    await ok(t.app, admin, 'POST', '/uc/resource/delete', { id: pageId });
    expect(await find((n) => n.id === pageId || n.id === opId)).toBeUndefined();
    expect(await auditRows(t.db, { table: 'menu', action: 'delete', recordId: pageId })).toHaveLength(1);
    await refused(t.app, admin, 'POST', '/uc/resource/delete', { id: pageId }, RetCode.REFUSED, '菜单不存在');
  });
});

describe('the system entries the permissions rely on', () => {
  it('may be renamed, re-sorted and hidden, but keep their url or code and are never deleted', async () => {
    const all = flatten(await tree());
    const role = all.find((n) => n.url === PagePath.role)!;
    const grantOp = role.children.find((c) => c.code === Ops.role.grant)!;
    const before = await countRows(t.db, 'menu');

    // Renaming and re-sorting a page, renaming an operation entry: fine.
    await ok(t.app, ops01, 'POST', '/uc/resource/update', { id: role.id, parentId: role.parentId, name: '角色与权限', url: PagePath.role, sortOrder: 3 });
    expect(await find((n) => n.id === role.id)).toMatchObject({ name: '角色与权限', url: PagePath.role, sortOrder: 3 });
    await ok(t.app, ops01, 'POST', '/uc/resource/update', { id: grantOp.id, parentId: role.id, name: '授权', code: Ops.role.grant });
    expect(await find((n) => n.id === grantOp.id)).toMatchObject({ name: '授权', code: Ops.role.grant });

    // Another url or code: refused, nothing changed.
    let env = await refused(
      t.app,
      admin,
      'POST',
      '/uc/resource/update',
      { id: role.id, parentId: role.parentId, name: '角色与权限', url: '/system/manage/roles', sortOrder: 3 },
      RetCode.REFUSED,
      '不能修改页面地址',
    );
    expect(env.retMsg).toContain(PagePath.role);
    env = await refused(
      t.app,
      admin,
      'POST',
      '/uc/resource/update',
      { id: grantOp.id, parentId: role.id, name: '授权', code: 'system:role:give' },
      RetCode.REFUSED,
      '不能修改权限编码',
    );
    expect(env.retMsg).toContain(Ops.role.grant);

    // Deleting: refused for the page, its operation entries and every implemented page, with or without children.
    env = await refused(t.app, admin, 'POST', '/uc/resource/delete', { id: grantOp.id }, RetCode.REFUSED, '不能删除');
    expect(env.retMsg).toContain(Ops.role.grant);
    for (const page of IMPLEMENTED_PAGES.slice(0, 8)) {
      const node = all.find((n) => n.url === page.path)!;
      const answer = await refused(t.app, admin, 'POST', '/uc/resource/delete', { id: node.id }, RetCode.REFUSED, '不能删除');
      expect(answer.retMsg).toContain(page.path);
    }
    expect(await countRows(t.db, 'menu')).toBe(before);
    expect(await find((n) => n.id === role.id)).toMatchObject({ url: PagePath.role, name: '角色与权限' });
    expect(await find((n) => n.id === grantOp.id)).toMatchObject({ code: Ops.role.grant });
    // The page still works for its grant holders.
    await ok(t.app, ops01, 'POST', '/uc/role/queryRolePage', {});
  });

  it('a new entry is granted to the super-admin role, so the head office can grant it on', async () => {
    const group = await groupOf(PagePath.user);
    const { id } = await ok<{ id: number }>(t.app, ops01, 'POST', '/uc/resource/add', {
      parentId: group.id,
      name: '新页面',
      url: '/system/manage/newPage',
      sortOrder: 60,
    });
    const superAdmin = await t.db.selectFrom('role').select('id').where('code', '=', 'super_admin').executeTakeFirstOrThrow();
    const grants = await t.db.selectFrom('role_menu').select('role_id').where('menu_id', '=', id).execute();
    expect(grants).toEqual([{ role_id: superAdmin.id }]);
    const adminMenu = flatten(await ok<MenuNode[]>(t.app, admin, 'GET', '/uc/resource/getMenuList'));
    expect(adminMenu.some((n) => n.id === id)).toBe(true);
    // A user's own page can be changed and deleted.
    await ok(t.app, admin, 'POST', '/uc/resource/update', { id, parentId: group.id, name: '新页面', url: '/system/manage/newPage2', sortOrder: 60 });
    await ok(t.app, admin, 'POST', '/uc/resource/delete', { id });
  });
});

describe('sorting', () => {
  it('reorders siblings', async () => {
    const group = await groupOf(PagePath.user);
    const pages = group.children.filter((c) => c.url);
    expect(pages.length).toBeGreaterThanOrEqual(3);
    const reversed = [...pages].reverse();
    await ok(t.app, ops01, 'POST', '/uc/resource/sort', { items: reversed.map((p, i) => ({ id: p.id, sortOrder: i + 1 })) });
    const after = (await groupOf(PagePath.user)).children.filter((c) => c.url);
    expect(after.map((p) => p.id)).toEqual(reversed.map((p) => p.id));
    expect(after.map((p) => p.sortOrder)).toEqual(reversed.map((_, i) => i + 1));
    const [entry] = await auditRows(t.db, { table: 'menu', action: 'sort' });
    expect(entry.record_id).toBe(String(group.id));
  });

  it('refuses to sort operation entries or entries of different parents', async () => {
    const all = flatten(await tree());
    const user = all.find((n) => n.url === PagePath.user)!;
    const role = all.find((n) => n.url === PagePath.role)!;
    const op = user.children[0];
    await refused(t.app, admin, 'POST', '/uc/resource/sort', { items: [{ id: op.id, sortOrder: 1 }] }, RetCode.REFUSED, '999');
    await refused(
      t.app,
      admin,
      'POST',
      '/uc/resource/sort',
      {
        items: [
          { id: user.id, sortOrder: 1 },
          { id: all[0].id, sortOrder: 2 },
        ],
      },
      RetCode.REFUSED,
      '同一上级',
    );
    await refused(t.app, admin, 'POST', '/uc/resource/sort', { items: [{ id: 99999, sortOrder: 1 }] }, RetCode.REFUSED, '菜单不存在');
    await refused(t.app, admin, 'POST', '/uc/resource/sort', { items: [] }, RetCode.INVALID, 'items');
    expect(flatten(await tree()).find((n) => n.id === op.id)!.sortOrder).toBe(OPERATION_SORT_ORDER);
    expect(flatten(await tree()).find((n) => n.id === role.id)!.sortOrder).toBe(role.sortOrder);
  });
});
