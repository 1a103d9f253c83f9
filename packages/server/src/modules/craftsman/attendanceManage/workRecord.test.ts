import { RetCode, workRecordResource } from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, login, ok, openTestApp, refused, type Session, type TestApp } from '../../../test/harness.js';

/** /craftsman/attendanceManage/workRecord 工作记录: a craftsman's day from the orders. */
let t: TestApp;
let admin: Session;
let store001: Session;

type Row = {
  id: number;
  craftsmanId: number;
  storeId: number;
  workDate: string;
  orderCount: number;
  customerCount: number;
  itemCount: number;
  designatedCount: number;
  amount: string;
  paid: string;
};
const LIST = workRecordResource.api.list.path;
const chinaDate = (days: number) => new Date(Date.now() + days * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  store001 = await login(t.app, DEMO.store001.account, DEMO.store001.pwd);
});
afterAll(async () => {
  await t?.close();
});

describe('工作记录 (workRecord)', () => {
  it('a row is the day’s served orders of one craftsman in one store: counts and exact money agree with the orders', async () => {
    const rows = await ok<Row[]>(t.app, admin, 'POST', LIST, {
      pageSize: 50,
      workDateStart: chinaDate(-6),
      workDateEnd: chinaDate(0),
      sortField: 'orderCount',
      sortOrder: 'desc',
    });
    expect(rows.length).toBeGreaterThan(0);
    const top = rows[0];
    const orders = await sql<{ n: number; customers: number; designated: number; amount: string; paid: string; items: number }>`
      select count(*)::int as n, count(distinct customer_id)::int as customers, (count(*) filter (where designated))::int as designated,
        sum(amount)::text as amount, sum(paid - refunded)::text as paid,
        (select coalesce(sum(quantity), 0)::int from order_item i join customer_order o2 on o2.id = i.order_id
          where o2.craftsman_id = ${top.craftsmanId} and o2.store_id = ${top.storeId} and o2.status in (3, 4, 5, 8)
            and (o2.created_at at time zone 'Asia/Shanghai')::date = ${top.workDate}) as items
      from customer_order where craftsman_id = ${top.craftsmanId} and store_id = ${top.storeId} and status in (3, 4, 5, 8)
        and (created_at at time zone 'Asia/Shanghai')::date = ${top.workDate}`.execute(t.db);
    const o = orders.rows[0];
    expect(top).toMatchObject({ orderCount: o.n, customerCount: o.customers, designatedCount: o.designated, itemCount: o.items });
    expect(Number(top.amount).toFixed(2)).toBe(Number(o.amount).toFixed(2));
    expect(top.amount).toMatch(/^\d+\.\d{2}$/);
    expect(rows.some((r) => r.designatedCount > 0)).toBe(true);
  });

  it('a store manager sees the own store only; the date range is required and at most 31 days', async () => {
    const mine = await ok<Row[]>(t.app, store001, 'POST', LIST, { pageSize: 100, workDateStart: chinaDate(-6), workDateEnd: chinaDate(0) });
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((r) => r.storeId === 1)).toBe(true);
    await refused(t.app, admin, 'POST', LIST, { pageSize: 10 }, RetCode.INVALID, '请选择日期范围');
    await refused(t.app, admin, 'POST', LIST, { pageSize: 10, workDateStart: chinaDate(-60), workDateEnd: chinaDate(0) }, RetCode.INVALID, /31/);
  });
});
