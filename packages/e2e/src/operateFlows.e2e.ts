import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { dialogItem, filterItem, pick, signIn, useBrowser } from './browser';

/**
 * The store requests and affairs of /operate/shop/ walked from both ends: head office assigns
 * or reviews, the store (store001, 陆家嘴) reports, applies and completes. Each record is named
 * by a text of this run's own so a retried test never meets an earlier attempt's rows.
 */
/** A suffix of this attempt's own (a retried test runs again with a new one). */
const unique = () => String(Date.now()).slice(-6);
const rowOf = (page: Page, text: string) => page.locator('.page-card__body .ant-table-row', { hasText: text });
const dialog = (page: Page) => page.getByRole('dialog');
/** A form item by its label (the filter bar has controls with the same ids, so labels are matched by title). */
const chinaDate = (days = 0) => new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

async function fillDate(page: Page, label: string, value: string) {
  const input = dialogItem(page, label).locator('input');
  await input.click();
  await input.fill(value);
  await input.press('Enter');
}

/** Narrows a list by its keyword filter (the first of the filter bar). */
async function searchTitle(page: Page, text: string) {
  await page.locator('.page-card__filters input').first().fill(text);
  await page.locator('.page-card__filters').getByRole('button', { name: '查询' }).click();
  await rowOf(page, text).waitFor();
}

/** The count on a menu entry's badge (0 when it shows none). */
async function badgeOf(page: Page, entry: string): Promise<number> {
  const badge = page.locator('.ant-menu-item').filter({ hasText: entry }).locator('.ant-badge-count');
  if (!(await badge.count())) return 0;
  return Number((await badge.getAttribute('title')) ?? (await badge.innerText()));
}

async function waitForBadge(page: Page, entry: string, count: number) {
  await page.waitForFunction(
    ({ entry, count }) => {
      const item = Array.from(document.querySelectorAll('.ant-menu-item')).find((e) => e.textContent?.includes(entry));
      const badge = item?.querySelector('.ant-badge-count');
      return (badge ? Number(badge.getAttribute('title') ?? badge.textContent) : 0) === count;
    },
    { entry, count },
    { timeout: 10_000 },
  );
}

