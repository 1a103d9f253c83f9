import { describe, expect, it } from 'vitest';
import { masked, MASKED_MOBILE, unique, useBrowser } from './browser';
import { confirm, Dialog, FormFields, ListPage, Notices } from './kit';

/** /operate/marketing/coupon: a coupon made on its page and put online, issued to a customer by mobile, found among the customer's coupons. */
describe('coupons', () => {
  const browser = useBrowser();

  it('优惠券: created on 新增优惠券 and put online, issued by mobile on the list (its count moves), seen on 用户优惠券 as 未使用', async () => {
    const name = `满100减20测试券${unique(4)}`;
    const page = await browser.signedIn('admin', '/operate/user/member');
    const notices = new Notices(page);
    // A customer's whole mobile, revealed on 会员列表 (the admin holds 查看完整号码).
    const members = new ListPage(page);
    const member = members.rows().first();
    await member.waitFor();
    expect(await member.innerText()).toMatch(MASKED_MOBILE);
    await member.getByRole('button', { name: '显示完整号码' }).click();
    await expect.poll(async () => (await member.innerText()).match(/1\d{10}/)?.[0]).toBeDefined();
    const mobile = (await member.innerText()).match(/1\d{10}/)![0];

    const coupons = await ListPage.open(page, '/operate/marketing/coupon');
    await coupons.title('优惠券列表').waitFor();
    await coupons.button('新增优惠券').click();
    await page.waitForURL(/#\/operate\/marketing\/couponAddtion$/);
    await page.getByRole('heading', { name: '新增优惠券' }).waitFor();
    const form = new FormFields(page.locator('.resource-form-page'));
    // Nothing filled: the declaration's rules answer on the page.
    await page.getByRole('button', { name: '保存并上线' }).click();
    await form.error('券名称').getByText('请输入券名称').waitFor();
    await form.fill('券名称', name);
    await form.fill('面额(元)', '20');
    await form.fill('使用门槛(元)', '100');
    await form.fill('剩余库存', '100');
    await page.getByRole('button', { name: '保存并上线' }).click();
    await confirm(page, /确\s?定/);
    await notices.expect('优惠券已创建并上线');
    await page.waitForURL(/#\/operate\/marketing\/coupon$/);

    const row = coupons.row(name);
    await row.getByText('已上线').waitFor();
    expect(await coupons.cellText(row, '优惠方式')).toBe('满100减20元');
    expect(await coupons.cellText(row, '有效期')).toBe('领取后30天');
    expect(await coupons.cellText(row, '已发放')).toBe('0');

    await coupons.action(row, '发放').click();
    const grant = await new Dialog(page, /发放优惠券/).waitOpen();
    await grant.fill('顾客手机号', mobile);
    await grant.submit('发放');
    await notices.expect(new RegExp(`已向 .+ 发放 1 张「${name}」`));
    await grant.closed();
    await expect.poll(() => coupons.cellText(row, '已发放')).toBe('1');
    expect(await coupons.cellText(row, '剩余库存')).toBe('99');

    // The customer's coupons: the new one, unused, under the customer's (masked) mobile.
    const mine = await ListPage.open(page, '/operate/user/userCoupon');
    await mine.searchBy('顾客手机号', mobile);
    const issued = mine.row(name);
    await issued.waitFor();
    expect(await issued.innerText()).toContain('未使用');
    expect(await issued.innerText()).toContain(masked(mobile));
    expect(await mine.cellText(issued, '面额')).toMatch(/^¥?20\.00$/);
  });
});
