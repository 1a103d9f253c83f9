import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signIn, useBrowser } from './browser';

const accounts = (page: Page) => page.locator('.ant-table-row td:first-child').allTextContents();

/** The cached groups of IndexedDB `filterGroup` (v4) in this browser, as names. */
const cachedNames = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const request = indexedDB.open('filterGroup', 4);
        request.onerror = () => reject(request.error);
        request.onsuccess = () => {
          const all = request.result.transaction('groups').objectStore('groups').getAll();
          all.onerror = () => reject(all.error);
          all.onsuccess = () => {
            request.result.close();
            resolve((all.result as { page: string; groups: { name: string }[] }[]).filter((r) => r.page === '/system/manage/user').flatMap((r) => r.groups.map((g) => g.name)));
          };
        };
      }),
  );

describe('saved filter groups', () => {
  const browser = useBrowser();

  it('follow the user to another browser: saved in one, applied in the other, deleted there and gone here', async () => {
    // Browser 1: filter, choose 30 per page, save the filters as a group.
    const first = await browser.newPage();
    await signIn(first, 'admin', 'Salon@2026', '/system/manage/user');
    await first.locator('.ant-table-row', { hasText: '系统管理员' }).waitFor();
    await first.getByPlaceholder('账号、姓名或完整手机号').fill('stylist');
    await first.getByRole('button', { name: '查询' }).click();
    await first.locator('.ant-table-row', { hasText: 'stylist01' }).waitFor();
    await first.locator('.ant-pagination-options .ant-select').click();
    await first.getByTitle('30 条/页').click();

    await first.getByRole('button', { name: /筛选方案/ }).click();
    await first.getByRole('menuitem', { name: '保存当前条件' }).click();
    const dialog = first.getByRole('dialog');
    await dialog.getByLabel('方案名称').fill('美发师账号');
    await dialog.getByRole('button', { name: '保存' }).click();
    await first.getByText('筛选方案「美发师账号」已保存').waitFor();
    await expect.poll(() => cachedNames(first)).toEqual(['美发师账号']);

    // Browser 2: a fresh context, nothing stored locally.
    const otherContext = await first.context().browser()!.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
    try {
      const second = await otherContext.newPage();
      await signIn(second, 'admin', 'Salon@2026', '/system/manage/user');
      await second.locator('.ant-table-row', { hasText: '系统管理员' }).waitFor();
      // The page size chosen in browser 1 is adopted.
      await second.locator('.ant-pagination-options .ant-select', { hasText: '30 条/页' }).waitFor();

      await second.getByRole('button', { name: /筛选方案/ }).click();
      await second.getByRole('menuitem', { name: '美发师账号' }).click();
      await second.getByRole('button', { name: '筛选方案：美发师账号' }).waitFor();
      expect(await second.getByPlaceholder('账号、姓名或完整手机号').inputValue()).toBe('stylist');
      await expect.poll(async () => (await accounts(second)).length > 0 && (await accounts(second)).every((a) => a.startsWith('stylist'))).toBe(true);
      expect(await accounts(second)).toContain('stylist01');

      // Deleted in browser 2 ...
      await second.getByRole('button', { name: /筛选方案/ }).click();
      await second.getByRole('menuitem', { name: '重命名/删除' }).click();
      const manage = second.getByRole('dialog');
      await manage.getByRole('listitem').filter({ hasText: '美发师账号' }).getByRole('button', { name: '删除' }).click();
      await second.getByRole('tooltip').getByRole('button', { name: '删除' }).click();
      await second.getByText('筛选方案「美发师账号」已删除').waitFor();
    } finally {
      await otherContext.close();
    }

    // ... and gone in browser 1 after a reload, although its cache still had it: the server list wins.
    expect(await cachedNames(first)).toEqual(['美发师账号']);
    await first.reload();
    await first.locator('.ant-table-row').first().waitFor();
    await expect.poll(() => cachedNames(first)).toEqual([]);
    await first.getByRole('button', { name: /筛选方案/ }).click();
    await first.getByRole('menuitem', { name: '暂无筛选方案' }).waitFor();
  });
});
