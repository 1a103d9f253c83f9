import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SCREENSHOT_DIR, signIn, useBrowser } from './browser';

const rows = (page: Page) => page.locator('.ant-table-row');
/** The count on the 营业时间审批 menu entry (0 when it shows none). */
async function bizHoursBadge(page: Page): Promise<number> {
  const entry = page.locator('.ant-menu-item').filter({ hasText: '营业时间审批' });
  const badge = entry.locator('.ant-badge-count');
  if (!(await badge.count())) return 0;
  return Number((await badge.getAttribute('title')) ?? (await badge.innerText()));
}

describe('operation records, the data change log and menu badges', () => {
  const browser = useBrowser();

  it('an approval lowers the menu badge without a reload, and the operation records show it with its before/after', async () => {
    const page = await browser.newPage();
    await signIn(page, 'admin', 'Salon@2026', '/operate/shop/businessHours');
    await page.getByText('营业时间申请列表').waitFor();
    await page.locator('.ant-menu-item').filter({ hasText: '营业时间审批' }).locator('.ant-badge-count').waitFor();
    const before = await bizHoursBadge(page);
    expect(before).toBeGreaterThan(0);

    const pending = rows(page).filter({ hasText: '待审批' }).first();
    await pending.getByRole('button', { name: '通过' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('审批意见').fill('审计演示：同意');
    await dialog.getByRole('button', { name: '确定' }).click();
    await page.getByText('审计演示：同意').first().waitFor();
    // The badge follows the approval (after the 4 s guard at most), on the same page.
    await page.waitForFunction(
      (n) => {
        const entry = Array.from(document.querySelectorAll('.ant-menu-item')).find((e) => e.textContent?.includes('营业时间审批'));
        const count = entry?.querySelector('.ant-badge-count');
        return (count ? Number(count.getAttribute('title') ?? count.textContent) : 0) === n;
      },
      before - 1,
      { timeout: 10_000 },
    );

    await page.goto(page.url().replace(/#.*$/, '#/system/manage/operRecords'));
    await page.getByText('操作记录', { exact: true }).first().waitFor();
    const record = rows(page).filter({ hasText: '营业时间审批' }).filter({ hasText: '通过' }).first();
    await record.waitFor();
    expect(await record.getByText('系统管理员').count()).toBe(1);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/operRecords.png` });
    await record.getByRole('button', { name: '详情' }).click();
    const drawer = page.locator('.ant-drawer');
    await drawer.getByText('变更内容').waitFor();
    await drawer.getByText('审批状态').or(drawer.getByText('状态')).first().waitFor();
    expect(await drawer.getByText('审计演示：同意').count()).toBeGreaterThan(0);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/operRecords-detail.png` });
  });

  it('the data change log browses a domain’s tables and narrows to one', async () => {
    const page = await browser.newPage();
    await signIn(page, 'admin', 'Salon@2026', '/system/manage/logs');
    const tree = page.locator('.log-browser__tree');
    await tree.getByText('门店运营', { exact: false }).or(tree.getByText('运营管理（salon_operate）')).first().waitFor();
    await rows(page).first().waitFor();
    // Open the operations database and pick the business-hours requests table.
    const operate = tree.locator('.ant-tree-treenode').filter({ hasText: 'salon_operate' });
    await operate.locator('.ant-tree-switcher').click();
    await tree.getByText('营业时间申请（store_biz_hours_apply）').click();
    await page.getByText('/ store_biz_hours_apply').waitFor();
    await rows(page).first().waitFor();
    const all = await rows(page).allInnerTexts();
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((text) => text.includes('营业时间申请'))).toBe(true);
    expect(await page.getByRole('button', { name: '导出' }).count()).toBe(1);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/logs.png` });
  });

  it('a store manager has neither page', async () => {
    const page = await browser.newPage();
    await signIn(page, 'store001', 'Store@2026', '/system/manage/operRecords');
    await page.getByText('页面不存在').or(page.getByText('404')).first().waitFor();
    expect(await page.locator('.ant-menu').getByText('操作记录').count()).toBe(0);
  });
});
