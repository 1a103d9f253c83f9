import { describe, expect, it } from 'vitest';
import { unique, useBrowser } from './browser';
import { Dialog, ListPage, Notices, option, popconfirm } from './kit';

/** The system pages (users, roles, menus) and the data change log, as head office. */
describe('system pages', () => {
  const browser = useBrowser();

  it('users: the admin creates, edits and disables an account; the new account must change its password', async () => {
    const run = unique(4);
    const cashier = `cashier${run}`;
    const page = await browser.signedIn('admin', '/system/manage/user');
    const users = new ListPage(page);
    await users.row('系统管理员').waitFor();
    expect(await users.count()).toBeGreaterThan(10);

    await users.button('新增用户').click();
    const dialog = new Dialog(page);
    await dialog.fill('账号', cashier);
    await dialog.fill('姓名', '刘晓晴');
    await dialog.fill('手机号', '1391111');
    await dialog.fill('初始密码', 'weak');
    await dialog.submit();
    await dialog.error('手机号').getByText('请输入正确的手机号码').waitFor();
    await dialog.fill('手机号', `1391111${run}`);
    await dialog.fill('初始密码', 'Cash@2026');
    await dialog.submit();
    await new Notices(page).expect('用户已创建，首次登录须修改密码');

    await users.searchBy('关键字', cashier);
    const row = users.row(cashier);
    await row.getByText('待改密').waitFor();
    await users.action(row, '编辑').click();
    await new Dialog(page).fill('姓名', '刘晓晴（收银）');
    await new Dialog(page).submit();
    await users.row('刘晓晴（收银）').waitFor();
    // 禁用 asks first (issue 12.8): the account stays enabled until the question is answered.
    await users.action(row, '禁用').click();
    await popconfirm(page, '禁用');
    await row.getByText('禁用', { exact: true }).first().waitFor();
    await users.action(row, '启用').waitFor();
  });

  it('users: the admin assigns a role and the store-data authority of an account', async () => {
    const run = unique(4);
    const auditor = `auditor${run}`;
    const page = await browser.signedIn('admin', '/system/manage/user');
    const users = new ListPage(page);
    await users.row('系统管理员').waitFor();
    await users.button('新增用户').click();
    const form = new Dialog(page);
    await form.fill('账号', auditor);
    await form.fill('姓名', '钱思远');
    await form.fill('手机号', `1392222${run}`);
    await form.fill('初始密码', 'Audit@2026');
    await form.submit();
    await new Notices(page).expect('用户已创建，首次登录须修改密码');
    await users.searchBy('关键字', auditor);
    const row = users.row(auditor);
    await row.getByText('0 家门店').waitFor();

    // Roles: pick one, save, the row shows it.
    await users.action(row, '分配角色').click();
    const roles = new Dialog(page, /分配角色/);
    await roles.root.getByLabel('角色').click();
    await option(page, '财务专员').click();
    await roles.root.locator('.ant-modal-title').click(); // closes the dropdown, which may cover the buttons
    await roles.submit();
    await new Notices(page).expect('角色已保存，下一次请求起生效');
    await roles.closed();
    await row.locator('.ant-tag', { hasText: '财务专员' }).waitFor();

    // Store-data authority: one district's stores, from the city tree.
    await users.action(row, '数据权限').click();
    const scope = new Dialog(page, /门店数据权限/);
    await scope.text('已选 0 家门店').waitFor();
    const district = scope.root.locator('.ant-tree-treenode').filter({ hasText: /^东城区（\d+）$/ });
    const count = Number(/（(\d+)）/.exec((await district.textContent()) ?? '')?.[1]);
    expect(count).toBeGreaterThan(0);
    await district.locator('.ant-tree-checkbox').click();
    await scope.text(`已选 ${count} 家门店`).waitFor();
    await scope.submit();
    await new Notices(page).expect('门店数据权限已保存');
    await row.getByText(`${count} 家门店`).waitFor();

    // Both were stored: the dialogs open with them again.
    await users.action(row, '数据权限').click();
    await scope.text(`已选 ${count} 家门店`).waitFor();
    await scope.button('取消').click();
    await scope.closed();
    await users.action(row, '分配角色').click();
    await roles.root.locator('.ant-select-selection-item', { hasText: '财务专员' }).waitFor();
  });

  it('roles: the admin adds a role and grants it a page with one operation', async () => {
    const run = unique(4);
    const code = `supervisor${run}`;
    const page = await browser.signedIn('admin', '/system/manage/role');
    const roles = new ListPage(page);
    await roles.row('超级管理员').waitFor();
    await roles.button('新增角色').click();
    const form = new Dialog(page);
    await form.fill('角色名称', `督导${run}`);
    await form.fill('角色编码', code);
    await form.submit();
    await roles.row(code).waitFor();
    await roles.action(roles.row(code), '分配权限').click();
    const grant = new Dialog(page);
    // The tree is long: search opens the path to what we need.
    const search = grant.root.getByPlaceholder('搜索菜单名称或权限编码');
    await search.fill('菜单管理');
    await grant.root.locator('.ant-tree-treenode', { hasText: '菜单管理' }).first().locator('.ant-tree-checkbox').click();
    await search.fill('system:menu:edit');
    await grant.root.locator('.ant-tree-treenode', { hasText: 'system:menu:edit' }).locator('.ant-tree-checkbox').click();
    await grant.submit();
    // 系统管理 + 系统设置 + 菜单管理 + its edit operation.
    await roles.row(code).locator('td', { hasText: /^4$/ }).waitFor();
  });

  it('menus: the tree shows modules, groups, pages and operation codes; a page gets an operation entry (sort 999) and moves up', async () => {
    const run = unique(4);
    const pageName = `巡检看板${run}`;
    const pageUrl = `/system/manage/patrolBoard${run}`;
    const opCode = `system:patrolBoard${run}:export`;
    const page = await browser.signedIn('admin', '/system/manage/menu');
    const menus = new ListPage(page);
    await menus.row('系统管理').first().waitFor();
    // Opened down to 用户管理's operations (全部展开 draws every entry of the chain's menu: many seconds here).
    const expand = async (text: string) => {
      const icon = menus.row(text).first().locator('.ant-table-row-expand-icon');
      if ((await icon.getAttribute('aria-expanded')) !== 'true') await icon.click();
    };
    await expand('系统管理');
    await expand('系统设置');
    await expand('/system/manage/user');
    await menus.row('system:user:add').waitFor();

    // A page under the 系统设置 group: it comes last among the group's pages.
    await menus.action(menus.row('系统设置').first(), '新增下级').click();
    let dialog = new Dialog(page);
    await dialog.fill('菜单名称', pageName);
    await dialog.fill('页面地址', pageUrl);
    await dialog.submit();
    await new Notices(page).expect(`已新增页面「${pageName}」`);
    await menus.row(pageUrl).waitFor();

    // Its operation-authority entry: a code, and the sort order fixed at 999.
    await menus.action(menus.row(pageUrl), '新增操作权限').click();
    dialog = new Dialog(page);
    await dialog.fill('权限名称', '导出看板');
    expect(await dialog.value('排序')).toBe('999');
    expect(await dialog.input('排序').isDisabled()).toBe(true);
    await dialog.fill('权限编码', opCode);
    await dialog.submit();
    await new Notices(page).expect('已新增操作权限「导出看板」');
    const opRow = menus.row(opCode);
    await opRow.getByText('操作权限').waitFor();
    await opRow.locator('td', { hasText: /^999$/ }).waitFor();

    // Reordering: up one place among its siblings (the sort column is renumbered, so rows are told by url).
    const pageUrls = () =>
      menus.rows().evaluateAll((rows) => rows.map((r) => /\/system\/manage\/\w+/.exec(r.textContent ?? '')?.[0]).filter((u): u is string => !!u));
    const before = await pageUrls();
    const above = before[before.indexOf(pageUrl) - 1];
    expect(above).toBeTruthy();
    await menus.action(menus.row(pageUrl), `上移 ${pageName}`).click();
    await new Notices(page).expect(`「${pageName}」已上移`);
    await expect
      .poll(async () => {
        const urls = await pageUrls();
        return urls.indexOf(pageUrl) >= 0 && urls.indexOf(pageUrl) < urls.indexOf(above);
      })
      .toBe(true);
    // The order is the server's: a reload shows it too.
    await menus.button('刷新').click();
    await menus.row(opCode).waitFor();
    const after = await pageUrls();
    expect(after.indexOf(pageUrl)).toBe(before.indexOf(pageUrl) - 1);
    expect(after.indexOf(above)).toBe(before.indexOf(pageUrl));

    // The system's own pages keep their address.
    await menus.action(menus.row('/system/manage/role'), '编辑').click();
    dialog = new Dialog(page);
    await dialog.fill('页面地址', '/system/manage/roles');
    await dialog.submit();
    await page
      .getByText(/不能修改页面地址/)
      .first()
      .waitFor();
  });

  it('the data change log browses a domain’s tables and narrows to one', async () => {
    const page = await browser.signedIn('admin', '/system/manage/logs');
    const logs = new ListPage(page);
    const tree = page.locator('.log-browser__tree');
    await tree.getByText('门店运营', { exact: false }).or(tree.getByText('运营管理（salon_operate）')).first().waitFor();
    await logs.rows().first().waitFor();
    // Open the operations database and pick the business-hours requests table.
    const operate = tree.locator('.ant-tree-treenode').filter({ hasText: 'salon_operate' });
    await operate.locator('.ant-tree-switcher').click();
    await logs.reloadBy(() => tree.getByText('营业时间申请（store_biz_hours_apply）').click());
    await page.getByText('/ store_biz_hours_apply').waitFor();
    await logs.rows().first().waitFor();
    const all = await logs.texts();
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((text) => text.includes('营业时间申请'))).toBe(true);
    expect(await logs.button('导出').count()).toBe(1);
  });
});
