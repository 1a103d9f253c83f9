import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { option, pick, signIn, useBrowser } from './browser';

const SHOTS = '/tmp/shots';
const shot = async (page: Page, name: string) => {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
};
const rowOf = (page: Page, text: string) => page.locator('.ant-table-row', { hasText: text });
/** A form item by its label's title (filter bars hold controls with the same ids). */
const item = (scope: Page | ReturnType<Page['locator']>, label: string) => {
  // The inner locator of `has` is matched inside each form item, so it starts from the page.
  const page = 'page' in scope ? scope.page() : scope;
  return scope.locator('.ant-form-item').filter({ has: page.locator(`label[title="${label}"]`) });
};
const choose = async (page: Page, label: string, text: string, search?: string) => {
  await pick(page, item(page.locator('.resource-form-page'), label).locator('.ant-select').first(), text, { search });
};

/** One notice through its life: written on the add page, published, read by store 1. */
const TITLE = `门头灯箱夜间亮灯检查通知 ${Date.now() % 100000}`;

describe('store notices: written on a page of its own, published, read by the store', () => {
  const browser = useBrowser();

  it('the admin writes a notice on 新增公告, publishes it and sees 已读 0 / 目标 1', async () => {
    const page = await browser.newPage();
    await signIn(page, 'admin', 'Salon@2026', '/operate/shop/notice');
    await page.getByText('公告列表').waitFor();
    await rowOf(page, '已发布').first().waitFor();
    await page
      .getByText(/已读 \d+ \/ 目标 \d+/)
      .first()
      .waitFor();
    await shot(page, 'notice');

    await page.getByRole('button', { name: '新增公告' }).click();
    await page.waitForURL(/#\/operate\/shop\/noticeAddtion$/);
    await page.getByRole('heading', { name: '新增公告' }).waitFor();
    expect(await page.title()).toBe('新增公告 - 美发连锁后台');
    // A hidden page: reachable, titled, but not an entry of the side menu.
    expect(await page.locator('.shell-sider').getByText('新增公告').count()).toBe(0);

    // Nothing filled: the declaration's rules answer on the page.
    await page.getByRole('button', { name: '保存草稿' }).click();
    await page.getByText('请输入公告标题').waitFor();
    await page.getByLabel('公告标题').fill(TITLE);
    await choose(page, '公告类型', '运营通知');
    await choose(page, '重要程度', '重要');
    await choose(page, '公告对象', '指定门店');
    await item(page.locator('.resource-form-page'), '指定城市/门店').locator('.ant-select').first().click();
    await page.keyboard.type('SH0001');
    await option(page, 'SH0001').first().click();
    await page.keyboard.press('Escape');
    await page.getByLabel('公告内容').fill('各门店请于今晚闭店前检查门头灯箱是否全部亮灯，不亮的拍照上报并联系维修。');
    await shot(page, 'noticeAddtion');

    await page.getByRole('button', { name: '保存并发布' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await page.getByText('公告已创建并发布').waitFor();
    await page.waitForURL(/#\/operate\/shop\/notice$/);
    const row = rowOf(page, TITLE);
    await row.getByText('已读 0 / 目标 1').waitFor();
    expect(await row.getByText('已发布').count()).toBe(1);
    expect(await row.getByText('指定门店：').count()).toBe(1);
    // Published: no more editing.
    expect(await row.getByRole('button', { name: '编辑' }).count()).toBe(0);
  });

  it('store001 sees it unread in its inbox; opening it marks it read for store 1', async () => {
    const page = await browser.newPage();
    await signIn(page, 'store001', 'Store@2026', '/operate/shop/notice');
    await page.getByText('本店公告').waitFor();
    const row = rowOf(page, TITLE);
    await row.getByText('未读').waitFor();
    // Only its own store's notices, no head-office list or buttons.
    expect(await page.getByText('公告列表').count()).toBe(0);
    expect(await page.getByRole('button', { name: '新增公告' }).count()).toBe(0);
    await shot(page, 'notice-store001');

    await row.getByText(TITLE).click();
    const drawer = page.locator('.ant-drawer');
    await drawer.getByText('各门店请于今晚闭店前检查门头灯箱').waitFor();
    await drawer.getByText('本店首次阅读').waitFor();
    await drawer.getByText(/（王丽娟）/).waitFor();
    await shot(page, 'notice-store001-open');
    await page.keyboard.press('Escape');
    await row.getByText('已读').waitFor();
    expect(await row.getByText('未读').count()).toBe(0);
  });

  it('the admin then sees 已读 1 / 目标 1 and who read it', async () => {
    const page = await browser.newPage();
    await signIn(page, 'admin', 'Salon@2026', '/operate/shop/notice');
    const row = rowOf(page, TITLE);
    await row.getByText('已读 1 / 目标 1').waitFor();
    await row.getByRole('button', { name: '查看' }).click();
    const drawer = page.locator('.ant-drawer');
    await drawer.getByText('门店阅读情况').waitFor();
    const storeRow = drawer.locator('.ant-table-row', { hasText: 'SH0001' });
    await storeRow.getByText('王丽娟').waitFor();
    expect(await storeRow.getByText('已读').count()).toBe(1);
    await shot(page, 'notice-detail');
  });
});

describe('store acceptance: a check fails with its reason, is rectified and passes', () => {
  const browser = useBrowser();

  it('the admin records a failing checklist, arranges rectification, re-checks and passes it', async () => {
    const page = await browser.newPage();
    await signIn(page, 'admin', 'Salon@2026', '/operate/shop/acceptance');
    await page.getByText('门店验收列表').waitFor();
    const waiting = rowOf(page, '待验收').first();
    await waiting.waitFor();
    await shot(page, 'acceptance');
    // The store names the row across reloads (one check per store in the demo data).
    const store = (await waiting.locator('td').first().innerText()).trim();
    const row = rowOf(page, store);

    await row.getByRole('button', { name: '录入结果' }).click();
    const dialog = page.getByRole('dialog');
    for (const label of ['门头招牌', '水电线路', '环境卫生', '设备设施', '证照资质'])
      await dialog.getByRole('radiogroup', { name: label }).getByText('合格', { exact: true }).click();
    await dialog.getByRole('radiogroup', { name: '消防设施' }).getByText('不合格').click();
    await dialog.getByText('得分 80 分，验收未通过（否决项不合格：消防设施）').waitFor();
    // A failed item needs its note, a failed check its reason.
    await dialog.getByRole('button', { name: '提交结果' }).click();
    await page.getByText('「消防设施」不合格，请填写问题说明').waitFor();
    await dialog.getByLabel('消防设施问题说明').fill('2具灭火器过期，安全出口指示灯不亮');
    await dialog.getByRole('button', { name: '提交结果' }).click();
    await page.getByText('验收未通过，请填写未通过原因').waitFor();
    await dialog.getByLabel('未通过原因').fill('消防设施不合格，更换灭火器、修复指示灯后复验');
    await shot(page, 'acceptance-result');
    await dialog.getByRole('button', { name: '提交结果' }).click();
    await page.getByText('验收未通过（80 分）').waitFor();
    await row.getByText('未通过', { exact: true }).waitFor();
    await row.getByText('消防设施不合格，更换灭火器、修复指示灯后复验').waitFor();

    await row.getByRole('button', { name: '安排整改' }).click();
    await page.getByRole('dialog').getByLabel('整改要求').fill('3日内更换灭火器并修复安全出口指示灯');
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await row.getByText('整改中').waitFor();
    await row.getByRole('button', { name: '申请复验' }).click();
    await page.getByRole('dialog').getByLabel('整改完成说明').fill('已更换灭火器，指示灯已修复');
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await row.getByText('待复验').waitFor();

    await row.getByRole('button', { name: '录入结果' }).click();
    for (const label of ['门头招牌', '消防设施', '水电线路', '环境卫生', '设备设施', '证照资质'])
      await page.getByRole('dialog').getByRole('radiogroup', { name: label }).getByText('合格', { exact: true }).click();
    await page.getByRole('dialog').getByText('得分 100 分，验收通过').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: '提交结果' }).click();
    await page.getByText('验收通过（100 分）').waitFor();
    await row.getByText('已通过').waitFor();
    await row.getByText('第2次').waitFor();

    await row.getByRole('button', { name: '查看' }).click();
    const drawer = page.locator('.ant-drawer');
    await drawer.getByText('检查项记录').waitFor();
    await drawer.getByText('2具灭火器过期，安全出口指示灯不亮').waitFor();
    await shot(page, 'acceptance-detail');
  });
});

describe('新增门店: the store form as a page of its own', () => {
  const browser = useBrowser();

  it('the admin creates a store on manageAddtion and finds it on the store list', async () => {
    const page = await browser.newPage();
    const code = `E${String(Date.now()).slice(-6)}`;
    await signIn(page, 'admin', 'Salon@2026', '/operate/shop/manage');
    const total = page.locator('.ant-pagination-total-text');
    await total.getByText(/共 \d+ 条/).waitFor();
    const before = Number((await total.innerText()).match(/\d+/)![0]);
    await page.getByRole('button', { name: '新增门店' }).click();
    await page.waitForURL(/#\/operate\/shop\/manageAddtion$/);
    await page.getByRole('heading', { name: '新增门店' }).waitFor();
    expect(await page.title()).toBe('新增门店 - 美发连锁后台');

    const form = page.locator('.resource-form-page');
    await form.getByLabel('门店编码').fill(code);
    await form.getByLabel('门店名称').fill('前滩太古里店');
    await choose(page, '门店类别', '直营');
    // The service type belongs to brand 0 only.
    await choose(page, '品牌', 'U STAR');
    expect(await item(form, '店型').count()).toBe(0);
    await choose(page, '品牌', '发型品牌');
    await choose(page, '店型', '三代店');
    await choose(page, '营业状态', '即将开业');
    await item(form, '区域').locator('.ant-select').click();
    await page.locator('.ant-cascader-menu-item', { hasText: '上海市' }).click();
    await page.locator('.ant-cascader-menu-item', { hasText: '浦东新区' }).click();
    await form.getByLabel('门店电话').fill('021-68881234');
    await form.getByLabel('地址').fill('上海市浦东新区东育路500号前滩太古里B1层');
    await shot(page, 'manageAddtion');
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await page.getByText('门店已创建').waitFor();
    await page.waitForURL(/#\/operate\/shop\/manage$/);
    await total.getByText(`共 ${before + 1} 条`).waitFor();
    await page.getByPlaceholder('请输入门店').fill(code);
    await page.getByRole('button', { name: '查询' }).click();
    const row = rowOf(page, code);
    await row.getByText('前滩太古里店').waitFor();
    await row.getByText('三代店').waitFor();
    await row.getByRole('cell', { name: '浦东新区', exact: true }).waitFor();
  });
});
