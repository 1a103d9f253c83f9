import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SCREENSHOT_DIR, pick, signIn, useBrowser } from './browser';

const PAGE = '/operate/shop/workScheduling';
/** The open tab's pane (the others stay in the page, hidden). */
const pane = (page: Page) => page.locator('[role="tabpanel"][aria-hidden="false"]');
const rows = (page: Page) => pane(page).locator('.ant-table-row');
const rowOf = (page: Page, text: string) => rows(page).filter({ hasText: text });
const tab = (page: Page, name: string) => page.getByRole('tab', { name });
/** A form item of a container by its label. */
const item = (scope: ReturnType<Page['locator']>, label: string) =>
  scope.locator('.ant-form-item').filter({ has: scope.page().locator(`label[title="${label}"]`) });
const shot = async (page: Page, name: string) => {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}.png` });
};

describe('schedule configuration (排班配置)', () => {
  const browser = useBrowser();

  it('the admin sees the cities’ rules, changes a section and sees it saved and logged', async () => {
    const page = await browser.newPage();
    await signIn(page, 'admin', 'Salon@2026', PAGE);
    await page.getByText('城市排班配置', { exact: true }).waitFor();
    await rowOf(page, '上海市').waitFor();
    expect(await rows(page).count()).toBeGreaterThanOrEqual(3);
    await rowOf(page, '杭州市').getByText('已停用').waitFor();
    await rowOf(page, '上海市').getByText('周三 10:00 至 周五 18:00').waitFor();
    await shot(page, 'workScheduling-cities');

    // Beijing's clock-in limits, through the section's own save.
    const beijing = rowOf(page, '北京市');
    await beijing.getByRole('button', { name: '编辑规则' }).click();
    const drawer = page.locator('.ant-drawer');
    await drawer.getByText('编辑排班规则：北京市').waitFor();
    const rest = drawer.locator('.ant-card').filter({ hasText: '手艺人排休规则' });
    // A rule across fields is checked in the browser too.
    await item(rest, '每周最少休息天数').locator('input').fill('3');
    await rest.getByRole('button', { name: '保存' }).click();
    await rest.getByText('每周最多休息天数不能少于每周最少休息天数').waitFor();
    await item(rest, '每周最少休息天数').locator('input').fill('1');
    await expect.poll(() => rest.getByText('每周最多休息天数不能少于每周最少休息天数').count()).toBe(0);

    const clock = drawer.locator('.ant-card').filter({ hasText: '打卡限制' });
    await item(clock, '迟到宽限（分钟）').locator('input').fill('15');
    await clock.getByRole('button', { name: '保存' }).click();
    await page.getByText('「打卡限制」已保存').waitFor();
    await drawer.getByText(/系统管理员 · \d{4}-/).waitFor();
    await shot(page, 'workScheduling-edit');
    await drawer.locator('.ant-drawer-close').click();
    await beijing.getByText('迟到宽限 15 分钟').waitFor();

    await tab(page, '操作日志').click();
    const log = rows(page).first();
    await log.getByText('迟到宽限（分钟）：10 → 15').waitFor();
    await log.getByText('打卡限制').waitFor();
    await log.getByText('北京市').waitFor();
  });

  it('the admin reads a week of schedules and clears one store’s week with a reason', async () => {
    const page = await browser.newPage();
    await signIn(page, 'admin', 'Salon@2026', PAGE);
    await tab(page, '排班记录').click();
    await page.getByText(/^排班记录 · \d{4}-\d{2}-\d{2} 至 \d{4}-\d{2}-\d{2}$/).waitFor();
    await rows(page).first().waitFor();
    expect(await rows(page).count()).toBeGreaterThan(5);
    expect(
      await rows(page)
        .first()
        .locator('.ant-tag')
        .filter({ hasText: /^(休息|早班|晚班|全天)$/ })
        .count(),
    ).toBe(7);

    // Store 2's week: how many rows it has.
    await pick(page, pane(page).locator('.page-card__filters .ant-form-item').filter({ hasText: '门店' }).locator('.ant-select'), 'SH0002', { type: 'SH0002' });
    await pane(page).getByRole('button', { name: '查询' }).click();
    await expect.poll(async () => (await rows(page).allInnerTexts()).every((t) => t.includes('世纪公园店'))).toBe(true);
    const count = await rows(page).count();
    expect(count).toBeGreaterThan(2);
    await page
      .locator('.ant-alert')
      .getByText(/世纪公园店按上海市配置/)
      .waitFor();
    await shot(page, 'workScheduling-records');

    await page.getByRole('button', { name: '清空排班' }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: '清空排班记录' });
    await dialog.getByText('已过去的周不能清空').waitFor();
    await dialog.getByRole('button', { name: '清空', exact: true }).click();
    await dialog.getByText('请填写清空原因').waitFor();
    await dialog.getByLabel('清空原因').fill('门店本周停水检修，排班作废重新报名');
    await shot(page, 'workScheduling-clear');
    await dialog.getByRole('button', { name: '清空', exact: true }).click();
    const confirm = page.locator('.ant-modal-confirm');
    await confirm.getByText(/将清空世纪公园店在/).waitFor();
    await confirm.getByRole('button', { name: '确定清空' }).click();
    await page.getByText(`已清空 ${count} 条排班记录`).waitFor();
    await pane(page).locator('.ant-table').getByText('暂无数据').waitFor();

    await tab(page, '清空记录').click();
    const cleared = rows(page).first();
    await cleared.getByText('门店本周停水检修，排班作废重新报名').waitFor();
    await cleared.getByText('世纪公园店').waitFor();
    await cleared.getByText('单个门店').waitFor();
    await cleared.getByText(String(count), { exact: true }).waitFor();
    await shot(page, 'workScheduling-clearLog');
  });

  it('store001 sees only 陆家嘴店: its schedules, its city’s rules to read, nothing to change', async () => {
    const page = await browser.newPage();
    await signIn(page, 'store001', 'Store@2026', PAGE);
    // A store lands on its schedules.
    await page.getByText(/^排班记录 · /).waitFor();
    await rows(page).first().waitFor();
    const texts = await rows(page).allInnerTexts();
    expect(texts.length).toBeGreaterThan(3);
    expect(texts.filter((t) => !t.includes('陆家嘴店'))).toEqual([]);
    await page
      .locator('.ant-alert')
      .getByText(/陆家嘴店按门店单独配置/)
      .waitFor();
    expect(await page.getByRole('button', { name: '清空排班' }).count()).toBe(0);
    await shot(page, 'workScheduling-store001');

    await tab(page, '城市配置').click();
    await rowOf(page, '上海市').waitFor();
    expect(await rows(page).count()).toBe(1);
    expect(await page.getByRole('button', { name: '新增城市配置' }).count()).toBe(0);
    expect(await rowOf(page, '上海市').getByRole('button', { name: '停用' }).count()).toBe(0);
    await rowOf(page, '上海市').getByRole('button', { name: '查看规则' }).click();
    await page.locator('.ant-drawer').getByText('陆家嘴店').waitFor();
    expect(await page.locator('.ant-drawer').getByRole('button', { name: '保存' }).count()).toBe(0);
    await page.locator('.ant-drawer .ant-drawer-close').click();

    await tab(page, '门店单独配置').click();
    await rowOf(page, '陆家嘴店').waitFor();
    expect(await rows(page).count()).toBe(1);
  });
});
