import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { filterItem, pick, signIn, useBrowser } from './browser';

/** /operate/financial/orderlist: head office finds a paid order, refunds it through request, approval and completion. */
const SHOTS = '/tmp/shots';
const shot = async (page: Page, name: string) => {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
};
const rows = (page: Page) => page.locator('.page-card__body .ant-table-row:visible');
const search = (page: Page) => page.locator('.page-card__filters').getByRole('button', { name: '查询' }).click();
const popconfirm = (page: Page, name: string) => page.locator('.ant-popover:visible').getByRole('button', { name, exact: true }).click();

describe('orders and refunds as head office', () => {
  const browser = useBrowser();

  it('lists the last 7 days of orders, filters paid ones, and refunds one: requested, approved, refunded', async () => {
    const page = await browser.newPage();
    await signIn(page, 'admin', 'Salon@2026', '/operate/financial/orderlist');
    await page.getByText('订单列表', { exact: true }).last().waitFor();
    await rows(page).first().waitFor();
    // The range the page starts with is filled in; the count is exact below the cap.
    expect(await filterItem(page, '下单时间').locator('input').first().inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await page.getByText(/^共 \d+ 条$/).waitFor();
    expect(await rows(page).count()).toBeGreaterThan(5);
    const first = await rows(page).first().innerText();
    expect(first).toMatch(/\d{16}/);
    expect(first).toMatch(/1\d{3}\*{4}\d{4}|1\d{10}/);
    await shot(page, 'orderlist');

    await pick(page, filterItem(page, '订单状态').locator('.ant-select'), '已支付');
    await search(page);
    await expect.poll(async () => (await rows(page).allInnerTexts()).every((text) => text.includes('已支付'))).toBe(true);
    const orderNo = (await rows(page).first().locator('td').first().innerText()).trim();
    expect(orderNo).toMatch(/^\d{16}$/);
    const row = rows(page).filter({ hasText: orderNo });

    await row.getByRole('button', { name: '查看' }).click();
    const drawer = page.locator('.ant-drawer:visible');
    await drawer.getByText('订单详情').waitFor();
    await drawer.getByRole('heading', { name: '服务项目' }).waitFor();
    await drawer.getByText('取号排队').waitFor();
    await drawer.getByText('暂无退款').waitFor();

    await drawer.getByRole('button', { name: '申请退款' }).click();
    const dialog = page.getByRole('dialog', { name: '申请退款' });
    await dialog.getByLabel('退款原因').fill('顾客对发型效果不满意');
    await dialog.getByRole('button', { name: '提交申请' }).click();
    await page.getByText('退款申请已提交，等待审核').waitFor();
    const refund = drawer.locator('.ant-table-row', { hasText: /TK\d{16}/ });
    await refund.getByText('待审核').waitFor();
    await drawer.locator('.ant-descriptions').getByText('退款中').waitFor();
    await shot(page, 'orderlist-refund-requested');

    await refund.getByRole('button', { name: '审核通过' }).click();
    await popconfirm(page, '通过');
    await page.getByText('退款申请已审核通过').waitFor();
    await refund.getByText('已审核').waitFor();

    await refund.getByRole('button', { name: '确认退款' }).click();
    await popconfirm(page, '确认退款');
    await page.getByText('退款已完成').waitFor();
    await refund.getByText('已退款').waitFor();
    await drawer.locator('.ant-descriptions').getByText('已退款').waitFor();
    await drawer.getByText('退款完成', { exact: true }).waitFor();
    expect(await drawer.getByRole('button', { name: '申请退款' }).count()).toBe(0);
    await shot(page, 'orderlist-refunded');
    await drawer.locator('.ant-drawer-close').click();

    // The list says so too, found again by its number.
    await page.locator('.page-card__filters').getByRole('button', { name: '重置' }).click();
    await filterItem(page, '订单号').locator('input').fill(orderNo);
    await search(page);
    await expect.poll(async () => (await rows(page).allInnerTexts()).join('\n')).toContain('已退款');
    expect(await rows(page).count()).toBe(1);
  });
});

describe('orders as a store manager, and the evasions', () => {
  const browser = useBrowser();

  it('store001 reads its own store only, masked, without refund or export buttons, and searches an order by number', async () => {
    const page = await browser.newPage();
    await signIn(page, 'store001', 'Store@2026', '/operate/financial/orderlist');
    await rows(page).first().waitFor();
    const texts = await rows(page).allInnerTexts();
    expect(texts.every((text) => text.includes('陆家嘴店'))).toBe(true);
    expect(texts.every((text) => /1\d{3}\*{4}\d{4}/.test(text))).toBe(true);
    expect(await page.getByRole('button', { name: '导出' }).count()).toBe(0);
    const orderNo = (await rows(page).first().locator('td').first().innerText()).trim();
    await rows(page).first().getByRole('button', { name: '查看' }).click();
    const drawer = page.locator('.ant-drawer:visible');
    await drawer.getByRole('heading', { name: '订单进程' }).waitFor();
    expect(await drawer.getByRole('button', { name: '申请退款' }).count()).toBe(0);
    await drawer.locator('.ant-drawer-close').click();

    await page.goto(page.url().replace('/operate/financial/orderlist', '/operate/financial/order'));
    await page.getByText('请输入订单号或顾客手机号').first().waitFor();
    await filterItem(page, '订单号').locator('input').fill(orderNo);
    await search(page);
    await rows(page).filter({ hasText: orderNo }).waitFor();
    expect(await rows(page).count()).toBe(1);
    await shot(page, 'order-search');
  });

  it('the admin settles an evasion: recovered, the order is paid', async () => {
    const page = await browser.newPage();
    await signIn(page, 'admin', 'Salon@2026', '/operate/financial/evasionPayment');
    await rows(page).first().waitFor();
    await shot(page, 'evasionPayment');
    const open = rows(page).filter({ hasText: '待追缴' }).first();
    const orderNo = (await open.locator('td').first().innerText()).trim();
    await open.getByRole('button', { name: '追回登记' }).click();
    const dialog = page.getByRole('dialog', { name: '追回登记' });
    await pick(page, dialog.locator('.ant-select'), '微信支付');
    await dialog.getByRole('button', { name: '登记追回' }).click();
    await page.getByText('已登记追回，订单记为已支付').waitFor();
    const row = rows(page).filter({ hasText: orderNo });
    await row.getByText('已追回').waitFor();
    await row.getByText('已支付').waitFor();
    expect(await row.getByRole('button', { name: '追回登记' }).count()).toBe(0);
  });
});
