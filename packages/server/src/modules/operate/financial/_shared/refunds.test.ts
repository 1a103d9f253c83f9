import {
  addMoney,
  compareMoney,
  formatMoney,
  fromCents,
  OrderPath,
  OrderStatus,
  RefundCheckerPath,
  RetCode,
  RetMsg,
  subMoney,
  toCents,
  type OrderDetailLines,
  type RefundCheckerSetting,
  type RefundStepResult,
} from '@salon/contract';
import { sql, type RawBuilder } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, call, countRows, DEMO, login, ok, openTestApp, refused, type Session, type TestApp } from '../../../../test/harness.js';

/**
 * Refunds of orders: request, approve or reject, complete; head office's manual refund; one request
 * at a time; maker-checker: at or above head office's threshold (0 in the seed: every refund) the
 * requester neither approves nor confirms. admin asks, 财务专员 finance01 approves and confirms.
 */
let t: TestApp;
let admin: Session;
let store001: Session;
let area01: Session;
let finance: Session;

type Detail = Record<string, unknown> & OrderDetailLines & { id: number; status: number; paid: string; refunded: string };

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  store001 = await login(t.app, DEMO.store001.account, DEMO.store001.pwd);
  area01 = await login(t.app, DEMO.area01.account, DEMO.area01.pwd);
  finance = await login(t.app, DEMO.finance01.account, DEMO.finance01.pwd);
});
afterAll(async () => {
  await t?.close();
});

/** Orders of a status nobody else in this file touches (taken in turn). */
const taken = new Set<number>();
async function orderIn(status: number, extra = sql`true`): Promise<{ id: number; paid: string; refunded: string; customer_id: number; store_id: number }> {
  const rows = await sql<{ id: number; paid: string; refunded: string; customer_id: number; store_id: number }>`
    select id, paid, refunded, customer_id, store_id from customer_order where status = ${status} and paid > 100 and ${extra} order by id desc limit 50`.execute(
    t.db,
  );
  const row = rows.rows.find((r) => !taken.has(r.id));
  if (!row) throw new Error(`no order in status ${status}`);
  taken.add(row.id);
  return row;
}
const detail = (id: number) => ok<Detail>(t.app, admin, 'GET', OrderPath.detail, { id });
const apply = (session: Session, orderId: number, amount: string | number, reason = '顾客对发型效果不满意') =>
  call<RefundStepResult>(t.app, session, 'POST', OrderPath.refundApply, { orderId, amount, reason });
/** A step taken by the second person (财务专员) unless said. */
const step = (url: string, body: Record<string, unknown>, session = finance) => ok<RefundStepResult>(t.app, session, 'POST', url, body);
/** Head office's refund threshold (admin holds 退款复核设置). */
const setThreshold = (threshold: string, session = admin) => call<RefundCheckerSetting>(t.app, session, 'POST', RefundCheckerPath.update, { threshold });
/** Manual refunds done at once: a threshold above any order, for the blocks that are about what a refund does rather than who may. */
const manualAtOnce = () => {
  beforeAll(async () => expect((await setThreshold('1000000')).retCode).toBe(RetCode.SUCCESS));
  afterAll(async () => expect((await setThreshold('0')).retCode).toBe(RetCode.SUCCESS));
};
const spendOf = async (customerId: number) =>
  (await sql<{ s: string }>`select total_spend as s from customer where id = ${customerId}`.execute(t.db)).rows[0].s;
/** Everything a refused step must leave as it was. */
const state = async (orderId: number) =>
  JSON.stringify({
    order: (await sql`select status, paid, refunded, updated_at from customer_order where id = ${orderId}`.execute(t.db)).rows,
    refunds: await countRows(t.db, 'order_refund'),
    audit: await countRows(t.db, 'audit_log'),
  });

/**
 * An order in `status` that nobody else in this file touches: a seeded one, else one made so
 * from a paid order (待开始 and 服务中 exist only while stores are open; 退款中 by a request).
 */
