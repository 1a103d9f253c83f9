import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chinaDate, masked, MASKED_MOBILE, useBrowser } from './browser';
import { Dialog, Drawer, ListPage, listParams, Notices } from './kit';

/** Lists show mobiles masked to everyone; the admin (查看完整号码) reveals one row's number with the eye button. */
async function revealMobile(row: Locator): Promise<string> {
  expect(await row.innerText()).toMatch(MASKED_MOBILE);
  await row.getByRole('button', { name: '显示完整号码' }).click();
  await expect.poll(async () => (await row.innerText()).match(/1\d{10}/)?.[0]).toBeDefined();
  return (await row.innerText()).match(/1\d{10}/)![0];
}

/** /operate/user: members and their money, log-offs, the queue and the lookups by mobile, families, and the customers' voice. */
describe('members, service and customer voice', () => {
  const browser = useBrowser();

  it('会员列表: sorted by spend on the server, a masked mobile revealed, the member found by it, the latest orders in the detail', async () => {
    const page = await browser.signedIn('admin', '/operate/user/member');
    const members = new ListPage(page);
    await members.title('会员列表').waitFor();
    await members.rows().first().waitFor();
    expect(await members.count()).toBeGreaterThan(5);
    await members
      .totalText()
      .getByText(/^(共|约) \d+ 条$/)
      .waitFor();
    // Biggest spenders first: the 累计消费 header sorts on the server (ascending, then descending).
    expect(listParams(await members.sortBy(/累计消费/)).sortOrder).toBe('asc');
    expect(await members.sortOf(/累计消费/)).toBe('ascending');
    expect(listParams(await members.sortBy(/累计消费/)).sortOrder).toBe('desc');
    expect(await members.sortOf(/累计消费/)).toBe('descending');
    const spends = (await members.column('累计消费')).map((t) => Number(t.replace(/[^\d.]/g, '')));
    expect(spends[0]).toBeGreaterThan(0);
    expect(spends).toEqual([...spends].sort((a, b) => b - a));
    const mobile = await revealMobile(members.rows().first());

    await members.searchBy('手机号', mobile);
    expect(await members.count()).toBe(1);
    expect(await members.rows().first().innerText()).toContain(masked(mobile));
    await members.action(members.rows().first(), '查看').click();
    const drawer = await new Drawer(page).waitOpen();
    await drawer.heading('最近订单').waitFor();
    expect(await drawer.rows().first().innerText()).toMatch(/\d{16}/);
  });

  it("会员详情: a card holder's cards and the history of their money, newest first", async () => {
    // A card holder from 会员卡管理: the newest card, its number and its holder's whole mobile.
    const page = await browser.signedIn('admin', '/operate/financial/membership');
    const cards = new ListPage(page);
    const card = cards.rows().first();
    await card.waitFor();
    const cardNo = (await card.innerText()).match(/8800\d{8}/)?.[0];
    expect(cardNo).toBeDefined();
    const mobile = await revealMobile(card);

    const members = await ListPage.open(page, '/operate/user/member');
    await members.searchBy('手机号', mobile);
    expect(await members.count()).toBe(1);
    await members.action(members.rows().first(), '查看').click();
    const drawer = await new Drawer(page).waitOpen();
    // The member's cards, this one among them with its balance and status.
    await drawer.heading(/^会员卡（\d+ 张）$/).waitFor();
    const cardRow = drawer.rows('.member-cards').filter({ hasText: cardNo! });
    expect(await cardRow.innerText()).toMatch(/正常|冻结|已过期|已注销/);
    // And the history of their money, newest first, naming the card of each movement.
    await drawer.heading(/^卡流水（\d+ 笔/).waitFor();
    const ledger = drawer.rows('.member-card-ledger');
    await ledger.first().waitFor();
    const lines = await ledger.allInnerTexts();
    expect(lines.some((line) => line.includes(cardNo!) && /充值|消费|退款|调整/.test(line))).toBe(true);
    const times = lines.map((line) => line.match(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/)![0]);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('注销用户: a log-off request is approved with a required reason', async () => {
    const page = await browser.signedIn('admin', '/operate/user/logOffUser');
    const logOffs = new ListPage(page);
    await logOffs.rows().first().waitFor();
    await logOffs.filters.choose('注销状态', '申请注销');
    await logOffs.search();
    expect((await logOffs.texts()).every((text) => text.includes('申请注销'))).toBe(true);
    const target = logOffs.rows().first();
    const mobile = await revealMobile(target);
    await logOffs.action(target, '同意注销').click();
    const dialog = new Dialog(page, '同意注销');
    await dialog.submit('确定');
    await new Notices(page).expect('请填写注销说明');
    await dialog.fill('注销说明', '用户本人在App申请注销，已电话核实');
    await dialog.submit('确定');
    await new Notices(page).expect('已同意注销');

    await logOffs.reset();
    await logOffs.searchBy('手机号', mobile);
    expect(await logOffs.count()).toBe(1);
    await logOffs.rows().first().getByText('已注销').waitFor();
  });

  it('排队记录 over a week (a date range), each finished ticket with its wait; its customer found by the whole mobile on 用户查询 and 订单查询', async () => {
    const page = await browser.signedIn('admin', '/operate/user/queuedRecord');
    let list = new ListPage(page);
    await list.title('排队记录列表').waitFor();
    // The last 7 days (the page starts with today).
    await list.filters.dateRange('取号时间', chinaDate(-6), chinaDate());
    await list.search();
    expect((await list.texts()).filter((t) => /A\d{3}/.test(t)).length).toBe(15);
    // Finished tickets, each with its wait in minutes (the newest of the week may still be
    // waiting or in service, with no wait yet); a finished ticket's customer is looked up next.
    await list.filters.choose('排队状态', '已完成');
    await list.search();
    const texts = await list.texts();
    expect(texts.filter((t) => !t.includes('已完成')).length).toBe(0);
    expect(texts.filter((t) => /\d+ 分钟/.test(t)).length).toBeGreaterThan(3);
    const mobile = await revealMobile(list.rows().first());

    // 用户查询 answers only to a whole mobile.
    await page.goto('/#/operate/user/queryUser');
    list = new ListPage(page);
    await page.getByText('请输入用户的完整手机号').first().waitFor();
    expect(await list.count()).toBe(0);
    await list.searchBy('手机号', mobile);
    expect(await list.count()).toBe(1);
    expect(await list.rows().first().innerText()).toContain(masked(mobile));
    await list.action(list.rows().first(), '查看').click();
    const drawer = await new Drawer(page).waitOpen();
    await drawer.heading('到店统计').waitFor();
    await drawer.heading('最近订单').waitFor();
    const orders = drawer.rows('.query-user-profile');
    await orders.last().waitFor();
    expect(await orders.last().innerText()).toMatch(/\d{16}/);
    await drawer.close();

    // 订单查询 by the customer's mobile.
    await page.goto('/#/operate/user/absolutelyOrder');
    list = new ListPage(page);
    await page.getByText('请输入顾客手机号或订单号').first().waitFor();
    await list.searchBy('顾客手机号', mobile);
    await list.rows().first().waitFor();
    expect((await list.texts()).every((t) => /\d{16}/.test(t))).toBe(true);
  });

  it('家庭账户 shows a family with its head in the detail; 用户优惠券 lists issued coupons with their states', async () => {
    const page = await browser.signedIn('admin', '/operate/user/familyAccount');
    const families = new ListPage(page);
    await families.rows().first().waitFor();
    await families.action(families.rows().first(), '查看').click();
    const drawer = await new Drawer(page).waitOpen();
    await drawer.heading('家庭成员').waitFor();
    await drawer
      .text('户主')
      .filter({ hasText: /^户主$/ })
      .first()
      .waitFor();
    await drawer.close();

    const coupons = await ListPage.open(page, '/operate/user/userCoupon');
    expect((await coupons.texts()).every((t) => /未使用|已使用|已过期|已作废/.test(t))).toBe(true);
  });

  it('评价管理: store001 finds an unanswered shown review (filters under 更多) and replies; the reply shows on the row and in the detail', async () => {
    const page = await browser.signedIn('store001', '/operate/user/evaluation');
    const reviews = new ListPage(page);
    await reviews.rows().first().waitFor();
    // 回复状态 and 订单号 are past the first four filters: under 更多.
    await reviews.filters.more();
    await reviews.filters.choose('回复状态', '未回复');
    // A review hidden by head office takes no reply: shown ones only.
    await reviews.filters.choose('展示状态', '显示中');
    await reviews.search();
    expect((await reviews.texts()).every((text) => text.includes('未回复') && text.includes('显示中'))).toBe(true);
    const row = reviews
      .rows()
      .filter({ has: page.getByRole('button', { name: '回复', exact: true }) })
      .first();
    const orderNo = (await row.innerText()).match(/\d{16}/)![0];
    await reviews.action(row, '回复').click();
    const dialog = new Dialog(page, '回复评价');
    await dialog.fill('回复内容', '感谢您的评价，期待您再次光临陆家嘴店！');
    await dialog.submit('发布回复');
    await new Notices(page).expect('回复已发布');

    await reviews.reset();
    await reviews.searchBy('订单号', orderNo);
    const replied = reviews.row(orderNo);
    await replied.getByText('已回复').waitFor();
    await reviews.action(replied, '查看').click();
    const drawer = await new Drawer(page).waitOpen();
    await drawer.text('感谢您的评价，期待您再次光临陆家嘴店！').waitFor();
    await drawer.text('王丽娟').first().waitFor();
    await drawer.heading('评价的订单').waitFor();
  });

  it('意见反馈: head office takes an open feedback (受理) and answers it (回复并完结); 问卷 counts an ended questionnaire’s answers', async () => {
    const page = await browser.signedIn('admin', '/operate/user/feedback');
    const feedback = new ListPage(page);
    await feedback.rows().first().waitFor();
    await feedback.filters.choose('处理状态', '待处理');
    await feedback.search();
    expect((await feedback.texts()).every((text) => text.includes('待处理'))).toBe(true);
    const id = await feedback.rows().first().getAttribute('data-row-key');
    const row = feedback.root.locator(`.ant-table-row[data-row-key="${id}"]:visible`);

    await feedback.action(row, '受理').click();
    await new Dialog(page, '受理').submit('确定');
    await new Notices(page).expect('已受理');
    // The list still filters 待处理: show every status to follow the row.
    await feedback.reset();
    await row.getByText('处理中').waitFor();

    await feedback.action(row, '回复并完结').click();
    const dialog = new Dialog(page, '回复并完结');
    await dialog.fill('回复内容', '您好，已安排门店整改，感谢您的反馈。');
    await dialog.submit('确定');
    await new Notices(page).expect('已回复并完结');
    await row.getByText('已处理').waitFor();
    await row.getByText('系统管理员').waitFor();
    expect(await feedback.action(row, '回复并完结').count()).toBe(0);

    const questionnaires = await ListPage.open(page, '/operate/user/questionnaire');
    await questionnaires.action(questionnaires.row('已结束').first(), '查看').click();
    const drawer = await new Drawer(page).waitOpen();
    await drawer.text(/题目与答卷统计 · 回收 \d+ 份/).waitFor();
    await drawer.root.locator('.ant-progress').first().waitFor();
  });
});
