import { describe, expect, it } from 'vitest';
import { chinaDate, useBrowser } from './browser';
import { Dialog, ListPage, Notices } from './kit';

/**
 * 工资结算 walked by head office: 计算工资 for 陆家嘴's current month (the seed computed it; computing
 * again gives the same sheet), then 查看明细 opens the store's month on 薪资明细, where one
 * craftsman's 服务提成 opens the order lines it came from, each with its level, rate and amount.
 */
describe('pay sheet', () => {
  const browser = useBrowser();

  it('computes a month in 工资结算 and opens one craftsman’s commission rows', async () => {
    const month = chinaDate(0).slice(0, 7);
    const admin = await browser.signedIn('admin', '/craftsman/salaryManagement/wagesettle');
    const settle = new ListPage(admin);
    await settle.rows().first().waitFor();
    // 陆家嘴's months (60 stores a month: its row is not on the first page unfiltered).
    await settle.filters.choose('门店', /陆家嘴/, { search: 'SH0001' });
    await settle.search();
    await settle.rows().first().waitFor();
    await settle.button('计算工资').click();
    const form = new Dialog(admin, '计算工资');
    await form.choose('门店', /陆家嘴/, { search: 'SH0001' });
    await form.submit('计算');
    await new Notices(admin).expect(/已计算：\d+ 人/);
    const row = settle.row(new RegExp(`${month}.*陆家嘴`));
    await row.getByText('已计算').waitFor();

    await settle.action(row, '查看明细').click();
    await admin.waitForURL(/\/craftsman\/salaryManagement\/salary/);
    const sheets = new ListPage(admin);
    // The sheet's own table (工资结算's stays on screen until the page's chunk has drawn).
    await sheets.header('服务提成').waitFor();
    await sheets.rows().first().waitFor();
    expect((await sheets.column('门店')).every((s) => s.includes('陆家嘴'))).toBe(true);
    // The first craftsman with a commission: their 服务提成 opens the order lines.
    const commissions = await sheets.column('服务提成');
    const index = commissions.findIndex((c) => Number(c) > 0);
    expect(index).toBeGreaterThanOrEqual(0);
    const first = sheets.rows().nth(index);
    await (await sheets.cell(first, '服务提成')).getByRole('button').click();
    const explain = new Dialog(admin, /薪资明细：/);
    await explain.waitOpen();
    // The order lines of the 提成明细 tab (the summary above them is a table too).
    const lines = explain.root.locator('.ant-table-tbody > .ant-table-row:visible');
    await lines.first().waitFor();
    await explain
      .text(/服务提成/)
      .first()
      .waitFor();
    expect(await lines.count()).toBeGreaterThan(0);
    await explain.root.getByRole('tab', { name: '个税计算' }).click();
    await explain.text('累计应纳税所得额').waitFor();
    await explain.close();
  });
});
