import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newContext, signIn, useBrowser } from './browser';

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

  it('menus: the tree shows modules, groups, pages and operation codes; a page can be added under a group', async () => {
    const page = await browser.newPage();
    await signIn(page, 'admin', 'Salon@2026', '/system/manage/menu');
    await rowOf(page, '系统管理').first().waitFor();
    await page.getByRole('button', { name: '全部展开' }).click();
    await rowOf(page, 'system:user:add').waitFor();
    await rowOf(page, '系统设置').getByRole('button', { name: '新增下级' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('菜单名称').fill('操作记录');
    await dialog.getByLabel('页面地址').fill('/system/manage/operRecords');
    await dialog.getByRole('button', { name: '保存' }).click();
    await rowOf(page, '/system/manage/operRecords').waitFor();
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
