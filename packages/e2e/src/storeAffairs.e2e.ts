import { describe, expect, it } from 'vitest';
import { chinaDate, unique, useBrowser } from './browser';
import { Dialog, Drawer, FormFields, ListPage, Notices, option, Shell } from './kit';

/**
 * The store's dealings with head office on /operate/shop/, walked from both ends: head office
 * assigns, reviews, publishes and checks; the store (store001, 陆家嘴, manager 王丽娟) reports,
 * applies, completes and reads. Each record is named by a text of this attempt's own, so a retried
 * flow never meets an earlier attempt's rows.
 */
describe('store affairs, requests, notices and acceptance', () => {
  const browser = useBrowser();

  it('head office assigns a store affair to 陆家嘴; the store completes it and its menu badge drops without a reload', async () => {
    const affair = `提交本周消防检查照片-${unique()}`;
    const admin = await browser.signedIn('admin', '/operate/shop/storeTransaction');
    const affairs = new ListPage(admin);
    await affairs.rows().first().waitFor();
    await affairs.button('新增门店事务').click();
    const form = new Dialog(admin);
    await form.choose('门店', 'SH0001', { search: 'SH0001' });
    await form.fill('事务标题', affair);
    await form.choose('事务类型', '检查整改');
    await form.date('截止日期', chinaDate(3));
    await form.submit();
    // The list runs by deadline: the new affair is found by its title.
    await affairs.searchBy('事务标题', affair);
    await affairs.row(affair).getByText('待处理').waitFor();

    const store = await browser.signedIn('store001', '/operate/shop/storeTransaction');
    const shell = new Shell(store);
    const mine = new ListPage(store);
    await mine.rows().first().waitFor();
    await shell.entry('门店事务').locator('.ant-badge-count').waitFor();
    const before = await shell.badge('门店事务');
    expect(before).toBeGreaterThan(0);
    // The store sees only its own affairs and cannot assign new ones.
    expect((await mine.column('门店')).every((s) => s.includes('陆家嘴'))).toBe(true);
    expect(await mine.button('新增门店事务').count()).toBe(0);
    await mine.searchBy('事务标题', affair);

    await mine.action(mine.row(affair), '完成').click();
    const done = new Dialog(store);
    await done.fill('完成说明', '照片已上传');
    await done.submit('确定');
    await mine.row(affair).getByText('已完成').waitFor();
    await mine.row(affair).getByText('王丽娟').waitFor();
    expect(await mine.action(mine.row(affair), '完成').count()).toBe(0);
    await shell.waitForBadge('门店事务', before - 1);
  });

  it('the store reports an anomaly; operations start handling it and resolve it with a required result', async () => {
    const anomaly = `二号洗头床漏水-${unique()}`;
    const store = await browser.signedIn('store001', '/operate/shop/anomaly');
    const reported = new ListPage(store);
    await reported.rows().first().waitFor();
    await reported.button('新增门店异常').click();
    const form = new Dialog(store);
    await form.choose('门店', 'SH0001', { search: 'SH0001' });
    await form.choose('异常类型', '设备故障');
    await form.date('发生时间', `${chinaDate(0)} 00:05:00`);
    await form.fill('异常描述', anomaly);
    await form.submit();
    await reported.row(anomaly).waitFor();
    // A store may report but not handle.
    expect(await reported.action(reported.row(anomaly), '开始处理').count()).toBe(0);

    const admin = await browser.signedIn('admin', '/operate/shop/anomaly');
    const anomalies = new ListPage(admin);
    const row = anomalies.row(anomaly);
    await anomalies.action(row, '开始处理').click();
    await new Dialog(admin).fill('处理说明', '已联系维修师傅');
    await new Dialog(admin).submit('确定');
    await row.getByText('已联系维修师傅').waitFor();
    await anomalies.action(row, '已解决').click();
    // The result is required.
    const resolve = new Dialog(admin);
    await resolve.submit('确定');
    await new Notices(admin).expect('请填写处理结果');
    await resolve.fill('处理结果', '更换水管，已恢复使用');
    await resolve.submit('确定');
    // The toast says it once (issue 12.5: it said 已已解决).
    await new Notices(admin).expect(/^已解决$/);
    await row.getByText('更换水管，已恢复使用').waitFor();
    expect(await anomalies.action(row, '已解决').count()).toBe(0);
  });

  it('the store applies for noon work; head office approves it with a remark', async () => {
    const reason = `周末预约已满，中午加开-${unique()}`;
    const store = await browser.signedIn('store001', '/operate/shop/applyNoonWork');
    const applied = new ListPage(store);
    await applied.rows().first().waitFor();
    await applied.button('新增午间营业申请').click();
    const form = new Dialog(store);
    await form.choose('门店', 'SH0001', { search: 'SH0001' });
    await form.date('营业日期', chinaDate(5));
    await form.fill('申请原因', reason);
    await form.submit();
    await applied.row(reason).getByText('待审批').waitFor();
    expect(await applied.action(applied.row(reason), '通过').count()).toBe(0);

    const admin = await browser.signedIn('admin', '/operate/shop/applyNoonWork');
    const requests = new ListPage(admin);
    const row = requests.row(reason);
    await requests.action(row, '通过').click();
    await new Dialog(admin).fill('审批意见', '同意，注意午餐轮换');
    await new Dialog(admin).submit('确定');
    await row.getByText('已通过').waitFor();
    await row.getByText('系统管理员').waitFor();
  });

  it('a notice through its life: written on 新增公告 (rules checked), published to store 1, read there, counted at head office', async () => {
    const title = `门头灯箱夜间亮灯检查通知 ${unique(5)}`;
    const admin = await browser.signedIn('admin', '/operate/shop/notice');
    const notices = new ListPage(admin);
    await notices.title('公告列表').waitFor();
    await notices.row('已发布').first().waitFor();
    await admin
      .getByText(/已读 \d+ \/ 目标 \d+/)
      .first()
      .waitFor();

    await notices.button('新增公告').click();
    await admin.waitForURL(/#\/operate\/shop\/noticeAddtion$/);
    await admin.getByRole('heading', { name: '新增公告' }).waitFor();
    const form = new FormFields(admin.locator('.resource-form-page'));
    // Nothing filled: the declaration's rules answer on the page.
    await admin.getByRole('button', { name: '保存草稿' }).click();
    await form.error('公告标题').getByText('请输入公告标题').waitFor();
    await form.fill('公告标题', title);
    await form.choose('公告类型', '运营通知');
    await form.choose('重要程度', '重要');
    await form.choose('公告对象', '指定门店');
    await form.field('指定城市/门店').locator('.ant-select').first().click();
    await admin.keyboard.type('SH0001');
    await option(admin, 'SH0001').first().click();
    await admin.keyboard.press('Escape');
    await form.fill('公告内容', '各门店请于今晚闭店前检查门头灯箱是否全部亮灯，不亮的拍照上报并联系维修。');
    await admin.getByRole('button', { name: '保存并发布' }).click();
    await new Dialog(admin).submit('确定');
    await new Notices(admin).expect('公告已创建并发布');
    await admin.waitForURL(/#\/operate\/shop\/notice$/);
    const row = notices.row(title);
    await row.getByText('已读 0 / 目标 1').waitFor();
    expect(await row.getByText('已发布').count()).toBe(1);
    expect(await row.getByText('指定门店：').count()).toBe(1);
    // Published: no more editing.
    expect(await notices.action(row, '编辑').count()).toBe(0);

    // store001 has it unread in its inbox (its own store's notices, no head-office list or buttons); opening it reads it.
    const store = await browser.signedIn('store001', '/operate/shop/notice');
    const inbox = new ListPage(store);
    await store.getByText('本店公告').waitFor();
    const mine = inbox.row(title);
    await mine.getByText('未读').waitFor();
    expect(await store.getByText('公告列表').count()).toBe(0);
    expect(await inbox.button('新增公告').count()).toBe(0);
    await mine.getByText(title).click();
    const opened = await new Drawer(store).waitOpen();
    await opened.text('各门店请于今晚闭店前检查门头灯箱').waitFor();
    await opened.text('本店首次阅读').waitFor();
    await opened.text(/（王丽娟）/).waitFor();
    await store.keyboard.press('Escape');
    await mine.getByText('已读').waitFor();
    expect(await mine.getByText('未读').count()).toBe(0);

    // Head office sees it read, and by whom.
    await notices.reloadBy(() => admin.reload());
    await row.getByText('已读 1 / 目标 1').waitFor();
    await notices.action(row, '查看').click();
    const detail = await new Drawer(admin).waitOpen();
    await detail.text('门店阅读情况').waitFor();
    const storeRow = detail.rows().filter({ hasText: 'SH0001' });
    await storeRow.getByText('王丽娟').waitFor();
    expect(await storeRow.getByText('已读').count()).toBe(1);
  });

  it('门店验收: a check fails on a veto item with its notes and reason, is rectified, re-checked and passes', async () => {
    const page = await browser.signedIn('admin', '/operate/shop/acceptance');
    const checks = new ListPage(page);
    await checks.title('门店验收列表').waitFor();
    const waiting = checks.row('待验收').first();
    // The store names the row across reloads (one check per store in the demo data).
    const storeName = (await waiting.locator('td').first().innerText()).trim();
    const row = checks.row(storeName);

    await checks.action(row, '录入结果').click();
    const dialog = new Dialog(page);
    for (const label of ['门头招牌', '水电线路', '环境卫生', '设备设施', '证照资质'])
      await dialog.root.getByRole('radiogroup', { name: label }).getByText('合格', { exact: true }).click();
    await dialog.root.getByRole('radiogroup', { name: '消防设施' }).getByText('不合格').click();
    await dialog.text('得分 80 分，验收未通过（否决项不合格：消防设施）').waitFor();
    // A failed item needs its note, a failed check its reason.
    await dialog.submit('提交结果');
    await new Notices(page).expect('「消防设施」不合格，请填写问题说明');
    await dialog.fill('消防设施问题说明', '2具灭火器过期，安全出口指示灯不亮');
    await dialog.submit('提交结果');
    await new Notices(page).expect('验收未通过，请填写未通过原因');
    await dialog.fill('未通过原因', '消防设施不合格，更换灭火器、修复指示灯后复验');
    await dialog.submit('提交结果');
    await new Notices(page).expect('验收未通过（80 分）');
    await row.getByText('未通过', { exact: true }).waitFor();
    await row.getByText('消防设施不合格，更换灭火器、修复指示灯后复验').waitFor();

    await checks.action(row, '安排整改').click();
    await new Dialog(page).fill('整改要求', '3日内更换灭火器并修复安全出口指示灯');
    await new Dialog(page).submit('确定');
    await row.getByText('整改中').waitFor();
    await checks.action(row, '申请复验').click();
    await new Dialog(page).fill('整改完成说明', '已更换灭火器，指示灯已修复');
    await new Dialog(page).submit('确定');
    await row.getByText('待复验').waitFor();

    await checks.action(row, '录入结果').click();
    const again = new Dialog(page);
    for (const label of ['门头招牌', '消防设施', '水电线路', '环境卫生', '设备设施', '证照资质'])
      await again.root.getByRole('radiogroup', { name: label }).getByText('合格', { exact: true }).click();
    await again.text('得分 100 分，验收通过').waitFor();
    await again.submit('提交结果');
    await new Notices(page).expect('验收通过（100 分）');
    await row.getByText('已通过').waitFor();
    await row.getByText('第2次').waitFor();

    await checks.action(row, '查看').click();
    const drawer = await new Drawer(page).waitOpen();
    await drawer.text('检查项记录').waitFor();
    await drawer.text('2具灭火器过期，安全出口指示灯不亮').waitFor();
  });
});
