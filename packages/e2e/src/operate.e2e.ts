import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signIn, useBrowser } from './browser';

const rowOf = (page: Page, text: string) => page.locator('.ant-table-row', { hasText: text });

describe('store operations: pages from declarations', () => {
  const browser = useBrowser();

  it('the admin lists, searches, views and edits stores', async () => {
    const page = await browser.newPage();
    await signIn(page, 'admin', 'Salon@2026', '/operate/shop/manage');
    // 60 demo stores, plus any that another suite of this run created (operateNotices adds one on manageAddtion).
    await page.getByText(/^共 6\d 条$/).waitFor();
    await page.getByPlaceholder('请输入门店').fill('陆家嘴');
    await page.getByRole('button', { name: '查询' }).click();
    await page.getByText('共 1 条').waitFor();
    const row = rowOf(page, 'SH0001');
    await row.getByRole('cell', { name: '上海市', exact: true }).waitFor();
    await row.getByRole('button', { name: '查看' }).click();
    await page.getByText('门店详情').waitFor();
    await page.locator('.ant-descriptions-item-content', { hasText: /^浦东新区$/ }).waitFor();
    await page.keyboard.press('Escape');

    await row.getByRole('button', { name: '编辑' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('门店名称').fill('');
    await dialog.getByRole('button', { name: '保存' }).click();
    await dialog.getByText('请输入门店名称').waitFor();
    await dialog.getByLabel('门店名称').fill('陆家嘴中心店');
    await dialog.getByRole('button', { name: '保存' }).click();
    await page.getByText('门店已保存').waitFor();
    await rowOf(page, '陆家嘴中心店').waitFor();
  });

  it('a store manager sees only its own store and no create button', async () => {
    const page = await browser.newPage();
    await signIn(page, 'store001', 'Store@2026', '/operate/shop/manage');
    await page.getByText('共 1 条').waitFor();
    expect(await page.locator('.ant-table-row').count()).toBe(1);
    await rowOf(page, 'SH0001').waitFor();
    expect(await page.getByRole('button', { name: '新增门店' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: '编辑' }).count()).toBe(0);
  });
});
