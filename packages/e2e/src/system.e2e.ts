import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newContext, option, signIn, useBrowser } from './browser';

const rowOf = (page: Page, text: string) => page.locator('.ant-table-row', { hasText: text });
/** The 用户管理 page of 系统设置 in the grant tree (the 运营 group of the same name has another path). */
const userPageNode = (dialog: Locator) => dialog.locator('.ant-tree-treenode').filter({ has: dialog.page().locator('span[title="/system/manage/user"]') });

async function searchUsers(page: Page, keyword: string) {
  await page.getByPlaceholder('账号、姓名或完整手机号').fill(keyword);
  await page.getByRole('button', { name: '查询' }).click();
}

/** A suffix of this run's own: a retried test must not meet the account or role an earlier attempt created. */
const RUN = String(Date.now()).slice(-4);
const CASHIER = `cashier${RUN}`;
const ROLE_CODE = `supervisor${RUN}`;
const AUDITOR = `auditor${RUN}`;
const PAGE_NAME = `巡检看板${RUN}`;
const PAGE_URL = `/system/manage/patrolBoard${RUN}`;
const OP_CODE = `system:patrolBoard${RUN}:export`;

describe('system pages', () => {
  const browser = useBrowser();

  it('users: the admin creates, edits and disables an account; the new account must change its password', async () => {
    const page = await browser.newPage();
    await signIn(page, 'admin', 'Salon@2026', '/system/manage/user');
    await rowOf(page, '系统管理员').waitFor();
    expect(await page.locator('.ant-table-row').count()).toBeGreaterThan(10);

    await page.getByRole('button', { name: '新增用户' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('账号').fill(CASHIER);
    await dialog.getByLabel('姓名').fill('刘晓晴');
    await dialog.getByLabel('手机号').fill('1391111');
    await dialog.getByLabel('初始密码').fill('weak');
    await dialog.getByRole('button', { name: '保存' }).click();
    await dialog.getByText('请输入正确的手机号码').or(dialog.getByText('please enter a correct mobile number')).first().waitFor();
    await dialog.getByLabel('手机号').fill(`1391111${RUN}`);
    await dialog.getByLabel('初始密码').fill('Cash@2026');
    await dialog.getByRole('button', { name: '保存' }).click();
    await page.getByText('用户已创建，首次登录须修改密码').waitFor();

    await searchUsers(page, CASHIER);
    const row = rowOf(page, CASHIER);
    await row.getByText('待改密').waitFor();
    await row.getByRole('button', { name: '编辑' }).click();
    await page.getByRole('dialog').getByLabel('姓名').fill('刘晓晴（收银）');
    await page.getByRole('dialog').getByRole('button', { name: '保存' }).click();
    await rowOf(page, '刘晓晴（收银）').waitFor();
    await rowOf(page, CASHIER).getByRole('button', { name: '禁用' }).click();
    await rowOf(page, CASHIER).getByText('禁用', { exact: true }).first().waitFor();
    await rowOf(page, CASHIER).getByRole('button', { name: '启用' }).waitFor();
  });

  it('users: a store manager sees only the accounts of the store and only the buttons granted', async () => {
    const page = await browser.newPage();
    await signIn(page, 'store001', 'Store@2026', '/system/manage/user');
    await rowOf(page, 'stylist01').waitFor();
    const accounts = await page.locator('.ant-table-row td:first-child').allTextContents();
    expect(accounts).toEqual(expect.arrayContaining(['store001', 'stylist01', 'stylist02']));
    // Every row is an account of store 1 (other browser tests may have imported more of them).
    const stores = await page.locator('.ant-table-row').evaluateAll((rows) => rows.map((r) => r.textContent ?? ''));
    expect(stores.every((text) => text.includes('陆家嘴'))).toBe(true);
    expect(await page.getByRole('button', { name: '新增用户' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: '编辑' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: '重置密码' }).count()).toBe(accounts.length);
    // The menu holds only what the role grants.
    expect(await page.locator('.shell-sider').getByText('角色管理').count()).toBe(0);
  });

  it('roles: the admin adds a role and grants it a page with one operation', async () => {
    const page = await browser.newPage();
    await signIn(page, 'admin', 'Salon@2026', '/system/manage/role');
    await rowOf(page, '超级管理员').waitFor();
    await page.getByRole('button', { name: '新增角色' }).click();
    let dialog = page.getByRole('dialog');
    await dialog.getByLabel('角色名称').fill(`督导${RUN}`);
    await dialog.getByLabel('角色编码').fill(ROLE_CODE);
    await dialog.getByRole('button', { name: '保存' }).click();
    await rowOf(page, ROLE_CODE).waitFor();
    await rowOf(page, ROLE_CODE).getByRole('button', { name: '分配权限' }).click();
    dialog = page.getByRole('dialog');
    // The tree is long: search opens the path to what we need.
    const search = dialog.getByPlaceholder('搜索菜单名称或权限编码');
    await search.fill('菜单管理');
    await dialog.locator('.ant-tree-treenode', { hasText: '菜单管理' }).first().locator('.ant-tree-checkbox').click();
    await search.fill('system:menu:edit');
    await dialog.locator('.ant-tree-treenode', { hasText: 'system:menu:edit' }).locator('.ant-tree-checkbox').click();
    await dialog.getByRole('button', { name: '保存' }).click();
    // 系统管理 + 系统设置 + 菜单管理 + its edit operation.
    await rowOf(page, ROLE_CODE).locator('td', { hasText: /^4$/ }).waitFor();
  });

  it('users: the admin assigns a role and the store-data authority of an account', async () => {
    const page = await browser.newPage();
    await signIn(page, 'admin', 'Salon@2026', '/system/manage/user');
    await rowOf(page, '系统管理员').waitFor();
    await page.getByRole('button', { name: '新增用户' }).click();
    const form = page.getByRole('dialog');
    await form.getByLabel('账号').fill(AUDITOR);
    await form.getByLabel('姓名').fill('钱思远');
    await form.getByLabel('手机号').fill(`1392222${RUN}`);
    await form.getByLabel('初始密码').fill('Audit@2026');
    await form.getByRole('button', { name: '保存' }).click();
    await page.getByText('用户已创建，首次登录须修改密码').waitFor();
    await searchUsers(page, AUDITOR);
    const row = rowOf(page, AUDITOR);
    await row.getByText('0 家门店').waitFor();

    // Roles: pick one, save, the row shows it.
    await row.getByRole('button', { name: '分配角色' }).click();
    const roles = page.getByRole('dialog', { name: /分配角色/ });
    await roles.getByLabel('角色').click();
    await option(page, '财务专员').click();
    await roles.locator('.ant-modal-title').click(); // closes the dropdown, which may cover the buttons
    await roles.getByRole('button', { name: '保存' }).click();
    await page.getByText('角色已保存，下一次请求起生效').waitFor();
    await roles.waitFor({ state: 'hidden' });
    await row.locator('.ant-tag', { hasText: '财务专员' }).waitFor();

    // Store-data authority: one district's stores, from the city tree.
    await row.getByRole('button', { name: '数据权限' }).click();
    const scope = page.getByRole('dialog', { name: /门店数据权限/ });
    await scope.getByText('已选 0 家门店').waitFor();
    const district = scope.locator('.ant-tree-treenode').filter({ hasText: /^东城区（\d+）$/ });
    const count = Number(/（(\d+)）/.exec((await district.textContent()) ?? '')?.[1]);
    expect(count).toBeGreaterThan(0);
    await district.locator('.ant-tree-checkbox').click();
    await scope.getByText(`已选 ${count} 家门店`).waitFor();
    await scope.getByRole('button', { name: '保存' }).click();
    await page.getByText('门店数据权限已保存').waitFor();
    await row.getByText(`${count} 家门店`).waitFor();

    // Both were stored: the dialogs open with them again.
    await row.getByRole('button', { name: '数据权限' }).click();
    await page
      .getByRole('dialog', { name: /门店数据权限/ })
      .getByText(`已选 ${count} 家门店`)
      .waitFor();
    await page
      .getByRole('dialog', { name: /门店数据权限/ })
      .getByRole('button', { name: '取消' })
      .click();
    await row.getByRole('button', { name: '分配角色' }).click();
    await page
      .getByRole('dialog', { name: /分配角色/ })
      .locator('.ant-select-selection-item', { hasText: '财务专员' })
      .waitFor();
  });

  it('menus: the tree shows modules, groups, pages and operation codes; a page gets an operation entry (sort 999) and moves up', async () => {
    const page = await browser.newPage();
    await signIn(page, 'admin', 'Salon@2026', '/system/manage/menu');
    await rowOf(page, '系统管理').first().waitFor();
    await page.getByRole('button', { name: '全部展开' }).click();
    await rowOf(page, 'system:user:add').waitFor();

    // A page under the 系统设置 group: it comes last among the group's pages.
    await rowOf(page, '系统设置').first().getByRole('button', { name: '新增下级' }).click();
    let dialog = page.getByRole('dialog');
    await dialog.getByLabel('菜单名称').fill(PAGE_NAME);
    await dialog.getByLabel('页面地址').fill(PAGE_URL);
    await dialog.getByRole('button', { name: '保存' }).click();
    await page.getByText(`已新增页面「${PAGE_NAME}」`).waitFor();
    await rowOf(page, PAGE_URL).waitFor();

    // Its operation-authority entry: a code, and the sort order fixed at 999.
    await rowOf(page, PAGE_URL).getByRole('button', { name: '新增操作权限' }).click();
    dialog = page.getByRole('dialog');
    await dialog.getByLabel('权限名称').fill('导出看板');
    expect(await dialog.getByLabel('排序').inputValue()).toBe('999');
    expect(await dialog.getByLabel('排序').isDisabled()).toBe(true);
    await dialog.getByLabel('权限编码').fill(OP_CODE);
    await dialog.getByRole('button', { name: '保存' }).click();
    await page.getByText('已新增操作权限「导出看板」').waitFor();
    const opRow = rowOf(page, OP_CODE);
    await opRow.waitFor();
    await opRow.getByText('操作权限').waitFor();
    await opRow.locator('td', { hasText: /^999$/ }).waitFor();

    // Reordering: up one place among its siblings (the sort column is renumbered, so rows are told by url).
    const pageUrls = () =>
      page
        .locator('.ant-table-row')
        .evaluateAll((rows) => rows.map((r) => /\/system\/manage\/\w+/.exec(r.textContent ?? '')?.[0]).filter((u): u is string => !!u));
    const before = await pageUrls();
    const above = before[before.indexOf(PAGE_URL) - 1];
    expect(above).toBeTruthy();
    await rowOf(page, PAGE_URL)
      .getByRole('button', { name: `上移 ${PAGE_NAME}` })
      .click();
    await page.getByText(`「${PAGE_NAME}」已上移`).waitFor();
    await expect
      .poll(async () => {
        const urls = await pageUrls();
        return urls.indexOf(PAGE_URL) >= 0 && urls.indexOf(PAGE_URL) < urls.indexOf(above);
      })
      .toBe(true);
    // The order is the server's: a reload shows it too.
    await page.getByRole('button', { name: '刷新' }).click();
    await page.getByRole('button', { name: '全部展开' }).click();
    await rowOf(page, OP_CODE).waitFor();
    const after = await pageUrls();
    expect(after.indexOf(PAGE_URL)).toBe(before.indexOf(PAGE_URL) - 1);
    expect(after.indexOf(above)).toBe(before.indexOf(PAGE_URL));

    // The system's own pages keep their address.
    await rowOf(page, '/system/manage/role').getByRole('button', { name: '编辑' }).click();
    dialog = page.getByRole('dialog');
    await dialog.getByLabel('页面地址').fill('/system/manage/roles');
    await dialog.getByRole('button', { name: '保存' }).click();
    await page
      .getByText(/不能修改页面地址/)
      .first()
      .waitFor();
  });

  it('a role change takes effect on the next request of a signed-in user', async () => {
    const manager = await browser.newPage();
    await signIn(manager, 'store003', 'Store@2026', '/system/manage/user');
    await rowOf(manager, 'store003').waitFor();

    const adminContext = await newContext(manager.context().browser()!);
    const admin = await adminContext.newPage();
    await signIn(admin, 'admin', 'Salon@2026', '/system/manage/role');
    await rowOf(admin, 'store_manager').getByRole('button', { name: '分配权限' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByPlaceholder('搜索菜单名称或权限编码').fill('用户管理');
    await userPageNode(dialog).locator('.ant-tree-checkbox').click();
    await dialog.getByRole('button', { name: '保存' }).click();
    await admin.getByText('角色 店长 的权限已保存').waitFor();

    // No reload, no new sign-in: the very next call is refused.
    await manager.getByRole('button', { name: '查询' }).click();
    await manager.getByText('没有该功能的权限').waitFor();

    // Granting it back works the same way.
    await rowOf(admin, 'store_manager').getByRole('button', { name: '分配权限' }).click();
    await dialog.getByPlaceholder('搜索菜单名称或权限编码').fill('用户管理');
    await userPageNode(dialog).locator('.ant-tree-checkbox').click();
    await dialog.getByRole('button', { name: '保存' }).click();
    await adminContext.close();
    await manager.getByRole('button', { name: '查询' }).click();
    await rowOf(manager, 'store003').waitFor();
  });
});
