import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { filterItem, pick, signIn, useBrowser } from './browser';

/** /operate/financial card pages: a U-card refund from request to refunded; the other lists show their rows. */
const SHOTS = '/tmp/shots';
const shot = async (page: Page, name: string) => {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
};
const rows = (page: Page) => page.locator('.page-card__body .ant-table-row:visible');
const search = (page: Page) => page.locator('.page-card__filters').getByRole('button', { name: '查询' }).click();
const popconfirm = (page: Page, name: string) => page.locator('.ant-popover:visible').getByRole('button', { name, exact: true }).click();

describe('card orders as head office', () => {
  const browser = useBrowser();

  it('refunds a paid U card: requested, approved, refunded', async () => {
    const page = await browser.newPage();
    await signIn(page, 'admin', 'Salon@2026', '/operate/financial/ulcardOrder');
    await rows(page).first().waitFor();
    expect(await rows(page).count()).toBeGreaterThan(5);
    expect(await rows(page).first().innerText()).toMatch(/UK\d{14}/);
    await shot(page, 'ulcardOrder');

    await pick(page, filterItem(page, '订单状态').locator('.ant-select'), '已支付');
    await search(page);
    await expect.poll(async () => (await rows(page).allInnerTexts()).every((text) => text.includes('已支付'))).toBe(true);
    // A card the rule lets refund: try rows until the quote offers an amount.
    let orderNo = '';
    for (let i = 0; i < 10 && !orderNo; i++) {
      const row = rows(page).nth(i);
      await row.getByRole('button', { name: '申请退款' }).click();
      const dialog = page.getByRole('dialog', { name: '申请退款' });
      const offered = dialog.getByText(/本次可退 ¥/);
      const refusedText = dialog.locator('.ant-alert-error');
      await offered.or(refusedText).first().waitFor();
      if (await offered.count()) {
        orderNo = ((await row.locator('td').first().innerText()) ?? '').trim();
        await dialog.getByLabel('退款原因').fill('顾客搬家，附近没有门店');
        await shot(page, 'ulcardOrder-apply');
        await dialog.getByRole('button', { name: '提交申请' }).click();
        await page.getByText('退款申请已提交，等待审核').waitFor();
      } else {
        await dialog.getByRole('button', { name: '取消' }).click();
        await dialog.waitFor({ state: 'hidden' });
      }
    }
    expect(orderNo).toMatch(/^UK\d{14}$/);

    await page.locator('.page-card__filters').getByRole('button', { name: '重置' }).click();
    await filterItem(page, '订单号').locator('input').fill(orderNo);
    await search(page);
    const row = rows(page).filter({ hasText: orderNo });
    await row.getByText('退款中').waitFor();
    await row.getByText('待审核').waitFor();

    await row.getByRole('button', { name: '审核通过' }).click();
    await popconfirm(page, '通过');
    await page.getByText('退款申请已审核通过').waitFor();
    await row.getByText('已审核').waitFor();

    await row.getByRole('button', { name: '确认退款' }).click();
    await popconfirm(page, '确认退款');
    await page.getByText('退款已完成').waitFor();
    await expect.poll(async () => (await row.innerText()).includes('已退款')).toBe(true);
    expect(await row.getByRole('button', { name: '申请退款' }).count()).toBe(0);

    await row.getByRole('button', { name: '查看' }).click();
    const drawer = page.locator('.ant-drawer:visible');
    await drawer.getByText('U卡订单详情').waitFor();
    await drawer.getByRole('heading', { name: '使用记录' }).waitFor();
    await drawer.locator('.ant-descriptions').getByText('系统管理员').first().waitFor();
    await shot(page, 'ulcardOrder-refunded');
  });

  it('the other card pages show real rows', async () => {
    const page = await browser.newPage();
    const pages: [string, RegExp][] = [
      ['ulcardRecord', /U\d{9}/],
      ['singlesCardOrder', /DC\d{14}/],
      ['giftCard', /GC\d{12}/],
      ['bonusPoolOrderList', /\d{4}-\d{2}/],
      ['rewardQuery', /\d{16}/],
    ];
    await signIn(page, 'admin', 'Salon@2026', `/operate/financial/${pages[0][0]}`);
    for (const [name, pattern] of pages) {
      if (name !== pages[0][0]) await page.goto(page.url().replace(/\/operate\/financial\/\w+/, `/operate/financial/${name}`));
      await rows(page).first().waitFor();
      expect(await rows(page).count(), name).toBeGreaterThan(3);
      expect(await rows(page).first().innerText(), name).toMatch(pattern);
      await shot(page, name);
    }
  });
});
