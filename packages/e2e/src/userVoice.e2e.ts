import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { filterItem, pick, signIn, useBrowser } from './browser';

/** Customer voice (/operate/user): a store manager replies to a review; head office handles a feedback to 已处理. */
const SHOTS = '/tmp/shots';
const shot = async (page: Page, name: string) => {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
};
const rows = (page: Page) => page.locator('.page-card__body .ant-table-row:visible');
const search = (page: Page) => page.locator('.page-card__filters').getByRole('button', { name: '查询' }).click();
const goto = (page: Page, path: string) => page.goto(page.url().replace(/#\/.*$/, `#${path}`));

describe('customer voice', () => {
  const browser = useBrowser();

  it('store001 replies to an unanswered review of its store; the reply shows on the row and in the detail', async () => {
    const page = await browser.newPage();
    await signIn(page, 'store001', 'Store@2026', '/operate/user/evaluation');
    await rows(page).first().waitFor();
    expect((await rows(page).allInnerTexts()).every((text) => text.includes('陆家嘴店') && /1\d{3}\*{4}\d{4}/.test(text))).toBe(true);
    await shot(page, 'evaluation');

    // 回复状态 and 订单号 are past the first four filters: under 更多.
    await page.locator('.page-card__filters').getByRole('button', { name: '更多' }).click();
    await pick(page, filterItem(page, '回复状态').locator('.ant-select'), '未回复');
    // A review hidden by head office takes no reply: shown ones only.
    await pick(page, filterItem(page, '展示状态').locator('.ant-select'), '显示中');
    await search(page);
    await expect.poll(async () => (await rows(page).allInnerTexts()).every((text) => text.includes('未回复') && text.includes('显示中'))).toBe(true);
    const row = rows(page)
      .filter({ has: page.getByRole('button', { name: '回复', exact: true }) })
      .first();
    const orderNo = (await row.innerText()).match(/\d{16}/)![0];
    await row.getByRole('button', { name: '回复', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '回复评价' });
    await dialog.getByLabel('回复内容').fill('感谢您的评价，期待您再次光临陆家嘴店！');
    await dialog.getByRole('button', { name: '发布回复' }).click();
    await page.getByText('回复已发布').waitFor();

    await page.locator('.page-card__filters').getByRole('button', { name: '重置' }).click();
    await filterItem(page, '订单号').locator('input').fill(orderNo);
    await search(page);
    const replied = rows(page).filter({ hasText: orderNo });
    await replied.getByText('已回复').waitFor();
    await replied.getByRole('button', { name: '查看' }).click();
    const drawer = page.locator('.ant-drawer:visible');
    await drawer.getByText('感谢您的评价，期待您再次光临陆家嘴店！').waitFor();
    await drawer.getByText('王丽娟').first().waitFor();
    await drawer.getByRole('heading', { name: '评价的订单' }).waitFor();
    await shot(page, 'evaluation-replied');
  });

  it('head office takes an open feedback (受理) and answers it (回复并完结): 已处理 with the handler', async () => {
    const page = await browser.newPage();
    await signIn(page, 'admin', 'Salon@2026', '/operate/user/feedback');
    await rows(page).first().waitFor();
    await shot(page, 'feedback');
    await pick(page, filterItem(page, '处理状态').locator('.ant-select'), '待处理');
    await search(page);
    await expect.poll(async () => (await rows(page).allInnerTexts()).every((text) => text.includes('待处理'))).toBe(true);
    const first = rows(page).first();
    const id = await first.getAttribute('data-row-key');
    const row = page.locator(`.page-card__body .ant-table-row[data-row-key="${id}"]:visible`);

    await row.getByRole('button', { name: '受理' }).click();
    await page.getByRole('dialog', { name: '受理' }).getByRole('button', { name: '确定' }).click();
    await page.getByText('已受理').waitFor();
    // The list still filters 待处理: show every status to follow the row.
    await page.locator('.page-card__filters').getByRole('button', { name: '重置' }).click();
    await row.getByText('处理中').waitFor();

    await row.getByRole('button', { name: '回复并完结' }).click();
    const dialog = page.getByRole('dialog', { name: '回复并完结' });
    await dialog.getByLabel('回复内容').fill('您好，已安排门店整改，感谢您的反馈。');
    await dialog.getByRole('button', { name: '确定' }).click();
    await page.getByText('已回复并完结').waitFor();
    await row.getByText('已处理').waitFor();
    await row.getByText('系统管理员').waitFor();
    expect(await row.getByRole('button', { name: '回复并完结' }).count()).toBe(0);
    await shot(page, 'feedback-handled');

    // The other pages render real rows (screenshots for review); an ended questionnaire counts its answers.
    await goto(page, '/operate/user/questionnaire');
    await rows(page).first().waitFor();
    await shot(page, 'questionnaire');
    await rows(page).filter({ hasText: '已结束' }).first().getByRole('button', { name: '查看' }).click();
    const drawer = page.locator('.ant-drawer:visible');
    await drawer.getByText(/题目与答卷统计 · 回收 \d+ 份/).waitFor();
    await drawer.locator('.ant-progress').first().waitFor();
    await shot(page, 'questionnaire-detail');
    await drawer.locator('.ant-drawer-close').click();
    for (const name of ['consultReg', 'callQuery']) {
      await goto(page, `/operate/user/${name}`);
      await rows(page).first().waitFor();
      await shot(page, name);
    }
  });
});