async function orderWithStatus(status: number): Promise<{ id: number }> {
  const rows = await sql<{ id: number }>`select id from customer_order where status = ${status} order by id limit 50`.execute(t.db);
  const row = rows.rows.find((r) => !taken.has(r.id));
  if (row) {
    taken.add(row.id);
    return row;
  }
  const order = await orderIn(3);
  if (status === 4) {
    expect((await apply(admin, order.id, 1, '造一个退款中的订单')).retCode).toBe(RetCode.SUCCESS);
    return order;
  }
  // Not paid (yet): 待开始 has not started, 服务中 has not finished.
  await sql`update customer_order set status = ${status}, paid = 0, refunded = 0, pay_method = null, paid_at = null,
    started_at = case when ${status} >= 1 then started_at end, finished_at = case when ${status} >= 2 then finished_at end where id = ${order.id}`.execute(
    t.db,
  );
  return order;
}

/** China-time today, as store_business_day keys it. */
const today = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
const businessDay = async (storeId: number) =>
  (
    await sql<{ order_count: number; service_revenue: string; card_consumed: string; refund_amount: string }>`
    select order_count, service_revenue, card_consumed, refund_amount from store_business_day where store_id = ${storeId} and biz_date = ${today()}::date`.execute(
      t.db,
    )
  ).rows[0] ?? {
    order_count: 0,
    service_revenue: '0.00',
    card_consumed: '0.00',
    refund_amount: '0.00',
  };
const card = async (id: number) =>
  (
    await sql<{ principal: string; bonus: string; rows: number }>`
    select principal, bonus, (select count(*)::int from card_ledger where card_id = ${id}) as rows from member_card where id = ${id}`.execute(t.db)
  ).rows[0];
/** Cards whose ledger does not add up to their balances (none, ever). */
const brokenCards = async () =>
  (
    await sql`select c.id from member_card c left join card_ledger l on l.card_id = c.id group by c.id
    having c.principal <> coalesce(sum(l.principal_delta), 0) or c.bonus <> coalesce(sum(l.bonus_delta), 0) or c.principal < 0 or c.bonus < 0`.execute(t.db)
  ).rows;
/** The card that paid an order and what it took (its 消费 row). */
const paidBy = async (orderId: number) =>
  (
    await sql<{ card_id: number; principal: string; bonus: string }>`
    select card_id::int, -principal_delta as principal, -bonus_delta as bonus from card_ledger where customer_order_id = ${orderId} and kind = 2`.execute(t.db)
  ).rows;
/** Paid by a card that can still take money (正常 or 冻结), by card alone or card and another way. */
const cardPaid = (alone: boolean): RawBuilder<unknown> =>
  sql`pay_method = 3 and exists (select 1 from card_ledger l join member_card c on c.id = l.card_id where l.customer_order_id = customer_order.id and l.kind = 2 and c.status in (0, 1))
    and ${alone ? sql`not` : sql``} exists (select 1 from order_payment p where p.order_id = customer_order.id and p.method <> 3)`;

