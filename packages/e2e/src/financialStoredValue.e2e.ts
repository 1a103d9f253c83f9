import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { filterItem, signIn, useBrowser } from './browser';

/** Stored value: a member card's history on 会员卡管理, and a balance adjustment on 余额管理 that changes the balance shown. */
const SHOTS = '/tmp/shots';
const shot = async (page: Page, name: string) => {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
};
const rows = (page: Page) => page.locator('.page-card__body .ant-table-row:visible');
const search = (page: Page) => page.locator('.page-card__filters').getByRole('button', { name: '查询' }).click();
const go = (page: Page, path: string) => page.goto(page.url().replace(/#\/.*$/, `#${path}`));

describe('stored value as head office', () => {
  const browser = useBrowser();

  it('opens a member card and reads its ledger; adjusts a balance and sees it change', async () => {
    const page = await browser.newPage();
    await signIn(page, 'admin', 'Salon@2026', '/operate/financial/membership');
    await rows(page).first().waitFor();
    const first = await rows(page).first().innerText();
    expect(first).toMatch(/8800\d{8}/);
    expect(first).toMatch(/正常|冻结|已过期|已注销/);
    await shot(page, 'membership');

    await rows(page).first().getByRole('button', { name: '查看' }).click();
    const drawer = page.locator('.ant-drawer:visible');
    await drawer.getByText('会员卡详情').waitFor();
    await drawer.getByRole('heading', { name: /卡流水/ }).waitFor();
    const ledger = drawer.locator('.card-ledger .ant-table-row');
    await ledger.first().waitFor();
    expect(await ledger.allInnerTexts()).toEqual(expect.arrayContaining([expect.stringMatching(/充值/)]));
    await shot(page, 'membership-ledger');
    await drawer.locator('.ant-drawer-close').click();

    // 余额管理: take a card, add 12.34 to its bonus, see the new balance in its row.
    await go(page, '/operate/financial/balance');
    await rows(page).first().waitFor();
    await shot(page, 'balance');
    const cardNo = (await rows(page).first().locator('td').first().innerText()).trim();
    expect(cardNo).toMatch(/^8800\d{8}$/);
    await filterItem(page, '卡号').locator('input').fill(cardNo);
    await search(page);
    await expect.poll(async () => rows(page).count()).toBe(1);
    const row = rows(page).first();
    const cellOf = async (label: string) => {
      const headers = await page.locator('.page-card__body .ant-table-thead th').allInnerTexts();
      return (
        await row
          .locator('td')
          .nth(headers.findIndex((h) => h.trim() === label))
          .innerText()
      )
        .trim()
        .replace(/[¥,]/g, '');
    };
    const before = await cellOf('赠送余额');
    const total = await cellOf('总余额');
    await row.getByRole('button', { name: '调整余额' }).click();
    const dialog = page.getByRole('dialog', { name: '调整余额' });
    await dialog.getByLabel('赠送调整金额').fill('12.34');
    await dialog.getByLabel('调整原因').fill('顾客投诉补偿');
    await dialog.getByRole('button', { name: '确认调整' }).click();
    await page.getByText(/余额已调整/).waitFor();
    const cents = (text: string) => Math.round(Number(text) * 100);
    await expect.poll(async () => cents(await cellOf('赠送余额'))).toBe(cents(before) + 1234);
    expect(cents(await cellOf('总余额'))).toBe(cents(total) + 1234);
    await row.getByRole('button', { name: '查看' }).click();
    await page.locator('.ant-drawer:visible .card-ledger .ant-table-row').first().getByText('顾客投诉补偿').waitFor();
    await shot(page, 'balance-adjusted');
  });

  it('shows the recharge records, card orders, reconciliation and business days with real rows', async () => {
    const page = await browser.newPage();
    await signIn(page, 'admin', 'Salon@2026', '/operate/financial/recharge');
    for (const [path, name, pattern] of [
      ['/operate/financial/recharge', 'recharge', /8800\d{8}/],
      ['/operate/financial/payCardOrder', 'payCardOrder', /CK\d{16}/],
      ['/operate/financial/accounts', 'accounts', /已平账|有差异|未对账|已处理/],
      ['/operate/financial/business', 'business', /\d{4}-\d{2}-\d{2}/],
    ] as const) {
      await go(page, path);
      await rows(page).first().waitFor();
      expect(await rows(page).first().innerText()).toMatch(pattern);
      await shot(page, name);
    }
  });
});
