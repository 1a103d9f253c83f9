import type { MenuNode } from '@salon/contract';
import { describe, expect, it } from 'vitest';
import {
  dropEmptyTopLevel,
  inResetWindow,
  isSmartLook,
  menuTrail,
  landingPath,
  menuRoutes,
  operationCodes,
  safeRedirect,
  searchablePages,
  sidebarTree,
  type SidebarEntry,
} from './menuRules';

let nextId = 1;
function node(lv: number, name: string, url: string | null, children: MenuNode[] = [], extra: Partial<MenuNode> = {}): MenuNode {
  const id = nextId++;
  for (const c of children) c.parentId = id;
  return {
    id,
    parentId: null,
    name,
    url,
    path: url,
    code: null,
    icon: null,
    sortOrder: id,
    lv,
    nodeKey: lv,
    menuKey: lv,
    hidden: false,
    hasOperationAuthority: children.some((c) => !c.url),
    children,
    ...extra,
  };
}
const op = (code: string, name: string) => node(3, name, null, [], { code });

/**
 * A realistic tree as the server builds it: modules (lv 0) > groups (lv 1) > pages (lv 2)
 * > operation-authority entries (lv 3, a code and no url), with hidden pages in between.
 */
function sampleMenu(): MenuNode[] {
  return [
    // A module whose only children are operation entries: no page, so it is dropped.
    node(0, '孤立模块', '/orphan', [op('orphan:view', '查看')]),
    node(0, '系统管理', '/system', [
      node(1, '账号管理', '/system/manage', [
        node(2, '隐藏的审计页', '/system/manage/audit', [], { hidden: true }),
        node(2, '用户管理', '/system/manage/user', [op('system:user:add', '新增用户'), op('system:user:edit', '编辑用户')]),
        node(2, '角色管理', '/system/manage/role', [op('system:role:add', '新增角色')]),
      ]),
      node(1, '菜单设置', '/system/menu', [node(2, '菜单管理', '/system/manage/menu', [op('system:menu:sort', '调整排序')])], {}),
    ]),
    node(0, '门店', '/store', [
      node(1, '门店资料', '/store/info', [node(2, '门店列表', '/store/info/list'), node(2, '门店详情', '/store/info/detail', [], { hidden: true })]),
    ]),
    node(0, '智能营销', '/smartMarketing', [node(1, '营销看板', '/smartMarketing/board', [node(2, '活动分析', '/smartMarketing/board/activity')])]),
  ];
}

