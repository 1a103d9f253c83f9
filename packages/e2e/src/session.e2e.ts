import { describe, expect, it } from 'vitest';
import type { UserRow } from '@salon/contract';
import { apiLogin, apiResult, signInWithForm, useBrowser } from './browser';
import { Dialog, ListPage, Notices } from './kit';

const EXPIRED = JSON.stringify('expired-token-000000000000000000000');

/** Losing the session: each flow starts signed in (API login), loses the session, and signs in again through the form. */
describe('losing the session', () => {
  const browser = useBrowser();

  it('shows the re-login dialog once, keeps the page, and signs in again from the current window', async () => {
    const page = await browser.signedIn('admin', '/system/manage/user');
    await new ListPage(page).row('系统管理员').waitFor();
    // The server no longer knows this token (as after expiry); the next call, whichever it is, fails.
    await page.evaluate((token) => localStorage.setItem('token', token), EXPIRED);
    await page.evaluate(() => (location.hash = '#/system/manage/menu'));
    const dialogs = page.locator('.ant-modal-confirm', { hasText: '登录超时，请重新登录' });
    await dialogs.waitFor();
    await dialogs.getByText(/未保存的内容/).waitFor();
    // More failing calls (another page's list) do not stack a second dialog.
    await page.evaluate(() => (location.hash = '#/system/manage/role'));
    await page.waitForTimeout(1000);
    expect(await dialogs.count()).toBe(1);
    await page.getByRole('button', { name: '在当前窗口登录' }).click();
    await page.waitForURL(/#\/login/);
    await signInWithForm(page, 'admin');
  });

  it('closing the re-login dialog: 3 s later the console signs out to /login by itself', async () => {
    const page = await browser.signedIn('admin', '/system/manage/user');
    await new ListPage(page).row('系统管理员').waitFor();
    await page.evaluate((token) => localStorage.setItem('token', token), EXPIRED);
    await page.evaluate(() => (location.hash = '#/system/manage/role'));
    const dialog = page.locator('.ant-modal-confirm', { hasText: '登录超时，请重新登录' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Close' }).or(dialog.locator('.ant-modal-close')).first().click();
    await dialog.waitFor({ state: 'hidden' });
    const closed = Date.now();
    // The page stays for now ...
    await page.waitForTimeout(2000);
    expect(page.url()).toContain('#/system/manage/role');
    // ... then 在当前窗口登录 is chosen for the user: signed out, on the login form.
    await page.waitForURL(/#\/login/, { timeout: 5000 });
    expect(Date.now() - closed).toBeGreaterThanOrEqual(2500);
    await page.waitForSelector('input[name="account"]');
    expect(await page.evaluate(() => localStorage.getItem('userInfo'))).toBeNull();
  });

  it('a session that ended while the browser was closed: the next visit goes to login quietly, keeping the target', async () => {
    const page = await browser.signedIn('admin', '/system/manage/user');
    await new ListPage(page).row('系统管理员').waitFor();
    // The server no longer knows the stored token (expired meanwhile); the user comes back to a bookmarked page.
    await page.evaluate((token) => localStorage.setItem('token', token), EXPIRED);
    await page.goto('about:blank');
    await page.goto('/#/system/manage/role?tab=1');
    await page.waitForURL(/#\/login\?redirect=/);
    await page.waitForSelector('input[name="account"]');
    expect(decodeURIComponent(page.url().split('redirect=')[1])).toBe('/system/manage/role?tab=1');
    // No dialog and no notice over the login form.
    await page.waitForTimeout(1000);
    expect(await page.locator('.ant-modal-confirm').count()).toBe(0);
    expect(await new Notices(page).all().count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('userInfo'))).toBeNull();
    // Signing in goes on to the page.
    await page.fill('input[name="account"]', 'admin');
    await page.fill('input[name="pwd"]', 'Salon@2026');
    await page.click('button[type="submit"]');
    await page.waitForURL(/#\/system\/manage\/role\?tab=1$/);
  });

  it('tells a user whose password was reset elsewhere and signs them out', async () => {
    const mine = await browser.signedIn('store002', '/system/manage/user');
    await mine.getByText('用户列表').waitFor();

    const admin = await browser.signedIn('admin', '/system/manage/user');
    const users = new ListPage(admin);
    await users.rows().first().waitFor();
    await users.searchBy('关键字', 'store002');
    // Act on store002's own row (the unfiltered list may still be showing other accounts).
    const row = users.rows().filter({ has: admin.getByRole('cell', { name: 'store002', exact: true }) });
    await users.action(row, '重置密码').click();
    const reset = new Dialog(admin);
    await reset.input('临时密码').fill('Reset#2027');
    await reset.submit('确认重置');
    await new Notices(admin).expect(/已重置 .* 的密码/);

    // The next call of the signed-out session, whichever it is, is told why.
    await mine.evaluate(() => (location.hash = '#/operate/shop/manage'));
    await mine.getByText('密码已在其他地方修改，请重新登录').waitFor();
    await mine.waitForURL(/#\/login/, { timeout: 5000 });
    // Signing out reloads the page: wait until the login form is back before the test ends.
    await mine.waitForLoadState('load');
    await mine.waitForSelector('input[name="account"]');
  });

  it('an account disabled while signed in is told so at its next call and signed out; the form refuses it until it is enabled again', async () => {
    const mine = await browser.signedIn('store004', '/operate/shop/manage');
    await new ListPage(mine).rows().first().waitFor();
    const admin = await apiLogin('admin');
    const [user] = await apiResult<UserRow[]>(admin, 'POST', '/uc/user/queryUserPage', { keyword: 'store004', pageNum: 1, pageSize: 10 });
    expect(user.account).toBe('store004');
    await apiResult(admin, 'GET', '/uc/user/userDisable', { id: user.id, status: 0 });
    try {
      // The next call, whichever it is, is told why; then the console signs out.
      await mine.evaluate(() => (location.hash = '#/operate/shop/storeTransaction'));
      await new Notices(mine).expect('账号已被禁用，请联系管理员');
      await mine.waitForURL(/#\/login/, { timeout: 5000 });
      await mine.waitForLoadState('load');
      await mine.fill('input[name="account"]', 'store004');
      await mine.fill('input[name="pwd"]', 'Store@2026');
      await mine.click('button[type="submit"]');
      await new Notices(mine).expect('账号已被禁用，请联系管理员');
      expect(mine.url()).toContain('#/login');
    } finally {
      await apiResult(admin, 'GET', '/uc/user/userDisable', { id: user.id, status: 1 });
    }
    await signInWithForm(mine, 'store004');
  });
});
