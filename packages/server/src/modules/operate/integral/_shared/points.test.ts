import { pointsEarnByOrder, pointsExchangeCreate, pointsAdjust, pointsRequestCreate, pointsRequestResource, resourceEndpoints, RetCode } from '@salon/contract';
import fc from 'fast-check';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../../db/schema.js';
import { call, countRows, DEMO, login, ok, openTestApp, refused, type Session, type TestApp } from '../../../../test/harness.js';

/** Points underneath every points page: the seeded ledger adds up, the invariant holds over any sequence of moves, the last pieces go once. */
let t: TestApp;
let admin: Session;
const requests = resourceEndpoints(pointsRequestResource);

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
});
afterAll(async () => {
  await t?.close();
});

const one = async <T>(query: ReturnType<typeof sql<T>>) => (await query.execute(t.db)).rows[0];

/** Accounts whose balance is not their ledger's sum, ledgers whose balances-after do not chain, or anything below 0 (none, ever). */
async function brokenPoints(db: Kysely<Database>): Promise<unknown[]> {
  const sums = await sql`
    select a.customer_id, a.balance, coalesce(sum(l.delta), 0) as s from points_account a left join points_ledger l on l.customer_id = a.customer_id
    group by a.customer_id having a.balance <> coalesce(sum(l.delta), 0) or a.balance < 0 limit 5`.execute(db);
  const orphans =
    await sql`select customer_id from points_ledger l where not exists (select 1 from points_account a where a.customer_id = l.customer_id) limit 5`.execute(
      db,
    );
  const chain = await sql`
    select id from (select id, balance_after, sum(delta) over (partition by customer_id order by id) as s from points_ledger) x
    where balance_after <> s or balance_after < 0 limit 5`.execute(db);
  return [...sums.rows, ...orphans.rows, ...chain.rows];
}

/** A customer with a whole mobile to call with, not used by another test of this file. */
let nextCustomer = 2000;
async function customer(): Promise<{ id: number; mobile: string; balance: number }> {
  const row = await one(sql<{ id: number; m: string }>`select id::int, mobile_enc as m from customer where id >= ${nextCustomer} order by id limit 1`);
  nextCustomer = row.id + 1;
  const balance = await one(sql<{ b: number }>`select coalesce((select balance from points_account where customer_id = ${row.id}), 0) as b`);
  return { id: row.id, mobile: t.services.vault.decrypt(row.m), balance: balance.b };
}
async function newGoods(points: number, stock: number, needsReview = false): Promise<number> {
  return (
    await one(sql<{ id: number }>`
      insert into points_goods (goods_code, name, channel, category, points_price, stock, needs_review, status)
      values ('T' || lpad(nextval('points_goods_id_seq')::text, 8, '0'), '测试商品', 1, 1, ${points}, ${stock}, ${needsReview}, 1) returning id`)
  ).id;
}
async function paidOrder(customerId: number, paid: number): Promise<string> {
  const no = `T${Date.now()}${Math.floor(Math.random() * 1e6)}`.slice(0, 24);
  await sql`insert into customer_order (order_no, store_id, customer_id, status, amount, paid, paid_at) values (${no}, 1, ${customerId}, 3, ${paid}, ${paid}, now())`.execute(
    t.db,
  );
  return no;
}

describe('the seeded points', () => {
  it('has tens of thousands of ledger rows of every kind, exchanges and requests in every state, and every account adds up', async () => {
    expect((await one(sql<{ n: number }>`select count(*)::int as n from points_ledger`)).n).toBeGreaterThan(20_000);
    const kinds = await sql<{ kind: number }>`select distinct kind from points_ledger order by kind`.execute(t.db);
    expect(kinds.rows.map((r) => r.kind)).toEqual([1, 2, 3, 4, 5]);
    for (const channel of [1, 2]) {
      const states = await sql<{ status: number }>`select distinct status from points_exchange where channel = ${channel} order by status`.execute(t.db);
      expect(states.rows.map((r) => r.status)).toEqual([0, 1, 2]);
    }
    const requestStates = await sql<{ status: number }>`select distinct status from points_request order by status`.execute(t.db);
    expect(requestStates.rows.map((r) => r.status)).toEqual([0, 1, 2]);
    expect(await brokenPoints(t.db)).toEqual([]);
    // Each paid order earned once, at its store.
    const unearned = await one(sql<{ n: number }>`
      select count(*)::int as n from customer_order o where o.status in (3, 8) and floor(o.paid - o.refunded) >= 1
        and not exists (select 1 from points_ledger l where l.order_id = o.id and l.kind = 1 and l.store_id = o.store_id)`);
    expect(unearned.n).toBe(0);
  });
});

