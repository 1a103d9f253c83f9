import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { Dialog, ListPage, Notices, Shell } from './kit';

/**
 * Franchise contracts (issue 16): on 加盟协议 head office renews a contract about to expire; it shows
 * 已续签 and the menu badge counting the expiring ones drops by one without a reload.
 */
describe('franchise contracts', () => {
  const browser = useBrowser();

  it('renews an expiring franchise contract on 加盟协议: it becomes 已续签 and the badge drops by one', async () => {
    const admin = await browser.signedIn('admin', '/join/protocol/join');
    const shell = new Shell(admin);
    const contracts = new ListPage(admin);
    await contracts.rows().first().waitFor();
    await shell.entry('加盟协议').locator('.ant-badge-count').waitFor();
    const before = await shell.badge('加盟协议');
    expect(before).toBeGreaterThan(0);
    // What the badge counts comes first: the first row is 即将到期.
    const first = contracts.rows().first();
    await first.getByText('即将到期').waitFor();
    const contractNo = await contracts.cellText(first, '协议编号');
    await contracts.action(contracts.row(contractNo), '续签').click();
    const dialog = await new Dialog(admin, `续签 ${contractNo}`).waitOpen();
    await dialog.fill('新协议编号', `JMX${String(Date.now()).slice(-8)}`);
    await dialog.submit('续签');
    await new Notices(admin).expect(/已续签/);
    await dialog.closed();
    await shell.waitForBadge('加盟协议', before - 1);
    await contracts.searchBy('协议编号', contractNo);
    await contracts.row(contractNo).getByText('已续签').waitFor();
  });
});
