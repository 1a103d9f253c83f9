import {
  addMoney,
  formatMoney,
  RefundCheckerPath,
  RetCode,
  RetMsg,
  StoredValuePath,
  subMoney,
  type CardBalanceResult,
  type CardRefundQuote,
  type CardRefundStepResult,
} from '@salon/contract';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/schema.js';
import { call, countRows, DEMO, login, ok, openTestApp, refused, type Session, type TestApp } from '../../../test/harness.js';

/** /operate/financial/payCardOrder 储值卡订单: the refund steps of a card order, their preview, and who may take them. */
let t: TestApp;
let admin: Session;
let store001: Session;
/** 财务专员: the second person of a refund admin asked for. */
let finance: Session;

type Row = Record<string, unknown> & { id: number };

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  store001 = await login(t.app, DEMO.store001.account, DEMO.store001.pwd);
  finance = await login(t.app, DEMO.finance01.account, DEMO.finance01.pwd);
});
afterAll(async () => {
  await t?.close();
});

const one = async <T>(query: ReturnType<typeof sql<T>>) => (await query.execute(t.db)).rows[0];
const list = async (session: Session, url: string, query: Record<string, unknown> = {}) => {
  const answer = await call<Row[]>(t.app, session, 'POST', url, { pageSize: 50, ...query });
  expect(answer.retCode, answer.retMsg).toBe(RetCode.SUCCESS);
  return answer;
};

/** Cards whose ledger does not add up to their balances, or whose balances after do not chain (none, ever). */
async function brokenCards(db: Kysely<Database>): Promise<unknown[]> {
  const sums = await sql`
    select c.id, c.principal, c.bonus, coalesce(sum(l.principal_delta), 0) as p, coalesce(sum(l.bonus_delta), 0) as b
    from member_card c left join card_ledger l on l.card_id = c.id
    group by c.id having c.principal <> coalesce(sum(l.principal_delta), 0) or c.bonus <> coalesce(sum(l.bonus_delta), 0)
      or c.principal < 0 or c.bonus < 0`.execute(db);
  const chain = await sql`
    select id from (
      select id, principal_after, bonus_after,
        sum(principal_delta) over (partition by card_id order by id) as p, sum(bonus_delta) over (partition by card_id order by id) as b
      from card_ledger) x where principal_after <> p or bonus_after <> b limit 5`.execute(db);
  return [...sums.rows, ...chain.rows];
}

/** A normal card of the given store with at least `min` yuan of principal that nobody else in this file takes. */
const taken = new Set<number>();
async function cardWith(min: number, extra = sql`true`): Promise<{ id: number; principal: string; bonus: string; card_no: string; store_id: number }> {
  const rows = await sql<{ id: number; principal: string; bonus: string; card_no: string; store_id: number }>`
    select id::int, principal, bonus, card_no, store_id from member_card where status = 0 and principal >= ${min} and ${extra} order by id limit 60`.execute(
    t.db,
  );
  const row = rows.rows.find((r) => !taken.has(r.id));
  if (!row) throw new Error('no card');
  taken.add(row.id);
  return row;
}
const balances = (id: number) => one(sql<{ principal: string; bonus: string }>`select principal, bonus from member_card where id = ${id}`);
const state = async (cardId: number) =>
  JSON.stringify({
    card: await balances(cardId),
    ledger: await countRows(t.db, 'card_ledger'),
    orders: await sql`select status, refund_status from card_order where card_id = ${cardId} order by id`.execute(t.db).then((r) => r.rows),
    audit: await countRows(t.db, 'audit_log'),
  });

