import { OrderPath, RetCode, RetMsg, subMoney, type OrderDetailLines, type RefundStepResult } from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, call, countRows, DEMO, login, ok, openTestApp, refused, type Session, type TestApp } from '../../test/harness.js';

/** Refunds of orders: request, approve or reject, complete; head office's manual refund; one request at a time. */
let t: TestApp;
let admin: Session;
let store001: Session;
let area01: Session;

type Detail = Record<string, unknown> & OrderDetailLines & { id: number; status: number; paid: string; refunded: string };

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  store001 = await login(t.app, DEMO.store001.account, DEMO.store001.pwd);
  area01 = await login(t.app, DEMO.area01.account, DEMO.area01.pwd);
});
afterAll(async () => {
  await t?.close();
});

/** Orders of a status nobody else in this file touches (taken in turn). */
const taken = new Set<number>();
async function orderIn(status: number, extra = sql`true`): Promise<{ id: number; paid: string; refunded: string; customer_id: number; store_id: number }> {
  const rows = await sql<{ id: number; paid: string; refunded: string; customer_id: number; store_id: number }>`
    select id, paid, refunded, customer_id, store_id from customer_order where status = ${status} and paid > 100 and ${extra} order by id desc limit 50`.execute(t.db);
  const row = rows.rows.find((r) => !taken.has(r.id));
  if (!row) throw new Error(`no order in status ${status}`);
  taken.add(row.id);
  return row;
}
const detail = (id: number) => ok<Detail>(t.app, admin, 'GET', OrderPath.detail, { id });
const apply = (session: Session, orderId: number, amount: string | number, reason = '顾客对发型效果不满意') => call<RefundStepResult>(t.app, session, 'POST', OrderPath.refundApply, { orderId, amount, reason });
const step = (url: string, body: Record<string, unknown>, session = admin) => ok<RefundStepResult>(t.app, session, 'POST', url, body);
const spendOf = async (customerId: number) => (await sql<{ s: string }>`select total_spend as s from customer where id = ${customerId}`.execute(t.db)).rows[0].s;
/** Everything a refused step must leave as it was. */
const state = async (orderId: number) =>
  JSON.stringify({
    order: (await sql`select status, paid, refunded, updated_at from customer_order where id = ${orderId}`.execute(t.db)).rows,
    refunds: await countRows(t.db, 'order_refund'),
    audit: await countRows(t.db, 'audit_log'),
  });