describe('a refund, step by step', () => {
  it('part refunded: request (退款中), approve, complete (部分退款); then the rest (已退款)', async () => {
    const order = await orderIn(3);
    const spend = await spendOf(order.customer_id);
    const part = subMoney(order.paid, '50.00');

    const asked = await apply(admin, order.id, part);
    expect(asked.retCode, asked.retMsg).toBe(RetCode.SUCCESS);
    expect(asked.result).toMatchObject({ orderStatus: 4, refundStatus: 0 });
    const refundId = asked.result.refundId;
    expect((await detail(order.id)).refunds.find((r) => r.id === refundId)).toMatchObject({
      status: 0,
      amount: part,
      requestedBy: '系统管理员',
      requestedById: admin.userId,
      refundNo: expect.stringMatching(/^TK\d{16}$/),
    });

    // Not approved yet: no completing it.
    await refused(t.app, finance, 'POST', OrderPath.refundComplete, { refundId }, RetCode.REFUSED, '退款单尚未审核通过，不能确认退款');
    // The requester neither approves nor confirms it, in words, writing nothing.
    const requested = await state(order.id);
    await refused(
      t.app,
      admin,
      'POST',
      OrderPath.refundApprove,
      { refundId },
      RetCode.REFUSED,
      '退款申请人不能审核自己的申请：退款须由申请人以外的人审核和确认',
    );
    expect(await state(order.id)).toBe(requested);
    expect(await step(OrderPath.refundApprove, { refundId })).toMatchObject({ orderStatus: 4, refundStatus: 1 });
    await refused(t.app, finance, 'POST', OrderPath.refundApprove, { refundId }, RetCode.REFUSED, '退款单状态为「已审核」，不能审核通过');
    await refused(t.app, finance, 'POST', OrderPath.refundReject, { refundId, rejectReason: '晚了' }, RetCode.REFUSED, '退款单状态为「已审核」，不能驳回');
    const approved = await state(order.id);
    await refused(
      t.app,
      admin,
      'POST',
      OrderPath.refundComplete,
      { refundId },
      RetCode.REFUSED,
      '退款申请人不能确认自己的退款：退款须由申请人以外的人审核和确认',
    );
    expect(await state(order.id)).toBe(approved);
    expect(await step(OrderPath.refundComplete, { refundId })).toMatchObject({ orderStatus: 8, refundStatus: 2 });
    await refused(t.app, finance, 'POST', OrderPath.refundComplete, { refundId }, RetCode.REFUSED, '退款单状态为「已退款」，不能确认退款');

    const partly = await detail(order.id);
    expect(partly).toMatchObject({ status: 8, refunded: part, refundable: '50.00' });
    expect(partly.refunds.find((r) => r.id === refundId)).toMatchObject({ requestedBy: '系统管理员', approvedBy: '高雪梅', refundedBy: '高雪梅' });
    expect(partly.timeline.slice(-3).map((e) => e.title)).toEqual(['申请退款', '退款审核通过', '退款完成']);
    expect(await spendOf(order.customer_id)).toBe(subMoney(spend, part));

    // The rest: more than is left is refused, exactly what is left is taken.
    const before = await state(order.id);
    await refused(
      t.app,
      admin,
      'POST',
      OrderPath.refundApply,
      { orderId: order.id, amount: '50.01', reason: '补退' },
      RetCode.REFUSED,
      '退款金额不能超过可退金额 50.00 元',
    );
    expect(await state(order.id)).toBe(before);
    const rest = (await apply(admin, order.id, 50, '补退剩余金额')).result;
    await step(OrderPath.refundApprove, { refundId: rest.refundId });
    expect(await step(OrderPath.refundComplete, { refundId: rest.refundId })).toMatchObject({ orderStatus: 5, refundStatus: 2 });
    expect(await detail(order.id)).toMatchObject({ status: 5, refunded: order.paid, refundable: '0.00' });
    await refused(
      t.app,
      admin,
      'POST',
      OrderPath.refundApply,
      { orderId: order.id, amount: 1, reason: '再退' },
      RetCode.REFUSED,
      '订单状态为「已退款」，不能申请退款',
    );

    // Every step audited on the order and on the refund.
    const orderSteps = (await auditRows(t.db, { table: 'customer_order', recordId: order.id })).map((a) => a.action).reverse();
    expect(orderSteps).toEqual(['transition:refundApply', 'transition:refundComplete', 'transition:refundApply', 'transition:refundComplete']);
    expect((await auditRows(t.db, { table: 'order_refund', recordId: refundId })).map((a) => a.action).reverse()).toEqual([
      'create',
      'transition:refundApprove',
      'transition:refundComplete',
    ]);
  });

  it('a rejected refund returns the order where it was: 已支付, or 部分退款', async () => {
    for (const status of [3, 8]) {
      const order = await orderIn(status);
      const left = subMoney(order.paid, order.refunded);
      const { refundId } = (await apply(admin, order.id, left)).result;
      await refused(t.app, admin, 'POST', OrderPath.refundReject, { refundId }, RetCode.INVALID, '请填写驳回原因');
      // Rejecting moves no money: the requester may take back their own request.
      expect(await step(OrderPath.refundReject, { refundId, rejectReason: '已为顾客免费返修' }, admin)).toMatchObject({ orderStatus: status, refundStatus: 3 });
      const after = await detail(order.id);
      expect(after).toMatchObject({ status, refunded: order.refunded });
      expect(after.refunds.find((r) => r.id === refundId)).toMatchObject({ status: 3, rejectReason: '已为顾客免费返修', approvedBy: '系统管理员' });
      expect(after.timeline.at(-1)).toMatchObject({ title: '退款驳回', detail: '已为顾客免费返修' });
      await refused(t.app, admin, 'POST', OrderPath.refundApprove, { refundId }, RetCode.REFUSED, '退款单状态为「已驳回」，不能审核通过');
    }
  });

  it('refuses a refund of an order not paid, or already being refunded, and writes nothing', async () => {
    for (const status of [0, 1, 2, -1, -2, 5]) {
      const row = await orderWithStatus(status);
      const before = await state(row.id);
      await refused(
        t.app,
        admin,
        'POST',
        OrderPath.refundApply,
        { orderId: row.id, amount: 1, reason: '测试' },
        RetCode.REFUSED,
        `订单状态为「${OrderStatus.labelOf(status)}」，不能申请退款`,
      );
      expect(await state(row.id)).toBe(before);
    }
    const refunding = await orderWithStatus(4);
    const before = await state(refunding.id);
    await refused(
      t.app,
      admin,
      'POST',
      OrderPath.refundApply,
      { orderId: refunding.id, amount: 1, reason: '再申请' },
      RetCode.REFUSED,
      '该订单已有退款申请在处理中',
    );
    expect(await state(refunding.id)).toBe(before);
    await refused(t.app, admin, 'POST', OrderPath.refundApply, { orderId: 99_999_999, amount: 1, reason: '不存在' }, RetCode.REFUSED, '订单不存在');
    await refused(t.app, admin, 'POST', OrderPath.refundApprove, { refundId: 99_999_999 }, RetCode.REFUSED, '退款单不存在');
  });

  it('refuses bad input with the field named, and writes nothing', async () => {
    const order = await orderIn(3);
    const before = await state(order.id);
    await refused(t.app, admin, 'POST', OrderPath.refundApply, { orderId: order.id, amount: '-5', reason: '测试' }, RetCode.INVALID, '退款金额应为金额');
    await refused(t.app, admin, 'POST', OrderPath.refundApply, { orderId: order.id, amount: '1.234', reason: '测试' }, RetCode.INVALID, '最多2位小数');
    await refused(t.app, admin, 'POST', OrderPath.refundApply, { orderId: order.id, amount: '0.00', reason: '测试' }, RetCode.INVALID, '退款金额须大于0');
    await refused(t.app, admin, 'POST', OrderPath.refundApply, { orderId: order.id, amount: 10 }, RetCode.INVALID, '请填写退款原因');
    await refused(
      t.app,
      admin,
      'POST',
      OrderPath.refundApply,
      { orderId: order.id, amount: 10, reason: '长'.repeat(201) },
      RetCode.INVALID,
      '退款原因最多200个字',
    );
    await refused(t.app, admin, 'POST', OrderPath.refundApply, { orderId: 'abc', amount: 10, reason: '测试' }, RetCode.INVALID, 'orderId');
    expect(await state(order.id)).toBe(before);
  });
});

