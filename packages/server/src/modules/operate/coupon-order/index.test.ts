import { COUPON_ORDER_PAGE, CouponOrderPath as P, RetCode } from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, DEMO, login, ok, openTestApp, refused, type Session, type TestApp } from '../../../test/harness.js';

/** /operate/coupon-order/index 券订单列表: a pack refunded whole while none of its coupons is used, its coupons voided with it. */
let t: TestApp;
let admin: Session;

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
});
afterAll(async () => {
  await t?.close();
});

const paidOrders = async () =>
  (
    await sql<{ id: number; amount: string }>`select o.id, o.amount::text as amount from coupon_order o where o.status = 1
      and exists (select 1 from coupon_instance c where c.source = 2 and c.source_id = o.id)
      and not exists (select 1 from coupon_instance c where c.source = 2 and c.source_id = o.id and c.status = 1) order by o.id limit 2`.execute(t.db)
  ).rows;
const coupons = async (orderId: number) =>
  (await sql<{ status: number }>`select status from coupon_instance where source = 2 and source_id = ${orderId} order by id`.execute(t.db)).rows.map(
    (r) => r.status,
  );

describe('券订单退款', () => {
  it('refunds a pack with a reason: the order 已退款 with its amount, every coupon of it voided, audited', async () => {
    const [order] = await paidOrders();
    await refused(t.app, admin, 'POST', P.transition, { id: order.id, action: 'refund' }, RetCode.INVALID, 'reason');
    await ok(t.app, admin, 'POST', P.transition, { id: order.id, action: 'refund', reason: '顾客不想要了' }, { routepath: COUPON_ORDER_PAGE });
    const row = (
      await sql<{ status: number; refund_amount: string; refund_reason: string }>`
      select status, refund_amount::text as refund_amount, refund_reason from coupon_order where id = ${order.id}`.execute(t.db)
    ).rows[0];
    expect(row).toEqual({ status: 3, refund_amount: order.amount, refund_reason: '顾客不想要了' });
    expect((await coupons(order.id)).every((s) => s === 3)).toBe(true);
    expect(await auditRows(t.db, { table: 'coupon_order', action: 'transition:refund', recordId: order.id })).toHaveLength(1);
    const detail = await ok<{ coupons: { status: number }[] }>(t.app, admin, 'GET', P.detail, { id: order.id });
    expect(detail.coupons.length).toBeGreaterThan(0);
    await refused(t.app, admin, 'POST', P.transition, { id: order.id, action: 'refund', reason: '再退' }, RetCode.REFUSED, '不能退款');
  });

  it('refuses a pack one of whose coupons is used, writing nothing', async () => {
    const [, order] = await paidOrders();
    const first = (await sql<{ id: number }>`select id from coupon_instance where source = 2 and source_id = ${order.id} order by id limit 1`.execute(t.db))
      .rows[0];
    await sql`update coupon_instance set status = 1, used_at = now() where id = ${first.id}`.execute(t.db);
    const before = await coupons(order.id);
    await refused(t.app, admin, 'POST', P.transition, { id: order.id, action: 'refund', reason: '顾客要求退款' }, RetCode.REFUSED, '已有1张券已使用，不能退款');
    expect(await coupons(order.id)).toEqual(before);
    expect((await sql<{ status: number }>`select status from coupon_order where id = ${order.id}`.execute(t.db)).rows[0].status).toBe(1);
  });
});