describe('a refund, step by step', () => {
  it('part refunded: request (退款中), approve, complete (部分退款); then the rest (已退款)', async () => {
    const order = await orderIn(3);
    const spend = await spendOf(order.customer_id);
    const part = subMoney(order.paid, '50.00');

    const asked = await apply(admin, order.id, part);
    expect(asked.retCode, asked.retMsg).toBe(RetCode.SUCCESS);
    expect(asked.result).toMatchObject({ orderStatus: 4, refundStatus: 0 });
    const refundId = asked.result.refundId;
    expect((await detail(order.id)).refunds.find((r) => r.id === refundId)).toMatchObject({ status: 0, amount: part, requestedBy: '系统管理员', refundNo: expect.stringMatching(/^TK\d{16}$/) });

    // Not approved yet: no completing it.
    await refused(t.app, admin, 'POST', OrderPath.refundComplete, { refundId }, RetCode.REFUSED, '退款单尚未审核通过，不能确认退款');
    expect(await step(OrderPath.refundApprove, { refundId })).toMatchObject({ orderStatus: 4, refundStatus: 1 });
    await refused(t.app, admin, 'POST', OrderPath.refundApprove, { refundId }, RetCode.REFUSED, '退款单状态为「已审核」，不能审核通过');
    await refused(t.app, admin, 'POST', OrderPath.refundReject, { refundId, rejectReason: '晚了' }, RetCode.REFUSED, '退款单状态为「已审核」，不能驳回');
    expect(await step(OrderPath.refundComplete, { refundId })).toMatchObject({ orderStatus: 8, refundStatus: 2 });
    await refused(t.app, admin, 'POST', OrderPath.refundComplete, { refundId }, RetCode.REFUSED, '退款单状态为「已退款」，不能确认退款');

    const partly = await detail(order.id);
    expect(partly).toMatchObject({ status: 8, refunded: part, refundable: '50.00' });
    expect(partly.timeline.slice(-3).map((e) => e.title)).toEqual(['申请退款', '退款审核通过', '退款完成']);
    expect(await spendOf(order.customer_id)).toBe(subMoney(spend, part));

    // The rest: more than is left is refused, exactly what is left is taken.
    const before = await state(order.id);
    await refused(t.app, admin, 'POST', OrderPath.refundApply, { orderId: order.id, amount: '50.01', reason: '补退' }, RetCode.REFUSED, '退款金额不能超过可退金额 50.00 元');
    expect(await state(order.id)).toBe(before);
    const rest = (await apply(admin, order.id, 50, '补退剩余金额')).result;
    await step(OrderPath.refundApprove, { refundId: rest.refundId });
    expect(await step(OrderPath.refundComplete, { refundId: rest.refundId })).toMatchObject({ orderStatus: 5, refundStatus: 2 });
    expect(await detail(order.id)).toMatchObject({ status: 5, refunded: order.paid, refundable: '0.00' });
    await refused(t.app, admin, 'POST', OrderPath.refundApply, { orderId: order.id, amount: 1, reason: '再退' }, RetCode.REFUSED, '订单状态为「已退款」，不能申请退款');

    // Every step audited on the order and on the refund.
    const orderSteps = (await auditRows(t.db, { table: 'customer_order', recordId: order.id })).map((a) => a.action).reverse();
    expect(orderSteps).toEqual(['transition:refundApply', 'transition:refundComplete', 'transition:refundApply', 'transition:refundComplete']);
    expect((await auditRows(t.db, { table: 'order_refund', recordId: refundId })).map((a) => a.action).reverse()).toEqual(['create', 'transition:refundApprove', 'transition:refundComplete']);
  });

  it('a rejected refund returns the order where it was: 已支付, or 部分退款', async () => {
    for (const status of [3, 8]) {
      const order = await orderIn(status);
      const left = subMoney(order.paid, order.refunded);
      const { refundId } = (await apply(admin, order.id, left)).result;
      await refused(t.app, admin, 'POST', OrderPath.refundReject, { refundId }, RetCode.INVALID, '请填写驳回原因');
      expect(await step(OrderPath.refundReject, { refundId, rejectReason: '已为顾客免费返修' })).toMatchObject({ orderStatus: status, refundStatus: 3 });
      const after = await detail(order.id);
      expect(after).toMatchObject({ status, refunded: order.refunded });
      expect(after.refunds.find((r) => r.id === refundId)).toMatchObject({ status: 3, rejectReason: '已为顾客免费返修', approvedBy: '系统管理员' });
      expect(after.timeline.at(-1)).toMatchObject({ title: '退款驳回', detail: '已为顾客免费返修' });
      await refused(t.app, admin, 'POST', OrderPath.refundApprove, { refundId }, RetCode.REFUSED, '退款单状态为「已驳回」，不能审核通过');
    }
  });

  it('refuses a refund of an order not paid, or already being refunded, and writes nothing', async () => {
    for (const [status, label] of [[0, '待开始'], [1, '服务中'], [2, '待支付'], [-1, '用户取消'], [-2, '已撤回'], [5, '已退款']] as const) {
      const row = (await sql<{ id: number }>`select id from customer_order where status = ${status} order by id limit 1`.execute(t.db)).rows[0];
      if (!row) continue; // 待开始 / 服务中 exist only while stores are open
      const before = await state(row.id);
      await refused(t.app, admin, 'POST', OrderPath.refundApply, { orderId: row.id, amount: 1, reason: '测试' }, RetCode.REFUSED, `订单状态为「${label}」，不能申请退款`);
      expect(await state(row.id)).toBe(before);
    }
    const refunding = await orderIn(4, sql`true`).catch(() => null);
    if (refunding) await refused(t.app, admin, 'POST', OrderPath.refundApply, { orderId: refunding.id, amount: 1, reason: '再申请' }, RetCode.REFUSED, '该订单已有退款申请在处理中');
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
    await refused(t.app, admin, 'POST', OrderPath.refundApply, { orderId: order.id, amount: 10, reason: '长'.repeat(201) }, RetCode.INVALID, '退款原因最多200个字');
    await refused(t.app, admin, 'POST', OrderPath.refundApply, { orderId: 'abc', amount: 10, reason: '测试' }, RetCode.INVALID, 'orderId');
    expect(await state(order.id)).toBe(before);
  });
});

describe('who may refund', () => {
  it('head office refunds by hand at once; nobody else', async () => {
    const order = await orderIn(3);
    const spend = await spendOf(order.customer_id);
    const manual = await step(OrderPath.manualRefund, { orderId: order.id, amount: order.paid, reason: '客诉处理，总部同意全额退款' });
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
    await t.db.insertInto('role_menu').values(ops.map((m) => ({ role_id: role.id, menu_id: m.id }))).execute();
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
