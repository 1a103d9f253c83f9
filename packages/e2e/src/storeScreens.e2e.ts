import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { confirm, Dialog, Drawer, FormFields, ListPage, Notices } from './kit';

/**
 * The custom screens of /operate/shop/ (pages that are more than a declaration): work scheduling,
 * inventory sheets, store craftsmen, store settings, comment filtering and the voucher lookup, as
 * head office and as the manager of store 1 (store001, 陆家嘴, manager 王丽娟).
 */
const SCHEDULING = '/operate/shop/workScheduling';
const TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/;

describe('排班配置 (work scheduling)', () => {
  const browser = useBrowser();

  it('the admin reads the cities’ rules, changes a section (a cross-field rule checked first) and sees it saved and logged', async () => {
    const page = await browser.signedIn('admin', SCHEDULING);
    const cities = new ListPage(page).pane();
    await cities.title('城市排班配置').waitFor();
    await cities.row('上海市').waitFor();
    expect(await cities.count()).toBeGreaterThanOrEqual(3);
    await cities.row('杭州市').getByText('已停用').waitFor();
    await cities.row('上海市').getByText('周三 10:00 至 周五 18:00').waitFor();

    // Beijing's clock-in limits, through the section's own save.
    const beijing = cities.row('北京市');
    await cities.action(beijing, '编辑规则').click();
    const drawer = await new Drawer(page, '编辑排班规则：北京市').waitOpen();
    const rest = new FormFields(drawer.root.locator('.ant-card').filter({ hasText: '手艺人排休规则' }));
    // A rule across fields is checked in the browser too.
    await rest.fill('每周最少休息天数', '3');
    await rest.root.getByRole('button', { name: '保存' }).click();
    await rest.root.getByText('每周最多休息天数不能少于每周最少休息天数').waitFor();
    await rest.fill('每周最少休息天数', '1');
    await expect.poll(() => rest.root.getByText('每周最多休息天数不能少于每周最少休息天数').count()).toBe(0);

    const clock = new FormFields(drawer.root.locator('.ant-card').filter({ hasText: '打卡限制' }));
    await clock.fill('迟到宽限（分钟）', '15');
    await clock.root.getByRole('button', { name: '保存' }).click();
    await new Notices(page).expect('「打卡限制」已保存');
    await drawer.text(/系统管理员 · \d{4}-/).waitFor();
    await drawer.close();
    await beijing.getByText('迟到宽限 15 分钟').waitFor();

    const log = (await new ListPage(page).tab('操作日志')).rows().first();
    await log.getByText('迟到宽限（分钟）：10 → 15').waitFor();
    await log.getByText('打卡限制').waitFor();
    await log.getByText('北京市').waitFor();
  });

  it('the admin reads a week of schedules and clears one store’s week with a required reason and a confirmation', async () => {
    const page = await browser.signedIn('admin', SCHEDULING);
    const records = await new ListPage(page).tab('排班记录');
    await page.getByText(/^排班记录 · \d{4}-\d{2}-\d{2} 至 \d{4}-\d{2}-\d{2}$/).waitFor();
    await records.rows().first().waitFor();
    expect(await records.count()).toBeGreaterThan(5);
    expect(
      await records
        .rows()
        .first()
        .locator('.ant-tag')
        .filter({ hasText: /^(休息|早班|晚班|全天)$/ })
        .count(),
    ).toBe(7);

    // Store 2's week: how many rows it has.
    await records.filters.choose('门店', 'SH0002', { type: 'SH0002' });
    await records.search();
    expect((await records.texts()).every((t) => t.includes('世纪公园店'))).toBe(true);
    const count = await records.count();
    expect(count).toBeGreaterThan(2);
    await page
      .locator('.ant-alert')
      .getByText(/世纪公园店按上海市配置/)
      .waitFor();

    await records.button('清空排班').click();
    const dialog = await new Dialog(page, '清空排班记录').waitOpen();
    await dialog.text('已过去的周不能清空').waitFor();
    await dialog.submit('清空');
    await dialog.text('请填写清空原因').waitFor();
    await dialog.fill('清空原因', '门店本周停水检修，排班作废重新报名');
    await dialog.submit('清空');
    await page
      .locator('.ant-modal-confirm')
      .getByText(/将清空世纪公园店在/)
      .waitFor();
    await confirm(page, '确定清空');
    await new Notices(page).expect(`已清空 ${count} 条排班记录`);
    await records.empty().waitFor();

    const cleared = (await new ListPage(page).tab('清空记录')).rows().first();
    await cleared.getByText('门店本周停水检修，排班作废重新报名').waitFor();
    await cleared.getByText('世纪公园店').waitFor();
    await cleared.getByText('单个门店').waitFor();
    await cleared.getByText(String(count), { exact: true }).waitFor();
  });

  it('store001 sees only 陆家嘴: its schedules, its city’s rules to read, nothing to change', async () => {
    const page = await browser.signedIn('store001', SCHEDULING);
    // A store lands on its schedules.
    await page.getByText(/^排班记录 · /).waitFor();
    const records = new ListPage(page).pane();
    await records.rows().first().waitFor();
    const texts = await records.texts();
    expect(texts.length).toBeGreaterThan(3);
    expect(texts.filter((t) => !t.includes('陆家嘴'))).toEqual([]);
    await page
      .locator('.ant-alert')
      .getByText(/陆家嘴\S*按门店单独配置/)
      .waitFor();
    expect(await records.button('清空排班').count()).toBe(0);

    const cities = await new ListPage(page).tab('城市配置');
    await cities.row('上海市').waitFor();
    expect(await cities.count()).toBe(1);
    expect(await cities.button('新增城市配置').count()).toBe(0);
    expect(await cities.action(cities.row('上海市'), '停用').count()).toBe(0);
    await cities.action(cities.row('上海市'), '查看规则').click();
    const drawer = await new Drawer(page).waitOpen();
    await drawer.text(/陆家嘴/).waitFor();
    expect(await drawer.button('保存').count()).toBe(0);
    await drawer.close();

    const stores = await new ListPage(page).tab('门店单独配置');
    await stores.row(/陆家嘴/).waitFor();
    expect(await stores.count()).toBe(1);
  });
});

