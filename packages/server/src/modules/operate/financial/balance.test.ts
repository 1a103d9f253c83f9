import { addMoney, RetCode, RetMsg, StoredValuePath, subMoney, type CardBalanceResult } from '@salon/contract';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/schema.js';
import { auditRows, call, countRows, DEMO, login, ok, openTestApp, refused, type Session, type TestApp } from '../../../test/harness.js';
import { consumeCard, lockCard, rechargeCard } from './_shared/storedValue.js';

/** /operate/financial/balance 余额管理: 调整余额, one at a time on the card's row lock, never below 0. */
let t: TestApp;
let admin: Session;
/** 财务专员: approves and confirms the refunds admin requests (maker-checker, issue 12.17). */
let finance: Session;
let store001: Session;
/** ops01: every store, granted the membership page but not 查看完整号码 nor any card operation. */
let ops01: Session;

type Row = Record<string, unknown> & { id: number };
const HEAD_OFFICE = { all: true, storeIds: [], startDate: null };

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  finance = await login(t.app, DEMO.finance01.account, DEMO.finance01.pwd);
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
    for (const [url, by] of [
      [StoredValuePath.refundApply, admin],
      [StoredValuePath.refundApprove, finance],
      [StoredValuePath.refundComplete, finance],
    ] as const)
      await ok(t.app, by, 'POST', url, { orderId: order.id, reason: '误充值' });
    expect(await balances(card.id)).toEqual({ principal: '0.00', bonus: subMoney(left.bonus, '15.00') });
    const kinds = await sql<{ kind: number }>`select distinct kind from card_ledger where card_id = ${card.id} order by kind`.execute(t.db);
    expect(kinds.rows.map((r) => r.kind)).toEqual([1, 2, 3, 4]);
    expect(await brokenCards(t.db)).toEqual([]);
  });
});
