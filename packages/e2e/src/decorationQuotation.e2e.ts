import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { Dialog, ListPage, Notices, pick } from './kit';

/**
 * Store preparation (issue 16): 装修报价 built from a template in the UI — pick a project and a published
 * template, its lines come in, a changed quantity moves the line's amount and the total, 保存 makes the
 * draft, 提交 issues it, and 装修报价详情 shows the same total, its lines by trade and version 1.
 */
describe('decoration quotation', () => {
  const browser = useBrowser();

  it('builds a quotation from a template, changes a quantity (the total follows), saves, submits and sees it on the detail page', async () => {
    const page = await browser.signedIn('admin', '/operate/store-prepare/decorationQuotation');
    const list = new ListPage(page);
    await list.rows().first().waitFor();
    await list.button('按模板新建').click();
    const dialog = await new Dialog(page, '按模板新建装修报价').waitOpen();
    await pick(page, dialog.field('筹建项目').locator('.ant-select'), /./);
    await pick(page, dialog.field('报价模板').locator('.ant-select'), /./);
    const quantities = dialog.root.locator('.quotation-lines .ant-input-number-input');
    await quantities.first().waitFor();
    const total = dialog.root.getByTestId('quotation-total');
    const before = (await total.innerText()).replace(/^报价总额：/, '');
    const firstRow = dialog.root.locator('.quotation-lines .ant-table-tbody tr.ant-table-row').first();
    const amountBefore = (await firstRow.locator('td').nth(5).innerText()).trim();
    await quantities.first().fill('123.45');
    await quantities.first().blur();
    await expect.poll(async () => (await total.innerText()).replace(/^报价总额：/, '')).not.toBe(before);
    const amountAfter = (await firstRow.locator('td').nth(5).innerText()).trim();
    expect(amountAfter).not.toBe(amountBefore);
    // The total moved by exactly the line's change (cents).
    const cents = (s: string) => Math.round(Number(s) * 100);
    const after = (await total.innerText()).replace(/^报价总额：/, '');
    expect(cents(after) - cents(before)).toBe(cents(amountAfter) - cents(amountBefore));

    await dialog.submit('保存');
    const notices = new Notices(page);
    await notices.expect(/已生成报价 BJ\d+/);
    const quotationNo = /BJ\d+/.exec(await notices.with(/已生成报价/).innerText())![0];
    await dialog.closed();
    await list.searchBy('报价单号', quotationNo);
    const row = list.row(quotationNo);
    await row.getByText('草稿').waitFor();
    expect(await list.cellText(row, '报价总额')).toContain(after.replace(/\B(?=(\d{3})+(?!\d))/g, ','));

    await list.action(row, '提交').click();
    await new Dialog(page).submit('确定');
    await notices.expect(/已提交/);
    await row.getByText('已提交').waitFor();

    await row.getByRole('link', { name: '详情' }).click();
    await page.getByText(`装修报价 ${quotationNo}`).waitFor();
    expect(await page.getByTestId('detail-total').innerText()).toBe(after);
    await page.getByText('按工种合计').waitFor();
    const versions = page.locator('.ant-card', { hasText: '版本记录（1）' });
    await versions.getByText('第 1 版（当前查看）').waitFor();
    await versions.getByText('已提交').waitFor();
    expect(await page.locator('.ant-card', { hasText: '报价明细' }).getByText('123.45').count()).toBeGreaterThan(0);
  });
});
