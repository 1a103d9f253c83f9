import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chinaDate, masked, MASKED_MOBILE, unique, useBrowser } from './browser';
import { Dialog, Drawer, ListPage, listParams, Notices, popconfirm } from './kit';

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

  it('家庭账户: a family is created for a customer by whole mobile, a member joins from the row and leaves in the detail; 用户优惠券 lists issued coupons with their states', async () => {
    const name = `测试家庭${unique(5)}`;
    // Customers' whole mobiles, revealed on 会员列表 (one already in a family is refused: the next one is tried).
    const page = await browser.signedIn('admin', '/operate/user/member');
    const members = new ListPage(page);
    await members.rows().first().waitFor();
    const mobiles: string[] = [];
    for (let i = 0; i < 10; i++) mobiles.push(await revealMobile(members.rows().nth(i)));
    const notices = new Notices(page);
    /** Submits a dialog with each mobile in turn until the server takes one (a refusal is shown as a notice); the mobiles left. */
    const firstAccepted = async (dialog: Dialog, label: string, done: string, left: string[]): Promise<string[]> => {
      while (left.length) {
        await dialog.fill(label, left.shift()!);
        const answer = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/mgt/familyAccount/'));
        await dialog.submit(label === '户主手机号' ? '创建' : '添加');
        const { retCode } = (await (await answer).json()) as { retCode: string };
        if (retCode === '000000') {
          await notices.expect(done);
          return left;
        }
        await notices.all().first().waitFor();
      }
      throw new Error(`no customer could be taken for ${label}`);
    };

    const families = await ListPage.open(page, '/operate/user/familyAccount');
    await families.button('新建家庭账户').click();
    const create = new Dialog(page, '新建家庭账户');
    await create.fill('家庭名称', name);
    const left = await firstAccepted(create, '户主手机号', '家庭账户已创建', mobiles);
    await families.searchBy('家庭名称', name);
    const row = families.row(name);
    expect(await families.cellText(row, '成员数')).toBe('0');
    expect(await families.cellText(row, '创建人')).toBe('系统管理员');

    await families.action(row, '添加成员').click();
    const add = new Dialog(page, /添加成员/);
    await add.choose('与户主关系', /./);
    await firstAccepted(add, '成员手机号', '已添加家庭成员', left);
    await expect.poll(() => families.cellText(row, '成员数')).toBe('1');

    await families.action(row, '查看').click();
    const drawer = await new Drawer(page).waitOpen();
    await drawer.heading('家庭成员').waitFor();
    await drawer
      .text('户主')
      .filter({ hasText: /^户主$/ })
      .first()
      .waitFor();
    await expect.poll(() => drawer.rows().count()).toBe(2);
    await drawer.button('移除').click();
    await popconfirm(page, '移除');
    await notices.expect(/^已将 .* 移出家庭账户$/);
    await expect.poll(() => drawer.rows().count()).toBe(1);

    const coupons = await ListPage.open(page, '/operate/user/userCoupon');
    expect((await coupons.texts()).every((t) => /未使用|已使用|已过期|已作废/.test(t))).toBe(true);
  });

  it('咨询登记: a consult is registered with a whole mobile (shown masked), followed up with a required note, and closed as arrived', async () => {
    const run = unique(4);
    const customer = `咨询${run}`;
    const page = await browser.signedIn('admin', '/operate/user/consultReg');
    const consults = new ListPage(page);
    await consults.rows().first().waitFor();
    await consults.button('新增咨询').click();
    const form = new Dialog(page);
    await form.choose('门店', 'SH0001', { search: 'SH0001' });
    await form.choose('咨询项目', '烫染');
    await form.fill('顾客姓名', customer);
    await form.fill('手机号', `1377700${run}`);
    await form.choose('咨询渠道', '门店电话');
    await form.fill('咨询内容', '想了解烫发价格和预约时间');
    await form.submit();
    // 顾客姓名 is past the first four filters: under 更多.
    await consults.filters.more();
    await consults.searchBy('顾客姓名', customer);
    const row = consults.row(customer);
    expect(await row.innerText()).toContain(`1377****${run}`);
    expect(await consults.cellText(row, '跟进状态')).toBe('待跟进');

    await consults.action(row, '跟进').click();
    const follow = new Dialog(page);
    await follow.submit('确定');
    await new Notices(page).expect('请填写跟进记录');
    await follow.fill('跟进记录', '已电话联系，约周六下午到店');
    await follow.submit('确定');
    await row.getByText('已电话联系，约周六下午到店').waitFor();
    expect(await consults.cellText(row, '跟进次数')).toBe('1');

    await consults.action(row, '已到店').click();
    await new Dialog(page).submit('确定');
    await expect.poll(() => consults.cellText(row, '跟进状态')).toBe('已到店');
    expect(await consults.action(row, '跟进').count()).toBe(0);
    expect(await consults.action(row, '无意向').count()).toBe(0);
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

  it('问卷调查: a questionnaire is drafted (dates checked), given its questions, published (then fixed) and ended', async () => {
    const title = `到店体验调查${unique(5)}`;
    const page = await browser.signedIn('admin', '/operate/user/questionnaire');
    const questionnaires = new ListPage(page);
    const notices = new Notices(page);
    await questionnaires.rows().first().waitFor();
    await questionnaires.button('新增问卷').click();
    const form = new Dialog(page);
    await form.fill('问卷标题', title);
    await form.date('开始日期', chinaDate(2));
    await form.date('结束日期', chinaDate(1));
    await form.submit();
    // The declaration's rule across fields answers in the form (under the field, or as a notice), before anything is sent.
    await form.error('结束日期').getByText('结束日期不能早于开始日期').or(new Notices(page).with('结束日期不能早于开始日期')).first().waitFor();
    await form.date('结束日期', chinaDate(30));
    await form.submit();
    await notices.expect('问卷已创建');
    await questionnaires.searchBy('问卷标题', title);
    const row = questionnaires.row(title);
    expect(await questionnaires.cellText(row, '状态')).toBe('草稿');

    // The questions are edited in the draft's detail.
    await questionnaires.action(row, '查看').click();
    const drawer = await new Drawer(page).waitOpen();
    await drawer.text('编辑题目（发布后不可修改）').waitFor();
    await drawer.button('添加题目').click();
    await drawer.root.getByLabel('第1题题目').fill('您对本次服务满意吗？');
    await drawer.root.getByLabel('第1题选项').fill('满意\n一般\n不满意');
    await drawer.button('保存题目').click();
    await notices.expect('题目已保存');
    await drawer.close();
    await expect.poll(() => questionnaires.cellText(row, '题目数')).toBe('1');

    await questionnaires.action(row, '发布').click();
    await page.locator('.ant-modal-confirm, .ant-modal').getByText('发布后问卷推送给目标顾客，题目不可再修改，确定发布？').waitFor();
    await new Dialog(page).submit('确定');
    await expect.poll(() => questionnaires.cellText(row, '状态')).toBe('进行中');
    expect(await questionnaires.action(row, '编辑').count()).toBe(0);
    await questionnaires.action(row, '查看').click();
    const published = await new Drawer(page).waitOpen();
    await published.text(/题目与答卷统计 · 回收 0 份/).waitFor();
    expect(await published.button('保存题目').count()).toBe(0);
    await published.close();

    await questionnaires.action(row, '结束').click();
    await new Dialog(page).submit('确定');
    await expect.poll(() => questionnaires.cellText(row, '状态')).toBe('已结束');
    expect(await questionnaires.action(row, '结束').count()).toBe(0);
  });
});
