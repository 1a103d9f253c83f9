import { findRoute, GROUPS, MODULES, type LoginResult } from '@salon/contract';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { configureRequest, get, post } from '../api/request';
import { saveAdminSession } from '../test/adminSession';
import { App } from './App';
import { resetBadges } from './badges';
import { session } from './storage';
import { SIDER_PREFERENCE } from './siderCollapse';

/**
 * The signed-in console around the pages, against the real server (issue 12.12, 12.15): the tab
 * title only for pages the user's menu holds, the breadcrumb from the menu, the side menu's
 * collapse remembered per user, the menu search by pinyin and by the operations a page holds.
 */
let admin: LoginResult;
let manager: LoginResult;

beforeAll(async () => {
  configureRequest({ baseUrl: `${inject('serverUrl')}/api`, currentRoute: () => window.location.hash.slice(1) || '/' });
  session.clearAll();
  manager = await post<LoginResult>('/uc/user/login', { account: 'store001', pwd: 'Store@2026' });
  session.clearAll();
  admin = await post<LoginResult>('/uc/user/login', { account: 'admin', pwd: 'Salon@2026' });
});
afterAll(() => {
  cleanup();
  // The shell counted badges: the next file of this worker starts without them.
  resetBadges();
  session.clearAll();
  window.location.hash = '';
});

/** The console as the browser opens it at a hash address, signed in as that user. */
async function openConsole(user: LoginResult, hash: string) {
  cleanup();
  saveAdminSession(user, user.account === 'admin' ? '13800000000' : '13800000001');
  window.location.hash = hash;
  render(<App />);
  await screen.findByRole('button', { name: /退出登录/ }, { timeout: 15_000 });
}

const sider = () => document.querySelector('.shell-sider') as HTMLElement;

describe('the shell', () => {
  it('names a page in the tab only when the user’s menu holds it; otherwise the tab says 页面不存在', async () => {
    await openConsole(manager, '#/system/manage/role');
    await screen.findByText('页面不存在', { selector: '.ant-result-title' });
    await waitFor(() => expect(document.title).toBe('页面不存在 - 美发连锁后台'));
    expect(screen.queryByRole('navigation', { name: '当前位置' })).toBeNull();

    await openConsole(admin, '#/system/manage/role');
    await waitFor(() => expect(document.title).toBe('角色管理 - 美发连锁后台'));
  }, 60_000);

  it('shows where the page sits in the menu (module › group › page) and the one product name', async () => {
    await openConsole(admin, '#/operate/shop/manageSetting');
    const crumbs = await screen.findByRole('navigation', { name: '当前位置' });
    const names = within(crumbs)
      .getAllByRole('listitem')
      .map((li) => li.textContent?.replace(/\/$/, '').trim())
      .filter(Boolean);
    const group = GROUPS.find((g) => g.path === '/operate/shop')!;
    expect(names).toEqual([MODULES.find((m) => m.key === group.module)!.title, group.title, findRoute('/operate/shop/manageSetting')!.title]);
    // The module and group lead to their first page.
    expect(within(crumbs).getByText(group.title).closest('a')?.getAttribute('href')).toBe('#/operate/shop');
    expect(sider().querySelector('.shell-logo')?.textContent).toContain('美发连锁后台');
  }, 60_000);

  it('brings the page’s menu entry into view when the page opens', async () => {
    const scrolled: Element[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this);
    });
    try {
      await openConsole(admin, '#/operate/financial/recharge');
      await waitFor(() =>
        expect(scrolled.some((e) => e.classList.contains('ant-menu-item-selected') && e.textContent === findRoute('/operate/financial/recharge')!.title)).toBe(
          true,
        ),
      );
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  }, 60_000);

  it('collapses the side menu, and remembers it for the user on the server too', async () => {
    await post('/uc/preference/set', { key: SIDER_PREFERENCE, value: false });
    await openConsole(admin, '#/operate/shop/manage');
    expect(sider().className).not.toContain('ant-layout-sider-collapsed');
    fireEvent.click(screen.getByRole('button', { name: '收起菜单' }));
    expect(sider().className).toContain('ant-layout-sider-collapsed');
    expect(screen.getByRole('button', { name: '展开菜单' })).toBeTruthy();
    await waitFor(async () => expect(await get('/uc/preference/get', { key: SIDER_PREFERENCE })).toBe(true));

    // Another browser (nothing stored here): the server's choice is taken.
    await openConsole(admin, '#/operate/shop/manage');
    localStorage.removeItem(`${SIDER_PREFERENCE}:${admin.id}`);
    await openConsole(admin, '#/operate/shop/manage');
    await waitFor(() => expect(sider().className).toContain('ant-layout-sider-collapsed'));
    fireEvent.click(screen.getByRole('button', { name: '展开菜单' }));
    expect(sider().className).not.toContain('ant-layout-sider-collapsed');
    await waitFor(async () => expect(await get('/uc/preference/get', { key: SIDER_PREFERENCE })).toBe(false));
  }, 60_000);

  it('finds pages by pinyin initials and by the operations they hold', async () => {
    await openConsole(admin, '#/operate/shop/manage');
    const search = screen.getByRole('combobox', { name: '搜索菜单' });
    const options = async (text: string) => {
      await act(async () => {
        fireEvent.mouseDown(search);
        fireEvent.change(search, { target: { value: text } });
      });
      return [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.textContent ?? '');
    };
    const byInitials = await options('mdsz');
    expect(byInitials[0]).toContain('门店设置');
    const byOperation = await options('退款');
    // 订单列表 itself (its trail ends in its name: 券订单列表 holds a refund operation too).
    expect(byOperation.some((o) => o.includes('/ 订单列表 · ') && o.includes('申请退款'))).toBe(true);
    fireEvent.click(
      screen.getAllByText((_, el) => !!el?.classList.contains('ant-select-item-option-content') && !!el.textContent?.includes('/ 订单列表 · '))[0],
    );
    await waitFor(() => expect(window.location.hash).toBe('#/operate/financial/orderlist'));
  }, 60_000);
});
