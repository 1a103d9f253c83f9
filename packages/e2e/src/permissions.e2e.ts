import { findRoute } from '@salon/contract';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MASKED_MOBILE, useBrowser } from './browser';
import { Dialog, Drawer, ListPage, Notices, Shell } from './kit';

const title = (path: string) => findRoute(path)!.title;
/** The 用户管理 page of 系统设置 in the grant tree (the 运营 group of the same name has another path). */
const userPageNode = (dialog: Locator) => dialog.locator('.ant-tree-treenode').filter({ has: dialog.page().locator('span[title="/system/manage/user"]') });

/** What a store manager (store001, manager of store 1 陆家嘴) may see and do, and how a grant change applies. */
describe('a store manager’s menu, scope and buttons', () => {
  const browser = useBrowser();

  it('the menu holds only what the role grants; a page outside it is not found', async () => {
    const page = await browser.signedIn('store001', '/operate/shop/manage');
    const shell = new Shell(page);
    await new ListPage(page).rows().first().waitFor();
    const entries = await shell.entries();
    // Its store pages ...
    expect(entries).toEqual(
      expect.arrayContaining(['/operate/shop/manage', '/operate/shop/storeTransaction', '/operate/shop/storeInventory', '/operate/shop/notice'].map(title)),
    );
    // ... but none of head office's system pages.
    for (const path of ['/system/manage/role', '/system/manage/menu', '/system/manage/operRecords', '/system/manage/logs'])
      expect(await shell.sider().getByText(title(path), { exact: true }).count(), path).toBe(0);
    for (const path of ['/system/manage/logs', '/system/manage/operRecords']) {
      await page.goto(`/#${path}`);
      await shell.notFound().waitFor();
    }
  });

  it('on the store pages: only store 1, masked mobiles, and none of head office’s buttons', async () => {
    const page = await browser.signedIn('store001', '/operate/shop/manage');
    // 门店列表: one store, no create or edit.
    let list = new ListPage(page);
    await list.totalText().getByText('共 1 条').waitFor();
    expect(await list.count()).toBe(1);
    await list.row('SH0001').waitFor();
    expect(await list.button('新增门店').count()).toBe(0);
    expect(await list.button('编辑').count()).toBe(0);

    // 营业时间审批: its store's requests, no approval.
    list = await ListPage.open(page, '/operate/shop/businessHours');
    await list.title('营业时间申请列表').waitFor();
    expect(await list.count()).toBeGreaterThan(0);
    expect(await list.row('陆家嘴').count()).toBe(await list.count());
    expect(await list.button('通过').count()).toBe(0);
    expect(await list.button('驳回').count()).toBe(0);

    // 门店价格: its store's versions, no drafting or approving.
    list = await ListPage.open(page, '/operate/shop/storePrices');
    expect((await list.column('门店')).every((s) => s.includes('陆家嘴'))).toBe(true);
    expect(await list.button('新增价格版本').count()).toBe(0);
    expect(await list.button('审批通过').count()).toBe(0);

    // 门店设置: one row, read only.
    list = await ListPage.open(page, '/operate/shop/manageSetting');
    await list.title('门店设置列表').waitFor();
    expect(await list.count()).toBe(1);
    await list
      .rows()
      .first()
      .getByText(/陆家嘴/)
      .waitFor();
    expect(await list.button('编辑').count()).toBe(0);

    // 门店手艺人: store 1 only, masked mobiles, no enabling or disabling; the history is readable.
    list = await ListPage.open(page, '/operate/shop/manageCraftsman');
    const total = await list.count();
    expect(total).toBeGreaterThan(3);
    expect(await list.row(/陆家嘴/).count()).toBe(total);
    expect(await list.row(MASKED_MOBILE).count()).toBe(total);
    expect(await list.button('停用').count()).toBe(0);
    expect(await list.button('启用').count()).toBe(0);
    await list.action(list.rows().first(), '变更记录').click();
    await new Drawer(page).root.locator('.ant-timeline-item').first().waitFor();
    await new Drawer(page).close();

    // 评论过滤: store 1's comments, read only.
    list = await ListPage.open(page, '/operate/shop/filterComments');
    const stores = await list.column('门店');
    expect(stores.length).toBeGreaterThan(3);
    expect(stores.every((s) => s.includes('陆家嘴'))).toBe(true);
    expect(await list.button('屏蔽').count()).toBe(0);
    expect(await list.button('新增评论').count()).toBe(0);

    // 用户管理: the accounts of its store, and only the buttons granted.
    list = await ListPage.open(page, '/system/manage/user');
    await list.row('stylist01').waitFor();
    const accounts = await list.column('账号');
    expect(accounts).toEqual(expect.arrayContaining(['store001', 'stylist01', 'stylist02']));
    // Every row is an account of store 1 (other browser tests may have imported more of them).
    expect((await list.texts()).every((text) => text.includes('陆家嘴'))).toBe(true);
    expect(await list.button('新增用户').count()).toBe(0);
    expect(await list.button('编辑').count()).toBe(0);
    expect(await list.button('重置密码').count()).toBe(accounts.length);
  });

  it('on orders and reviews: only store 1, masked, no refund or export; an order is found by its number', async () => {
    const page = await browser.signedIn('store001', '/operate/financial/orderlist');
    let list = new ListPage(page);
    await list.rows().first().waitFor();
    const texts = await list.texts();
    expect(texts.every((text) => text.includes('陆家嘴'))).toBe(true);
    expect(texts.every((text) => MASKED_MOBILE.test(text))).toBe(true);
    expect(await list.button('导出').count()).toBe(0);
    const orderNo = await list.cellText(list.rows().first(), '订单号');
    await list.action(list.rows().first(), '查看').click();
    const drawer = await new Drawer(page).waitOpen();
    await drawer.heading('订单进程').waitFor();
    expect(await drawer.button('申请退款').count()).toBe(0);
    await drawer.close();

    // 订单查询 answers once it has a key.
    await page.goto('/#/operate/financial/order');
    list = new ListPage(page);
    await page.getByText('请输入订单号或顾客手机号').first().waitFor();
    await list.searchBy('订单号', orderNo);
    await list.row(orderNo).waitFor();
    expect(await list.count()).toBe(1);

    // 评价管理: its store's reviews, mobiles masked.
    list = await ListPage.open(page, '/operate/user/evaluation');
    expect((await list.texts()).every((text) => text.includes('陆家嘴') && MASKED_MOBILE.test(text))).toBe(true);
  });

  it('a role change takes effect on the next request of a signed-in user', async () => {
    const manager = await browser.signedIn('store003', '/system/manage/user');
    const users = new ListPage(manager);
    await users.row('store003').waitFor();

    const admin = await browser.signedIn('admin', '/system/manage/role');
    const roles = new ListPage(admin);
    await roles.action(roles.row('store_manager'), '分配权限').click();
    const dialog = new Dialog(admin);
    await dialog.root.getByPlaceholder('搜索菜单名称或权限编码').fill('用户管理');
    await userPageNode(dialog.root).locator('.ant-tree-checkbox').click();
    await dialog.submit();
    await new Notices(admin).expect('角色 店长 的权限已保存');

    // No reload, no new sign-in: the very next call is refused.
    await users.filters.button('查询').click();
    await new Notices(manager).expect('没有该功能的权限');

    // Granting it back works the same way.
    await roles.action(roles.row('store_manager'), '分配权限').click();
    await dialog.root.getByPlaceholder('搜索菜单名称或权限编码').fill('用户管理');
    await userPageNode(dialog.root).locator('.ant-tree-checkbox').click();
    await dialog.submit();
    await new Notices(admin).expect('角色 店长 的权限已保存');
    // The same 查询 within a second of the last one is ignored (spec §5: clicks debounced 1 s).
    await manager.waitForTimeout(1_000);
    await users.search();
    await users.row('store003').waitFor();
  });
});
