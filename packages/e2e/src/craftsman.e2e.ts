import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { Dialog, ListPage, Notices, Shell } from './kit';

/**
 * Craftsmen's staffing (issue 14): head office approves a store's transfer application on
 * 人员调动审批, and the menu badge counting the waiting ones drops by one without a reload.
 */
describe('craftsman transfers', () => {
  const browser = useBrowser();

  it('head office approves a waiting transfer on 人员调动审批; the menu badge drops by one', async () => {
    const admin = await browser.signedIn('admin', '/craftsman/attendanceManage/staffMovement');
    const shell = new Shell(admin);
    const approvals = new ListPage(admin);
    await approvals.rows().first().waitFor();
    await shell.entry('人员调动审批').locator('.ant-badge-count').waitFor();
    const before = await shell.badge('人员调动审批');
    expect(before).toBeGreaterThan(0);
    // What the badge counts comes first: the first row waits, named by the craftsman's employee number.
    const first = approvals.rows().first();
    await first.getByText('待审批').waitFor();
    const employeeNo = await approvals.cellText(first, '工号');
    const row = approvals.row(employeeNo);
    await approvals.action(row, '通过').click();
    const dialog = new Dialog(admin);
    await dialog.text(employeeNo).waitFor();
    await dialog.fill('审批意见', '同意，按期到岗');
    await dialog.submit('确定通过');
    await new Notices(admin).expect(/已通过/);
    await shell.waitForBadge('人员调动审批', before - 1);
  });
});
