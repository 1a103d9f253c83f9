import { OrderPath, RetCode, type OrderDetailLines } from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, login, ok, openTestApp, refused, request, type Session, type TestApp } from '../../../test/harness.js';

/** /operate/financial/order 订单查询: an order found by its number or a whole mobile. */
let t: TestApp;
let admin: Session;
let store001: Session;

type Order = Record<string, unknown> & {
  id: number;
  orderNo: string;
  storeId: number;
  status: number;
  createdAt: string;
  customerMobile: string;
  amount: string;
  discount: string;
  paid: string;
  refunded: string;
};
type Detail = Order & OrderDetailLines;

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  store001 = await login(t.app, DEMO.store001.account, DEMO.store001.pwd);
});
afterAll(async () => {
  await t?.close();
});

const page = (session: Session, query: Record<string, unknown>, url: string = OrderPath.list) =>
  request<Order[]>(t.app, session, 'POST', url, { pageSize: 50, ...query });
const list = async (session: Session, query: Record<string, unknown>, url: string = OrderPath.list) => {
  const { envelope } = await page(session, query, url);
  expect(envelope.retCode, envelope.retMsg).toBe(RetCode.SUCCESS);
  return envelope.result;
};
const one = async <T>(text: ReturnType<typeof sql<T>>) => (await text.execute(t.db)).rows[0];

describe('order search (订单查询)', () => {
  it('answers only for an order number or a whole mobile', async () => {
    await refused(t.app, admin, 'POST', OrderPath.query, {}, RetCode.INVALID, '请输入订单号或顾客手机号');
    const order = await one(sql<{ id: number; order_no: string }>`select id, order_no from customer_order where status = 5 order by id limit 1`);
    const found = await list(admin, { orderNo: order.order_no }, OrderPath.query);
    expect(found.map((r) => r.id)).toEqual([order.id]);
    const detail = await ok<Detail>(t.app, admin, 'GET', OrderPath.queryDetail, { id: order.id });
    expect(detail.refunds.length).toBeGreaterThan(0);
    expect(detail.refundable).toBe('0.00');
    // Store 1's manager searches its own store's orders.
    const own = await one(sql<{ order_no: string }>`select order_no from customer_order where store_id = 1 order by id desc limit 1`);
    expect((await list(store001, { orderNo: own.order_no }, OrderPath.query)).map((r) => r.orderNo)).toEqual([own.order_no]);
  });
});