describe('store requests and affairs, from head office and from the store', () => {
  const browser = useBrowser();

  it('head office assigns a store affair to 陆家嘴; the store completes it and its menu badge drops without a reload', async () => {
    const affair = `提交本周消防检查照片-${unique()}`;
    const admin = await browser.newPage();
    await signIn(admin, 'admin', 'Salon@2026', '/operate/shop/storeTransaction');
    await admin.locator('.page-card__body .ant-table-row').first().waitFor();
    await admin.getByRole('button', { name: '新增门店事务' }).click();
    await pick(admin, dialogItem(admin, '门店').locator('.ant-select'), 'SH0001', { search: 'SH0001' });
    await dialogItem(admin, '事务标题').locator('input').fill(affair);
    await pick(admin, dialogItem(admin, '事务类型').locator('.ant-select'), '检查整改');
    await fillDate(admin, '截止日期', chinaDate(3));
    await dialog(admin).getByRole('button', { name: '保存' }).click();
    // The list runs by deadline: the new affair is found by its title.
    await searchTitle(admin, affair);
    await rowOf(admin, affair).getByText('待处理').waitFor();

    const store = await browser.newPage();
    await signIn(store, 'store001', 'Store@2026', '/operate/shop/storeTransaction');
    await store.locator('.page-card__body .ant-table-row').first().waitFor();
    await store.locator('.ant-menu-item').filter({ hasText: '门店事务' }).locator('.ant-badge-count').waitFor();
    const before = await badgeOf(store, '门店事务');
    expect(before).toBeGreaterThan(0);
    // The store sees only its own affairs and cannot assign new ones.
    const stores = await store.locator('.page-card__body .ant-table-row td:first-child').allInnerTexts();
    expect(stores.every((s) => s.includes('陆家嘴'))).toBe(true);
    expect(await store.getByRole('button', { name: '新增门店事务' }).count()).toBe(0);
    await searchTitle(store, affair);

    await rowOf(store, affair).getByRole('button', { name: '完成' }).click();
    await dialog(store).getByLabel('完成说明').fill('照片已上传');
    await dialog(store).getByRole('button', { name: '确定' }).click();
    await rowOf(store, affair).getByText('已完成').waitFor();
    await rowOf(store, affair).getByText('王丽娟').waitFor();
    expect(await rowOf(store, affair).getByRole('button', { name: '完成' }).count()).toBe(0);
    await waitForBadge(store, '门店事务', before - 1);
  });

  it('the store reports an anomaly; operations start handling it and resolve it with a result', async () => {
    const anomaly = `二号洗头床漏水-${unique()}`;
    const store = await browser.newPage();
    await signIn(store, 'store001', 'Store@2026', '/operate/shop/anomaly');
    await store.locator('.page-card__body .ant-table-row').first().waitFor();
    await store.getByRole('button', { name: '新增门店异常' }).click();
    await pick(store, dialogItem(store, '门店').locator('.ant-select'), 'SH0001', { search: 'SH0001' });
    await pick(store, dialogItem(store, '异常类型').locator('.ant-select'), '设备故障');
    const when = dialogItem(store, '发生时间').locator('input');
    await when.click();
    await when.fill(`${chinaDate(0)} 00:05:00`);
    await when.press('Enter');
    await dialogItem(store, '异常描述').locator('textarea').fill(anomaly);
    await dialog(store).getByRole('button', { name: '保存' }).click();
    await rowOf(store, anomaly).waitFor();
    // A store may report but not handle.
    expect(await rowOf(store, anomaly).getByRole('button', { name: '开始处理' }).count()).toBe(0);

    const admin = await browser.newPage();
    await signIn(admin, 'admin', 'Salon@2026', '/operate/shop/anomaly');
    await rowOf(admin, anomaly).waitFor();
    await rowOf(admin, anomaly).getByRole('button', { name: '开始处理' }).click();
    await dialog(admin).getByLabel('处理说明').fill('已联系维修师傅');
    await dialog(admin).getByRole('button', { name: '确定' }).click();
    await rowOf(admin, anomaly).getByText('已联系维修师傅').waitFor();
    await rowOf(admin, anomaly).getByRole('button', { name: '已解决' }).click();
    // The result is required.
    await dialog(admin).getByRole('button', { name: '确定' }).click();
    await admin.getByText('请填写处理结果').waitFor();
    await dialog(admin).getByLabel('处理结果').fill('更换水管，已恢复使用');
    await dialog(admin).getByRole('button', { name: '确定' }).click();
    await rowOf(admin, anomaly).getByText('更换水管，已恢复使用').waitFor();
    expect(await rowOf(admin, anomaly).getByRole('button', { name: '已解决' }).count()).toBe(0);
  });

  it('the store applies for noon work; head office approves it with a remark', async () => {
    const noonReason = `周末预约已满，中午加开-${unique()}`;
    const store = await browser.newPage();
    await signIn(store, 'store001', 'Store@2026', '/operate/shop/applyNoonWork');
    await store.locator('.page-card__body .ant-table-row').first().waitFor();
    await store.getByRole('button', { name: '新增午间营业申请' }).click();
    await pick(store, dialogItem(store, '门店').locator('.ant-select'), 'SH0001', { search: 'SH0001' });
    await fillDate(store, '营业日期', chinaDate(5));
    await dialogItem(store, '申请原因').locator('textarea').fill(noonReason);
    await dialog(store).getByRole('button', { name: '保存' }).click();
    await rowOf(store, noonReason).getByText('待审批').waitFor();
    expect(await rowOf(store, noonReason).getByRole('button', { name: '通过' }).count()).toBe(0);

    const admin = await browser.newPage();
    await signIn(admin, 'admin', 'Salon@2026', '/operate/shop/applyNoonWork');
    await rowOf(admin, noonReason).waitFor();
    await rowOf(admin, noonReason).getByRole('button', { name: '通过' }).click();
    await dialog(admin).getByLabel('审批意见').fill('同意，注意午餐轮换');
    await dialog(admin).getByRole('button', { name: '确定' }).click();
    await rowOf(admin, noonReason).getByText('已通过').waitFor();
    await rowOf(admin, noonReason).getByText('系统管理员').waitFor();
  });
});

describe('number ranges in the filter bar', () => {
  const browser = useBrowser();

  it('门店设置 narrows to stores whose queue limit lies in a range', async () => {
    const page = await browser.newPage();
    await signIn(page, 'admin', 'Salon@2026', '/operate/shop/manageSetting');
    await page.locator('.page-card__body .ant-table-row').first().waitFor();
    const range = filterItem(page, '排队上限（人）').locator('input');
    await range.first().fill('20');
    await range.nth(1).fill('30');
    await page.locator('.page-card__filters').getByRole('button', { name: '查询' }).click();
    const limits = async () => (await page.locator('.page-card__body .ant-table-row').allInnerTexts()).map((t) => Number(t.match(/(\d+) 人/)?.[1]));
    await expect.poll(async () => (await limits()).every((n) => n >= 20 && n <= 30)).toBe(true);
    expect((await limits()).length).toBeGreaterThan(0);
  });
});
