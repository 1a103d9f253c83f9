import { describe, expect, it } from 'vitest';
import { MASKED_MOBILE, useBrowser } from './browser';
import { Dialog, Drawer, ListPage, Notices, popconfirm } from './kit';

/**
 * /operate/financial as head office: an order's refund from request to refunded, an evasion settled,
 * a U card refunded, a balance adjusted. A refund admin asks for is approved and confirmed by
 * 财务专员 finance01 (maker-checker: admin's own 审核通过 is disabled, with the reason).
 */
describe('orders, cards and stored value as head office', () => {
  const browser = useBrowser();

  it('订单列表: the last 7 days (a pre-filled, bounded date range, an exact count); a paid order refunded from its detail: requested by admin, approved and refunded by finance01', async () => {
    const page = await browser.signedIn('admin', '/operate/financial/orderlist');
    const orders = new ListPage(page);
    await orders.title('订单列表').waitFor();
    await orders.rows().first().waitFor();
    // The range the page starts with is filled in; the count is exact below the cap.
    expect(await orders.filters.value('下单时间')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await orders.total()).kind).toBe('共');
    expect(await orders.count()).toBeGreaterThan(5);
    const first = await orders.rows().first().innerText();
    expect(first).toMatch(/\d{16}/);
    expect(first).toMatch(MASKED_MOBILE);

    await orders.filters.choose('订单状态', '已支付');
    await orders.search();
    expect((await orders.column('订单状态')).every((text) => text === '已支付')).toBe(true);
    const orderNo = await orders.cellText(orders.rows().first(), '订单号');
    expect(orderNo).toMatch(/^\d{16}$/);

    await orders.action(orders.row(orderNo), '查看').click();
    const drawer = await new Drawer(page, '订单详情').waitOpen();
    await drawer.heading('服务项目').waitFor();
    await drawer.text('取号排队').waitFor();
    await drawer.text('暂无退款').waitFor();

    await drawer.button('申请退款').click();
    const dialog = new Dialog(page, '申请退款');
    await dialog.fill('退款原因', '顾客对发型效果不满意');
    await dialog.submit('提交申请');
    await new Notices(page).expect('退款申请已提交，等待审核');
    const refund = drawer.rows().filter({ hasText: /TK\d{16}/ });
    await refund.getByText('待审核').waitFor();
    await drawer.root.locator('.ant-descriptions').getByText('退款中').waitFor();
    // The requester may not approve their own refund: the button says why.
    await expect.poll(() => refund.getByRole('button', { name: '审核通过' }).isDisabled()).toBe(true);
    await refund.locator('[aria-label^="退款申请人不能审核自己的申请"]').waitFor();
    await drawer.close();

    // 财务专员 approves and confirms it.
    const checker = await browser.signedIn('finance01', '/operate/financial/orderlist');
    const checkerOrders = new ListPage(checker);
    await checkerOrders.rows().first().waitFor();
    await checkerOrders.searchBy('订单号', orderNo);
    await checkerOrders.action(checkerOrders.row(orderNo), '查看').click();
    const checked = await new Drawer(checker, '订单详情').waitOpen();
    const asked = checked.rows().filter({ hasText: /TK\d{16}/ });
    await asked.getByRole('button', { name: '审核通过' }).click();
    await popconfirm(checker, '通过');
    await new Notices(checker).expect('退款申请已审核通过');
    await asked.getByText('已审核').waitFor();

    await asked.getByRole('button', { name: '确认退款' }).click();
    await popconfirm(checker, '确认退款');
    await new Notices(checker).expect('退款已完成');
    await asked.getByText('已退款').waitFor();
    await checked.root.locator('.ant-descriptions').getByText('已退款').waitFor();
    await checked
      .text('退款完成')
      .filter({ hasText: /^退款完成$/ })
      .waitFor();
    expect(await checked.button('申请退款').count()).toBe(0);

    await checked.close();

    // The list says so too, found by its number.
    expect(await checkerOrders.count()).toBe(1);
    await checkerOrders.row(orderNo).getByText('已退款').waitFor();
  });

  it('逃单追缴: the admin registers a recovery; the order is paid', async () => {
    const page = await browser.signedIn('admin', '/operate/financial/evasionPayment');
    const evasions = new ListPage(page);
    const open = evasions.row('待追缴').first();
    await open.waitFor();
    const orderNo = (await open.locator('td').first().innerText()).trim();
    await evasions.action(open, '追回登记').click();
    const dialog = new Dialog(page, '追回登记');
    await dialog.choose('补缴方式', '微信支付');
    await dialog.submit('登记追回');
    await new Notices(page).expect('已登记追回，订单记为已支付');
    const row = evasions.row(orderNo);
    await row.getByText('已追回').waitFor();
    await row.getByText('已支付').waitFor();
    expect(await evasions.action(row, '追回登记').count()).toBe(0);
  });

  it('U卡订单: a paid U card the rule lets refund is refunded: requested by admin, approved and refunded by finance01; the detail shows its use', async () => {
    const page = await browser.signedIn('admin', '/operate/financial/ulcardOrder');
    const cards = new ListPage(page);
    await cards.rows().first().waitFor();
    expect(await cards.count()).toBeGreaterThan(5);
    expect(await cards.rows().first().innerText()).toMatch(/UK\d{14}/);

    await cards.filters.choose('订单状态', '已支付');
    await cards.search();
    expect((await cards.texts()).every((text) => text.includes('已支付'))).toBe(true);
    // A card the rule lets refund: try rows until the quote offers an amount.
    let orderNo = '';
    for (let i = 0; i < 10 && !orderNo; i++) {
      const row = cards.rows().nth(i);
      await cards.action(row, '申请退款').click();
      const dialog = new Dialog(page, '申请退款');
      const offered = dialog.text(/本次可退 ¥/);
      await offered.or(dialog.root.locator('.ant-alert-error')).first().waitFor();
      if (await offered.count()) {
        orderNo = (await row.locator('td').first().innerText()).trim();
        await dialog.fill('退款原因', '顾客搬家，附近没有门店');
        await dialog.submit('提交申请');
        await new Notices(page).expect('退款申请已提交，等待审核');
      } else {
        await dialog.button('取消').click();
        await dialog.closed();
      }
    }
    expect(orderNo).toMatch(/^UK\d{14}$/);

    await cards.reset();
    await cards.searchBy('订单号', orderNo);
    const row = cards.row(orderNo);
    await row.getByText('退款中').waitFor();
    await row.getByText('待审核').waitFor();
    // Not the requester's to approve.
    await expect.poll(() => cards.action(row, '审核通过').isDisabled()).toBe(true);

    const checker = await browser.signedIn('finance01', '/operate/financial/ulcardOrder');
    const checked = new ListPage(checker);
    await checked.rows().first().waitFor();
    await checked.searchBy('订单号', orderNo);
    const asked = checked.row(orderNo);
    await checked.action(asked, '审核通过').click();
    await popconfirm(checker, '通过');
    await new Notices(checker).expect('退款申请已审核通过');
    await asked.getByText('已审核').waitFor();

    await checked.action(asked, '确认退款').click();
    await popconfirm(checker, '确认退款');
    await new Notices(checker).expect('退款已完成');
    await expect.poll(async () => (await asked.innerText()).includes('已退款')).toBe(true);
    expect(await checked.action(asked, '申请退款').count()).toBe(0);

    await checked.action(asked, '查看').click();
    const drawer = await new Drawer(checker, 'U卡订单详情').waitOpen();
    await drawer.heading('使用记录').waitFor();
    await drawer.root.locator('.ant-descriptions').getByText('系统管理员').first().waitFor();
  });

  it('会员卡管理 and 余额管理: a card’s ledger in its detail; a balance adjusted with a reason changes the balance shown and the ledger', async () => {
    const page = await browser.signedIn('admin', '/operate/financial/membership');
    let cards = new ListPage(page);
    await cards.rows().first().waitFor();
    const first = await cards.rows().first().innerText();
    expect(first).toMatch(/8800\d{8}/);
    expect(first).toMatch(/正常|冻结|已过期|已注销/);

    await cards.action(cards.rows().first(), '查看').click();
    const drawer = await new Drawer(page, '会员卡详情').waitOpen();
    await drawer.heading(/卡流水/).waitFor();
    const ledger = drawer.rows('.card-ledger');
    await ledger.first().waitFor();
    expect(await ledger.allInnerTexts()).toEqual(expect.arrayContaining([expect.stringMatching(/充值/)]));
    await drawer.close();

    // 余额管理: take a card, add 12.34 to its bonus, see the new balance in its row.
    cards = await ListPage.open(page, '/operate/financial/balance');
    const cardNo = (await cards.rows().first().locator('td').first().innerText()).trim();
    expect(cardNo).toMatch(/^8800\d{8}$/);
    await cards.searchBy('卡号', cardNo);
    expect(await cards.count()).toBe(1);
    const row = cards.rows().first();
    const amount = async (title: string) => Math.round(Number((await cards.cellText(row, title)).replace(/[¥,]/g, '')) * 100);
    const bonus = await amount('赠送余额');
    const total = await amount('总余额');
    await cards.action(row, '调整余额').click();
    const dialog = new Dialog(page, '调整余额');
    await dialog.fill('赠送调整金额', '12.34');
    await dialog.fill('调整原因', '顾客投诉补偿');
    await dialog.submit('确认调整');
    await new Notices(page).expect(/余额已调整/);
    await expect.poll(() => amount('赠送余额')).toBe(bonus + 1234);
    expect(await amount('总余额')).toBe(total + 1234);
    await cards.action(row, '查看').click();
    await (await new Drawer(page).waitOpen()).rows('.card-ledger').first().getByText('顾客投诉补偿').waitFor();
  });

  it('对账管理: a reconciliation with a difference is resolved with a required note and shows who handled it', async () => {
    const page = await browser.signedIn('admin', '/operate/financial/accounts');
    const statements = new ListPage(page);
    await statements.rows().first().waitFor();
    await statements.filters.choose('对账状态', '有差异');
    await statements.search();
    expect((await statements.column('对账状态')).every((s) => s === '有差异')).toBe(true);
    const first = statements.rows().first();
    const id = await first.getAttribute('data-row-key');
    const row = statements.root.locator(`.ant-table-row[data-row-key="${id}"]:visible`);
    // Its store and channel find it again once it has left the 有差异 list.
    const [store, channel] = [await statements.cellText(first, '门店'), await statements.cellText(first, '支付渠道')];

    await statements.action(row, '处理差异').click();
    const dialog = new Dialog(page);
    await dialog.submit('确定');
    await new Notices(page).expect('请填写处理说明');
    await dialog.fill('处理说明', '渠道账单晚一日入账，已核对无误');
    await dialog.submit('确定');
    await new Notices(page).expect('已处理差异');
    await expect.poll(() => row.count()).toBe(0);
    await statements.filters.choose('对账状态', '已处理');
    await statements.filters.choose('门店', store, { search: store });
    await statements.filters.choose('支付渠道', channel);
    await statements.search();
    await row.getByText('渠道账单晚一日入账，已核对无误').waitFor();
    expect(await statements.cellText(row, '对账状态')).toBe('已处理');
    expect(await statements.cellText(row, '处理人')).toBe('系统管理员');
    expect(await statements.action(row, '处理差异').count()).toBe(0);
  });
});