describe('who may refund', () => {
  it('head office refunds by hand at once below the threshold; nobody else', async () => {
    const order = await orderIn(3);
    const spend = await spendOf(order.customer_id);
    expect((await setThreshold(addMoney(order.paid, '0.01'))).retCode).toBe(RetCode.SUCCESS);
    const manual = await step(OrderPath.manualRefund, { orderId: order.id, amount: order.paid, reason: '客诉处理，总部同意全额退款' }, admin);
    expect((await setThreshold('0')).retCode).toBe(RetCode.SUCCESS);
    expect(manual).toMatchObject({ orderStatus: 5, refundStatus: 2 });
    const after = await detail(order.id);
    expect(after.refunds.at(-1)).toMatchObject({ manual: true, status: 2, refundedBy: '系统管理员', approvedBy: '系统管理员' });
    expect(after.timeline.at(-1)).toMatchObject({ title: '手工退款' });
    expect(await spendOf(order.customer_id)).toBe(subMoney(spend, order.paid));
    await refused(t.app, admin, 'POST', OrderPath.manualRefund, { orderId: order.id, amount: 1, reason: '再退' }, RetCode.REFUSED, '不能手工退款');

    // An open request first has to be decided.
    const open = await orderIn(3);
    await apply(admin, open.id, 10);
    await refused(t.app, admin, 'POST', OrderPath.manualRefund, { orderId: open.id, amount: 5, reason: '手工' }, RetCode.REFUSED, '该订单已有退款申请在处理中');

    // A store manager sees orders but holds no refund operation; a regional manager granted it is no head office.
    const mine = await orderIn(3, sql`store_id = 1`);
    await refused(t.app, store001, 'POST', OrderPath.refundApply, { orderId: mine.id, amount: 1, reason: '测试' }, RetCode.REFUSED, RetMsg.FORBIDDEN);
    const role = await t.db.insertInto('role').values({ name: '区域退款', code: 'area_refund', role_type: 0 }).returning('id').executeTakeFirstOrThrow();
    const ops = await t.db.selectFrom('menu').select('id').where('code', 'in', ['financial:order:refundApply', 'financial:order:manualRefund']).execute();
    await t.db
      .insertInto('role_menu')
      .values(ops.map((m) => ({ role_id: role.id, menu_id: m.id })))
      .execute();
    await t.db.insertInto('user_role').values({ user_id: area01.userId, role_id: role.id }).execute();
    const before = await state(mine.id);
    await refused(t.app, area01, 'POST', OrderPath.manualRefund, { orderId: mine.id, amount: 1, reason: '测试' }, RetCode.REFUSED, '手工退款仅限总部操作');
    // Its stores are 1..10: an order of store 30 is not its to refund.
    const far = await orderIn(3, sql`store_id > 20`);
    await refused(t.app, area01, 'POST', OrderPath.refundApply, { orderId: far.id, amount: 1, reason: '测试' }, RetCode.REFUSED, '订单不存在');
    expect(await state(mine.id)).toBe(before);
    expect((await apply(area01, mine.id, 1)).retCode).toBe(RetCode.SUCCESS);
  });
});