describe('the ledger invariant, over any sequence of moves (property)', () => {
  type Step =
    | { op: 'earn'; paid: number }
    | { op: 'exchange'; qty: number }
    | { op: 'request'; qty: number }
    | { op: 'reject'; pick: number }
    | { op: 'adjust'; delta: number };
  const step: fc.Arbitrary<Step> = fc.oneof(
    fc.record({ op: fc.constant('earn' as const), paid: fc.integer({ min: 1, max: 3000 }) }),
    fc.record({ op: fc.constant('exchange' as const), qty: fc.integer({ min: 1, max: 4 }) }),
    fc.record({ op: fc.constant('request' as const), qty: fc.integer({ min: 1, max: 3 }) }),
    fc.record({ op: fc.constant('reject' as const), pick: fc.nat() }),
    fc.record({ op: fc.constant('adjust' as const), delta: fc.integer({ min: -3000, max: 3000 }) }),
  );

  it('the balance is the sum of the ledger, never below 0; a refused step writes nothing', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 10 }), fc.integer({ min: 50, max: 2000 }), async (steps, price) => {
        const who = await customer();
        const goods = await newGoods(price, 6);
        const reviewed = await newGoods(price, 5, true);
        let balance = who.balance;
        let stock = 6;
        let reviewedStock = 5;
        let rows = (await one(sql<{ n: number }>`select count(*)::int as n from points_ledger where customer_id = ${who.id}`)).n;
        const pending: { id: number; qty: number; rejected: boolean }[] = [];
        const snapshot = async () =>
          JSON.stringify({
            account: await one(sql`select balance, earned_total, spent_total from points_account where customer_id = ${who.id}`),
            ledger: await one(sql`select count(*)::int as n from points_ledger where customer_id = ${who.id}`),
            goods: (await sql`select id, stock, exchanged_count from points_goods where id in (${goods}, ${reviewed}) order by id`.execute(t.db)).rows,
            exchanges: await countRows(t.db, 'points_exchange'),
            requests: (await sql`select id, status from points_request where customer_id = ${who.id} order by id`.execute(t.db)).rows,
            audit: await countRows(t.db, 'audit_log'),
          });
        for (const s of steps) {
          const before = await snapshot();
          let accepted = false;
          if (s.op === 'earn') {
            const orderNo = await paidOrder(who.id, s.paid);
            const done = await ok<{ balance: number }>(t.app, admin, 'POST', pointsEarnByOrder.path, { orderNo });
            balance += s.paid;
            expect(done.balance).toBe(balance);
            // Once per order.
            await refused(t.app, admin, 'POST', pointsEarnByOrder.path, { orderNo }, RetCode.REFUSED, '已赠送过消费积分');
            accepted = true;
          } else if (s.op === 'exchange' || s.op === 'request') {
            const isRequest = s.op === 'request';
            const left = isRequest ? reviewedStock : stock;
            const body = { mobile: who.mobile, goodsId: isRequest ? reviewed : goods, quantity: s.qty, storeId: 1, reason: '性质测试' };
            const path = isRequest ? pointsRequestCreate.path : pointsExchangeCreate.path;
            if (balance < price * s.qty) await refused(t.app, admin, 'POST', path, body, RetCode.REFUSED, '积分不足');
            else if (left < s.qty) await refused(t.app, admin, 'POST', path, body, RetCode.REFUSED, '库存不足');
            else {
              const done = await ok<{ id: number; balance: number }>(t.app, admin, 'POST', path, body);
              accepted = true;
              balance -= price * s.qty;
              expect(done.balance).toBe(balance);
              if (isRequest) {
                reviewedStock -= s.qty;
                pending.push({ id: done.id, qty: s.qty, rejected: false });
              } else stock -= s.qty;
            }
          } else if (s.op === 'reject') {
            if (!pending.length) continue;
            const request = pending[s.pick % pending.length];
            const body = { id: request.id, action: 'reject', reason: '性质测试驳回' };
            if (request.rejected) await refused(t.app, admin, 'POST', requests.transition.path, body, RetCode.REFUSED, '当前状态「已驳回」不能驳回');
            else {
              await ok(t.app, admin, 'POST', requests.transition.path, body);
              accepted = true;
              request.rejected = true;
              balance += price * request.qty;
              reviewedStock += request.qty;
            }
          } else {
            const body = { mobile: who.mobile, delta: s.delta, reason: '性质测试' };
            if (s.delta === 0) await refused(t.app, admin, 'POST', pointsAdjust.path, body, RetCode.INVALID, '调整积分不能为0');
            else if (balance + s.delta < 0) await refused(t.app, admin, 'POST', pointsAdjust.path, body, RetCode.REFUSED, '积分不足');
            else {
              await ok(t.app, admin, 'POST', pointsAdjust.path, body);
              accepted = true;
              balance += s.delta;
            }
          }
          if (accepted) rows++;
          else expect(await snapshot()).toBe(before);
          expect(balance).toBeGreaterThanOrEqual(0);
          const sums = await one(sql<{ balance: number; s: number; n: number }>`
            select a.balance, coalesce(sum(l.delta), 0)::int as s, count(l.id)::int as n
            from points_account a left join points_ledger l on l.customer_id = a.customer_id where a.customer_id = ${who.id} group by a.balance`);
          expect(sums).toEqual({ balance, s: balance, n: rows });
          const left = await sql<{ stock: number }>`select stock from points_goods where id in (${goods}, ${reviewed}) order by id`.execute(t.db);
          expect(left.rows.map((r) => r.stock)).toEqual([stock, reviewedStock]);
        }
        expect(await brokenPoints(t.db)).toEqual([]);
      }),
      { numRuns: 12 },
    );
  });
});

