import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { Dialog, ListPage, Notices, Shell } from './kit';

/**
 * Franchise settlements (issue 16): head office approves a waiting payment on 收款记录; the menu badge
 * counting the payments waiting for audit drops by one without a reload, and the approved record is
 * locked (no 编辑).
 */
describe('franchise settlements', () => {
  const browser = useBrowser();

  it('head office approves a waiting payment on 收款记录; the badge drops by one and the row is locked', async () => {
    const admin = await browser.signedIn('admin', '/join/settle/receipt');
    const shell = new Shell(admin);
    const payments = new ListPage(admin);
    await payments.rows().first().waitFor();
    await shell.entry('收款记录').locator('.ant-badge-count').waitFor();
    const before = await shell.badge('收款记录');
    expect(before).toBeGreaterThan(0);
    // Waiting records come first: the first row waits, named by its 收款单号.
    const first = payments.rows().first();
    await first.getByText('待审核').waitFor();
    const paymentNo = await payments.cellText(first, '收款单号');
    // Narrowed to that record: once approved it leaves the waiting records at the top of the list.
    await payments.searchBy('收款单号', paymentNo);
    const row = payments.row(paymentNo);
    await row.waitFor();
    expect(await payments.action(row, '编辑').count()).toBe(1);
    await payments.action(row, '通过').click();
    await new Dialog(admin).submit('确定');
    await new Notices(admin).expect(/已通过/);
    await row.getByText('已通过').waitFor();
    expect(await payments.action(row, '编辑').count()).toBe(0);
    await shell.waitForBadge('收款记录', before - 1);
  });
});
