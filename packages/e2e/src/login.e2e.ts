import { describe, expect, it } from 'vitest';
import { baseUrl, newContext, signIn, useBrowser } from './browser';

/** A suffix of this run's own, so a retried test does not meet the account an earlier attempt created. */
const RUN = String(Date.now()).slice(-4);
const NEWCOMER = `newcomer${RUN}`;

describe('sign-in and the route guard', () => {
  const browser = useBrowser();

  it('sends a visitor to /login keeping the full target path, and there after sign-in', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl()}/#/system/manage/role?tab=1`);
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
    await page.goto(`${baseUrl()}/#/login`);
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
    await signIn(page, 'admin', 'Salon@2026');
    // The operations module comes first in the menu: its store list is the first level-2 leaf.
    await page.waitForURL(/#\/operate\/shop\/manage$/);
    await page.locator('.data-table__bar', { hasText: '门店列表' }).waitFor();
    // Logout reloads the page on /login.
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: /退出登录/ }).click()]);
    await page.waitForSelector('input[name="account"]');
    expect(page.url()).toMatch(/#\/login$/);
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    await page.goto(`${baseUrl()}/#/system/manage/user`);
    await page.waitForURL(/#\/login\?redirect=/);
  });

  it('a first login keeps nothing stored while the change form shows: a reload is signed out', async () => {
    // An account of this run's own that has to change its password (the admin creates it).
    const page = await browser.newPage();
    const adminContext = await newContext(page.context().browser()!);
    const admin = await adminContext.newPage();
    await signIn(admin, 'admin', 'Salon@2026', '/system/manage/user');
    await admin.getByRole('button', { name: '新增用户' }).click();
    const form = admin.getByRole('dialog');
    await form.getByLabel('账号').fill(NEWCOMER);
    await form.getByLabel('姓名').fill('孔令仪');
    await form.getByLabel('手机号').fill(`1393333${RUN}`);
    await form.getByLabel('初始密码').fill('First@2026');
    await form.getByRole('button', { name: '保存' }).click();
    await admin.getByText('用户已创建，首次登录须修改密码').waitFor();
    await adminContext.close();

    await page.goto(`${baseUrl()}/#/login?redirect=${encodeURIComponent('/system/manage/role')}`);
    await page.fill('input[name="account"]', NEWCOMER);
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
    await page.fill('input[name="account"]', NEWCOMER);
    await page.fill('input[name="pwd"]', 'First@2026');
    await page.click('button[type="submit"]');
    await page.fill('input[name="password"]', 'Changed#2027');
    await page.click('button[type="submit"]');
    await page.waitForSelector('.shell-header');
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('userInfo') ?? 'null')?.account)).toBe(NEWCOMER);
  });
});