describe('concurrent exchanges of the last pieces', () => {
  it('give exactly the stock: 10 customers at once for 3 pieces, 3 exchanges, the rest refused in words, nothing else written', async () => {
    const goods = await newGoods(100, 3);
    const people = [];
    for (let i = 0; i < 10; i++) {
      const who = await customer();
      if (who.balance < 100) await ok(t.app, admin, 'POST', pointsAdjust.path, { mobile: who.mobile, delta: 500, reason: '并发测试备用积分' });
      people.push(who);
    }
    const answers = await Promise.all(
      people.map((p) => call(t.app, admin, 'POST', pointsExchangeCreate.path, { mobile: p.mobile, goodsId: goods, quantity: 1, storeId: 1 })),
    );
    expect(answers.filter((a) => a.retCode === RetCode.SUCCESS)).toHaveLength(3);
    const refusals = answers.filter((a) => a.retCode !== RetCode.SUCCESS);
    expect(refusals).toHaveLength(7);
    for (const r of refusals) expect(r).toMatchObject({ retCode: RetCode.REFUSED, retMsg: expect.stringContaining('库存不足') });
    expect(await one(sql`select stock, exchanged_count from points_goods where id = ${goods}`)).toEqual({ stock: 0, exchanged_count: 3 });
    expect((await one(sql<{ n: number }>`select count(*)::int as n from points_exchange where goods_id = ${goods}`)).n).toBe(3);
    expect(await brokenPoints(t.db)).toEqual([]);
  });

  it('one customer exchanging at once spends no point twice', async () => {
    const goods = await newGoods(300, 50);
    const who = await customer();
    const target = 700; // enough for two exchanges, not three
    await ok(t.app, admin, 'POST', pointsAdjust.path, { mobile: who.mobile, delta: target - who.balance || 1, reason: '并发测试' });
    const balance = (await one(sql<{ b: number }>`select balance as b from points_account where customer_id = ${who.id}`)).b;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => call(t.app, admin, 'POST', pointsExchangeCreate.path, { mobile: who.mobile, goodsId: goods, quantity: 1, storeId: 1 })),
    );
    const took = answers.filter((a) => a.retCode === RetCode.SUCCESS).length;
    expect(took).toBe(Math.floor(balance / 300));
    expect((await one(sql<{ b: number }>`select balance as b from points_account where customer_id = ${who.id}`)).b).toBe(balance - 300 * took);
    expect(await brokenPoints(t.db)).toEqual([]);
  });
});
