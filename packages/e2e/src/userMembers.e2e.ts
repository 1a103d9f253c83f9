import fs from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { filterItem, pick, signIn, useBrowser } from './browser';

/**
 * /operate/user/member and /operate/user/logOffUser: head office finds a member by mobile, reads a
 * member's cards and their history in the detail, and approves a log-off.
 */
const SHOTS = '/tmp/shots';
const shot = async (page: Page, name: string) => {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
};
const rows = (page: Page) => page.locator('.page-card__body .ant-table-row:visible');
const search = (page: Page) => page.locator('.page-card__filters').getByRole('button', { name: '查询' }).click();
/** Lists show mobiles masked to everyone; the admin (查看完整号码) reveals one row's number with the eye button. */
const MASKED = /1\d{3}\*{4}\d{4}/;
async function revealMobile(row: Locator): Promise<string> {
  expect(await row.innerText()).toMatch(MASKED);
  await row.getByRole('button', { name: '显示完整号码' }).click();
  await expect.poll(async () => (await row.innerText()).match(/1\d{10}/)?.[0]).toBeDefined();
  return (await row.innerText()).match(/1\d{10}/)![0];
}
const maskedOf = (mobile: string) => `${mobile.slice(0, 4)}****${mobile.slice(-4)}`;
const go = (page: Page, path: string) => page.goto(page.url().replace(/#\/.*$/, `#${path}`));

describe('members and log-offs as head office', () => {
  const browser = useBrowser();

  it('lists members, finds one by the whole mobile and shows the latest orders', async () => {
    const page = await browser.newPage();
    await signIn(page, 'admin', 'Salon@2026', '/operate/user/member');
    await page.getByText('会员列表', { exact: true }).last().waitFor();
    await rows(page).first().waitFor();
    expect(await rows(page).count()).toBeGreaterThan(5);
    await page.getByText(/^共 \d+ 条$/).waitFor();
    // Biggest spenders first: the 累计消费 header sorts on the server (ascending, then descending).
    const spendHeader = page.getByRole('columnheader', { name: /累计消费/ });
    await spendHeader.click();
    await expect.poll(() => spendHeader.getAttribute('aria-sort')).toBe('ascending');
    await spendHeader.click();
    await expect.poll(() => spendHeader.getAttribute('aria-sort')).toBe('descending');
    const spendColumn = (await page.locator('.page-card__body thead th').allInnerTexts()).findIndex((t) => t.includes('累计消费')) + 1;
    const spends = async () =>
      (await page.locator(`.page-card__body .ant-table-row:visible td:nth-child(${spendColumn})`).allInnerTexts()).map((t) => Number(t.replace(/[^\d.]/g, '')));
    await expect.poll(async () => (await spends())[0]).toBeGreaterThan(0);
    const list = await spends();
    expect(list).toEqual([...list].sort((a, b) => b - a));
    // Masked for everyone; the admin holds 查看完整号码 and reveals one number.
    const mobile = await revealMobile(rows(page).first());
    await shot(page, 'members');

    await filterItem(page, '手机号').locator('input').fill(mobile);
    await search(page);
    await expect.poll(async () => rows(page).count()).toBe(1);
    expect(await rows(page).first().innerText()).toContain(maskedOf(mobile));

    await rows(page).first().getByRole('button', { name: '查看' }).click();
    const drawer = page.locator('.ant-drawer:visible');
    await drawer.getByRole('heading', { name: '最近订单' }).waitFor();
    await drawer.locator('.ant-table-row').first().waitFor();
    expect(await drawer.locator('.ant-table-row').first().innerText()).toMatch(/\d{16}/);
    await shot(page, 'member-detail');
  });

  it("shows a member's cards and the history of their money in the member detail", async () => {
    const page = await browser.newPage();
    // A card holder from 会员卡管理: the newest card, its number and its holder's whole mobile.
    await signIn(page, 'admin', 'Salon@2026', '/operate/financial/membership');
    await rows(page).first().waitFor();
    const card = rows(page).first();
    const cardNo = (await card.innerText()).match(/8800\d{8}/)?.[0];
    expect(cardNo).toBeDefined();
    const mobile = await revealMobile(card);

    await go(page, '/operate/user/member');
    await rows(page).first().waitFor();
    await filterItem(page, '手机号').locator('input').fill(mobile);
    await search(page);
    await expect.poll(async () => rows(page).count()).toBe(1);
    await rows(page).first().getByRole('button', { name: '查看' }).click();
    const drawer = page.locator('.ant-drawer:visible');
    // The member's cards, this one among them with its balance and status.
    await drawer.getByRole('heading', { name: /^会员卡（\d+ 张）$/ }).waitFor();
    const cardRow = drawer.locator('.member-cards .ant-table-row').filter({ hasText: cardNo! });
    await cardRow.waitFor();
    expect(await cardRow.innerText()).toMatch(/正常|冻结|已过期|已注销/);
    // And the history of their money, newest first, naming the card of each movement.
    await drawer.getByRole('heading', { name: /^卡流水（\d+ 笔/ }).waitFor();
    const ledger = drawer.locator('.member-card-ledger .ant-table-row');
    await ledger.first().waitFor();
    const lines = await ledger.allInnerTexts();
    expect(lines.some((line) => line.includes(cardNo!) && /充值|消费|退款|调整/.test(line))).toBe(true);
    const times = lines.map((line) => line.match(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/)![0]);
    expect(times).toEqual([...times].sort().reverse());
    await drawer.locator('.member-card-ledger').scrollIntoViewIfNeeded();
    await shot(page, 'member-cards');
  });

  it('approves a log-off request with a reason', async () => {
    const page = await browser.newPage();
    await signIn(page, 'admin', 'Salon@2026', '/operate/user/logOffUser');
    await rows(page).first().waitFor();
    await pick(page, filterItem(page, '注销状态').locator('.ant-select'), '申请注销');
    await search(page);
    await expect.poll(async () => (await rows(page).allInnerTexts()).every((text) => text.includes('申请注销'))).toBe(true);
    const target = rows(page).first();
    const mobile = await revealMobile(target);
    await target.getByRole('button', { name: '同意注销' }).click();
    const dialog = page.getByRole('dialog', { name: '同意注销' });
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await page.getByText('请填写注销说明').waitFor();
    await dialog.getByLabel('注销说明').fill('用户本人在App申请注销，已电话核实');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await page.getByText('已同意注销').waitFor();

    await page.locator('.page-card__filters').getByRole('button', { name: '重置' }).click();
    await filterItem(page, '手机号').locator('input').fill(mobile);
    await search(page);
    await expect.poll(async () => (await rows(page).allInnerTexts()).join('\n')).toContain('已注销');
    expect(await rows(page).count()).toBe(1);
    await shot(page, 'logoff-approved');
  });
});
