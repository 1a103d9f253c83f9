import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signIn, useBrowser } from './browser';

const rows = (page: Page) => page.locator('.ant-table-row');

describe('store requests: business-hours approval', () => {
  const browser = useBrowser();

  it('the admin approves a pending business-hours request and its row shows 已通过', async () => {
    const page = await browser.newPage();
    await signIn(page, 'admin', 'Salon@2026', '/operate/shop/businessHours');
    await page.getByText('营业时间申请列表').waitFor();
    const pending = rows(page).filter({ hasText: '待审批' }).first();
    await pending.waitFor();
    // The 申请时间 cell (the only full timestamp of a pending row) names the row across reloads.
    const created = (await pending.locator('td').allInnerTexts()).find((text) => /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/.test(text.trim()))!.trim();
    await pending.getByRole('button', { name: '通过' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('审批意见').fill('同意调整');
    await dialog.getByRole('button', { name: '确定' }).click();
    await page.getByText('已通过', { exact: true }).first().waitFor();
    const approved = rows(page).filter({ hasText: created });
    await approved.getByText('同意调整').waitFor();
    expect(await approved.getByText('已通过').count()).toBeGreaterThan(0);
    expect(await approved.getByText('待审批').count()).toBe(0);
    expect(await approved.getByRole('button', { name: '通过' }).count()).toBe(0);
  });

  it('store001 sees only its own store and cannot approve', async () => {
    const page = await browser.newPage();
    await signIn(page, 'store001', 'Store@2026', '/operate/shop/businessHours');
    await page.getByText('营业时间申请列表').waitFor();
    await rows(page).first().waitFor();
    const total = await rows(page).count();
    expect(total).toBeGreaterThan(0);
    expect(await rows(page).filter({ hasText: '陆家嘴' }).count()).toBe(total);
    expect(await page.getByRole('button', { name: '通过', exact: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: '驳回', exact: true }).count()).toBe(0);
  });
});
