import {
  addMoney,
  fromCents,
  memberCardResource,
  resourceEndpoints,
  RetCode,
  RetMsg,
  StoredValuePath,
  subMoney,
  type CardBalanceResult,
  type CardDetailLines,
  type CardRefundStepResult,
  type RevealResult,
} from '@salon/contract';
import fc from 'fast-check';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/schema.js';
import { auditRows, call, countRows, DEMO, decrypt, login, ok, openTestApp, refused, type Session, type TestApp } from '../../test/harness.js';
import { consumeCard, lockCard, rechargeCard } from './storedValue.js';

/** Stored value: member cards and their ledger, balance adjustments, recharges, card orders and their refund, reconciliation, business days. */
let t: TestApp;
let admin: Session;
let store001: Session;
/** ops01: every store, granted the membership page but not 查看完整号码 nor any card operation. */
let ops01: Session;

type Row = Record<string, unknown> & { id: number };
const MASKED = /^1\d{2}\*{4}\d{4}$|^1\d{3}\*{4}\d{4}$/;
const HEAD_OFFICE = { all: true, storeIds: [], startDate: null };

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  store001 = await login(t.app, DEMO.store001.account, DEMO.store001.pwd);
  const role = await t.db.selectFrom('role').select('id').where('code', '=', 'sys_ops').executeTakeFirstOrThrow();
  const menus = await t.db
    .selectFrom('menu')
    .select('id')
    .where('url', 'in', ['/operate', '/operate/financial', '/operate/financial/membership', '/operate/financial/balance'])
    .execute();
  await t.db
    .insertInto('role_menu')
    .values(menus.map((m) => ({ role_id: role.id, menu_id: m.id })))
    .execute();
  ops01 = await login(t.app, DEMO.ops01.account, DEMO.ops01.pwd);
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

describe('the seeded stored value', () => {
  it('has cards in every status, store 1 among them, and every ledger adds up to its card', async () => {
    const byStatus = await sql<{ status: number; n: number }>`select status, count(*)::int as n from member_card group by status order by status`.execute(t.db);
    expect(byStatus.rows.map((r) => r.status)).toEqual([0, 1, 2, 3]);
    expect((await one(sql<{ n: number }>`select count(*)::int as n from member_card where store_id = 1`)).n).toBeGreaterThan(5);
    expect(await brokenCards(t.db)).toEqual([]);
    // Each card payment of an order is one 消费 row of the same amount.
    const unmatched = await one(sql<{ n: number }>`
      select count(*)::int as n from order_payment p where p.method = 3
        and not exists (select 1 from card_ledger l where l.customer_order_id = p.order_id and l.kind = 2 and -(l.principal_delta + l.bonus_delta) = p.amount)`);
    expect(unmatched.n).toBe(0);
  });
});

