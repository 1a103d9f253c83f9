import { CustomerPath, memberResource, RetCode } from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, login, openTestApp, request, type Session, type TestApp } from '../test/harness.js';
import { COUNT_CAP, planRows } from './register.js';

/**
 * `count: 'estimated'` (the member list): exact up to 10,000 rows, beyond that the planner's row
 * estimate, answered as totalKind 'estimated' (the table says 约 N 条).
 */
let t: TestApp;
let admin: Session;
const EXTRA = 12_000;

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  // A chain past the cap: customers registered years ago (the list's first page stays the seeded ones).
  await sql`insert into customer (mobile_enc, mobile_hash, mobile_tail, name, member_level, created_at)
    select 'not-a-sealed-value', md5('estimate' || g) || md5('count' || g), lpad((g % 10000)::text, 4, '0'), '估算顾客' || g, g % 4, now() - interval '5 years' - g * interval '1 minute'
    from generate_series(1, ${EXTRA}) g`.execute(t.db);
  await sql`analyze customer`.execute(t.db);
});
afterAll(async () => {
  await t?.close();
});

const page = async (query: Record<string, unknown>) => {
  const { envelope } = await request<unknown[]>(t.app, admin, 'POST', CustomerPath.memberList, { pageSize: 20, ...query });
  expect(envelope.retCode, envelope.retMsg).toBe(RetCode.SUCCESS);
  return envelope.page!;
};
const countWhere = async (where: ReturnType<typeof sql>) =>
  (await sql<{ n: number }>`select count(*)::int as n from customer where ${where}`.execute(t.db)).rows[0].n;

describe('estimated counts', () => {
  it('the member list declares them', () => {
    expect(memberResource.count).toBe('estimated');
  });

  it('beyond the cap the answer says estimated, and the number is near the real one', async () => {
    const actual = await countWhere(sql`true`);
    expect(actual).toBeGreaterThan(COUNT_CAP);
    const answer = await page({});
    expect(answer.totalKind).toBe('estimated');
    expect(answer.total).toBeGreaterThan(COUNT_CAP);
    expect(answer.total).toBeGreaterThan(actual * 0.8);
    expect(answer.total).toBeLessThan(actual * 1.25);
  });

  it('a filter the planner can weigh is estimated too; below the cap the count is exact', async () => {
    const level = await countWhere(sql`member_level in (0, 1, 2, 3)`);
    const broad = await page({ createdAtStart: '2000-01-01', createdAtEnd: '2099-12-31' });
    expect(broad.totalKind).toBe('estimated');
    expect(broad.total).toBeGreaterThan(level * 0.5);
    expect(broad.total).toBeLessThan(level * 2);

    const requested = await countWhere(sql`status = 1`);
    expect(requested).toBeLessThan(COUNT_CAP);
    expect(await page({ status: 1 })).toMatchObject({ total: requested, totalKind: 'exact' });
  });

  it("reads the planner's Plan Rows from EXPLAIN (FORMAT JSON), as text or parsed", () => {
    const plan = [{ Plan: { 'Node Type': 'Seq Scan', 'Plan Rows': 1234567.4 } }];
    expect(planRows([{ 'QUERY PLAN': plan }])).toBe(1234567);
    expect(planRows([{ 'QUERY PLAN': JSON.stringify(plan) }])).toBe(1234567);
    expect(planRows([])).toBeNull();
  });
});
