import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { dialogItem, filterItem, pick, signIn, useBrowser } from './browser';

const rowOf = (page: Page, text: string) => page.locator('.ant-table-row', { hasText: text });
const DATE = '2031-03-15';
/** Picks an option of a dialog select by its label, typing `search` first when given. */
const choose = async (page: Page, label: string, search: string | null, text: string) => {
  await pick(page, dialogItem(page, label).locator('.ant-select'), text, search ? { search } : {});
};

describe('store prices: a dated price version drafted, submitted and approved', () => {
  const browser = useBrowser();

  it('the admin drafts a version, submits it and approves it; the status follows and the edit goes', async () => {
    const page = await browser.newPage();
    await signIn(page, 'admin', 'Salon@2026', '/operate/shop/storePrices');
    await page.locator('.ant-table-row').first().waitFor();

    await page.getByRole('button', { name: '新增价格版本' }).click();
    const dialog = page.getByRole('dialog');
    await choose(page, '门店', 'SH0001', 'SH0001');
    await choose(page, '服务项目', '男士精剪', '男士精剪');
    await choose(page, '价格等级', null, 'P3');
    // Three decimals are refused in the form before anything is sent.
    await dialogItem(page, '价格').locator('input').fill('158.505');
    await dialogItem(page, '生效日期').locator('input').fill(DATE);
    await dialogItem(page, '生效日期').locator('input').press('Enter');
    await dialog.getByRole('button', { name: '保存' }).click();
    await dialog.getByText('价格最多2位小数').waitFor();
    await dialogItem(page, '价格').locator('input').fill('158.50');
    await dialog.getByRole('button', { name: '保存' }).click();
    await page.getByText('价格版本已创建').waitFor();

    const row = rowOf(page, DATE);
    await row.getByText('草稿').waitFor();
    await row.getByText('158.50').waitFor();
    await row.getByRole('button', { name: '提交审批' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await page.getByText('已提交审批').waitFor();
    await row.getByText('待审批').waitFor();
    expect(await row.getByRole('button', { name: '编辑' }).count()).toBe(0);

    await row.getByRole('button', { name: '审批通过' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await page.getByText('已审批通过').waitFor();
    await row.getByText('已生效').waitFor();
    // An effective version is immutable: no edit, no further transition.
    expect(await row.getByRole('button', { name: '编辑' }).count()).toBe(0);
    expect(await row.getByRole('button', { name: '驳回' }).count()).toBe(0);
  });

  it('a store manager sees only its store prices and cannot draft or approve', async () => {
    const page = await browser.newPage();
    await signIn(page, 'store001', 'Store@2026', '/operate/shop/storePrices');
    await page.locator('.ant-table-row').first().waitFor();
    const stores = await page.locator('.ant-table-row td:first-child').allTextContents();
    expect(stores.length).toBeGreaterThan(0);
    expect(stores.every((s) => s.includes('陆家嘴'))).toBe(true);
    expect(await page.getByRole('button', { name: '新增价格版本' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: '审批通过' }).count()).toBe(0);
    // The version approved above belongs to store 1, so its manager sees it take effect.
    await rowOf(page, DATE).getByText('已生效').waitFor();
  });

  it('the service items page filters by the category lookup', async () => {
    const page = await browser.newPage();
    await signIn(page, 'admin', 'Salon@2026', '/operate/shop/service');
    await rowOf(page, '洗剪吹').waitFor();
    await pick(page, filterItem(page, '项目分类').locator('.ant-select'), '烫染');
    await page.getByRole('button', { name: '查询' }).click();
    await rowOf(page, '烫染套餐').waitFor();
    await expect.poll(() => rowOf(page, '洗剪吹').count()).toBe(0);
    const categories = await page.locator('.ant-table-row td:first-child').allTextContents();
    expect(categories.every((c) => c === '烫染')).toBe(true);
  });

  it('the 项目分类 tab adds a category, refuses to delete one still holding items, and deletes the new one', async () => {
    const page = await browser.newPage();
    await signIn(page, 'admin', 'Salon@2026', '/operate/shop/service');
    await rowOf(page, '洗剪吹').waitFor();
    await page.getByRole('tab', { name: '项目分类' }).click();
    const visibleRow = (text: string) => page.locator('.ant-table-row:visible', { hasText: text });
    await visibleRow('头皮').waitFor();
    const name = `美睫${Date.now() % 100000}`;
    await page.getByRole('button', { name: '新增项目分类' }).click();
    await dialogItem(page, '分类名称').locator('input').fill(name);
    await dialogItem(page, '排序').locator('input').fill('60');
    await page.getByRole('dialog').getByRole('button', { name: '保存' }).click();
    await page.getByText('项目分类已创建').waitFor();
    await visibleRow(name).waitFor();

    await visibleRow('造型').getByRole('button', { name: '删除' }).click();
    await page.locator('.ant-popconfirm:visible').getByRole('button', { name: '删除' }).click();
    await page.getByText(/该分类下还有\d+个服务项目/).waitFor();
    await visibleRow('造型').waitFor();

    await visibleRow(name).getByRole('button', { name: '删除' }).click();
    await page.locator('.ant-popconfirm:visible').getByRole('button', { name: '删除' }).click();
    await page.getByText('已删除项目分类').waitFor();
    await expect.poll(() => visibleRow(name).count()).toBe(0);
  });
});