describe('会员卡管理', () => {
  it('lists cards newest first with balances as exact strings; the mobile masked for all, revealed whole (sealed) with the operation', async () => {
    const answer = await list(admin, StoredValuePath.cardList);
    const [first] = answer.result;
    expect(first).toMatchObject({
      cardNo: expect.stringMatching(/^8800\d{8}$/),
      productName: expect.any(String),
      storeName: expect.any(String),
      principal: expect.stringMatching(/^\d+\.\d{2}$/),
    });
    expect(first.balance).toBe(addMoney(first.principal as string, first.bonus as string));
    expect(first.customerMobile).toMatch(MASKED);
    const reveal = resourceEndpoints(memberCardResource).reveal.path;
    const revealed = await ok<RevealResult>(t.app, admin, 'POST', reveal, { id: first.id, field: 'customerMobile' });
    expect(revealed.value).toMatch(/^enc1:/);
    const whole = (await decrypt(admin, revealed)).value as string;
    expect(whole).toMatch(/^1\d{10}$/);
    await refused(t.app, ops01, 'POST', reveal, { id: first.id, field: 'customerMobile' }, RetCode.REFUSED, RetMsg.FORBIDDEN);
    const [masked] = (await list(ops01, StoredValuePath.cardList, { pageSize: 1 })).result;
    expect(masked.id).toBe(first.id);
    expect(masked.customerMobile).toMatch(MASKED);
    expect((masked.customerMobile as string).slice(-4)).toBe(whole.slice(-4));
    // The exact mobile finds the holder's cards for both.
    expect((await list(ops01, StoredValuePath.cardList, { customerMobile: whole })).result.map((r) => r.id)).toContain(first.id);
    await refused(t.app, admin, 'POST', StoredValuePath.cardList, { customerMobile: whole.slice(0, 7) }, RetCode.INVALID, 'customerMobile');
  });

  it('store001 sees the cards of its own store only; the detail holds the ledger, newest first, adding up', async () => {
    const own = (await list(store001, StoredValuePath.cardList, { pageSize: 100 })).result;
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((r) => r.storeId === 1 && MASKED.test(r.customerMobile as string))).toBe(true);
    const other = await one(sql<{ id: number }>`select id::int from member_card where store_id <> 1 limit 1`);
    await refused(t.app, store001, 'GET', StoredValuePath.cardDetail, { id: other.id }, RetCode.REFUSED, '不存在');

    const busy = await one(
      sql<{ id: number }>`select card_id::int as id from card_ledger group by card_id having count(distinct kind) >= 2 order by count(*) desc limit 1`,
    );
    const detail = await ok<Row & CardDetailLines>(t.app, admin, 'GET', StoredValuePath.cardDetail, { id: busy.id });
    expect(detail.ledger.length).toBe(detail.ledgerCount);
    const times = detail.ledger.map((l) => Date.parse(l.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(detail.ledger[0]).toMatchObject({ principalAfter: detail.principal, bonusAfter: detail.bonus, storeName: expect.any(String) });
    expect(detail.ledger.reduce((s, l) => addMoney(s, l.principalDelta), '0')).toBe(detail.principal);
    expect(detail.ledger.some((l) => l.kind === 1 && /^CK\d{16}$/.test(l.orderNo ?? ''))).toBe(true);
  });

  it('freezes with a reason and unfreezes; refuses without a reason, without the operation, or from the wrong state', async () => {
    const card = await cardWith(1);
    const before = await state(card.id);
    await refused(t.app, admin, 'POST', StoredValuePath.cardTransition, { id: card.id, action: 'freeze' }, RetCode.REFUSED, 'reason');
    await refused(t.app, ops01, 'POST', StoredValuePath.cardTransition, { id: card.id, action: 'freeze', reason: '挂失' }, RetCode.REFUSED, RetMsg.FORBIDDEN);
    await refused(
      t.app,
      admin,
      'POST',
      StoredValuePath.cardTransition,
      { id: card.id, action: 'unfreeze', reason: '误操作' },
      RetCode.REFUSED,
      '当前状态「正常」不能解冻',
    );
    expect(await state(card.id)).toBe(before);

    expect(await ok(t.app, admin, 'POST', StoredValuePath.cardTransition, { id: card.id, action: 'freeze', reason: '顾客挂失' })).toEqual({
      id: card.id,
      status: 1,
    });
    const frozen = await ok<Row>(t.app, admin, 'GET', StoredValuePath.cardDetail, { id: card.id });
    expect(frozen).toMatchObject({ status: 1, statusReason: '顾客挂失', statusBy: '系统管理员' });
    const [audit] = await auditRows(t.db, { table: 'member_card', action: 'transition:freeze', recordId: card.id });
    expect(JSON.stringify(audit)).toContain('顾客挂失');
    // A frozen card takes no money in.
    await refused(t.app, admin, 'POST', StoredValuePath.recharge, { cardId: card.id, amount: '100', payMethod: 1 }, RetCode.REFUSED, '冻结');
    expect(await ok(t.app, admin, 'POST', StoredValuePath.cardTransition, { id: card.id, action: 'unfreeze', reason: '本人到店核实' })).toEqual({
      id: card.id,
      status: 0,
    });
  });
});

describe('余额管理: 调整余额', () => {
  it('adjusts principal and bonus with a reason as one 调整 ledger row and an audit row; never below 0; refused input writes nothing', async () => {
    const card = await cardWith(50);
    const before = await state(card.id);
    await refused(t.app, admin, 'POST', StoredValuePath.adjust, { cardId: card.id, principalDelta: '10' }, RetCode.INVALID, 'reason');
    await refused(
      t.app,
      admin,
      'POST',
      StoredValuePath.adjust,
      { cardId: card.id, principalDelta: '0', bonusDelta: '0', reason: '无' },
      RetCode.INVALID,
      'principalDelta',
    );
    await refused(
      t.app,
      admin,
      'POST',
      StoredValuePath.adjust,
      { cardId: card.id, principalDelta: '1.234', reason: '补录' },
      RetCode.INVALID,
      'principalDelta',
    );
    await refused(
      t.app,
      admin,
      'POST',
      StoredValuePath.adjust,
      { cardId: card.id, principalDelta: subMoney('-0.01', card.principal), reason: '冲正' },
      RetCode.REFUSED,
      '本金余额不足',
    );
    await refused(
      t.app,
      admin,
      'POST',
      StoredValuePath.adjust,
      { cardId: card.id, bonusDelta: subMoney('-0.01', card.bonus), reason: '冲正' },
      RetCode.REFUSED,
      '赠送余额不足',
    );
    await refused(t.app, ops01, 'POST', StoredValuePath.adjust, { cardId: card.id, principalDelta: '10', reason: '补录' }, RetCode.REFUSED, RetMsg.FORBIDDEN);
    await refused(
      t.app,
      store001,
      'POST',
      StoredValuePath.adjust,
      { cardId: card.id, principalDelta: '10', reason: '补录' },
      RetCode.REFUSED,
      RetMsg.FORBIDDEN,
    );
    expect(await state(card.id)).toBe(before);

    const done = await ok<CardBalanceResult>(t.app, admin, 'POST', StoredValuePath.adjust, {
      cardId: card.id,
      principalDelta: '-20.50',
      bonusDelta: '5',
      reason: '收银重复充值冲正',
    });
    expect(done).toMatchObject({
      cardId: card.id,
      principal: subMoney(card.principal, '20.50'),
      bonus: addMoney(card.bonus, '5'),
      balance: addMoney(card.principal, card.bonus, '-15.50'),
    });
    expect(await balances(card.id)).toEqual({ principal: done.principal, bonus: done.bonus });
    const ledger = await one(
      sql<Row>`select kind, principal_delta, bonus_delta, principal_after, bonus_after, remark, operator from card_ledger where id = ${done.ledgerId}`,
    );
    expect(ledger).toEqual({
      kind: 4,
      principal_delta: '-20.50',
      bonus_delta: '5.00',
      principal_after: done.principal,
      bonus_after: done.bonus,
      remark: '收银重复充值冲正',
      operator: '系统管理员',
    });
    expect(await auditRows(t.db, { table: 'member_card', action: 'adjust', recordId: card.id })).toHaveLength(1);
    // All of it may go, to exactly 0.
    const zero = await ok<CardBalanceResult>(t.app, admin, 'POST', StoredValuePath.adjust, {
      cardId: card.id,
      principalDelta: subMoney('0', done.principal),
      reason: '退卡',
    });
    expect(zero.principal).toBe('0.00');
    expect(await brokenCards(t.db)).toEqual([]);
  });

  it('concurrent adjustments of one card queue on its row lock: none lost, never below 0', async () => {
    const card = await cardWith(100);
    // Leave exactly 100.00 of principal, then ask for 30.00 five times at once: three fit.
    await ok(t.app, admin, 'POST', StoredValuePath.adjust, { cardId: card.id, principalDelta: subMoney('100', card.principal), reason: '测试准备' });
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        call<CardBalanceResult>(t.app, admin, 'POST', StoredValuePath.adjust, { cardId: card.id, principalDelta: '-30', reason: `并发扣减${i}` }),
      ),
    );
    const done = answers.filter((a) => a.retCode === RetCode.SUCCESS);
    expect(done).toHaveLength(3);
    expect(answers.filter((a) => a.retCode === RetCode.REFUSED).every((a) => a.retMsg.includes('本金余额不足'))).toBe(true);
    expect(done.map((a) => a.result.principal).sort()).toEqual(['10.00', '40.00', '70.00']);
    expect((await balances(card.id)).principal).toBe('10.00');
    // And concurrent additions all land.
    await Promise.all(
      Array.from({ length: 4 }, () => ok(t.app, admin, 'POST', StoredValuePath.adjust, { cardId: card.id, bonusDelta: '2.50', reason: '补偿' })),
    );
    expect((await balances(card.id)).bonus).toBe(addMoney(card.bonus, '10'));
    expect(await brokenCards(t.db)).toEqual([]);
  });

  it('keeps the invariant over any sequence of recharge, consume, refund and adjust', async () => {
    const card = await cardWith(0, sql`bonus = 0 or true`);
    const run = (fn: (trx: Kysely<Database>) => Promise<unknown>) => t.db.transaction().execute(async (trx) => fn(trx as unknown as Kysely<Database>));
    await run(async (trx) =>
      rechargeCard(trx, await lockCard(trx, HEAD_OFFICE, card.id), { amount: '200.00', bonus: '30.00', payMethod: 1, operator: '测试' }),
    );
    await run(async (trx) => consumeCard(trx, await lockCard(trx, HEAD_OFFICE, card.id), { amount: addMoney(card.principal, '150.00'), operator: '测试' }));
    // More than is left: refused, nothing written.
    const left = await balances(card.id);
    await expect(
      run(async (trx) =>
        consumeCard(trx, await lockCard(trx, HEAD_OFFICE, card.id), { amount: addMoney(left.principal, left.bonus, '0.01'), operator: '测试' }),
      ),
    ).rejects.toThrow('不足以支付');
    expect(await balances(card.id)).toEqual(left);
    // The principal first, then the bonus.
    await run(async (trx) => consumeCard(trx, await lockCard(trx, HEAD_OFFICE, card.id), { amount: addMoney(left.principal, '10.00'), operator: '测试' }));
    expect(await balances(card.id)).toEqual({ principal: '0.00', bonus: subMoney(left.bonus, '10.00') });
    await ok(t.app, admin, 'POST', StoredValuePath.recharge, { cardId: card.id, amount: '500', bonus: '50', payMethod: 2 });
    await ok(t.app, admin, 'POST', StoredValuePath.adjust, { cardId: card.id, bonusDelta: '-5', reason: '赠送冲正' });
    const order = await one(sql<{ id: number }>`select id::int from card_order where card_id = ${card.id} and paid = 500 order by id desc limit 1`);
    for (const url of [StoredValuePath.refundApply, StoredValuePath.refundApprove, StoredValuePath.refundComplete])
      await ok(t.app, admin, 'POST', url, { orderId: order.id, reason: '误充值' });
    expect(await balances(card.id)).toEqual({ principal: '0.00', bonus: subMoney(left.bonus, '15.00') });
    const kinds = await sql<{ kind: number }>`select distinct kind from card_ledger where card_id = ${card.id} order by kind`.execute(t.db);
    expect(kinds.rows.map((r) => r.kind)).toEqual([1, 2, 3, 4]);
    expect(await brokenCards(t.db)).toEqual([]);
  });
});

