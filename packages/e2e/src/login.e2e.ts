import { describe, expect, it } from 'vitest';
import { baseUrl, signIn, useBrowser } from './browser';

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
});
