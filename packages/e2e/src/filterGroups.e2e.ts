import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newContext, pick, signIn, useBrowser } from './browser';

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
            resolve(
              (all.result as { page: string; groups: { name: string }[] }[])
                .filter((r) => r.page === '/system/manage/user')
                .flatMap((r) => r.groups.map((g) => g.name)),
            );
          };
        };
      }),
  );

describe('saved filter groups', () => {
  const browser = useBrowser();

  it('follow the user to another browser: saved in one, applied in the other, deleted there and gone here', async () => {
    // A name of this run's own: a retry must not meet the group an earlier attempt saved.
    const NAME = `美发师账号${Date.now() % 100000}`;
    // Browser 1: filter, choose 30 per page, save the filters as a group.
    const first = await browser.newPage();
    await signIn(first, 'admin', 'Salon@2026', '/system/manage/user');
    await first.locator('.ant-table-row', { hasText: '系统管理员' }).waitFor();
    await first.getByPlaceholder('账号、姓名或完整手机号').fill('stylist');
    await first.getByRole('button', { name: '查询' }).click();
    await first.locator('.ant-table-row', { hasText: 'stylist01' }).waitFor();
    await pick(first, first.locator('.ant-pagination-options .ant-select'), '30 条/页');

    await first.getByRole('button', { name: /筛选方案/ }).click();
    await first.getByRole('menuitem', { name: '保存当前条件' }).click();
    const dialog = first.getByRole('dialog');
    await dialog.getByLabel('方案名称').fill(NAME);
    await dialog.getByRole('button', { name: '保存' }).click();
    await first.getByText(`筛选方案「${NAME}」已保存`).waitFor();
    await expect.poll(async () => (await cachedNames(first)).includes(NAME)).toBe(true);

    // Browser 2: a fresh context, nothing stored locally.
    const otherContext = await newContext(first.context().browser()!);
    try {
      const second = await otherContext.newPage();
      await signIn(second, 'admin', 'Salon@2026', '/system/manage/user');
      await second.locator('.ant-table-row', { hasText: '系统管理员' }).waitFor();
      // The page size chosen in browser 1 is adopted.
      await second.locator('.ant-pagination-options .ant-select', { hasText: '30 条/页' }).waitFor();

      await second.getByRole('button', { name: /筛选方案/ }).click();
      await second.getByRole('menuitem', { name: NAME }).click();
      await second.getByRole('button', { name: `筛选方案：${NAME}` }).waitFor();
      expect(await second.getByPlaceholder('账号、姓名或完整手机号').inputValue()).toBe('stylist');
      await expect.poll(async () => (await accounts(second)).length > 0 && (await accounts(second)).every((a) => a.startsWith('stylist'))).toBe(true);
      expect(await accounts(second)).toContain('stylist01');

      // Deleted in browser 2 ...
      await second.getByRole('button', { name: /筛选方案/ }).click();
      await second.getByRole('menuitem', { name: '重命名/删除' }).click();
      const manage = second.getByRole('dialog');
      await manage.getByRole('listitem').filter({ hasText: NAME }).getByRole('button', { name: '删除' }).click();
      await second.getByRole('tooltip').getByRole('button', { name: '删除' }).click();
      await second.getByText(`筛选方案「${NAME}」已删除`).waitFor();
    } finally {
      await otherContext.close();
    }

    // ... and gone in browser 1 after a reload, although its cache still had it: the server list wins.
    expect(await cachedNames(first)).toContain(NAME);
    await first.reload();
    await first.locator('.ant-table-row').first().waitFor();
    await expect.poll(async () => (await cachedNames(first)).includes(NAME)).toBe(false);
    await first.getByRole('button', { name: /筛选方案/ }).click();
    await first.getByRole('menuitem', { name: '保存当前条件' }).waitFor();
    expect(await first.getByRole('menuitem', { name: NAME }).count()).toBe(0);
  });
});
