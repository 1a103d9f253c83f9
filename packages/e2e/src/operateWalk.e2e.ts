import { findRoute, RESOURCES, ROUTES } from '@salon/contract';
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, SCREENSHOT_DIR, signIn, useBrowser } from './browser';

/**
 * Walks every page of /operate/shop/ (and the two audit pages) as the demo admin, the 27 pages of
 * /operate/financial/ and /operate/user/, then every shop page store001's menu holds: each shows real seeded rows (or, for the add pages, its form), and a
 * store manager's store-scoped lists hold its own store only. A screenshot of each lands in
 * test-results/walk/ for a person to look at.
 */
const SHOP_PAGES = ROUTES.filter((r) => r.group === '/operate/shop').map((r) => r.path);
const AUDIT_PAGES = ['/system/manage/operRecords', '/system/manage/logs'];
/** Pages that are a form, not a list. */
const FORM_PAGES = new Set(['/operate/shop/manageAddtion', '/operate/shop/noticeAddtion']);
const STORE_1 = '陆家嘴';
const walkDir = `${SCREENSHOT_DIR}/walk`;

async function open(page: Page, path: string) {
  await page.goto(`${baseUrl()}/#${path}`);
  await page.locator('.shell-content').waitFor();
  expect(await page.getByText('页面不存在').count(), path).toBe(0);
  try {
    if (FORM_PAGES.has(path)) await page.locator('.shell-content form, .shell-content .ant-form').first().waitFor();
    else await page.locator('.shell-content .ant-table-row:visible').first().waitFor({ timeout: 20_000 });
  } catch (error) {
    fs.mkdirSync(walkDir, { recursive: true });
    await page.screenshot({ path: `${walkDir}/FAILED-${path.split('/').pop()}.png` });
    throw new Error(`${path}: no rows visible`, { cause: error });
  }
}

describe('walking the store-operations pages', () => {
  const browser = useBrowser();

  it('has 19 pages in the catalogue', () => {
    expect(SHOP_PAGES).toHaveLength(19);
  });

  it('the admin sees real rows on every one', async () => {
    fs.mkdirSync(walkDir, { recursive: true });
    const page = await browser.newPage();
    await signIn(page, 'admin', 'Salon@2026', '/operate/shop/manage');
    for (const path of [...SHOP_PAGES, ...AUDIT_PAGES]) {
      await open(page, path);
      const title = findRoute(path)!.title;
      if (!findRoute(path)!.hidden) await page.locator('.ant-menu-item-selected').getByText(title).waitFor();
      await page.screenshot({ path: `${walkDir}/admin-${path.split('/').pop()}.png` });
    }
  }, 240_000);

  it('the admin sees real rows on all 27 finance and customer pages; the lookup pages ask for their key first', async () => {
    fs.mkdirSync(walkDir, { recursive: true });
    const pages = ROUTES.filter((r) => r.group === '/operate/financial' || r.group === '/operate/user').map((r) => r.path);
    expect(pages).toHaveLength(27);
    const page = await browser.newPage();
    await signIn(page, 'admin', 'Salon@2026', '/operate/financial/orderlist');
    for (const path of pages) {
      const lookup = RESOURCES.find((r) => r.page === path && r.searchRequired)?.searchRequired;
      if (lookup) {
        await page.goto(`${baseUrl()}/#${path}`);
        await page.locator('.shell-content').getByText(lookup.message).first().waitFor();
      } else await open(page, path);
      await page.locator('.ant-menu-item-selected').getByText(findRoute(path)!.title).waitFor();
      await page.screenshot({ path: `${walkDir}/admin-${path.split('/').pop()}.png` });
    }
  }, 300_000);

  it('store001 sees only its own store on the store-scoped lists it has', async () => {
    const page = await browser.newPage();
    await signIn(page, 'store001', 'Store@2026', '/operate/shop/manage');
    const menuPaths = SHOP_PAGES.filter((p) => !findRoute(p)!.hidden);
    const visible: string[] = [];
    for (const path of menuPaths)
      if (
        await page
          .locator('.ant-menu-item')
          .filter({ hasText: new RegExp(`^${findRoute(path)!.title}`) })
          .count()
      )
        visible.push(path);
    expect(visible.length).toBeGreaterThanOrEqual(5);
    for (const path of visible) {
      await open(page, path);
      const scoped = RESOURCES.some((r) => r.page === path && r.scope.by === 'store');
      if (scoped) {
        const texts = await page.locator('.shell-content .ant-table-row:visible').allInnerTexts();
        expect(texts.length, path).toBeGreaterThan(0);
        expect(
          texts.filter((t) => !t.includes(STORE_1)),
          path,
        ).toEqual([]);
      }
      await page.screenshot({ path: `${walkDir}/store001-${path.split('/').pop()}.png` });
    }
    // A page outside the menu is not there at all.
    await page.goto(`${baseUrl()}/#/system/manage/logs`);
    await page.getByText('页面不存在', { exact: true }).waitFor();
  }, 240_000);
});
