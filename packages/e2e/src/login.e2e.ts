import { describe, expect, it } from 'vitest';
import { apiLogin, apiResult, signInWithForm, unique, useBrowser } from './browser';
import { Shell } from './kit';

/** Sign-in through the form and the route guard: the only flows (with password and session) that use the login form. */
describe('sign-in and the route guard', () => {
  const browser = useBrowser();

  it('sends a visitor to /login keeping the full target path, and there after sign-in', async () => {
    const page = await browser.newPage();
    await page.goto('/#/system/manage/role?tab=1');
    await page.waitForURL(/#\/login\?redirect=/);
    expect(decodeURIComponent(page.url().split('redirect=')[1])).toBe('/system/manage/role?tab=1');
    await page.fill('input[name="account"]', 'admin');
    await page.fill('input[name="pwd"]', 'Salon@2026');
    await page.click('button[type="submit"]');
    await page.waitForURL(/#\/system\/manage\/role\?tab=1$/);
    await page.getByText('角色列表').first().waitFor();
    expect(await page.title()).toContain('角色管理');
  });

  it('refuses an empty form with the spec messages and a wrong password with the server message', async () => {
    const page = await browser.newPage();
    await page.goto('/#/login');
    await page.click('button[type="submit"]');
    await page.getByText('请输入用户名').first().waitFor();
    await page.getByText('请输入密码').first().waitFor();
    await page.getByText('请检查输入').waitFor();
    await page.fill('input[name="account"]', '  admin  ');
    await page.fill('input[name="pwd"]', 'Wrong@2026');
    await page.click('button[type="submit"]');
    await page.getByText('温馨提示').waitFor();
    await page.getByText('账号或密码错误').waitFor();
    expect(page.url()).toContain('#/login');
  });

  it('lands on the first level-2 page of the menu and logs out to a clean login', async () => {
    const page = await browser.newPage();
    await signInWithForm(page, 'admin');
    // The operations module comes first in the menu: its store list is the first level-2 leaf.
    await page.waitForURL(/#\/operate\/shop\/manage$/);
    await page.locator('.data-table__bar', { hasText: '门店列表' }).waitFor();
    // Logout reloads the page on /login.
    await new Shell(page).logout();
    expect(page.url()).toMatch(/#\/login$/);
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    await page.goto('/#/system/manage/user');
    await page.waitForURL(/#\/login\?redirect=/);
  });

  it('a first login keeps nothing stored while the change form shows: a reload is signed out', async () => {
    // An account of this attempt's own that has to change its password (the admin creates it).
    const run = unique(4);
    const account = `newcomer${run}`;
    await apiResult(await apiLogin('admin'), 'POST', '/uc/user/add', { account, name: '孔令仪', mobile: `1393333${run}`, password: 'First@2026' });

    const page = await browser.newPage();
    await page.goto(`/#/login?redirect=${encodeURIComponent('/system/manage/role')}`);
    await page.fill('input[name="account"]', account);
    await page.fill('input[name="pwd"]', 'First@2026');
    await page.click('button[type="submit"]');
    await page.getByText('首次登录，请修改密码').first().waitFor();
    await page.locator('input[name="password"]').waitFor();
    // The user is cleared: no user, token or menu stored.
    const stored = await page.evaluate(() => ({
      user: localStorage.getItem('userInfo'),
      token: localStorage.getItem('token'),
      menu: localStorage.getItem('menuList'),
    }));
    expect(stored).toEqual({ user: null, token: null, menu: null });

    // A reload boots signed out, on the login form.
    await page.reload();
    await page.locator('input[name="account"]').waitFor();
    expect(await page.locator('.shell-header').count()).toBe(0);
    expect(await page.locator('input[name="password"]').count()).toBe(0);
    expect(page.url()).toContain('#/login');

    // Signing in again shows the change form again; the change (kept in memory) works and signs in.
    await page.fill('input[name="account"]', account);
    await page.fill('input[name="pwd"]', 'First@2026');
    await page.click('button[type="submit"]');
    await page.fill('input[name="password"]', 'Changed#2027');
    await page.click('button[type="submit"]');
    await page.waitForSelector('.shell-header');
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('userInfo') ?? 'null')?.account)).toBe(account);
  });
});
