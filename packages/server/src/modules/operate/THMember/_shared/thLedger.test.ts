import { fromCents, RetCode, thConsume, thMemberResource, thRecharge, resourceEndpoints } from '@salon/contract';
import fc from 'fast-check';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../../db/schema.js';
import { call, countRows, DEMO, login, ok, openTestApp, refused, type Session, type TestApp } from '../../../../test/harness.js';
import { grantPages } from '../../integral/_shared/testGrants.js';

/** TH会员 balances: the seeded ledgers add up, any sequence of recharges and spends keeps balance = sum(ledger) ≥ 0, concurrent spends take no yuan twice. */
let t: TestApp;
let admin: Session;
let manager: Session;
const members = resourceEndpoints(thMemberResource);

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  await grantPages(t.db, DEMO.store001.account, ['/operate/THMember/recharge', '/operate/THMember/consumption', thMemberResource.page], ['thMember:']);
  manager = await login(t.app, DEMO.store001.account, DEMO.store001.pwd);
});
afterAll(async () => {
  await t?.close();
});

const one = async <T>(query: ReturnType<typeof sql<T>>) => (await query.execute(t.db)).rows[0];

/** Members whose balance is not their ledger's sum, balances-after that do not chain, or anything below 0. */
async function brokenMembers(db: Kysely<Database>): Promise<unknown[]> {
  const sums = await sql`
    select m.id from th_member m left join th_ledger l on l.member_id = m.id group by m.id
    having m.balance <> coalesce(sum(case when l.kind = 1 then l.amount else -l.amount end), 0) or m.balance < 0
      or m.total_recharge <> coalesce(sum(l.amount) filter (where l.kind = 1), 0) or m.total_consume <> coalesce(sum(l.amount) filter (where l.kind = 2), 0) limit 5`.execute(
    db,
  );
  const chain = await sql`
    select id from (select id, balance_after, sum(case when kind = 1 then amount else -amount end) over (partition by member_id order by id) as s from th_ledger) x
    where balance_after <> s or balance_after < 0 limit 5`.execute(db);
  return [...sums.rows, ...chain.rows];
}
let fresh = 0;
/** A new active member with nothing on it (opened at store 1). */
async function newMember(): Promise<string> {
  fresh++;
  const row = await one(sql<{ member_no: string }>`
    insert into th_member (member_no, customer_id, store_id)
    select 'TH9' || lpad(${fresh}::text, 7, '0'), c.id, 1 from customer c where not exists (select 1 from th_member m where m.customer_id = c.id) order by c.id limit 1
    returning member_no`);
  return row.member_no;
}
const balanceOf = async (no: string) => (await one(sql<{ balance: string }>`select balance from th_member where member_no = ${no}`)).balance;

describe('the seeded partner members', () => {
  it('have recharges and spends, some frozen, and every balance adds up', async () => {
    expect((await one(sql<{ n: number }>`select count(*)::int as n from th_member`)).n).toBeGreaterThan(200);
    expect((await sql<{ kind: number }>`select distinct kind from th_ledger order by kind`.execute(t.db)).rows).toEqual([{ kind: 1 }, { kind: 2 }]);
    expect((await one(sql<{ n: number }>`select count(*)::int as n from th_member where status = 1`)).n).toBeGreaterThan(0);
    expect(await brokenMembers(t.db)).toEqual([]);
  });
});

