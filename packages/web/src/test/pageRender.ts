import { PagePath, type LoginResult, type MenuNode } from '@salon/contract';
import { inject } from 'vitest';
import { configureRequest, get, post } from '../api/request';
import { session } from '../app/storage';
import { saveAdminSession } from './adminSession';

/**
 * Helpers for rendering whole pages in jsdom against the real server of the web suite
 * (src/test/server.ts): sign-ins, a store manager granted the pages to look at, and what a
 * user's menu says it may do on a page.
 */

/** Points the request layer at the suite's server; the routepath header follows the page shown. */
export function useSuiteServer(): void {
  configureRequest({ baseUrl: `${inject('serverUrl')}/api`, currentRoute: () => window.location.hash.replace(/^#/, '').split('?')[0] || '/' });
}

/** Signs in through the API (no session kept). */
export async function signIn(account: string, pwd: string): Promise<LoginResult> {
  session.clearAll();
  return post<LoginResult>('/uc/user/login', { account, pwd });
}

/** Keeps a signed-in user's session as the shell does after login. */
export function keepSession(user: LoginResult, mobile: string): void {
  saveAdminSession(user, mobile);
}

/** Page entries and their groups, by url, of the whole menu tree. */
function menuIdsOf(tree: MenuNode[], pages: readonly string[]): number[] {
  const wanted = new Set(pages.flatMap((page) => page.split('/').map((_, i, parts) => parts.slice(0, i + 1).join('/'))).filter(Boolean));
  const ids: number[] = [];
  const walk = (nodes: MenuNode[]) => {
    for (const n of nodes) {
      if (n.url && wanted.has(n.url)) ids.push(n.id);
      walk(n.children);
    }
  };
  walk(tree);
  return ids;
}

/**
 * Gives a store manager a role holding `pages` (menu entries only, no operation code) beside its
 * own roles, signed in as `admin`. Idempotent: the role is made once per server.
 */
export async function grantPages(admin: LoginResult, account: string, pages: readonly string[]): Promise<void> {
  keepSession(admin, '13800000000');
  // Sent from the pages a person would use (the audit rows name them: 角色管理, 用户管理).
  window.location.hash = `#${PagePath.role}`;
  const code = 'page_render_check';
  type Role = { id: number; code: string };
  const roles = await get<Role[]>('/uc/role/all');
  let role = roles.find((r) => r.code === code);
  if (!role) {
    await post('/uc/role/add', { name: '页面渲染检查', code, roleType: 0, remark: '页面渲染测试：只有页面，没有操作权限' });
    role = (await get<Role[]>('/uc/role/all')).find((r) => r.code === code)!;
  }
  const { tree } = await get<{ tree: MenuNode[] }>('/uc/role/getRoleResources', { roleId: role.id });
  await post('/uc/role/saveRoleResources', { roleId: role.id, menuIds: menuIdsOf(tree, pages) });
  window.location.hash = `#${PagePath.user}`;
  const users = await post<{ id: number; account: string }[]>('/uc/user/queryUserPage', { keyword: account, pageSize: 20 });
  const user = users.find((u) => u.account === account)!;
  const manager = roles.find((r) => r.code === 'store_manager')!;
  await post('/uc/user/saveUserRoles', { userId: user.id, roleIds: [manager.id, role.id] });
  window.location.hash = '';
  session.clearAll();
}

/** The operation codes a user's menu grants on a page (the page entry's children). */
export function codesOn(menu: readonly MenuNode[], page: string): Set<string> {
  const codes = new Set<string>();
  const walk = (nodes: readonly MenuNode[]) => {
    for (const n of nodes) {
      if (n.url === page) for (const c of n.children) if (c.code) codes.add(c.code);
      walk(n.children);
    }
  };
  walk(menu);
  return codes;
}

/** The signed-in user's menu (as the shell reads it). */
export const menuOf = (user: LoginResult) => get<MenuNode[]>('/uc/resource/getMenuList', { userId: user.id });

/** Whether a menu holds a page. */
export function menuHas(menu: readonly MenuNode[], page: string): boolean {
  return menu.some((n) => n.url === page || menuHas(n.children, page));
}