describe('menu rules', () => {
  it('lands on the first non-hidden level-2 page', () => {
    expect(landingPath(sampleMenu())).toBe('/system/manage/user');
  });

  it('skips a group whose pages are all hidden when choosing the landing page', () => {
    const menu = [
      node(0, 'A', '/a', [node(1, 'A1', '/a/1', [node(2, 'hidden', '/a/1/x', [], { hidden: true })])]),
      node(0, 'B', '/b', [node(1, 'B1', '/b/1', [node(2, 'visible', '/b/1/y')])]),
    ];
    expect(landingPath(menu)).toBe('/b/1/y');
    expect(landingPath([])).toBeUndefined();
  });

  it('drops top-level entries that have no page children', () => {
    const kept = dropEmptyTopLevel(sampleMenu()).map((m) => m.name);
    expect(kept).toEqual(['系统管理', '门店', '智能营销']);
    expect(menuRoutes(sampleMenu()).some((r) => r.path === '/orphan')).toBe(false);
  });

  it('builds the sidebar by the same rule: top-level entries without children are dropped', () => {
    const outline = (entries: SidebarEntry[]): unknown[] => entries.map((e) => (e.children ? { [e.node.name]: outline(e.children) } : e.node.name));
    expect(outline(sidebarTree(sampleMenu()))).toEqual([
      { 系统管理: [{ 账号管理: ['用户管理', '角色管理'] }, { 菜单设置: ['菜单管理'] }] },
      { 门店: [{ 门店资料: ['门店列表'] }] },
      { 智能营销: [{ 营销看板: ['活动分析'] }] },
    ]);
    // The orphan module (operation entries only) is neither a route nor a sidebar entry.
    expect(sidebarTree(sampleMenu()).map((e) => e.path)).toEqual(dropEmptyTopLevel(sampleMenu()).map((m) => m.url));
    // A top-level entry with no children at all is dropped too; one with a page stays.
    const menu = [node(0, '空模块', '/empty'), node(0, 'M', '/m', [node(1, 'G', '/m/g', [node(2, 'P', '/m/g/p')])])];
    expect(sidebarTree(menu).map((e) => e.path)).toEqual(['/m']);
    expect(sidebarTree(menu)[0].children?.[0].children?.map((e) => e.path)).toEqual(['/m/g/p']);
    expect(sidebarTree([])).toEqual([]);
  });

  it('redirects modules and groups without operation authority to their first page', () => {
    const routes = new Map(menuRoutes(sampleMenu()).map((r) => [r.path, r]));
    expect(routes.get('/system')?.redirectTo).toBe('/system/manage/user');
    expect(routes.get('/system/manage')?.redirectTo).toBe('/system/manage/user');
    expect(routes.get('/system/menu')?.redirectTo).toBe('/system/manage/menu');
    expect(routes.get('/store/info')?.redirectTo).toBe('/store/info/list');
    // Pages themselves are routes, not redirects; operation entries are not routes at all.
    expect(routes.get('/system/manage/user')?.redirectTo).toBeUndefined();
    expect(routes.get('/system/manage/user')?.title).toBe('用户管理');
    expect([...routes.keys()].every((p) => p.startsWith('/'))).toBe(true);
    expect(routes.has('/system/manage/audit')).toBe(true); // hidden pages stay reachable
  });

  it('does not redirect a group that carries operation authority itself', () => {
    const menu = [node(0, 'M', '/m', [node(1, 'G', '/m/g', [node(2, 'P', '/m/g/p'), op('m:g:export', '导出')])])];
    const routes = new Map(menuRoutes(menu).map((r) => [r.path, r]));
    expect(routes.get('/m')?.redirectTo).toBe('/m/g/p');
    expect(routes.get('/m/g')?.redirectTo).toBeUndefined();
  });

  it('answers the operation codes granted on a page', () => {
    const menu = sampleMenu();
    expect([...operationCodes(menu, '/system/manage/user')].sort()).toEqual(['system:user:add', 'system:user:edit']);
    expect([...operationCodes(menu, '/system/manage/menu')]).toEqual(['system:menu:sort']);
    expect(operationCodes(menu, '/store/info/list').size).toBe(0);
    expect(operationCodes(menu, '/nowhere').size).toBe(0);
  });

  it('offers only visible pages to the menu search, with their trail', () => {
    const pages = searchablePages(sampleMenu());
    expect(pages.map((p) => p.path)).toEqual([
      '/system/manage/user',
      '/system/manage/role',
      '/system/manage/menu',
      '/store/info/list',
      '/smartMarketing/board/activity',
    ]);
    expect(pages[0]).toMatchObject({ path: '/system/manage/user', title: '用户管理', trail: '系统管理 / 账号管理 / 用户管理' });
    expect(pages.some((p) => p.path === '/system/manage/audit' || p.path === '/store/info/detail')).toBe(false);
    // With the operations each page holds, for the search by operation name.
    expect(pages[0].operations).toEqual(['新增用户', '编辑用户']);
    expect(pages[3].operations).toEqual([]);
  });

  it('names the trail of a page for the breadcrumb, hidden pages included; none for a page the menu does not hold', () => {
    expect(menuTrail(sampleMenu(), '/system/manage/role').map((n) => n.name)).toEqual(['系统管理', '账号管理', '角色管理']);
    expect(menuTrail(sampleMenu(), '/store/info/detail').map((n) => n.name)).toEqual(['门店', '门店资料', '门店详情']);
    expect(menuTrail(sampleMenu(), '/system/manage/logs')).toEqual([]);
  });

  it('recognises the smart-look sections', () => {
    expect(isSmartLook('/smartMarketing')).toBe(true);
    expect(isSmartLook('/smartMarketing/board/activity')).toBe(true);
    expect(isSmartLook('/intelligentManagement/x')).toBe(true);
    expect(isSmartLook('/system/manage/user')).toBe(false);
    expect(isSmartLook('/')).toBe(false);
  });

  it('knows the reset window to the second', () => {
    expect(inResetWindow(new Date('2024-03-20T00:00:00+08:00'))).toBe(true);
    expect(inResetWindow(new Date('2024-03-19T23:59:59+08:00'))).toBe(false);
    expect(inResetWindow(new Date('2024-03-26T12:00:00+08:00'))).toBe(true);
    expect(inResetWindow(new Date('2024-04-01T23:59:59+08:00'))).toBe(true);
    expect(inResetWindow(new Date('2024-04-02T00:00:00+08:00'))).toBe(false);
    expect(inResetWindow(new Date('2026-01-01T00:00:00+08:00'))).toBe(false);
  });

  it('keeps login redirects inside the console', () => {
    expect(safeRedirect('/system/manage/user')).toBe('/system/manage/user');
    expect(safeRedirect('/store/info/list?id=3')).toBe('/store/info/list?id=3');
    expect(safeRedirect('//evil.example.com')).toBeUndefined();
    expect(safeRedirect('http://x')).toBeUndefined();
    expect(safeRedirect('https://evil.example.com/system')).toBeUndefined();
    expect(safeRedirect('/login')).toBeUndefined();
    expect(safeRedirect('/login?redirect=/x')).toBeUndefined();
    expect(safeRedirect('')).toBeUndefined();
    expect(safeRedirect(null)).toBeUndefined();
    expect(safeRedirect(undefined)).toBeUndefined();
  });
});