describe('the member ledger invariant (property)', () => {
  const step = fc.oneof(
    fc.record({ op: fc.constant('recharge' as const), cents: fc.integer({ min: 1, max: 500_000 }) }),
    fc.record({ op: fc.constant('consume' as const), cents: fc.integer({ min: 1, max: 600_000 }) }),
  );
  it('balance = sum(ledger), never below 0; a refused spend writes nothing', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 10 }), async (steps) => {
        const memberNo = await newMember();
        let balance = 0n;
        let rows = 0;
        for (const s of steps) {
          const amount = fromCents(BigInt(s.cents));
          const before = JSON.stringify([await balanceOf(memberNo), await countRows(t.db, 'th_ledger'), await countRows(t.db, 'audit_log')]);
          if (s.op === 'recharge') {
            const done = await ok<{ balance: string }>(t.app, admin, 'POST', thRecharge.path, { memberNo, amount, payMethod: 1, storeId: 1 });
            balance += BigInt(s.cents);
            rows++;
            expect(done.balance).toBe(fromCents(balance));
          } else if (BigInt(s.cents) > balance) {
            await refused(t.app, admin, 'POST', thConsume.path, { memberNo, amount, item: '精剪造型', storeId: 1 }, RetCode.REFUSED, '余额不足');
            expect(JSON.stringify([await balanceOf(memberNo), await countRows(t.db, 'th_ledger'), await countRows(t.db, 'audit_log')])).toBe(before);
          } else {
            await ok(t.app, admin, 'POST', thConsume.path, { memberNo, amount, item: '精剪造型', storeId: 1 });
            balance -= BigInt(s.cents);
            rows++;
          }
          const sums = await one(sql<{ balance: string; s: string; n: number }>`
            select m.balance, coalesce(sum(case when l.kind = 1 then l.amount else -l.amount end), 0)::numeric(12, 2) as s, count(l.id)::int as n
            from th_member m left join th_ledger l on l.member_id = m.id where m.member_no = ${memberNo} group by m.balance`);
          expect(sums).toEqual({ balance: fromCents(balance), s: fromCents(balance), n: rows });
        }
      }),
      { numRuns: 10 },
    );
    expect(await brokenMembers(t.db)).toEqual([]);
  });

  it('concurrent spends of one member take no yuan twice', async () => {
    const memberNo = await newMember();
    await ok(t.app, admin, 'POST', thRecharge.path, { memberNo, amount: '250.00', payMethod: 4, storeId: 1 });
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => call(t.app, admin, 'POST', thConsume.path, { memberNo, amount: '100.00', item: '烫发', storeId: 1 })),
    );
    expect(answers.filter((a) => a.retCode === RetCode.SUCCESS)).toHaveLength(2);
    for (const a of answers.filter((x) => x.retCode !== RetCode.SUCCESS)) expect(a.retMsg).toContain('余额不足');
    expect(await balanceOf(memberNo)).toBe('50.00');
    expect(await brokenMembers(t.db)).toEqual([]);
  });
});

describe('refusals in words', () => {
  it('a frozen member neither recharges nor spends; bad amounts and another store are refused; nothing written', async () => {
    const frozen = await one(sql<{ member_no: string }>`select member_no from th_member where status = 1 order by id limit 1`);
    const before = JSON.stringify([await countRows(t.db, 'th_ledger'), await countRows(t.db, 'audit_log')]);
    await refused(t.app, admin, 'POST', thRecharge.path, { memberNo: frozen.member_no, amount: '100', payMethod: 1, storeId: 1 }, RetCode.REFUSED, '已冻结');
    await refused(t.app, admin, 'POST', thConsume.path, { memberNo: frozen.member_no, amount: '1', item: '洗护', storeId: 1 }, RetCode.REFUSED, '已冻结');
    await refused(t.app, admin, 'POST', thRecharge.path, { memberNo: frozen.member_no, amount: '0', payMethod: 1, storeId: 1 }, RetCode.INVALID, 'amount');
    await refused(t.app, admin, 'POST', thRecharge.path, { memberNo: frozen.member_no, amount: '12.345', payMethod: 1, storeId: 1 }, RetCode.INVALID, 'amount');
    await refused(t.app, admin, 'POST', thRecharge.path, { memberNo: frozen.member_no, amount: '10', payMethod: 3, storeId: 1 }, RetCode.INVALID, 'payMethod');
    await refused(t.app, admin, 'POST', thRecharge.path, { memberNo: 'TH1', amount: '10', payMethod: 1, storeId: 1 }, RetCode.INVALID, 'memberNo');
    const active = await one(sql<{ member_no: string }>`select member_no from th_member where status = 0 and balance > 10 order by id limit 1`);
    await refused(t.app, manager, 'POST', thConsume.path, { memberNo: active.member_no, amount: '1', item: '洗护', storeId: 2 }, RetCode.REFUSED);
    expect(JSON.stringify([await countRows(t.db, 'th_ledger'), await countRows(t.db, 'audit_log')])).toBe(before);
    // At its own store the manager may take the member's spend (the member is chain-wide).
    await ok(t.app, manager, 'POST', thConsume.path, { memberNo: active.member_no, amount: '1', item: '洗护', storeId: 1 });
  });

  it('the member detail holds its ledger; only head office freezes', async () => {
    const active = await one(
      sql<{ id: number; store_id: number }>`select id::int, store_id from th_member where status = 0 and store_id = 1 order by id limit 1`,
    );
    const detail = await ok<{ ledger: unknown[]; ledgerCount: number }>(t.app, admin, 'GET', members.detail.path, { id: active.id });
    expect(detail.ledgerCount).toBeGreaterThan(0);
    await refused(t.app, manager, 'POST', members.transition.path, { id: active.id, action: 'freeze', reason: '门店冻结' }, RetCode.REFUSED, '总部');
    await ok(t.app, admin, 'POST', members.transition.path, { id: active.id, action: 'freeze', reason: '顾客挂失' });
  });
});
