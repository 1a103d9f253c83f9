import { CustomerServicePath as P, RetCode, type OrderDetailLines } from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, login, ok, openTestApp, refused, request, type Session, type TestApp } from '../../../test/harness.js';

/** /operate/user/absolutelyOrder 用户订单: a customer's orders found by mobile or order number. */
let t: TestApp;
let admin: Session;
let store001: Session;

type Row = Record<string, unknown> & { id: number };
const MASKED = /^1\d{2}\*{4}\d{4}$|^1\d{3}\*{4}\d{4}$/;

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  store001 = await login(t.app, DEMO.store001.account, DEMO.store001.pwd);
});
afterAll(async () => {
  await t?.close();
});

const one = async <T>(text: ReturnType<typeof sql<T>>) => (await text.execute(t.db)).rows[0];
const list = async (session: Session, url: string, query: Record<string, unknown>) => {
  const { envelope } = await request<Row[]>(t.app, session, 'POST', url, { pageSize: 100, ...query });
  expect(envelope.retCode, envelope.retMsg).toBe(RetCode.SUCCESS);
  return envelope;
};
const rows = async (session: Session, url: string, query: Record<string, unknown>) => (await list(session, url, query)).result;
/** A customer's whole mobile, read as the server does (the vault). */
const mobileOf = async (customerId: number) =>
  t.services.vault.decrypt((await one(sql<{ m: string }>`select mobile_enc as m from customer where id = ${customerId}`)).m);

describe('用户订单', () => {
  it("answers only with a mobile or an order number; lists that customer's orders within the user's stores", async () => {
    await refused(t.app, admin, 'POST', P.userOrderList, {}, RetCode.INVALID, '请输入顾客手机号或订单号');
    await refused(t.app, admin, 'POST', P.userOrderList, { status: 3 }, RetCode.INVALID, '请输入顾客手机号或订单号');
    const busy = await one(sql<{ customer_id: number; n: number; here: number }>`
      select customer_id, count(*)::int as n, count(*) filter (where store_id = 1)::int as here from customer_order
      group by customer_id having count(*) filter (where store_id = 1) > 0 and count(*) filter (where store_id <> 1) > 0 order by count(*) desc limit 1`);
    const mobile = await mobileOf(busy.customer_id);
    const all = await list(admin, P.userOrderList, { customerMobile: mobile });
    expect(all.page?.total).toBe(busy.n);
    const times = all.result.map((r) => Date.parse(r.createdAt as string));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const mine = await list(store001, P.userOrderList, { customerMobile: mobile });
    expect(mine.page?.total).toBe(busy.here);
    expect(mine.result.every((r) => r.storeId === 1 && MASKED.test(r.customerMobile as string))).toBe(true);

    const byNo = await rows(admin, P.userOrderList, { orderNo: all.result[0].orderNo });
    expect(byNo.map((r) => r.id)).toEqual([all.result[0].id]);
    const detail = await ok<Row & OrderDetailLines>(t.app, admin, 'GET', P.userOrderDetail, { id: all.result[0].id });
    expect(detail.items.length).toBeGreaterThan(0);
    expect(detail.timeline[0].title).toBe('取号排队');
    const elsewhere = all.result.find((r) => r.storeId !== 1)!;
    await refused(t.app, store001, 'GET', P.userOrderDetail, { id: elsewhere.id }, RetCode.REFUSED, '不存在');
  });
});
