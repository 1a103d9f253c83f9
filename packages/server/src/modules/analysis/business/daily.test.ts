import {
  addMoney,
  businessDailyReport,
  compareMoney,
  previousPeriod,
  reportEndpoints,
  RetCode,
  SETTLED_ORDER_STATUSES,
  type ReportAnswer,
} from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportStatement } from '../../../engine/report.js';
import { DEMO, login, ok, openTestApp, refused, type Session, type TestApp } from '../../../test/harness.js';
import { businessDailyAggregate } from './daily.js';

/**
 * /analysis/business/daily 日报表: its figures against the orders themselves, read with the query
 * builder and added up here (not the report's SQL); the previous period; the statement reads an
 * orders index bounded by the range.
 */
let t: TestApp;
let admin: Session;

const ALL_STORES = { all: true, storeIds: [], startDate: null };

const list = reportEndpoints(businessDailyReport).list.path;
const CHINA_MS = 8 * 3_600_000;
const chinaDay = (at: Date) => new Date(at.getTime() + CHINA_MS).toISOString().slice(0, 10);
const daysAgo = (n: number) => chinaDay(new Date(Date.now() - n * 86_400_000));
/** The instant a China business day starts. */
const dayStart = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - CHINA_MS);
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** Each day's figures from the settled orders of [start, end], added up in TypeScript. */
async function expectedDays(start: string, end: string, storeId?: number) {
  let q = t.db
    .selectFrom('customer_order')
    .select(['created_at', 'customer_id', 'amount', 'discount', 'paid', 'refunded'])
    .where('status', 'in', [...SETTLED_ORDER_STATUSES])
    .where('created_at', '>=', dayStart(start))
    .where('created_at', '<', dayStart(nextDay(end)));
  if (storeId) q = q.where('store_id', '=', storeId);
  const days = new Map<string, { orderCount: number; customers: Set<string>; amount: string; discount: string; paid: string; refunded: string }>();
  for (const o of await q.execute()) {
    const day = chinaDay(o.created_at);
    const d = days.get(day) ?? { orderCount: 0, customers: new Set<string>(), amount: '0', discount: '0', paid: '0', refunded: '0' };
    d.orderCount++;
    d.customers.add(String(o.customer_id));
    d.amount = addMoney(d.amount, o.amount);
    d.discount = addMoney(d.discount, o.discount);
    d.paid = addMoney(d.paid, o.paid);
    d.refunded = addMoney(d.refunded, o.refunded);
    days.set(day, d);
  }
  return days;
}

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
});
afterAll(async () => {
  await t?.close();
});

describe('日报表', () => {
  it('answers each day of the range with the settled orders of that day, in date order', async () => {
    const [start, end] = [daysAgo(13), daysAgo(0)];
    const answer = await ok<ReportAnswer>(t.app, admin, 'POST', list, { bizDateStart: start, bizDateEnd: end });
    const expected = await expectedDays(start, end);
    expect(answer.rows.map((r) => r.bizDate)).toEqual([...expected.keys()].sort());
    expect(answer.rows.length).toBeGreaterThan(10);
    for (const row of answer.rows) {
      const d = expected.get(row.bizDate as string)!;
      expect(row, String(row.bizDate)).toMatchObject({
        orderCount: d.orderCount,
        customerCount: d.customers.size,
        amount: addMoney(d.amount),
        discount: addMoney(d.discount),
        paid: addMoney(d.paid),
        refunded: addMoney(d.refunded),
        netAmount: addMoney(d.paid, `-${d.refunded}`),
      });
      // 客单价 and 退款率 are the day's ratios, rounded.
      expect(Math.abs(Number(row.avgTicket) - Number(d.paid) / d.orderCount)).toBeLessThan(0.006);
      expect(Math.abs(Number(row.refundRate) - Number(d.refunded) / Number(d.paid))).toBeLessThan(0.00006);
    }
  });

  it('totals the whole range: sums add up, customers are counted once over the range', async () => {
    const [start, end] = [daysAgo(6), daysAgo(0)];
    const answer = await ok<ReportAnswer>(t.app, admin, 'POST', list, { bizDateStart: start, bizDateEnd: end, storeId: 1 });
    const days = [...(await expectedDays(start, end, 1)).values()];
    expect(answer.totals.orderCount).toBe(days.reduce((n, d) => n + d.orderCount, 0));
    expect(answer.totals.paid).toBe(addMoney('0', ...days.map((d) => d.paid)));
    const customers = new Set(days.flatMap((d) => [...d.customers]));
    expect(answer.totals.customerCount).toBe(customers.size);
    // A customer who came on two days is one customer of the week: the total is not the rows' sum.
    expect(answer.totals.customerCount).toBeLessThanOrEqual(answer.rows.reduce((n, r) => n + (r.customerCount as number), 0));
    expect(answer.totals.bizDate).toBeNull();
  });

  it('compares with the period just before, as long', async () => {
    const [start, end] = [daysAgo(9), daysAgo(3)];
    const answer = await ok<ReportAnswer>(t.app, admin, 'POST', list, { bizDateStart: start, bizDateEnd: end });
    const [previousStart, previousEnd] = previousPeriod(start, end);
    expect(answer.previous).toMatchObject({ start: previousStart, end: previousEnd });
    const before = await ok<ReportAnswer>(t.app, admin, 'POST', list, { bizDateStart: previousStart, bizDateEnd: previousEnd });
    expect(answer.previous!.totals).toEqual(before.totals);
    expect(compareMoney(answer.previous!.totals.paid as string, '0')).toBe(1);
  });

  it('a range of more than 92 days is refused, naming the parameter', async () => {
    const answer = await refused(
      t.app,
      admin,
      'POST',
      list,
      { bizDateStart: daysAgo(100), bizDateEnd: daysAgo(0) },
      RetCode.INVALID,
      '下单日期范围不能超过92天',
    );
    expect(`${answer.retMsg} ${JSON.stringify(answer.result)}`).toContain('bizDateEnd');
  });

  it('reads an orders index bounded by the range (never the whole table)', async () => {
    const statement = reportStatement(businessDailyReport, businessDailyAggregate, { bizDateStart: daysAgo(30), bizDateEnd: daysAgo(0) }, ALL_STORES);
    const plan = await t.db.transaction().execute(async (trx) => {
      // The demo's 20,000 orders are few enough that a scan would cost as little: ask what the index gives.
      await sql`set local enable_seqscan = off`.execute(trx);
      return (await sql<Record<string, string>>`explain ${statement}`.execute(trx)).rows.map((r) => Object.values(r)[0]).join('\n');
    });
    // An index of orders whose condition bounds created_at (by date alone, or status or store first).
    expect(plan).toMatch(/Index (Only )?Scan (using|on) customer_order_\w+_idx[^\n]*\n\s*Index Cond: [^\n]*created_at >= [^\n]*created_at </);
    expect(plan).not.toMatch(/Seq Scan/);
  });
});