describe('store screens as head office and as store 1', () => {
  const browser = useBrowser();

  it('门店盘点: sheets of many stores; a submitted sheet is approved after looking at its lines', async () => {
    const page = await browser.signedIn('admin', '/operate/shop/storeInventory');
    const sheets = new ListPage(page);
    await sheets.title('盘点单列表').waitFor();
    await sheets.totalText().getByText('共 120 条').waitFor();

    await sheets.filters.choose('状态', '已提交');
    await sheets.search();
    expect((await sheets.texts()).every((t) => t.includes('已提交'))).toBe(true);
    const sheetNo = await sheets.cellText(sheets.rows().first(), '盘点单号');
    expect(sheetNo).toMatch(/^PD\d{10}$/);
    const row = sheets.row(sheetNo);

    await sheets.action(row, '查看').click();
    const drawer = await new Drawer(page).waitOpen();
    await drawer.text('洗发水').waitFor();
    expect(await drawer.rows().count()).toBe(22);
    await drawer.text('已盘 22/22 项').waitFor();
    await drawer.close();

    await sheets.action(row, '审核通过').click();
    await new Dialog(page).fill('审核意见', '差异在合理范围内');
    await new Dialog(page).submit('确定');
    await new Notices(page).expect('已审核通过');
    await expect.poll(() => row.count()).toBe(0);
    await sheets.filters.choose('状态', '已审核');
    await sheets.filters.fill('盘点单号', sheetNo);
    await sheets.search();
    await row.getByText('已审核').waitFor();
    await row.getByText('差异在合理范围内').waitFor();
  });

  it('门店盘点 as store 1: only its sheets; the draft is counted (a bad quantity refused first) and submitted', async () => {
    const page = await browser.signedIn('store001', '/operate/shop/storeInventory');
    const sheets = new ListPage(page);
    await sheets.rows().first().waitFor();
    expect(await sheets.count()).toBe(3);
    expect((await sheets.texts()).every((t) => t.includes('陆家嘴'))).toBe(true);
    expect(await sheets.button('审核通过').count()).toBe(0);
    expect(await sheets.button('新建盘点单').count()).toBe(0);

    const draft = sheets.row('草稿');
    await sheets.action(draft, '盘点').click();
    const drawer = await new Drawer(page).waitOpen();
    const inputs = drawer.root.locator('input[aria-label$="实盘数量"]');
    await expect.poll(() => inputs.count()).toBe(22);
    await drawer.root.getByLabel('洗发水实盘数量').fill('12.25');
    await drawer.text('数量最多支持一位小数').waitFor();
    await drawer.button('保存并提交').click();
    await new Notices(page).expect('第1行「洗发水」数量最多支持一位小数');
    // Counted as on the books, but the shampoo is half a bottle short and a towel is missing.
    const lines = drawer.rows();
    for (let i = 0; i < 22; i++) {
      const [name, book] = await Promise.all([lines.nth(i).locator('td').nth(2).innerText(), lines.nth(i).locator('td').nth(7).innerText()]);
      const counted = name === '洗发水' ? (Number(book) - 0.5).toFixed(1) : name === '毛巾' ? String(Number(book) - 1) : book;
      await inputs.nth(i).fill(counted);
    }
    await drawer.text('已盘 22/22 项，差异 2 项').waitFor();
    await drawer.button('保存并提交').click();
    await confirm(page, '提交');
    await new Notices(page).expect('盘点单已提交，等待总部审核');
    await draft.waitFor({ state: 'detached' });
    const row = sheets.row('已提交').first();
    await row.getByText('王丽娟').first().waitFor();
    expect(await sheets.action(row, '盘点').count()).toBe(0);
  });

  it('门店手艺人: the admin disables a craftsman with a required reason, sees the status and the dated history; the page is watermarked', async () => {
    const page = await browser.signedIn('admin', '/operate/shop/manageCraftsman');
    const craftsmen = new ListPage(page);
    await craftsmen.title('门店手艺人列表').waitFor();
    await craftsmen.rows().first().waitFor();
    expect(await craftsmen.count()).toBeGreaterThan(5);
    // Levels read with their titles; the shell watermarks this page.
    await craftsmen
      .rows()
      .locator('td', { hasText: /^U\d(-\d)? \S+$/ })
      .first()
      .waitFor();
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll<HTMLElement>('div')).some((d) => d.style.backgroundImage.startsWith('url("data:image')),
    );

    // Narrow to store 2's enabled craftsmen through the filter bar.
    await craftsmen.filters.choose('门店', 'SH0002', { type: 'SH0002' });
    await craftsmen.filters.choose('启用状态', '启用');
    await craftsmen.search();
    const target = craftsmen
      .rows()
      .filter({ has: page.getByRole('button', { name: '停用', exact: true }) })
      .first();
    const employeeNo = (await target.locator('td').allInnerTexts()).map((s) => s.trim()).find((s) => /^UD\d+$/.test(s))!;
    expect(employeeNo).toBeTruthy();

    await craftsmen.action(target, '停用').click();
    const dialog = new Dialog(page);
    await dialog.text('停用后，该手艺人在本店不再接单').waitFor();
    // A reason is required.
    await dialog.submit('确定停用');
    await new Notices(page).expect('请填写停用原因');
    await dialog.fill('停用原因', '外派总部培训一周');
    await dialog.submit('确定停用');
    await new Notices(page).expect(/^已停用 /);

    // The list was filtered on 启用; show all of the store again and find the row.
    await craftsmen.reset();
    await craftsmen.filters.root.locator('input').first().fill(employeeNo);
    await craftsmen.search();
    // A part-timer has a row in each store: the changed one carries the reason.
    const row = craftsmen.row(employeeNo).filter({ hasText: '外派总部培训一周' });
    await row.getByText('系统管理员').waitFor();
    expect(await row.locator('.ant-badge', { hasText: /^停用$/ }).count()).toBe(1);
    await craftsmen.action(row, '启用').waitFor();

    await craftsmen.action(row, '变更记录').click();
    const drawer = await new Drawer(page).waitOpen();
    await drawer.text(`（${employeeNo}）`).waitFor();
    const first = drawer.root.locator('.ant-timeline-item').first();
    await first.getByText('启用 → 停用').waitFor();
    await first.getByText('外派总部培训一周').waitFor();
    await first.getByText('系统管理员').waitFor();
    expect(await drawer.root.locator('.ant-timeline-item').count()).toBeGreaterThanOrEqual(2);
  });

  it("门店设置: the admin edits a store's settings; a bookings-only store must keep online booking", async () => {
    const page = await browser.signedIn('admin', '/operate/shop/manageSetting');
    const settings = new ListPage(page);
    await settings.title('门店设置列表').waitFor();
    await settings.rows().first().waitFor();
    expect(await settings.count()).toBeGreaterThan(5);

    await settings.filters.root.locator('input').first().fill('SH0002');
    await settings.search();
    expect(await settings.count()).toBe(1);
    const row = settings.row('SH0002');
    await settings.action(row, '编辑').click();
    const dialog = new Dialog(page);
    await dialog.text('编辑门店设置').waitFor();
    await dialog.fill('排队上限（人）', '48');
    await dialog.choose('散客接待', '仅接待预约');
    await dialog.toggle('线上预约', false);
    await dialog.text('散客接待为「仅接待预约」时须开启线上预约').waitFor();
    await dialog.toggle('线上预约', true);
    await expect.poll(() => dialog.text('散客接待为「仅接待预约」时须开启线上预约').count()).toBe(0);
    await dialog.fill('排队屏公告', '本店仅接待预约顾客，请在小程序提前预约。');
    await dialog.submit();
    await new Notices(page).expect(/的设置已保存$/);
    await row.getByText('48 人').waitFor();
    await row.getByText('仅接待预约', { exact: true }).waitFor();
    await row.getByText('本店仅接待预约顾客，请在小程序提前预约。').waitFor();
    await row.getByText('系统管理员').waitFor();
  });

  it('营业时间管理: a store’s hours are edited; an end before the start is refused in the form', async () => {
    const page = await browser.signedIn('admin', '/operate/shop/businessHoursManage');
    const hours = new ListPage(page);
    await hours.rows().first().waitFor();
    await hours.searchBy('门店', 'SH0003');
    expect(await hours.count()).toBe(1);
    const row = hours.row('SH0003');
    await hours.action(row, '编辑').click();
    const dialog = new Dialog(page);
    await dialog.date('营业开始', '09:30');
    await dialog.date('营业结束', '09:00');
    await dialog.submit();
    // The declaration's rule across fields answers in the form (under the field, or as a notice), before anything is sent.
    await dialog.error('营业结束').getByText('营业结束时间须晚于开始时间').or(new Notices(page).with('营业结束时间须晚于开始时间')).first().waitFor();
    await dialog.date('营业结束', '21:30');
    await dialog.submit();
    await new Notices(page).expect('门店营业时间已保存');
    await expect.poll(() => hours.cellText(row, '营业开始')).toBe('09:30');
    expect(await hours.cellText(row, '营业结束')).toBe('21:30');
  });

  it('评论过滤: comments from many stores; a comment is blocked with a required reason; the filter words tab lists words', async () => {
    const page = await browser.signedIn('admin', '/operate/shop/filterComments');
    const comments = new ListPage(page).pane();
    await comments.title('评论列表').waitFor();
    await comments.rows().first().waitFor();
    expect(await comments.count()).toBeGreaterThan(10);
    await comments.totalText().getByText('共 300 条').waitFor();

    const shown = comments.row('展示中').first();
    const when = (await shown.locator('td').allInnerTexts()).map((c) => c.trim()).find((c) => TIME.test(c))!;
    const nickname = await comments.cellText(shown, '顾客昵称');
    const row = comments.row(when).filter({ hasText: nickname });
    await comments.action(shown, '屏蔽').click();
    const dialog = new Dialog(page);
    await dialog.submit('确定');
    await new Notices(page).expect('请填写屏蔽原因');
    await dialog.fill('屏蔽原因', '含个人联系方式，防止私下引流');
    await dialog.submit('确定');
    await new Notices(page).expect('已屏蔽');
    await row.getByText('含个人联系方式，防止私下引流').waitFor();
    expect(await row.getByText('已屏蔽').count()).toBe(1);
    expect(await comments.action(row, '恢复展示').count()).toBe(1);
    expect(await comments.action(row, '屏蔽').count()).toBe(0);

    const words = await new ListPage(page).tab('过滤词管理');
    await words.title('过滤词列表').waitFor();
    await words.row('美剪坊').waitFor();
    expect(await words.row('竞品').count()).toBeGreaterThan(0);
  });

  it('团购券查询: vouchers of three platforms; the code lookup refuses a bad code and answers an unredeemed one, also to store 1, which lists only what it redeemed', async () => {
    const page = await browser.signedIn('admin', '/operate/shop/groupBuySearch');
    const vouchers = new ListPage(page);
    await vouchers.title('团购券列表').waitFor();
    await vouchers.totalText().getByText('共 2000 条').waitFor();

    await vouchers.filters.choose('券状态', '未核销');
    await vouchers.search();
    expect((await vouchers.texts()).every((t) => t.includes('未核销'))).toBe(true);
    const code = (await vouchers.rows().first().locator('td').first().innerText()).trim();
    expect(code).toMatch(/^\d{12}$/);

    const lookup = page.locator('.voucher-lookup');
    await lookup.locator('input').fill('12345');
    await lookup.getByRole('button', { name: '查询' }).click();
    await lookup.getByText('券码应为12位数字').waitFor();
    await lookup.locator('input').fill(code);
    await lookup.getByRole('button', { name: '查询' }).click();
    await lookup.getByText('该券未核销，可使用').waitFor();
    await lookup.locator('.ant-descriptions').getByText(code).waitFor();

    const store = await browser.signedIn('store001', '/operate/shop/groupBuySearch');
    const redeemed = new ListPage(store);
    await redeemed.rows().first().waitFor();
    expect((await redeemed.texts()).every((t) => t.includes('陆家嘴') && t.includes('已核销'))).toBe(true);
    expect(await redeemed.button('导出').count()).toBe(0);
    const storeLookup = store.locator('.voucher-lookup');
    await storeLookup.locator('input').fill(code);
    await storeLookup.getByRole('button', { name: '查询' }).click();
    await storeLookup.getByText('该券未核销，可使用').waitFor();
  });
});
