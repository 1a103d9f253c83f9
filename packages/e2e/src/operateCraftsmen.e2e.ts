import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { dialogItem, pick, signIn, useBrowser } from './browser';

const SHOTS = '/tmp/shots';
const rows = (page: Page) => page.locator('.ant-table-row');
const rowOf = (page: Page, text: string) => page.locator('.ant-table-row', { hasText: text });
const shot = async (page: Page, name: string) => {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
};

describe('store craftsmen (门店手艺人)', () => {
  const browser = useBrowser();

  it('the admin disables a craftsman with a reason, sees the status and the dated history', async () => {
    const page = await browser.newPage();
    await signIn(page, 'admin', 'Salon@2026', '/operate/shop/manageCraftsman');
    await page.getByText('门店手艺人列表').waitFor();
    await rows(page).first().waitFor();
    expect(await rows(page).count()).toBeGreaterThan(5);
    // Levels read with their titles; the shell watermarks this page.
    await page
      .locator('.ant-table-row td', { hasText: /^U\d(-\d)? \S+$/ })
      .first()
      .waitFor();
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll<HTMLElement>('div')).some((d) => d.style.backgroundImage.startsWith('url("data:image')),
    );
    await shot(page, 'manageCraftsman');

    // Narrow to store 2's enabled, in-service craftsmen through the filter bar.
    await pick(page, page.locator('.page-card__filters .ant-form-item').filter({ hasText: '门店' }).first().locator('.ant-select'), 'SH0002', {
      type: 'SH0002',
    });
    await pick(page, page.locator('.page-card__filters .ant-form-item').filter({ hasText: '启用状态' }).locator('.ant-select'), '启用');
    await page.getByRole('button', { name: '查询' }).click();
    await page.waitForTimeout(300);
    await rows(page).first().waitFor();
    const target = rows(page)
      .filter({ has: page.getByRole('button', { name: '停用', exact: true }) })
      .first();
    const employeeNo = (await target.locator('td').allInnerTexts()).map((s) => s.trim()).find((s) => /^UD\d+$/.test(s))!;
    expect(employeeNo).toBeTruthy();

    await target.getByRole('button', { name: '停用', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('停用后，该手艺人在本店不再接单').waitFor();
    // A reason is required.
    await dialog.getByRole('button', { name: '确定停用' }).click();
    await page.getByText('请填写停用原因').waitFor();
    await dialog.getByLabel('停用原因').fill('外派总部培训一周');
    await dialog.getByRole('button', { name: '确定停用' }).click();
    await page.getByText(/^已停用 /).waitFor();

    // The list was filtered on 启用; show all of the store again and find the row.
    await page.getByRole('button', { name: '重置' }).click();
    await page.locator('.page-card__filters input').first().fill(employeeNo);
    await page.getByRole('button', { name: '查询' }).click();
    // A part-timer has a row in each store: the changed one carries the reason.
    const row = rowOf(page, employeeNo).filter({ hasText: '外派总部培训一周' });
    await row.waitFor();
    await row.getByText('系统管理员').waitFor();
    expect(await row.locator('.ant-badge', { hasText: /^停用$/ }).count()).toBe(1);
    await row.getByRole('button', { name: '启用', exact: true }).waitFor();

    await row.getByRole('button', { name: '变更记录' }).click();
    const drawer = page.locator('.ant-drawer');
    await drawer.getByText(`（${employeeNo}）`).waitFor();
    const first = drawer.locator('.ant-timeline-item').first();
    await first.getByText('启用 → 停用').waitFor();
    await first.getByText('外派总部培训一周').waitFor();
    await first.getByText('系统管理员').waitFor();
    expect(await drawer.locator('.ant-timeline-item').count()).toBeGreaterThanOrEqual(2);
    await shot(page, 'manageCraftsman-history');
  });

  it('store001 sees only store 1, masked mobiles, and no enable or disable', async () => {
    const page = await browser.newPage();
    await signIn(page, 'store001', 'Store@2026', '/operate/shop/manageCraftsman');
    await page.getByText('门店手艺人列表').waitFor();
    await rows(page).first().waitFor();
    const total = await rows(page).count();
    expect(total).toBeGreaterThan(3);
    expect(await rows(page).filter({ hasText: '陆家嘴店' }).count()).toBe(total);
    expect(
      await rows(page)
        .filter({ hasText: /1\d{3}\*{4}\d{4}/ })
        .count(),
    ).toBe(total);
    expect(await page.getByRole('button', { name: '停用', exact: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: '启用', exact: true }).count()).toBe(0);
    // The history is readable.
    await rows(page).first().getByRole('button', { name: '变更记录' }).click();
    await page.locator('.ant-drawer .ant-timeline-item').first().waitFor();
  });
});

describe('store settings (门店设置)', () => {
  const browser = useBrowser();

  it("the admin edits a store's settings; a bookings-only store must keep online booking", async () => {
    const page = await browser.newPage();
    await signIn(page, 'admin', 'Salon@2026', '/operate/shop/manageSetting');
    await page.getByText('门店设置列表').waitFor();
    await rows(page).first().waitFor();
    expect(await rows(page).count()).toBeGreaterThan(5);
    await shot(page, 'manageSetting');

    await page.locator('.page-card__filters input').first().fill('SH0002');
    await page.getByRole('button', { name: '查询' }).click();
    const row = rowOf(page, 'SH0002');
    await expect.poll(() => rows(page).count()).toBe(1);
    await row.getByRole('button', { name: '编辑' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('编辑门店设置').waitFor();
    await dialogItem(page, '排队上限（人）').locator('input').fill('48');
    await pick(page, dialogItem(page, '散客接待').locator('.ant-select'), '仅接待预约');
    const booking = dialogItem(page, '线上预约').getByRole('switch');
    if ((await booking.getAttribute('aria-checked')) === 'true') await booking.click();
    await dialog.getByText('散客接待为「仅接待预约」时须开启线上预约').waitFor();
    await booking.click();
    await expect.poll(() => dialog.getByText('散客接待为「仅接待预约」时须开启线上预约').count()).toBe(0);
    await dialogItem(page, '排队屏公告').locator('textarea').fill('本店仅接待预约顾客，请在小程序提前预约。');
    await shot(page, 'manageSetting-edit');
    await dialog.getByRole('button', { name: '保存' }).click();
    await page.getByText(/的设置已保存$/).waitFor();
    await row.getByText('48 人').waitFor();
    await row.getByText('仅接待预约', { exact: true }).waitFor();
    await row.getByText('本店仅接待预约顾客，请在小程序提前预约。').waitFor();
    await row.getByText('系统管理员').waitFor();
  });

  it('store001 reads only its own store and cannot edit', async () => {
    const page = await browser.newPage();
    await signIn(page, 'store001', 'Store@2026', '/operate/shop/manageSetting');
    await page.getByText('门店设置列表').waitFor();
    await rows(page).first().waitFor();
    expect(await rows(page).count()).toBe(1);
    await rows(page).first().getByText('陆家嘴店').waitFor();
    expect(await page.getByRole('button', { name: '编辑' }).count()).toBe(0);
    await shot(page, 'manageSetting-store001');
  });
});