describe('充值记录', () => {
  it('requires a date range of at most 93 days; lists recharge rows only, within the store scope', async () => {
    await refused(t.app, admin, 'POST', StoredValuePath.rechargeList, {}, RetCode.INVALID, 'createdAtStart');
    await refused(t.app, admin, 'POST', StoredValuePath.rechargeList, { createdAtStart: '2026-01-01', createdAtEnd: '2026-06-30' }, RetCode.INVALID, '93');
    const range = { createdAtStart: '2020-01-01', createdAtEnd: '2020-03-31' };
    expect((await list(admin, StoredValuePath.rechargeList, range)).result).toEqual([]);
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const start = new Date(Date.now() + 8 * 3_600_000 - 92 * 86_400_000).toISOString().slice(0, 10);
    const all = (await list(admin, StoredValuePath.rechargeList, { createdAtStart: start, createdAtEnd: today, pageSize: 200 })).result;
    expect(all.length).toBeGreaterThan(20);
    expect(all.every((r) => r.kind === 1 && /^8800\d{8}$/.test(r.cardNo as string))).toBe(true);
    const own = (await list(store001, StoredValuePath.rechargeList, { createdAtStart: start, createdAtEnd: today, pageSize: 200 })).result;
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((r) => r.storeId === 1)).toBe(true);
  });
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
    await refused(t.app, admin, 'POST', StoredValuePath.refundApply, { orderId: order.id, reason: ' ' }, RetCode.INVALID, 'reason');
    expect(await ok<CardRefundStepResult>(t.app, admin, 'POST', StoredValuePath.refundApply, { orderId: order.id, reason: '误充值' })).toEqual({
      orderId: order.id,
      status: 2,
      refundStatus: 0,
    });
    await refused(t.app, admin, 'POST', StoredValuePath.refundApply, { orderId: order.id, reason: '再次' }, RetCode.REFUSED, '退款中');
    await refused(t.app, admin, 'POST', StoredValuePath.refundComplete, { orderId: order.id }, RetCode.REFUSED, '尚未审核通过');
    expect(await ok(t.app, admin, 'POST', StoredValuePath.refundApprove, { orderId: order.id })).toEqual({ orderId: order.id, status: 2, refundStatus: 1 });
    expect(await ok(t.app, admin, 'POST', StoredValuePath.refundComplete, { orderId: order.id })).toEqual({ orderId: order.id, status: 3, refundStatus: 2 });
    expect(await balances(card.id)).toEqual({ principal: card.principal, bonus: card.bonus });
    const row = await ok<Row>(t.app, admin, 'GET', StoredValuePath.cardOrderDetail, { id: order.id });
    expect(row).toMatchObject({ status: 3, refundStatus: 2, refundReason: '误充值', refundedBy: '系统管理员' });
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
    await ok(t.app, admin, 'POST', StoredValuePath.refundApprove, { orderId: order.id });
    // Spent in the meantime: the principal left is below what the order put in.
    await ok(t.app, admin, 'POST', StoredValuePath.adjust, {
      cardId: card.id,
      principalDelta: subMoney('0', addMoney(card.principal, '50')),
      reason: '消费补录',
    });
    const before = await state(card.id);
    await refused(t.app, admin, 'POST', StoredValuePath.refundComplete, { orderId: order.id }, RetCode.REFUSED, '卡内余额已不足以退回本单：需退回本金 ¥100.00');
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
});