describe('maker-checker (issue 12.17)', () => {
  it('a manual refund at or above the threshold is a request: another person approves and confirms it', async () => {
    const order = await orderIn(3);
    const manual = await step(OrderPath.manualRefund, { orderId: order.id, amount: '40.00', reason: '客诉处理，总部同意部分退款' }, admin);
    expect(manual).toMatchObject({ orderStatus: 4, refundStatus: 0 });
    const asked = await detail(order.id);
    expect(asked).toMatchObject({ status: 4, refunded: order.refunded });
    expect(asked.refunds.at(-1)).toMatchObject({ manual: true, status: 0, requestedBy: '系统管理员', approvedBy: null, refundedBy: null });
    expect(asked.timeline.at(-1)).toMatchObject({ title: '申请手工退款', operator: '系统管理员' });
    const before = await state(order.id);
    await refused(t.app, admin, 'POST', OrderPath.refundApprove, { refundId: manual.refundId }, RetCode.REFUSED, '退款申请人不能审核自己的申请');
    expect(await state(order.id)).toBe(before);
    await step(OrderPath.refundApprove, { refundId: manual.refundId });
    await refused(t.app, admin, 'POST', OrderPath.refundComplete, { refundId: manual.refundId }, RetCode.REFUSED, '退款申请人不能确认自己的退款');
    expect(await step(OrderPath.refundComplete, { refundId: manual.refundId })).toMatchObject({ orderStatus: 8, refundStatus: 2 });
    const done = await detail(order.id);
    expect(done).toMatchObject({ status: 8, refunded: addMoney(order.refunded, '40.00') });
    expect(done.timeline.slice(-3).map((e) => [e.title, e.operator])).toEqual([
      ['申请手工退款', '系统管理员'],
      ['退款审核通过', '高雪梅'],
      ['退款完成', '高雪梅'],
    ]);
  });

  it('below the threshold the requester may approve and confirm; from the threshold on (the amount itself included) not', async () => {
    expect(await ok<RefundCheckerSetting>(t.app, admin, 'POST', RefundCheckerPath.update, { threshold: '100' })).toMatchObject({
      threshold: '100.00',
      updatedBy: '系统管理员',
    });
    try {
      const small = await orderIn(3);
      const { refundId } = (await apply(admin, small.id, '99.99')).result;
      await step(OrderPath.refundApprove, { refundId }, admin);
      expect(await step(OrderPath.refundComplete, { refundId }, admin)).toMatchObject({ refundStatus: 2 });

      const large = await orderIn(3);
      const asked = (await apply(admin, large.id, '100.00')).result;
      await refused(
        t.app,
        admin,
        'POST',
        OrderPath.refundApprove,
        { refundId: asked.refundId },
        RetCode.REFUSED,
        '退款申请人不能审核自己的申请：¥100.00 及以上的退款须由申请人以外的人审核和确认',
      );
      // A manual refund below it is done at once; at it, asked for.
      for (const [amount, refundStatus] of [
        ['99.99', 2],
        ['100', 0],
      ] as const) {
        const other = await orderIn(3);
        expect(await step(OrderPath.manualRefund, { orderId: other.id, amount, reason: '客诉' }, admin)).toMatchObject({ refundStatus });
      }
    } finally {
      expect((await setThreshold('0')).retCode).toBe(RetCode.SUCCESS);
    }
  });

  it('a refund from before requesters were kept by account is matched by name', async () => {
    const order = await orderIn(3);
    const { refundId } = (await apply(admin, order.id, 10)).result;
    await sql`update order_refund set requested_by_id = null where id = ${refundId}`.execute(t.db);
    await refused(t.app, admin, 'POST', OrderPath.refundApprove, { refundId }, RetCode.REFUSED, '退款申请人不能审核自己的申请');
    await step(OrderPath.refundApprove, { refundId });
  });

  it('the threshold: every signed-in user reads it; only head office holding 退款复核设置 changes it, in words, audited', async () => {
    expect(await ok<RefundCheckerSetting>(t.app, store001, 'GET', RefundCheckerPath.setting)).toMatchObject({ threshold: '0.00' });
    await refused(t.app, store001, 'POST', RefundCheckerPath.update, { threshold: '100' }, RetCode.REFUSED, RetMsg.FORBIDDEN);
    await refused(t.app, finance, 'POST', RefundCheckerPath.update, { threshold: '100' }, RetCode.REFUSED, RetMsg.FORBIDDEN);
    for (const [threshold, message] of [
      ['-1', '复核金额应为不小于0的金额'],
      ['1.234', '最多2位小数'],
      ['abc', '复核金额应为不小于0的金额'],
      ['10000000.01', '复核金额不能超过10000000元'],
    ])
      await refused(t.app, admin, 'POST', RefundCheckerPath.update, { threshold }, RetCode.INVALID, message);
    // A regional manager granted the operation is still no head office.
    const role = await t.db
      .insertInto('role')
      .values({ name: '区域退款设置', code: 'area_refund_setting', role_type: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const op = await t.db.selectFrom('menu').select('id').where('code', '=', 'financial:order:refundCheckerSetting').executeTakeFirstOrThrow();
    await t.db.insertInto('role_menu').values({ role_id: role.id, menu_id: op.id }).execute();
    await t.db.insertInto('user_role').values({ user_id: area01.userId, role_id: role.id }).execute();
    await refused(t.app, area01, 'POST', RefundCheckerPath.update, { threshold: '100' }, RetCode.REFUSED, '退款复核设置仅限总部修改');
    expect(await ok<RefundCheckerSetting>(t.app, store001, 'GET', RefundCheckerPath.setting)).toMatchObject({ threshold: '0.00' });

    expect(await ok<RefundCheckerSetting>(t.app, admin, 'POST', RefundCheckerPath.update, { threshold: '2000.5' })).toMatchObject({
      threshold: '2000.50',
      updatedBy: '系统管理员',
    });
    expect((await ok<RefundCheckerSetting>(t.app, store001, 'GET', RefundCheckerPath.setting)).threshold).toBe('2000.50');
    await ok(t.app, admin, 'POST', RefundCheckerPath.update, { threshold: '0' });
    const [last, first] = await auditRows(t.db, { table: 'finance_setting', action: 'update' });
    expect(first).toMatchObject({ before: { refundCheckerThreshold: '0.00' }, after: { refundCheckerThreshold: '2000.50' } });
    expect(last).toMatchObject({ before: { refundCheckerThreshold: '2000.50' }, after: { refundCheckerThreshold: '0.00' } });
  });
});

describe('two refund requests at once', () => {
  it('exactly one wins; the other is refused and nothing of it is written', async () => {
    for (let round = 0; round < 3; round++) {
      const order = await orderIn(3);
      const refunds = await countRows(t.db, 'order_refund');
      const answers = await Promise.all([apply(admin, order.id, 10, '第一个申请'), apply(admin, order.id, 20, '第二个申请')]);
      const won = answers.filter((a) => a.retCode === RetCode.SUCCESS);
      const lost = answers.filter((a) => a.retCode !== RetCode.SUCCESS);
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(1);
      expect(lost[0]).toMatchObject({ retCode: RetCode.REFUSED, retMsg: expect.stringContaining('该订单已有退款申请在处理中') });
      expect(await countRows(t.db, 'order_refund')).toBe(refunds + 1);
      const after = await detail(order.id);
      expect(after.status).toBe(4);
      expect(after.refunds.filter((r) => r.status === 0)).toHaveLength(1);
    }
  });
});

describe('refunds of orders paid by stored-value card', () => {
  manualAtOnce();
  it('put the money back on the card that paid, one 退款 row each, the principal first; the ledger adds up; the store day counts them', async () => {
    const order = await orderIn(3, cardPaid(true));
    const [taken_] = await paidBy(order.id);
    expect(addMoney(taken_.principal, taken_.bonus)).toBe(order.paid);
    const before = await card(taken_.card_id);
    const day = await businessDay(order.store_id);

    const part = '30.00';
    const { refundId } = (await apply(admin, order.id, part)).result;
    await step(OrderPath.refundApprove, { refundId });
    // Asked and approved: nothing has moved yet.
    expect(await card(taken_.card_id)).toEqual(before);
    expect(await step(OrderPath.refundComplete, { refundId })).toMatchObject({ orderStatus: 8, refundStatus: 2 });

    const first = { principal: compareMoney(taken_.principal, part) >= 0 ? part : taken_.principal };
    const after = await card(taken_.card_id);
    expect(after).toEqual({
      principal: addMoney(before.principal, first.principal),
      bonus: addMoney(before.bonus, subMoney(part, first.principal)),
      rows: before.rows + 1,
    });
    const row = (
      await sql<Record<string, unknown>>`
      select kind, principal_delta, bonus_delta, principal_after, bonus_after, store_id, remark, operator from card_ledger where customer_order_id = ${order.id} and kind = 3`.execute(
        t.db,
      )
    ).rows;
    expect(row).toEqual([
      {
        kind: 3,
        principal_delta: first.principal,
        bonus_delta: subMoney(part, first.principal),
        principal_after: after.principal,
        bonus_after: after.bonus,
        store_id: order.store_id,
        remark: expect.stringContaining('订单退款'),
        operator: '高雪梅',
      },
    ]);
    expect(await brokenCards()).toEqual([]);
    expect((await businessDay(order.store_id)).refund_amount).toBe(addMoney(day.refund_amount, part));
    const [audit] = await auditRows(t.db, { table: 'customer_order', action: 'transition:refundComplete', recordId: order.id });
    expect(JSON.stringify(audit.after)).toContain('cardRefunds');

    // Head office gives back the rest by hand: all the card paid is on it again, and no more.
    const rest = subMoney(order.paid, part);
    expect(await step(OrderPath.manualRefund, { orderId: order.id, amount: rest, reason: '客诉处理，余款退回卡内' }, admin)).toMatchObject({ orderStatus: 5 });
    expect(await card(taken_.card_id)).toEqual({
      principal: addMoney(before.principal, taken_.principal),
      bonus: addMoney(before.bonus, taken_.bonus),
      rows: before.rows + 2,
    });
    const held = (
      await sql<{
        p: string;
        b: string;
      }>`select sum(principal_delta) as p, sum(bonus_delta) as b from card_ledger where customer_order_id = ${order.id}`.execute(t.db)
    ).rows[0];
    expect(held).toEqual({ p: '0.00', b: '0.00' });
    expect(await brokenCards()).toEqual([]);
    expect((await businessDay(order.store_id)).refund_amount).toBe(addMoney(day.refund_amount, order.paid));
  });

  it('paid by card and another way: only the card part goes back on the card', async () => {
    const order = await orderIn(3, cardPaid(false));
    const [taken_] = await paidBy(order.id);
    const cardPart = addMoney(taken_.principal, taken_.bonus);
    expect(compareMoney(cardPart, order.paid)).toBe(-1);
    const before = await card(taken_.card_id);
    await step(OrderPath.manualRefund, { orderId: order.id, amount: order.paid, reason: '全额退款' }, admin);
    const after = await card(taken_.card_id);
    expect(after.rows).toBe(before.rows + 1);
    expect(addMoney(after.principal, after.bonus)).toBe(addMoney(before.principal, before.bonus, cardPart));
    expect(await brokenCards()).toEqual([]);
  });

  it('an order paid otherwise leaves every card as it was, and the store day still counts the refund', async () => {
    const order = await orderIn(3, sql`pay_method = 1 and not exists (select 1 from card_ledger l where l.customer_order_id = customer_order.id)`);
    const ledger = await countRows(t.db, 'card_ledger');
    const day = await businessDay(order.store_id);
    await step(OrderPath.manualRefund, { orderId: order.id, amount: '12.34', reason: '部分退款' }, admin);
    expect(await countRows(t.db, 'card_ledger')).toBe(ledger);
    expect((await businessDay(order.store_id)).refund_amount).toBe(addMoney(day.refund_amount, '12.34'));
  });
});

describe('two completions or two manual refunds at once', () => {
  manualAtOnce();
  /** What a race may leave behind: how much was given back, and by how many refunds and audit rows. */
  const outcome = async (orderId: number, action: string) => ({
    order: (await sql<{ paid: string; refunded: string }>`select paid, refunded from customer_order where id = ${orderId}`.execute(t.db)).rows[0],
    done: (await sql<{ n: number }>`select count(*)::int as n from order_refund where order_id = ${orderId} and status = 2`.execute(t.db)).rows[0].n,
    audits: (await auditRows(t.db, { table: 'customer_order', action: `transition:${action}`, recordId: orderId })).length,
  });

  it('two confirmations of one approved refund: exactly one gives the money back, once (on the card too)', async () => {
    for (const extra of [sql`true`, cardPaid(true)]) {
      const order = await orderIn(3, extra);
      const spend = await spendOf(order.customer_id);
      const [paying] = await paidBy(order.id);
      const before = paying ? await card(paying.card_id) : null;
      const amount = subMoney(order.paid, '10.00');
      const { refundId } = (await apply(admin, order.id, amount)).result;
      await step(OrderPath.refundApprove, { refundId });
      const answers = await Promise.all([1, 2].map(() => call<RefundStepResult>(t.app, finance, 'POST', OrderPath.refundComplete, { refundId })));
      expect(answers.filter((a) => a.retCode === RetCode.SUCCESS)).toHaveLength(1);
      expect(answers.filter((a) => a.retCode === RetCode.REFUSED).map((a) => a.retMsg)).toEqual(['退款单状态为「已退款」，不能确认退款']);
      const result = await outcome(order.id, 'refundComplete');
      expect(result).toEqual({ order: { paid: order.paid, refunded: amount }, done: 1, audits: 1 });
      expect((await auditRows(t.db, { table: 'order_refund', action: 'transition:refundComplete', recordId: refundId })).length).toBe(1);
      expect(await spendOf(order.customer_id)).toBe(subMoney(spend, amount));
      if (paying) {
        const after = await card(paying.card_id);
        expect(after.rows).toBe(before!.rows + 1);
        expect(addMoney(after.principal, after.bonus)).toBe(addMoney(before!.principal, before!.bonus, amount));
      }
    }
    expect(await brokenCards()).toEqual([]);
  });

  it('two manual refunds of one order: exactly one wins, never more than was paid', async () => {
    // Each asks for 60% (together more than was paid), then each for all of it.
    for (const share of [60n, 100n]) {
      const order = await orderIn(3);
      const amount = fromCents((toCents(order.paid) * share) / 100n);
      const refunds = await countRows(t.db, 'order_refund');
      const answers = await Promise.all(
        ['第一笔', '第二笔'].map((reason) => call<RefundStepResult>(t.app, admin, 'POST', OrderPath.manualRefund, { orderId: order.id, amount, reason })),
      );
      expect(answers.filter((a) => a.retCode === RetCode.SUCCESS)).toHaveLength(1);
      const lost = answers.find((a) => a.retCode !== RetCode.SUCCESS)!;
      expect(lost.retCode).toBe(RetCode.REFUSED);
      expect(lost.retMsg).toBe(
        share === 100n ? '订单状态为「已退款」，不能手工退款' : `退款金额不能超过可退金额 ${formatMoney(subMoney(order.paid, amount))} 元`,
      );
      expect(await outcome(order.id, 'manualRefund')).toEqual({ order: { paid: order.paid, refunded: amount }, done: 1, audits: 1 });
      expect(await countRows(t.db, 'order_refund')).toBe(refunds + 1);
    }
  });

  it('refuses a manual refund from every status but 已支付 and 部分退款, writing nothing', async () => {
    for (const status of [0, 1, 2, -1, -2, 4, 5]) {
      const order = await orderWithStatus(status);
      const before = await state(order.id);
      const message = status === 4 ? '该订单已有退款申请在处理中，请先处理该申请' : `订单状态为「${OrderStatus.labelOf(status)}」，不能手工退款`;
      await refused(t.app, admin, 'POST', OrderPath.manualRefund, { orderId: order.id, amount: 1, reason: '手工' }, RetCode.REFUSED, message);
      expect(await state(order.id)).toBe(before);
    }
  });
});
