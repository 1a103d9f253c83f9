import {
  ACTIVITY_PAGE,
  activityCouponOptions,
  CustomerServicePath,
  decryptDeep,
  ORDER_LIST_PAGE,
  orderResource,
  resourceEndpoints,
  USER_COUPON_PAGE,
} from '@salon/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiLogin, apiResult, chinaDate, tmpDir, unique, useBrowser, type ApiSession } from './browser';
import { confirm, FormFields, ListPage, Notices } from './kit';
import { sheetFile } from './sheets';

/** The coupon module's 订单用券: an unpaid order takes a coupon (there is no page for it: the till does it). */
const COUPON_USE = '/market/coupon/useCoupon';

/** 活动详情's figure under a title ('发券数' -> '1'). */
async function figure(page: Page, title: string): Promise<string> {
  const stat = page.locator('.activity-statistics .ant-statistic').filter({ has: page.locator('.ant-statistic-title', { hasText: new RegExp(`^${title}$`) }) });
  return (await stat.locator('.ant-statistic-content').innerText()).replace(/\s+/g, '');
}

/** An unpaid order (待支付) of the last weeks and its customer's whole mobile (revealed through the order list, as the eye button does). */
async function unpaidOrder(s: ApiSession): Promise<{ id: number; amount: string; mobile: string }> {
  const ep = resourceEndpoints(orderResource);
  const orders = await apiResult<{ id: number; amount: string }[]>(
    s,
    'POST',
    ep.list.path,
    { createdAtStart: chinaDate(-90), createdAtEnd: chinaDate(0), status: 2, pageSize: 50 },
    ORDER_LIST_PAGE,
  );
  expect(orders.length).toBeGreaterThan(0);
  const order = [...orders].sort((a, b) => Number(b.amount) - Number(a.amount))[0];
  const revealed = await apiResult<{ value: string }>(s, 'POST', ep.reveal.path, { id: order.id, field: 'customerMobile' }, ORDER_LIST_PAGE);
  const { value } = await decryptDeep(s.secret, revealed);
  expect(value).toMatch(/^1\d{10}$/);
  return { id: order.id, amount: order.amount, mobile: value };
}

/** /operate/marketing: activities. */
describe('marketing activities', () => {
  const browser = useBrowser();

  it('定向发券: created from its form and put online, a mobile list uploaded, and 活动详情 counts the coupon once an order uses it', async () => {
    const s = await apiLogin('admin');
    const order = await unpaidOrder(s);
    // A coupon any store takes, online, that the order's amount reaches.
    const coupons = await apiResult<{ id: number; name: string; enabled: boolean; allStores: boolean; threshold: string }[]>(
      s,
      'GET',
      activityCouponOptions.path,
      undefined,
      ACTIVITY_PAGE,
    );
    // One the customer holds none of (under any per-customer limit).
    const holding = await apiResult<{ couponName: string }[]>(
      s,
      'POST',
      CustomerServicePath.couponList,
      { customerMobile: order.mobile, pageSize: 50 },
      USER_COUPON_PAGE,
    );
    const holds = new Set(holding.map((c) => c.couponName));
    const coupon = coupons.find((c) => c.enabled && c.allStores && Number(c.threshold) <= Number(order.amount) && !holds.has(c.name));
    expect(coupon, 'an online coupon for every store').toBeDefined();
    const name = `回访定向券${unique(5)}`;

    // The Direct form: name, period, a store, the coupon; saved and put online at once.
    const page = await browser.signedIn('admin', '/operate/marketing/activityAddtionDirect');
    const form = new FormFields(page.locator('.resource-form-page'));
    await form.fill('活动名称', name);
    await form.date('开始时间', `${chinaDate(-1)} 09:00:00`);
    await form.date('结束时间', `${chinaDate(30)} 22:00:00`);
    await form.choose('活动门店', /陆家嘴/, { search: '陆家嘴' });
    await form.choose('赠送优惠券', coupon!.name, { search: coupon!.name });
    await form.field('赠送优惠券').getByRole('button', { name: /添加/ }).click();
    await form.field('赠送优惠券').getByText(coupon!.name).first().waitFor();
    await page.getByRole('button', { name: /保存并上线/ }).click();
    await confirm(page, '确定');

    // Back on the list: online; its mobile list goes up from the row.
    const list = new ListPage(page);
    const row = list.row(name);
    await row.waitFor();
    expect(await list.cellText(row, '状态')).toBe('进行中');
    const file = await sheetFile(tmpDir(), 'mobiles.xlsx', [['手机号'], [order.mobile]]);
    await row.locator('input[type="file"]').setInputFiles(file);
    await new Notices(page).expect('导入成功');

    // 活动详情: the coupon issued, none used yet.
    await list.action(row, '统计').click();
    await page.getByText(name).first().waitFor();
    await expect.poll(() => figure(page, '发券数')).toBe('1张');
    expect(await figure(page, '领取人数')).toBe('1人');
    expect(await figure(page, '已核销')).toBe('0张');
    await new ListPage(page).row(/名单直发/).waitFor();

    // The customer's order takes the coupon at the till (the coupon module's API): the figures move.
    const held = await apiResult<{ couponNo: string; couponName: string }[]>(
      s,
      'POST',
      CustomerServicePath.couponList,
      { customerMobile: order.mobile, couponName: coupon!.name, pageSize: 50 },
      USER_COUPON_PAGE,
    );
    const issued = held.find((c) => c.couponName === coupon!.name);
    expect(issued).toBeDefined();
    await apiResult(s, 'POST', COUPON_USE, { couponNo: issued!.couponNo, orderId: order.id }, ACTIVITY_PAGE);
    await page.reload();
    await expect.poll(() => figure(page, '已核销'), { timeout: 15_000 }).toBe('1张');
    expect(await figure(page, '核销订单')).toBe('1笔');
    expect(await figure(page, '核销率')).toBe('100.0%');
  });
});