describe('对账管理 and 营业流水', () => {
  it('settles a difference with a note (有差异 → 已处理); a matched day has nothing to settle', async () => {
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const start = new Date(Date.now() + 8 * 3_600_000 - 30 * 86_400_000).toISOString().slice(0, 10);
    const off = (await list(admin, StoredValuePath.reconcileList, { bizDateStart: start, bizDateEnd: today, status: 2 })).result;
    expect(off.length).toBeGreaterThan(0);
    expect(off.every((r) => r.difference === subMoney(r.statementAmount as string, r.systemAmount as string) && r.difference !== '0.00')).toBe(true);
    const target = off[0];
    await refused(t.app, admin, 'POST', StoredValuePath.reconcileTransition, { id: target.id, action: 'resolve' }, RetCode.REFUSED, 'reason');
    expect(await ok(t.app, admin, 'POST', StoredValuePath.reconcileTransition, { id: target.id, action: 'resolve', reason: '渠道手续费差额' })).toEqual({
      id: target.id,
      status: 3,
    });
    expect(await ok<Row>(t.app, admin, 'GET', StoredValuePath.reconcileDetail, { id: target.id })).toMatchObject({
      status: 3,
      note: '渠道手续费差额',
      handledBy: '系统管理员',
    });
    const [matched] = (await list(admin, StoredValuePath.reconcileList, { bizDateStart: start, bizDateEnd: today, status: 1, pageSize: 1 })).result;
    await refused(t.app, admin, 'POST', StoredValuePath.reconcileTransition, { id: matched.id, action: 'resolve', reason: '无' }, RetCode.REFUSED, '已平账');
  });

  it('a store day adds up: net = revenue - card-paid + recharges + card sales - refunds, and agrees with the orders', async () => {
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const start = new Date(Date.now() + 8 * 3_600_000 - 29 * 86_400_000).toISOString().slice(0, 10);
    const days = (await list(store001, StoredValuePath.businessList, { bizDateStart: start, bizDateEnd: today, pageSize: 50 })).result;
    expect(days.length).toBeGreaterThan(10);
    expect(days.every((d) => d.storeId === 1)).toBe(true);
    for (const d of days) {
      expect(d.netAmount).toBe(
        addMoney(
          d.serviceRevenue as string,
          subMoney('0', d.cardConsumed as string),
          d.rechargeAmount as string,
          d.cardSales as string,
          subMoney('0', d.refundAmount as string),
        ),
      );
    }
    const day = days[3];
    const orders = await one(sql<{ n: number; paid: string }>`
      select count(*)::int as n, coalesce(sum(paid), 0) as paid from customer_order where store_id = 1 and status in (3, 4, 5, 8) and (paid_at at time zone 'Asia/Shanghai')::date = ${day.bizDate as string}::date`);
    expect({ n: day.orderCount, paid: day.serviceRevenue }).toEqual({ n: orders.n, paid: orders.paid });
    await refused(t.app, admin, 'POST', StoredValuePath.businessList, { bizDateStart: '2025-01-01', bizDateEnd: today }, RetCode.INVALID, '366');
    // By district: only the stores of that district.
    const district = await one(sql<{ district_id: number }>`select district_id from store where id = 1`);
    const inDistrict = (
      await list(admin, StoredValuePath.businessList, { bizDateStart: today, bizDateEnd: today, districtId: district.district_id, pageSize: 200 })
    ).result;
    const stores = (await sql<{ id: number }>`select id from store where district_id = ${district.district_id}`.execute(t.db)).rows.map((r) => r.id);
    expect(inDistrict.every((r) => stores.includes(r.storeId as number))).toBe(true);
  });
});

