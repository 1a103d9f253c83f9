import { findRoute, GROUPS, MODULES } from '@salon/contract';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { Dialog, Drawer, ListPage, Shell } from './kit';

const title = (path: string) => findRoute(path)!.title;
const titled = (path: string) => `${title(path)} - 美发连锁后台`;

/** The console around the pages: the menu and its routes, titles, history, and what is not there. */
describe('menu, routes, titles and history', () => {
  const browser = useBrowser();

  it('the admin moves by the menu, the menu search and the back button; titles follow and the visited paths are kept', async () => {
    const page = await browser.signedIn('admin', '/operate/shop/manage');
    const shell = new Shell(page);
    await new ListPage(page).rows().first().waitFor();
    await shell.selectedEntry(title('/operate/shop/manage')).waitFor();
    expect(await page.title()).toBe(titled('/operate/shop/manage'));
    // Hidden pages (the add forms) are not menu entries.
    const entries = await shell.entries();
    expect(entries).toEqual(expect.arrayContaining([title('/operate/shop/manageSetting'), title('/operate/shop/storeTransaction')]));
    expect(entries).not.toContain(title('/operate/shop/noticeAddtion'));
    expect(entries).not.toContain(title('/operate/shop/manageAddtion'));

    // A click on an entry opens its page and marks it.
    await shell.entry(title('/operate/shop/manageSetting')).click();
    await page.waitForURL(/#\/operate\/shop\/manageSetting$/);
    await shell.selectedEntry(title('/operate/shop/manageSetting')).waitFor();
    await page.getByText('门店设置列表').waitFor();
    expect(await page.title()).toBe(titled('/operate/shop/manageSetting'));

    // The header's search finds a page of another module and opens its group in the menu.
    await shell.search('角色', title('/system/manage/role'));
    await page.waitForURL(/#\/system\/manage\/role$/);
    await shell.selectedEntry(title('/system/manage/role')).waitFor();
    expect(await page.title()).toBe(titled('/system/manage/role'));

    // The browser's back button goes back through the pages.
    await page.goBack();
    await page.waitForURL(/#\/operate\/shop\/manageSetting$/);
    await page.getByText('门店设置列表').waitFor();
    expect(await page.title()).toBe(titled('/operate/shop/manageSetting'));
    // The last visited paths, newest first, without repeats.
    const history = await page.evaluate(() => JSON.parse(localStorage.getItem('routeHistory') ?? '[]') as string[]);
    expect(history.slice(0, 3)).toEqual(['/operate/shop/manageSetting', '/system/manage/role', '/operate/shop/manage']);

    // A group's address goes to its first page.
    await page.goto('/#/operate/shop');
    await page.waitForURL(/#\/operate\/shop\/manage$/);
    // A hidden page is reached by its address, titled, and still not in the menu.
    await page.goto('/#/operate/shop/noticeAddtion');
    await page.getByRole('heading', { name: '新增公告' }).waitFor();
    expect(await page.title()).toBe(titled('/operate/shop/noticeAddtion'));
    expect(await shell.sider().getByText('新增公告').count()).toBe(0);
    // An address the menu does not hold is the not-found page, inside the console.
    await page.goto('/#/operate/shop/nowhere');
    await shell.notFound().waitFor();
    await page.locator('.shell-header').waitFor();
  });

  it('the side menu collapses and stays so after a reload; the breadcrumb names module, group and page; the search finds pages by initials and by operation', async () => {
    const page = await browser.signedIn('admin', '/operate/shop/manageSetting');
    const shell = new Shell(page);
    await shell.selectedEntry(title('/operate/shop/manageSetting')).waitFor();
    const crumbs = page.getByRole('navigation', { name: '当前位置' });
    const route = findRoute('/operate/shop/manageSetting')!;
    const group = GROUPS.find((g) => g.path === route.group)!;
    const module = MODULES.find((m) => m.key === group.module)!;
    expect((await crumbs.innerText()).split(/\s*\/\s*/)).toEqual([module.title, group.title, route.title]);

    await page.getByRole('button', { name: '收起菜单' }).click();
    await page.locator('.shell-sider.ant-layout-sider-collapsed').waitFor();
    await page.reload();
    await shell.ready();
    await page.locator('.shell-sider.ant-layout-sider-collapsed').waitFor();
    await page.getByRole('button', { name: '展开菜单' }).click();
    await shell.selectedEntry(title('/operate/shop/manageSetting')).waitFor();

    // 退款 is no page's name: it finds the pages holding a refund operation.
    // The option of that page itself (券订单列表 holds a refund operation too): its trail ends in its name.
    await shell.search('退款', new RegExp(`/ ${title('/operate/financial/orderlist')} · `));
    await page.waitForURL(/#\/operate\/financial\/orderlist$/);
    await shell.selectedEntry(title('/operate/financial/orderlist')).waitFor();
    await crumbs.getByText(title('/operate/financial/orderlist')).waitFor();
    // Initials find a page of another group.
    await shell.search('mdsz', title('/operate/shop/manageSetting'));
    await page.waitForURL(/#\/operate\/shop\/manageSetting$/);
    await shell.selectedEntry(title('/operate/shop/manageSetting')).waitFor();
    await expect.poll(() => page.title()).toBe(titled('/operate/shop/manageSetting'));
  });

  it('an approval lowers the 营业时间审批 badge without a reload; the row shows it, and so do the operation records with before/after', async () => {
    const page = await browser.signedIn('admin', '/operate/shop/businessHours');
    const shell = new Shell(page);
    const requests = new ListPage(page);
    await requests.title('营业时间申请列表').waitFor();
    await shell.entry('营业时间审批').locator('.ant-badge-count').waitFor();
    const before = await shell.badge('营业时间审批');
    expect(before).toBeGreaterThan(0);

    const pending = requests.row('待审批').first();
    // The 申请时间 cell (the only full timestamp of a pending row) names the row across reloads.
    const created = (await pending.locator('td').allInnerTexts()).find((text) => /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/.test(text.trim()))!.trim();
    await requests.action(pending, '通过').click();
    const dialog = new Dialog(page);
    await dialog.fill('审批意见', '审计演示：同意');
    await dialog.submit('确定');
    const approved = requests.row(created);
    await approved.getByText('审计演示：同意').waitFor();
    expect(await approved.getByText('已通过').count()).toBeGreaterThan(0);
    expect(await approved.getByText('待审批').count()).toBe(0);
    expect(await requests.action(approved, '通过').count()).toBe(0);
    // The badge follows the approval (after the 4 s guard at most), on the same page.
    await shell.waitForBadge('营业时间审批', before - 1);

    const records = await ListPage.open(page, '/system/manage/operRecords');
    const record = records.row('营业时间审批').filter({ hasText: '通过' }).first();
    await record.waitFor();
    expect(await record.getByText('系统管理员').count()).toBe(1);
    await records.action(record, '详情').click();
    const drawer = await new Drawer(page).waitOpen();
    await drawer.text('变更内容').waitFor();
    await drawer.text('审批状态').or(drawer.text('状态')).first().waitFor();
    expect(await drawer.text('审计演示：同意').count()).toBeGreaterThan(0);
  });
});
