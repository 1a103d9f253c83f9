import { fromCents, RetCode, StoredValuePath, type CardBalanceResult } from '@salon/contract';
import fc from 'fast-check';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../../db/schema.js';
import { countRows, DEMO, login, ok, openTestApp, refused, type Session, type TestApp } from '../../../../test/harness.js';
import { consumeCard, lockCard } from './storedValue.js';

/** Stored value underneath the card pages: the seeded cards and ledgers, and the ledger invariant over any sequence of movements. */
let t: TestApp;
let admin: Session;
/** 财务专员: approves and confirms the refunds admin requests (maker-checker, issue 12.17). */
let finance: Session;
const HEAD_OFFICE = { all: true, storeIds: [], startDate: null };

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  finance = await login(t.app, DEMO.finance01.account, DEMO.finance01.pwd);
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
const balances = (id: number) => one(sql<{ principal: string; bonus: string }>`select principal, bonus from member_card where id = ${id}`);

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
              for (const [url, by] of [
                [StoredValuePath.refundApply, admin],
                [StoredValuePath.refundApprove, finance],
                [StoredValuePath.refundComplete, finance],
              ] as const)
                await ok(t.app, by, 'POST', url, { orderId: order.id, reason: '性质测试' });
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
