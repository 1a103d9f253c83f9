import { describe, expect, it } from 'vitest';
import { unique, useBrowser } from './browser';
import { Dialog, Drawer, FormFields, ListPage, listParams, Notices, pick, popconfirm, Shell } from './kit';

/**
 * The resource engine's features, each on one representative page: filters (text, select, lookup,
 * number range), the detail drawer, create, edit and delete with the form's rules, a workflow with
 * its transitions, a form on a page of its own, keyset paging, and saved filter groups.
 */
describe('the engine’s lists and forms', () => {
  const browser = useBrowser();

  it('stores: search by name, read the detail drawer, edit with a refused empty name, saved', async () => {
    const page = await browser.signedIn('admin', '/operate/shop/manage');
    const stores = new ListPage(page);
    // 60 demo stores, plus any that other flows of this run created (新增门店, the import's store).
    await stores
      .totalText()
      .getByText(/^共 6\d 条$/)
      .waitFor();
    await stores.searchBy('门店', '陆家嘴');
    await stores.totalText().getByText('共 1 条').waitFor();
    const row = stores.row('SH0001');
    expect(await stores.cellText(row, '城市')).toBe('上海市');
    await stores.action(row, '查看').click();
    const drawer = await new Drawer(page, '门店详情').waitOpen();
    expect(await drawer.lineText('区域')).toBe('浦东新区');
    await drawer.close();

    // Store 4 is renamed (store 1 keeps its name: other flows read it).
    const name = `张江店${unique(4)}`;
    await stores.searchBy('门店', 'SH0004');
    await stores.action(stores.row('SH0004'), '编辑').click();
    const dialog = new Dialog(page);
    await dialog.fill('门店名称', '');
    await dialog.submit();
    await dialog.error('门店名称').getByText('请输入门店名称').waitFor();
    await dialog.fill('门店名称', name);
    await dialog.submit();
    await new Notices(page).expect('门店已保存');
    await expect.poll(() => stores.cellText(stores.row('SH0004'), '门店名称')).toBe(name);
  });

  it('a list keeps its filters, page and sort in the URL: a reload and back bring them back; 重置 clears the sort too (issue 12.14)', async () => {
    const page = await browser.signedIn('admin', '/operate/shop/manage');
    const stores = new ListPage(page);
    await stores.rows().first().waitFor();
    await stores.sortBy('门店编码');
    expect(await stores.sortOf('门店编码')).toBe('ascending');
    await stores.goToPage(2);
    const secondPage = await stores.column('门店编码');
    expect(new URL(page.url().replace('/#/', '/')).searchParams.get('pageNum')).toBe('2');

    // A reload opens the same page of the same order.
    await page.reload();
    await new Shell(page).ready();
    await stores.rows().first().waitFor();
    expect(await stores.pageNumber()).toBe(2);
    expect(await stores.sortOf('门店编码')).toBe('ascending');
    await expect.poll(() => stores.column('门店编码')).toEqual(secondPage);

    // A filter goes back to page 1; the browser's back button returns to page 2 unfiltered.
    await stores.searchBy('门店', 'SH00');
    expect(await stores.pageNumber()).toBe(1);
    expect(await stores.filters.input('门店').inputValue()).toBe('SH00');
    await page.goBack();
    await expect.poll(() => stores.pageNumber()).toBe(2);
    await expect.poll(() => stores.column('门店编码')).toEqual(secondPage);
    expect(await stores.filters.input('门店').inputValue()).toBe('');

    // 重置 clears filters, page and the header's sort.
    await stores.reset();
    expect(await stores.pageNumber()).toBe(1);
    expect(await stores.sortOf('门店编码')).toBeNull();
    expect(new URL(page.url().replace('/#/', '/')).searchParams.get('sort')).toBeNull();
  });

  it('新增门店: the store form on a page of its own; the brand decides the fields; the new store is on the list', async () => {
    const code = `E${unique()}`;
    const page = await browser.signedIn('admin', '/operate/shop/manage');
    const stores = new ListPage(page);
    const before = (await stores.total()).n;
    await stores.button('新增门店').click();
    await page.waitForURL(/#\/operate\/shop\/manageAddtion$/);
    await page.getByRole('heading', { name: '新增门店' }).waitFor();
    expect(await page.title()).toBe('新增门店 - 美发连锁后台');

    const form = new FormFields(page.locator('.resource-form-page'));
    await form.fill('门店编码', code);
    await form.fill('门店名称', '前滩太古里店');
    await form.choose('门店类别', '直营');
    // The service type belongs to brand 0 only.
    await form.choose('品牌', 'U STAR');
    expect(await form.field('店型').count()).toBe(0);
    await form.choose('品牌', '发型品牌');
    await form.choose('店型', '三代店');
    await form.choose('营业状态', '即将开业');
    await form.field('区域').locator('.ant-select').click();
    await page.locator('.ant-cascader-menu-item', { hasText: '上海市' }).click();
    await page.locator('.ant-cascader-menu-item', { hasText: '浦东新区' }).click();
    await form.fill('门店电话', '021-68881234');
    await form.fill('地址', '上海市浦东新区东育路500号前滩太古里B1层');
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await new Notices(page).expect('门店已创建');
    await page.waitForURL(/#\/operate\/shop\/manage$/);
    await stores
      .totalText()
      .getByText(`共 ${before + 1} 条`)
      .waitFor();
    await stores.searchBy('门店', code);
    const row = stores.row(code);
    await row.getByText('前滩太古里店').waitFor();
    await row.getByText('三代店').waitFor();
    expect(await stores.cellText(row, '区域')).toBe('浦东新区');
  });

  it('门店设置: a number-range filter narrows to stores whose queue limit lies in it', async () => {
    const page = await browser.signedIn('admin', '/operate/shop/manageSetting');
    const settings = new ListPage(page);
    await settings.rows().first().waitFor();
    await settings.filters.numberRange('排队上限（人）', '20', '30');
    const request = await settings.search();
    expect(listParams(request)).toMatchObject({ maxWaitingMin: '20', maxWaitingMax: '30' });
    const limits = (await settings.texts()).map((t) => Number(t.match(/(\d+) 人/)?.[1]));
    expect(limits.length).toBeGreaterThan(0);
    expect(limits.every((n) => n >= 20 && n <= 30)).toBe(true);
  });

  it('服务项目管理: a filter by a lookup (项目分类) lists its items only', async () => {
    const page = await browser.signedIn('admin', '/operate/shop/service');
    const items = new ListPage(page);
    await items.row('洗剪吹').waitFor();
    await items.filters.choose('项目分类', '烫染');
    await items.search();
    await items.row('烫染套餐').waitFor();
    expect(await items.row('洗剪吹').count()).toBe(0);
    expect((await items.column('项目分类')).every((c) => c === '烫染')).toBe(true);
  });

  it('项目分类 (a second tab): adds a category, refuses to delete one still holding items, deletes the new one', async () => {
    const name = `美睫${unique(5)}`;
    const page = await browser.signedIn('admin', '/operate/shop/service');
    await new ListPage(page).row('洗剪吹').waitFor();
    const categories = await new ListPage(page).tab('项目分类');
    await categories.row('头皮').first().waitFor();
    await categories.button('新增项目分类').click();
    const dialog = new Dialog(page);
    await dialog.fill('分类名称', name);
    await dialog.fill('排序', '60');
    await dialog.submit();
    await new Notices(page).expect('项目分类已创建');
    await categories.row(name).waitFor();

    await categories.action(categories.row('造型'), '删除').click();
    await popconfirm(page, '删除');
    await new Notices(page).expect(/该分类下还有\d+个服务项目/);
    await categories.row('造型').waitFor();

    await categories.action(categories.row(name), '删除').click();
    await popconfirm(page, '删除');
    await new Notices(page).expect('已删除项目分类');
    await expect.poll(() => categories.row(name).count()).toBe(0);
  });

  it('门店价格: a dated version is drafted (three decimals refused), submitted and approved: 待生效 until its date, then immutable; store 1 sees it coming', async () => {
    // A date of this attempt's own names the version.
    const date = `2031-${String((Number(unique(2)) % 12) + 1).padStart(2, '0')}-15`;
    const page = await browser.signedIn('admin', '/operate/shop/storePrices');
    const prices = new ListPage(page);
    await prices.rows().first().waitFor();
    await prices.button('新增价格版本').click();
    const dialog = new Dialog(page);
    await dialog.choose('门店', 'SH0001', { search: 'SH0001' });
    await dialog.choose('服务项目', '男士精剪', { search: '男士精剪' });
    await dialog.choose('价格等级', 'P3');
    // Three decimals are refused in the form before anything is sent.
    await dialog.fill('价格', '158.505');
    await dialog.date('生效日期', date);
    await dialog.submit();
    await dialog.error('价格').getByText('价格最多2位小数').waitFor();
    await dialog.fill('价格', '158.50');
    await dialog.submit();
    await new Notices(page).expect('价格版本已创建');

    const row = prices.row(date).filter({ hasText: '158.50' }).first();
    await row.getByText('草稿').waitFor();
    await prices.action(row, '提交审批').click();
    await new Dialog(page).submit('确定');
    await new Notices(page).expect('已提交审批');
    await row.getByText('待审批').waitFor();
    expect(await prices.action(row, '编辑').count()).toBe(0);

    await prices.action(row, '审批通过').click();
    await new Dialog(page).submit('确定');
    await new Notices(page).expect('已审批通过');
    // Approved for a later date: 待生效 (not 已生效) until that day, with today's price beside it; immutable: no edit, delete or further transition.
    await row.getByText('待生效').waitFor();
    expect(await prices.action(row, '编辑').count()).toBe(0);
    expect(await prices.action(row, '删除').count()).toBe(0);
    expect(await prices.action(row, '驳回').count()).toBe(0);

    // The version belongs to store 1: its manager sees it coming.
    const store = await browser.signedIn('store001', '/operate/shop/storePrices');
    await new ListPage(store).row(date).filter({ hasText: '158.50' }).getByText('待生效').first().waitFor();
  });

  it('订单列表 (a keyset list): the next page goes on from the last row by its cursor; a jump back reads by page number', async () => {
    const page = await browser.signedIn('admin', '/operate/financial/orderlist');
    const orders = new ListPage(page);
    await orders.rows().first().waitFor();
    const { kind, n } = await orders.total();
    expect(kind).toBe('共');
    const pageSize = await orders.count();
    expect(n).toBeGreaterThan(pageSize * 2);
    const first = await orders.column('下单时间');
    const firstNos = await orders.column('订单号');
    expect(first).toEqual([...first].sort().reverse());

    const next = listParams(await orders.nextPage());
    expect(next.pageNum).toBe('2');
    expect(next.cursor).toBeTruthy();
    expect(await orders.pageNumber()).toBe(2);
    const second = await orders.column('下单时间');
    expect(second).toEqual([...second].sort().reverse());
    expect(second[0] <= first.at(-1)!).toBe(true);
    expect((await orders.column('订单号')).some((no) => firstNos.includes(no))).toBe(false);

    // Page 1 again needs no cursor; and the order is the same as before.
    const back = listParams(await orders.goToPage(1));
    expect(back.cursor).toBeUndefined();
    expect(await orders.column('订单号')).toEqual(firstNos);
  });

  it('saved filter groups follow the user to another browser: saved in one, applied in the other, deleted there and gone here', async () => {
    // A name of this attempt's own: a retry must not meet the group an earlier attempt saved.
    const name = `美发师账号${unique(5)}`;
    // The cached groups of IndexedDB `filterGroup` (v4) in a browser, as names.
    const cachedNames = (page: import('playwright-core').Page) =>
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
    // Browser 1: filter, choose 30 per page, save the filters as a group.
    const first = await browser.signedIn('admin', '/system/manage/user');
    const users = new ListPage(first);
    await users.row('系统管理员').waitFor();
    await users.searchBy('关键字', 'stylist');
    await users.row('stylist01').waitFor();
    await users.reloadBy(() => pick(first, first.locator('.ant-pagination-options .ant-select'), '30 条/页'));

    await users.filters.groups().click();
    await first.getByRole('menuitem', { name: '保存当前条件' }).click();
    const dialog = new Dialog(first);
    await dialog.fill('方案名称', name);
    await dialog.submit();
    await new Notices(first).expect(`筛选方案「${name}」已保存`);
    await expect.poll(async () => (await cachedNames(first)).includes(name)).toBe(true);

    // Browser 2: a fresh context, nothing stored locally.
    const second = await browser.signedIn('admin', '/system/manage/user');
    const others = new ListPage(second);
    await others.row('系统管理员').waitFor();
    // The page size chosen in browser 1 is adopted.
    await second.locator('.ant-pagination-options .ant-select', { hasText: '30 条/页' }).waitFor();
    await others.filters.groups().click();
    await others.reloadBy(() => second.getByRole('menuitem', { name }).click());
    await second.getByRole('button', { name: `筛选方案：${name}` }).waitFor();
    expect(await others.filters.value('关键字')).toBe('stylist');
    const accounts = await others.column('账号');
    expect(accounts.length).toBeGreaterThan(0);
    expect(accounts.every((a) => a.startsWith('stylist'))).toBe(true);
    expect(accounts).toContain('stylist01');

    // Deleted in browser 2 ...
    await others.filters.groups().click();
    await second.getByRole('menuitem', { name: '重命名/删除' }).click();
    const manage = new Dialog(second);
    await manage.root.getByRole('listitem').filter({ hasText: name }).getByRole('button', { name: '删除' }).click();
    await second.getByRole('tooltip').getByRole('button', { name: '删除' }).click();
    await new Notices(second).expect(`筛选方案「${name}」已删除`);

    // ... and gone in browser 1 after a reload, although its cache still had it: the server list wins.
    expect(await cachedNames(first)).toContain(name);
    await first.reload();
    await new Shell(first).ready();
    await users.rows().first().waitFor();
    await expect.poll(async () => (await cachedNames(first)).includes(name)).toBe(false);
    await users.filters.groups().click();
    await first.getByRole('menuitem', { name: '保存当前条件' }).waitFor();
    expect(await first.getByRole('menuitem', { name }).count()).toBe(0);
  });
});
