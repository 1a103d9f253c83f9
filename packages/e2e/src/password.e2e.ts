import { describe, expect, it } from 'vitest';
import { outboxCode, signInWithForm, useBrowser } from './browser';
import { Shell } from './kit';

/** The forced first change and the SMS recovery, through their forms. */
describe('passwords', () => {
  const browser = useBrowser();

  it('makes a first-time user change the password, then signs in with the new one', async () => {
    const page = await browser.newPage();
    await page.goto('/#/login');
    await page.fill('input[name="account"]', 'newbie');
    await page.fill('input[name="pwd"]', 'Welcome@2026');
    await page.click('button[type="submit"]');
    await page.getByText('首次登录，请修改密码').first().waitFor();
    expect(await page.locator('input[name="uid"]').getAttribute('value')).toMatch(/^\d+$/);
    // The spec's rules hold on the client...
    await page.fill('input[name="password"]', 'abc12');
    await page.click('button[type="submit"]');
    await page.getByText('密码长度必须6-16位').waitFor();
    await page.fill('input[name="password"]', 'abcdefgh');
    await page.click('button[type="submit"]');
    await page.locator('.auth-field__error', { hasText: /须包含字母、数字和特殊/ }).waitFor();
    // ...and a good one signs in straight away.
    await page.fill('input[name="password"]', 'Newbie#2027');
    await page.click('button[type="submit"]');
    await page.waitForSelector('.shell-header');
    await page.locator('.data-table__bar', { hasText: '门店列表' }).waitFor();
    await new Shell(page).logout();
    await signInWithForm(page, 'newbie', 'Newbie#2027');
  });

  it('retrieves a password with the SMS code from the outbox', async () => {
    const page = await browser.newPage();
    await page.goto('/#/login');
    await page.getByText('忘记密码？').click();
    await page.waitForURL(/#\/retrievePassword$/);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.getByText('请输入手机号').first().waitFor();
    await page.fill('input[name="mobile"]', '1380000000');
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.getByText('请输入正确的手机号码').waitFor();
    await page.fill('input[name="mobile"]', '13900000031');
    await page.getByRole('button', { name: '获取验证码' }).click();
    // Locked for 60 s, counting down.
    await page.getByRole('button', { name: /\d+s后可再次发送/ }).waitFor();
    const code = await outboxCode('13900000031');
    expect(code).toMatch(/^\d{6}$/);
    await page.fill('input[name="code"]', code);
    await page.fill('input[name="pwd"]', 'short1!');
    await page.getByRole('button', { name: '重置密码' }).click();
    await page.getByText('密码长度必须8-16位').waitFor();
    await page.fill('input[name="pwd"]', 'Stylist#2027');
    await page.getByRole('button', { name: '重置密码' }).click();
    await page.getByText('密码已重置').waitFor();
    await page.waitForURL(/#\/login$/, { timeout: 5000 });
    await page.fill('input[name="account"]', 'stylist01');
    await page.fill('input[name="pwd"]', 'Stylist#2027');
    await page.click('button[type="submit"]');
    // stylist01 has no roles: signed in, but with an empty menu the console shows the not-found page.
    await page.waitForSelector('.shell-header');
  });
});