describe('储值卡订单: refund', () => {
  it('request → approve → refunded: the principal paid and the bonus granted leave the card by a 退款 row', async () => {
    const card = await cardWith(0);
    const recharge = await ok<CardBalanceResult & { orderNo: string }>(t.app, admin, 'POST', StoredValuePath.recharge, {
      cardId: card.id,
      amount: '300',
      bonus: '30',
      payMethod: 1,
    });
    expect(recharge.orderNo).toMatch(/^CK\d{16}$/);
    const order = await one(sql<{ id: number }>`select id::int from card_order where order_no = ${recharge.orderNo}`);
    await refused(t.app, admin, 'POST', StoredValuePath.refundComplete, { orderId: order.id }, RetCode.REFUSED, '已支付');
    await refused(t.app, admin, 'POST', StoredValuePath.refundApply, { orderId: order.id, reason: ' ' }, RetCode.INVALID, '请填写退款原因');
    expect(await ok<CardRefundStepResult>(t.app, admin, 'POST', StoredValuePath.refundApply, { orderId: order.id, reason: '误充值' })).toEqual({
      orderId: order.id,
      status: 2,
      refundStatus: 0,
    });
    await refused(t.app, admin, 'POST', StoredValuePath.refundApply, { orderId: order.id, reason: '再次' }, RetCode.REFUSED, '退款中');
    await refused(t.app, finance, 'POST', StoredValuePath.refundComplete, { orderId: order.id }, RetCode.REFUSED, '尚未审核通过');
    // The requester neither approves nor confirms it (maker-checker; threshold 0: every refund).
    const asked = await state(card.id);
    await refused(t.app, admin, 'POST', StoredValuePath.refundApprove, { orderId: order.id }, RetCode.REFUSED, '退款申请人不能审核自己的申请');
    expect(await state(card.id)).toBe(asked);
    expect(await ok(t.app, finance, 'POST', StoredValuePath.refundApprove, { orderId: order.id })).toEqual({ orderId: order.id, status: 2, refundStatus: 1 });
    await refused(t.app, admin, 'POST', StoredValuePath.refundComplete, { orderId: order.id }, RetCode.REFUSED, '退款申请人不能确认自己的退款');
    expect(await ok(t.app, finance, 'POST', StoredValuePath.refundComplete, { orderId: order.id })).toEqual({ orderId: order.id, status: 3, refundStatus: 2 });
    expect(await balances(card.id)).toEqual({ principal: card.principal, bonus: card.bonus });
    const row = await ok<Row>(t.app, admin, 'GET', StoredValuePath.cardOrderDetail, { id: order.id });
    expect(row).toMatchObject({
      status: 3,
      refundStatus: 2,
      refundReason: '误充值',
      refundRequestedBy: '系统管理员',
      refundApprovedBy: '高雪梅',
      refundedBy: '高雪梅',
    });
    const ledger = await one(sql<Row>`select kind, principal_delta, bonus_delta from card_ledger where card_order_id = ${order.id} and kind = 3`);
    expect(ledger).toEqual({ kind: 3, principal_delta: '-300.00', bonus_delta: '-30.00' });
    await refused(t.app, admin, 'POST', StoredValuePath.refundApply, { orderId: order.id, reason: '再次' }, RetCode.REFUSED, '已退款');
    expect(await brokenCards(t.db)).toEqual([]);
  });

  it('refuses a refund the card no longer covers, with a clear message, writing nothing; a rejection returns the order to 已支付', async () => {
    const card = await cardWith(0);
    const recharge = await ok<CardBalanceResult & { orderNo: string }>(t.app, admin, 'POST', StoredValuePath.recharge, {
      cardId: card.id,
      amount: '100',
      payMethod: 4,
    });
    const order = await one(sql<{ id: number }>`select id::int from card_order where order_no = ${recharge.orderNo}`);
    await ok(t.app, admin, 'POST', StoredValuePath.refundApply, { orderId: order.id, reason: '顾客要求退款' });
    await ok(t.app, finance, 'POST', StoredValuePath.refundApprove, { orderId: order.id });
    // Spent in the meantime: the principal left is below what the order put in.
    await ok(t.app, admin, 'POST', StoredValuePath.adjust, {
      cardId: card.id,
      principalDelta: subMoney('0', addMoney(card.principal, '50')),
      reason: '消费补录',
    });
    const before = await state(card.id);
    await refused(
      t.app,
      finance,
      'POST',
      StoredValuePath.refundComplete,
      { orderId: order.id },
      RetCode.REFUSED,
      '卡内余额已不足以退回本单：需退回本金 ¥100.00',
    );
    expect(await state(card.id)).toBe(before);

    const other = await ok<CardBalanceResult & { orderNo: string }>(t.app, admin, 'POST', StoredValuePath.recharge, {
      cardId: card.id,
      amount: '80',
      payMethod: 1,
    });
    const second = await one(sql<{ id: number }>`select id::int from card_order where order_no = ${other.orderNo}`);
    await ok(t.app, admin, 'POST', StoredValuePath.refundApply, { orderId: second.id, reason: '误充值' });
    await refused(t.app, store001, 'POST', StoredValuePath.refundReject, { orderId: second.id, rejectReason: '不符合' }, RetCode.REFUSED, RetMsg.FORBIDDEN);
    expect(await ok(t.app, admin, 'POST', StoredValuePath.refundReject, { orderId: second.id, rejectReason: '已超过退款时限' })).toEqual({
      orderId: second.id,
      status: 1,
      refundStatus: 3,
    });
    const listed = (await list(admin, StoredValuePath.cardOrderList, { orderNo: other.orderNo, createdAtStart: '2026-01-01', createdAtEnd: '2026-01-01' }))
      .result;
    expect(listed).toEqual([]);
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const [found] = (await list(admin, StoredValuePath.cardOrderList, { orderNo: other.orderNo, createdAtStart: today, createdAtEnd: today })).result;
    expect(found).toMatchObject({ status: 1, refundStatus: 3, kind: 2, paid: '80.00', cardNo: card.card_no });
  });

  it('the refund preview says what leaves the card and the card’s balances, and says beforehand when it cannot be done, in the words the refund itself refuses with', async () => {
    const card = await cardWith(0);
    const recharge = await ok<CardBalanceResult & { orderNo: string }>(t.app, admin, 'POST', StoredValuePath.recharge, {
      cardId: card.id,
      amount: '200',
      bonus: '20',
      payMethod: 1,
    });
    const order = await one(sql<{ id: number }>`select id::int from card_order where order_no = ${recharge.orderNo}`);
    const quote = () => ok<CardRefundQuote>(t.app, admin, 'GET', StoredValuePath.refundQuote, { orderId: order.id });
    const principal = addMoney(card.principal, '200');
    const bonus = addMoney(card.bonus, '20');
    expect(await quote()).toEqual({
      orderId: order.id,
      orderNo: recharge.orderNo,
      cardNo: card.card_no,
      principal: '200.00',
      bonus: '20.00',
      cardPrincipal: principal,
      cardBonus: bonus,
      principalAfter: card.principal,
      bonusAfter: card.bonus,
      refundable: true,
      message: null,
    });

    // Spent since: the bonus granted is no longer all on the card. The preview says so, and the request is refused in the same words.
    await ok(t.app, admin, 'POST', StoredValuePath.adjust, { cardId: card.id, bonusDelta: subMoney('0', addMoney(card.bonus, '5')), reason: '消费补录' });
    const short = await quote();
    expect(short).toMatchObject({ refundable: false, cardBonus: '15.00', bonusAfter: '-5.00' });
    expect(short.message).toBe(
      `卡内余额已不足以退回本单：需退回本金 ¥200.00、赠送 ¥20.00，会员卡 ${card.card_no} 现有本金 ¥${formatMoney(principal)}、赠送 ¥15.00`,
    );
    const before = await state(card.id);
    await refused(t.app, admin, 'POST', StoredValuePath.refundApply, { orderId: order.id, reason: '误充值' }, RetCode.REFUSED, short.message!);
    expect(await state(card.id)).toBe(before);

    // Within the user's store scope only; an unknown order is refused.
    await refused(t.app, admin, 'GET', StoredValuePath.refundQuote, { orderId: 99_999_999 }, RetCode.REFUSED, '储值卡订单不存在');
    if (card.store_id !== 1) await refused(t.app, store001, 'GET', StoredValuePath.refundQuote, { orderId: order.id }, RetCode.REFUSED);
  });

  it('at or above head office’s threshold a second person approves and confirms; below it the requester may; the setting is head office’s, in words', async () => {
    const setThreshold = (threshold: string, session = admin) => call(t.app, session, 'POST', RefundCheckerPath.update, { threshold });
    const card = await cardWith(0);
    const recharge = async (amount: string) => {
      const done = await ok<CardBalanceResult & { orderNo: string }>(t.app, admin, 'POST', StoredValuePath.recharge, { cardId: card.id, amount, payMethod: 1 });
      return (await one(sql<{ id: number }>`select id::int from card_order where order_no = ${done.orderNo}`)).id;
    };
    expect((await setThreshold('500')).retCode).toBe(RetCode.SUCCESS);
    try {
      // ¥499.99: admin asks, approves and confirms.
      const small = await recharge('499.99');
      await ok(t.app, admin, 'POST', StoredValuePath.refundApply, { orderId: small, reason: '误充值' });
      await ok(t.app, admin, 'POST', StoredValuePath.refundApprove, { orderId: small });
      expect(await ok(t.app, admin, 'POST', StoredValuePath.refundComplete, { orderId: small })).toMatchObject({ status: 3 });
      // ¥500.00 (the threshold itself): not the requester.
      const large = await recharge('500');
      await ok(t.app, admin, 'POST', StoredValuePath.refundApply, { orderId: large, reason: '误充值' });
      await refused(
        t.app,
        admin,
        'POST',
        StoredValuePath.refundApprove,
        { orderId: large },
        RetCode.REFUSED,
        '退款申请人不能审核自己的申请：¥500.00 及以上的退款须由申请人以外的人审核和确认',
      );
      await ok(t.app, finance, 'POST', StoredValuePath.refundApprove, { orderId: large });
      await ok(t.app, finance, 'POST', StoredValuePath.refundComplete, { orderId: large });
    } finally {
      expect((await setThreshold('0')).retCode).toBe(RetCode.SUCCESS);
    }
  });
});
