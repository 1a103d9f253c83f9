import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { filterItem, pick, signIn, useBrowser } from './browser';

/** The customer service pages of /operate/user: the queue records with their waits, and looking a user up by mobile. */
const SHOTS = '/tmp/shots';
const shot = async (page: Page, name: string) => {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
};
const rows = (page: Page) => page.locator('.page-card__body .ant-table-row:visible');
const search = (page: Page) => page.locator('.page-card__filters').getByRole('button', { name: '查询' }).click();
const chinaDate = (days = 0) => new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

describe('customer service lookups as head office', () => {
  const browser = useBrowser();
  let mobile: string | undefined;

  it('lists the queue of the last week with each wait in minutes', async () => {
    const page = await browser.newPage();
    await signIn(page, 'admin', 'Salon@2026', '/operate/user/queuedRecord');
    await page.getByText('排队记录列表', { exact: true }).last().waitFor();
    // The last 7 days (the page starts with today).
    const range = filterItem(page, '取号时间').locator('input');
    await range.first().click();
    await range.first().fill(chinaDate(-6));
    await range.first().press('Enter');
    await range.nth(1).fill(chinaDate());
    await range.nth(1).press('Enter');
    await search(page);
    await expect.poll(async () => (await rows(page).allInnerTexts()).filter((t) => /A\d{3}/.test(t)).length).toBe(15);
    // Finished tickets, each with its wait in minutes (the newest of the week may still be
    // waiting or in service, with no wait yet); a finished ticket's customer is looked up next.
    await pick(page, filterItem(page, '排队状态').locator('.ant-select'), '已完成');
    await search(page);
    await expect.poll(async () => (await rows(page).allInnerTexts()).filter((t) => !t.includes('已完成')).length).toBe(0);
    expect((await rows(page).allInnerTexts()).filter((t) => /\d+ 分钟/.test(t)).length).toBeGreaterThan(3);
    // Mobiles are masked in the list; the admin (查看完整号码) reveals the first finished ticket's.
    const finished = rows(page).filter({ hasText: '已完成' }).first();
    expect(await finished.innerText()).toMatch(/1\d{3}\*{4}\d{4}/);
    await finished.getByRole('button', { name: '显示完整号码' }).click();
    await expect.poll(async () => (await finished.innerText()).match(/1\d{10}/)?.[0]).toBeDefined();
    mobile = (await finished.innerText()).match(/1\d{10}/)?.[0];
    await shot(page, 'queued-record');
  });

  it("finds one user by the whole mobile on 用户查询 and shows the user's orders", async () => {
    const page = await browser.newPage();
    await signIn(page, 'admin', 'Salon@2026', '/operate/user/queryUser');
    await page.getByText('请输入用户的完整手机号').first().waitFor();
    expect(await rows(page).count()).toBe(0);
    await filterItem(page, '手机号').locator('input').fill(mobile!);
    await search(page);
    await expect.poll(async () => rows(page).count()).toBe(1);
    expect(await rows(page).first().innerText()).toContain(`${mobile!.slice(0, 4)}****${mobile!.slice(-4)}`);
    await shot(page, 'query-user');

    await rows(page).first().getByRole('button', { name: '查看' }).click();
    const drawer = page.locator('.ant-drawer:visible');
    await drawer.getByRole('heading', { name: '到店统计' }).waitFor();
    await drawer.getByRole('heading', { name: '最近订单' }).waitFor();
    const orders = drawer.locator('.query-user-profile .ant-table-row');
    await orders.last().waitFor();
    expect(await orders.last().innerText()).toMatch(/\d{16}/);
    await shot(page, 'query-user-detail');
  });

  it("shows families with their members, issued coupons, and a customer's orders by mobile", async () => {
    const page = await browser.newPage();
    await signIn(page, 'admin', 'Salon@2026', '/operate/user/familyAccount');
    await rows(page).first().waitFor();
    await rows(page).first().getByRole('button', { name: '查看' }).click();
    const drawer = page.locator('.ant-drawer:visible');
    await drawer.getByRole('heading', { name: '家庭成员' }).waitFor();
    await drawer.getByText('户主', { exact: true }).first().waitFor();
    await shot(page, 'family-account');

    await page.goto(page.url().replace(/#.*$/, '#/operate/user/userCoupon'));
    await rows(page).first().waitFor();
    expect((await rows(page).allInnerTexts()).every((t) => /未使用|已使用|已过期|已作废/.test(t))).toBe(true);
    await shot(page, 'user-coupon');

    await page.goto(page.url().replace(/#.*$/, '#/operate/user/absolutelyOrder'));
    await page.getByText('请输入顾客手机号或订单号').first().waitFor();
    await filterItem(page, '顾客手机号').locator('input').fill(mobile!);
    await search(page);
    await rows(page).first().waitFor();
    expect((await rows(page).allInnerTexts()).every((t) => /\d{16}/.test(t))).toBe(true);
    await shot(page, 'user-order');
  });
});
