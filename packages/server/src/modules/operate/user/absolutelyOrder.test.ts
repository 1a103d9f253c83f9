import { CustomerServicePath as P, RetCode, type OrderDetailLines } from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, login, ok, openTestApp, request, type Session, type TestApp } from '../../../test/harness.js';

/** /operate/user/absolutelyOrder 用户订单: a customer's orders found by mobile or order number. */
let t: TestApp;
let admin: Session;

type Row = Record<string, unknown> & { id: number };

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
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
  it("the detail of a customer's order holds its lines and timeline", async () => {
    const busy = await one(
      sql<{ customer_id: number }>`select customer_id from customer_order group by customer_id order by count(*) desc, customer_id limit 1`,
    );
    const [order] = await rows(admin, P.userOrderList, { customerMobile: await mobileOf(busy.customer_id) });
    const detail = await ok<Row & OrderDetailLines>(t.app, admin, 'GET', P.userOrderDetail, { id: order.id });
    expect(detail.items.length).toBeGreaterThan(0);
    expect(detail.timeline[0].title).toBe('取号排队');
  });
});