describe('the ledger invariant, over any sequence of movements (property)', () => {
  type Step =
    | { op: 'recharge'; amount: number; bonus: number }
    | { op: 'consume'; amount: number }
    | { op: 'adjust'; principal: number; bonus: number }
    | { op: 'refund'; pick: number };
  const cents = (n: number | bigint) => fromCents(BigInt(n));
  const step: fc.Arbitrary<Step> = fc.oneof(
    fc.record({
      op: fc.constant('recharge' as const),
      amount: fc.integer({ min: 1, max: 300_000 }),
      bonus: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 60_000 })),
    }),
    fc.record({ op: fc.constant('consume' as const), amount: fc.integer({ min: 1, max: 400_000 }) }),
    fc.record({
      op: fc.constant('adjust' as const),
      principal: fc.integer({ min: -200_000, max: 200_000 }),
      bonus: fc.oneof(fc.constant(0), fc.integer({ min: -40_000, max: 40_000 })),
    }),
    fc.record({ op: fc.constant('refund' as const), pick: fc.nat() }),
  );

  /** A new normal card with nothing on it and no ledger (its sum is 0). */
  const newCard = async () =>
    (
      await one(sql<{ id: number }>`
      insert into member_card (card_no, customer_id, product_id, store_id, expires_on)
      select '8800' || lpad((max(id) + 1)::text, 8, '0'), (select min(id) from customer), (select min(id) from card_product), 1, current_date + 365 from member_card
      returning id::int`)
    ).id;
  const snapshot = async (cardId: number) =>
    JSON.stringify({
      card: await balances(cardId),
      ledger: (await one(sql<{ n: number }>`select count(*)::int as n from card_ledger where card_id = ${cardId}`)).n,
      orders: (await sql`select id, status, refund_status from card_order where card_id = ${cardId} order by id`.execute(t.db)).rows,
      audit: await countRows(t.db, 'audit_log'),
    });
  const run = (fn: (trx: Kysely<Database>) => Promise<unknown>) => t.db.transaction().execute(async (trx) => fn(trx as unknown as Kysely<Database>));

  it('sums to the principal and bonus balances, never below 0; a refused step writes nothing', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 10 }), async (steps) => {
        const cardId = await newCard();
        // The model: balances in cents, ledger rows, the recharge orders and whether refunded.
        let principal = 0n;
        let bonus = 0n;
        let rows = 0;
        const orders: { id: number; paid: bigint; bonus: bigint; refunded: boolean }[] = [];
        for (const s of steps) {
          const before = await snapshot(cardId);
          let accepted: boolean;
          if (s.op === 'recharge') {
            const done = await ok<CardBalanceResult & { orderNo: string }>(t.app, admin, 'POST', StoredValuePath.recharge, {
              cardId,
              amount: cents(s.amount),
              bonus: cents(s.bonus),
              payMethod: 1,
            });
            const order = await one(sql<{ id: number }>`select id::int from card_order where order_no = ${done.orderNo}`);
            orders.push({ id: order.id, paid: BigInt(s.amount), bonus: BigInt(s.bonus), refunded: false });
            principal += BigInt(s.amount);
            bonus += BigInt(s.bonus);
            accepted = true;
          } else if (s.op === 'consume') {
            accepted = BigInt(s.amount) <= principal + bonus;
            const consumed = run(async (trx) => consumeCard(trx, await lockCard(trx, HEAD_OFFICE, cardId), { amount: cents(s.amount), operator: '测试' }));
            if (accepted) {
              await consumed;
              const fromPrincipal = BigInt(s.amount) <= principal ? BigInt(s.amount) : principal;
              principal -= fromPrincipal;
              bonus -= BigInt(s.amount) - fromPrincipal;
            } else await expect(consumed).rejects.toThrow('不足以支付');
          } else if (s.op === 'adjust') {
            const body = { cardId, principalDelta: cents(s.principal), bonusDelta: cents(s.bonus), reason: '性质测试' };
            if (s.principal === 0 && s.bonus === 0) {
              accepted = false;
              await refused(t.app, admin, 'POST', StoredValuePath.adjust, body, RetCode.INVALID, '不能都为0');
            } else if (principal + BigInt(s.principal) < 0n || bonus + BigInt(s.bonus) < 0n) {
              accepted = false;
              await refused(
                t.app,
                admin,
                'POST',
                StoredValuePath.adjust,
                body,
                RetCode.REFUSED,
                principal + BigInt(s.principal) < 0n ? '本金余额不足' : '赠送余额不足',
              );
            } else {
              accepted = true;
              await ok(t.app, admin, 'POST', StoredValuePath.adjust, body);
              principal += BigInt(s.principal);
              bonus += BigInt(s.bonus);
            }
          } else {
            if (!orders.length) continue;
            const order = orders[s.pick % orders.length];
            if (order.refunded) {
              accepted = false;
              await refused(t.app, admin, 'POST', StoredValuePath.refundApply, { orderId: order.id, reason: '性质测试' }, RetCode.REFUSED, '已退款');
            } else if (principal < order.paid || bonus < order.bonus) {
              accepted = false;
              await refused(
                t.app,
                admin,
                'POST',
                StoredValuePath.refundApply,
                { orderId: order.id, reason: '性质测试' },
                RetCode.REFUSED,
                '卡内余额已不足以退回本单',
              );
            } else {
              accepted = true;
              for (const url of [StoredValuePath.refundApply, StoredValuePath.refundApprove, StoredValuePath.refundComplete])
                await ok(t.app, admin, 'POST', url, { orderId: order.id, reason: '性质测试' });
              order.refunded = true;
              principal -= order.paid;
              bonus -= order.bonus;
            }
          }
          if (accepted) rows++;
          else expect(await snapshot(cardId)).toBe(before);
          expect(principal >= 0n && bonus >= 0n).toBe(true);
          const sums = await one(sql<{ principal: string; bonus: string; p: string; b: string; n: number }>`
            select c.principal, c.bonus, coalesce(sum(l.principal_delta), 0)::numeric(14, 2) as p, coalesce(sum(l.bonus_delta), 0)::numeric(14, 2) as b, count(l.id)::int as n
            from member_card c left join card_ledger l on l.card_id = c.id where c.id = ${cardId} group by c.id`);
          expect(sums).toEqual({ principal: cents(principal), bonus: cents(bonus), p: cents(principal), b: cents(bonus), n: rows });
        }
        expect(await brokenCards(t.db)).toEqual([]);
      }),
      { numRuns: 15 },
    );
  });
});
