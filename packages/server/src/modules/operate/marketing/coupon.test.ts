import {
  COUPON_PAGE,
  CouponPath as P,
  couponTemplateResource,
  OrderPath,
  RetCode,
  USER_COUPON_PAGE,
  CustomerServicePath,
  type RefundStepResult,
} from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, call, countRows, DEMO, login, ok, openTestApp, refused, storeManager, type Session, type TestApp } from '../../../test/harness.js';
import { expireCoupons, returnOrderCoupons } from './_shared/coupons.js';

/**
 * /operate/marketing/coupon 优惠券列表 (issue 13): issuing by mobile (status, period, stock, the
 * per-customer limit, stores; the last coupons under 50 concurrent issues), using a coupon on an
 * order (its customer, state, validity, store, items, threshold; one a order), a refunded order
 * giving it back, the expiry sweep, and store users: their stores' templates, never a change.
 */
let t: TestApp;
let admin: Session;
let finance: Session;
/** store002: one store in scope, granted the coupon list by the seed. */
let manager: Session;

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  finance = await login(t.app, DEMO.finance01.account, DEMO.finance01.pwd);
  // The store manager's role holds every operation of the page: its store scope is what refuses.
  await sql`insert into role_menu (role_id, menu_id)
    select r.id, m.id from role r cross join menu m
    where r.code = 'store_manager' and m.code like 'operate:coupon:%'
    and not exists (select 1 from role_menu x where x.role_id = r.id and x.menu_id = m.id)`.execute(t.db);
  const m = storeManager(2);
  manager = await login(t.app, m.account, m.pwd);
});
afterAll(async () => {
  await t?.close();
});

const one = async <T>(text: ReturnType<typeof sql<T>>) => (await text.execute(t.db)).rows[0];
const mobileOf = async (customerId: number) =>
  t.services.vault.decrypt((await one(sql<{ m: string }>`select mobile_enc as m from customer where id = ${customerId}`)).m);
/** Customers in good standing, with their whole mobiles. */
async function customers(n: number, offset = 0): Promise<{ id: number; mobile: string }[]> {
  const rows = (await sql<{ id: number }>`select id from customer where status = 0 order by id desc limit ${n} offset ${offset}`.execute(t.db)).rows;
  return Promise.all(rows.map(async (r) => ({ id: Number(r.id), mobile: await mobileOf(Number(r.id)) })));
}

/** A template made through the API (online unless said), for all stores and items unless given. */
async function template(values: Record<string, unknown> = {}, online = true): Promise<number> {
  const { id } = await ok<{ id: number }>(t.app, admin, 'POST', P.create, {
    name: `测试券${Math.floor(Math.random() * 1e6)}`,
    couponType: 0,
    valueKind: 0,
    faceValue: '10',
    threshold: '50',
    validType: 1,
    validDays: 30,
    validUnit: 'day',
    perCustomerLimit: 1,
    storeRange: 0,
    itemRange: 0,
    ...values,
  });
  if (online) await ok(t.app, admin, 'POST', P.transition, { id, action: 'online' });
  return id;
}

const grant = (session: Session, body: Record<string, unknown>) => call<{ coupons: { couponNo: string }[] }>(t.app, session, 'POST', P.grant, body);
const issued = async (templateId: number) =>
  (await one(sql<{ n: number }>`select count(*)::int as n from coupon_instance where template_id = ${templateId}`)).n;

describe('发放优惠券', () => {
  it('issues a template to a customer by mobile: terms copied, validity from now, stock down, audited; the customer sees it on 用户优惠券', async () => {
    const [c] = await customers(1);
    const id = await template({ stock: 5, validDays: 2, validUnit: 'week', name: '发放测试券' });
    const answer = await ok<{ customerId: number; coupons: { id: number; couponNo: string; validTo: string }[] }>(t.app, admin, 'POST', P.grant, {
      templateId: id,
      mobile: c.mobile,
    });
    expect(answer.customerId).toBe(c.id);
    expect(answer.coupons).toHaveLength(1);
    const days = (Date.parse(answer.coupons[0].validTo) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThan(14.1);
    const row = await one(
      sql<{ customer_id: number; coupon_name: string; face_value: string; threshold: string; status: number; source: number; issued_by: string }>`
        select customer_id, coupon_name, face_value::text as face_value, threshold::text as threshold, status, source, issued_by from coupon_instance where id = ${answer.coupons[0].id}`,
    );
    expect(row).toMatchObject({ coupon_name: '发放测试券', face_value: '10.00', threshold: '50.00', status: 0, source: 0, issued_by: '系统管理员' });
    expect(Number(row.customer_id)).toBe(c.id);
    expect((await one(sql<{ stock: number }>`select stock from coupon_template where id = ${id}`)).stock).toBe(4);
    expect(await auditRows(t.db, { table: 'coupon_instance', action: 'create', recordId: answer.coupons[0].id })).toHaveLength(1);
    const list = await ok<{ couponNo: string }[]>(
      t.app,
      admin,
      'POST',
      CustomerServicePath.couponList,
      { couponNo: answer.coupons[0].couponNo },
      { routepath: USER_COUPON_PAGE },
    );
    expect(list.map((r) => r.couponNo)).toEqual([answer.coupons[0].couponNo]);
  });

  it('refuses, in words and writing nothing: not online, before or after its period, past fixed validity, no stock, over the limit, a store outside its stores, an unknown mobile', async () => {
    const [c] = await customers(1, 1);
    const before = await countRows(t.db, 'coupon_instance');
    const draft = await template({}, false);
    await refused(t.app, admin, 'POST', P.grant, { templateId: draft, mobile: c.mobile }, RetCode.REFUSED, '未上线，不能发放');
    const later = await template({ issueStart: '2099-01-01' });
    await refused(t.app, admin, 'POST', P.grant, { templateId: later, mobile: c.mobile }, RetCode.REFUSED, '未到发放时间');
    const past = await template();
    await sql`update coupon_template set issue_end = current_date - 3 where id = ${past}`.execute(t.db);
    await refused(t.app, admin, 'POST', P.grant, { templateId: past, mobile: c.mobile }, RetCode.REFUSED, '已过发放期');
    const fixed = await template({ validType: 0, validStart: '2020-01-01', validEnd: '2099-12-31' });
    await sql`update coupon_template set valid_end = current_date - 2, valid_start = current_date - 20 where id = ${fixed}`.execute(t.db);
    await refused(t.app, admin, 'POST', P.grant, { templateId: fixed, mobile: c.mobile }, RetCode.REFUSED, '已过有效期');
    const empty = await template({ stock: 1 });
    await sql`update coupon_template set stock = 0 where id = ${empty}`.execute(t.db);
    await refused(t.app, admin, 'POST', P.grant, { templateId: empty, mobile: c.mobile }, RetCode.REFUSED, '库存不足，已全部发完');
    const limited = await template({ perCustomerLimit: 2, stock: 10 });
    await refused(t.app, admin, 'POST', P.grant, { templateId: limited, mobile: c.mobile, quantity: 3 }, RetCode.REFUSED, '每人限领2张');
    await ok(t.app, admin, 'POST', P.grant, { templateId: limited, mobile: c.mobile, quantity: 2 });
    await refused(t.app, admin, 'POST', P.grant, { templateId: limited, mobile: c.mobile }, RetCode.REFUSED, '已领2张');
    const stores = await template({ storeRange: 1, storeIds: '1,3' });
    await refused(t.app, admin, 'POST', P.grant, { templateId: stores, mobile: c.mobile }, RetCode.REFUSED, '请选择发放门店');
    await refused(t.app, admin, 'POST', P.grant, { templateId: stores, mobile: c.mobile, storeId: 2 }, RetCode.REFUSED, '不在优惠券');
    await refused(t.app, admin, 'POST', P.grant, { templateId: stores, mobile: '13012345678' }, RetCode.REFUSED, '未找到手机号为 1301****5678 的顾客');
    await refused(t.app, admin, 'POST', P.grant, { templateId: stores, mobile: '1301234' }, RetCode.INVALID, 'mobile');
    expect(await countRows(t.db, 'coupon_instance')).toBe(before + 2);
    expect((await one(sql<{ stock: number }>`select stock from coupon_template where id = ${limited}`)).stock).toBe(8);
    await ok(t.app, admin, 'POST', P.grant, { templateId: stores, mobile: c.mobile, storeId: 3 });
  });

  it('50 concurrent issues of the last 10 coupons give exactly 10; the others are refused for stock', async () => {
    const id = await template({ stock: 10 });
    const people = await customers(50, 10);
    const answers = await Promise.all(people.map((c) => grant(admin, { templateId: id, mobile: c.mobile })));
    const granted = answers.filter((a) => a.retCode === RetCode.SUCCESS);
    expect(granted).toHaveLength(10);
    expect(answers.filter((a) => a.retCode !== RetCode.SUCCESS).every((a) => a.retCode === RetCode.REFUSED && a.retMsg.includes('库存不足'))).toBe(true);
    expect(await issued(id)).toBe(10);
    expect((await one(sql<{ stock: number }>`select stock from coupon_template where id = ${id}`)).stock).toBe(0);
    expect((await one(sql<{ n: number }>`select count(distinct customer_id)::int as n from coupon_instance where template_id = ${id}`)).n).toBe(10);
  });

  it('a store user is refused issuing, and the concurrent issues of one customer never pass the per-customer limit', async () => {
    const id = await template({ perCustomerLimit: 3 });
    const [c] = await customers(1, 70);
    await refused(t.app, manager, 'POST', P.grant, { templateId: id, mobile: c.mobile }, RetCode.REFUSED, '总部');
    const answers = await Promise.all(Array.from({ length: 8 }, () => grant(admin, { templateId: id, mobile: c.mobile })));
    expect(answers.filter((a) => a.retCode === RetCode.SUCCESS)).toHaveLength(3);
    expect(await issued(id)).toBe(3);
  });
});

/** An unpaid order of a customer at a store, with one line of an item (a fresh one, so nothing else touches it). */
async function unpaidOrder(customerId: number, storeId: number, itemName: string, amount: string): Promise<number> {
  const item = await one(sql<{ id: number }>`select id from item where item_name = ${itemName}`);
  const order = await one(sql<{ id: number }>`
    insert into customer_order (order_no, store_id, customer_id, status, amount, discount, paid)
    values ('T' || lpad(nextval('coupon_no_seq')::text, 15, '0'), ${storeId}, ${customerId}, 2, ${amount}, 0, 0) returning id`);
  await sql`insert into order_item (order_id, item_id, item_name, price_grade, unit_price, quantity, amount)
    values (${order.id}, ${item.id}, ${itemName}, 'P3', ${amount}, 1, ${amount})`.execute(t.db);
  return Number(order.id);
}

describe('订单用券', () => {
  it('takes a coupon off an unpaid order of its customer: money and discount coupons, threshold, stores and items, once a coupon and once an order', async () => {
    const [c, other] = await customers(2, 80);
    const money = await template({ faceValue: '20', threshold: '100', perCustomerLimit: 5, storeRange: 1, storeIds: '1,2' });
    const rate = await template({
      valueKind: 1,
      faceValue: null,
      discountRate: '8.5',
      maxDiscount: '30',
      threshold: '0',
      itemRange: 1,
      itemIds: String((await one(sql<{ id: number }>`select id from item where item_name = '染发'`)).id),
    });
    const [m1, m2, m3] = (
      await ok<{ coupons: { couponNo: string }[] }>(t.app, admin, 'POST', P.grant, { templateId: money, mobile: c.mobile, storeId: 1, quantity: 3 })
    ).coupons;
    const [r1] = (await ok<{ coupons: { couponNo: string }[] }>(t.app, admin, 'POST', P.grant, { templateId: rate, mobile: c.mobile })).coupons;

    const small = await unpaidOrder(c.id, 1, '洗剪吹', '68.00');
    await refused(t.app, admin, 'POST', P.use, { couponNo: m1.couponNo, orderId: small }, RetCode.REFUSED, '未满使用门槛：订单金额 68.00 元，需满 100.00 元');
    const elsewhere = await unpaidOrder(c.id, 4, '烫发', '300.00');
    await refused(t.app, admin, 'POST', P.use, { couponNo: m1.couponNo, orderId: elsewhere }, RetCode.REFUSED, '不适用于此订单的门店');
    const theirs = await unpaidOrder(other.id, 1, '烫发', '300.00');
    await refused(t.app, admin, 'POST', P.use, { couponNo: m1.couponNo, orderId: theirs }, RetCode.REFUSED, '不属于此订单的顾客');
    await refused(t.app, admin, 'POST', P.use, { couponNo: r1.couponNo, orderId: small }, RetCode.REFUSED, '订单中没有该券适用的项目');
    await refused(t.app, admin, 'POST', P.use, { couponNo: 'CP000', orderId: small }, RetCode.REFUSED, '不存在');

    const order = await unpaidOrder(c.id, 1, '烫发', '300.00');
    expect(await ok(t.app, admin, 'POST', P.use, { couponNo: m1.couponNo, orderId: order })).toMatchObject({
      discount: '20.00',
      orderDiscount: '20.00',
      payable: '280.00',
    });
    expect(await one(sql<{ discount: string }>`select discount::text as discount from customer_order where id = ${order}`)).toEqual({ discount: '20.00' });
    expect(
      await one(
        sql<{
          status: number;
          used_order_id: number;
          used_discount: string;
        }>`select status, used_order_id, used_discount::text as used_discount from coupon_instance where coupon_no = ${m1.couponNo}`,
      ),
    ).toMatchObject({ status: 1, used_discount: '20.00' });
    await refused(t.app, admin, 'POST', P.use, { couponNo: m2.couponNo, orderId: order }, RetCode.REFUSED, '每单限用一张');
    const next = await unpaidOrder(c.id, 2, '烫发', '200.00');
    await refused(t.app, admin, 'POST', P.use, { couponNo: m1.couponNo, orderId: next }, RetCode.REFUSED, '该券已使用');
    // A discount coupon: 15% of the applicable item, at most its cap.
    const dye = await unpaidOrder(c.id, 2, '染发', '328.00');
    expect(await ok(t.app, admin, 'POST', P.use, { couponNo: r1.couponNo, orderId: dye })).toMatchObject({ discount: '30.00', payable: '298.00' });
    // Expired (past its end, before the sweep) and voided coupons are refused.
    await sql`update coupon_instance set valid_to = now() - interval '1 minute', valid_from = now() - interval '2 days' where coupon_no = ${m2.couponNo}`.execute(
      t.db,
    );
    await refused(t.app, admin, 'POST', P.use, { couponNo: m2.couponNo, orderId: next }, RetCode.REFUSED, '该券已过期');
    await sql`update coupon_instance set status = 3 where coupon_no = ${m3.couponNo}`.execute(t.db);
    await refused(t.app, admin, 'POST', P.use, { couponNo: m3.couponNo, orderId: next }, RetCode.REFUSED, '该券已作废');
    // A paid order takes no coupon; a store user only on its stores' orders.
    const paid = await one(sql<{ id: number }>`select id from customer_order where status = 3 and customer_id = ${c.id} limit 1`);
    if (paid) await refused(t.app, admin, 'POST', P.use, { couponNo: m2.couponNo, orderId: paid.id }, RetCode.REFUSED, '已支付，不能再使用优惠券');
    const mine = await one(sql<{ n: number }>`select count(*)::int as n from coupon_instance where used_order_id = ${next}`);
    expect(mine.n).toBe(0);
    await refused(t.app, manager, 'POST', P.use, { couponNo: m2.couponNo, orderId: order }, RetCode.REFUSED);
  });

  it('a wholly refunded order gives its coupon back while valid (else expired); a partial refund keeps it used', async () => {
    const [c] = await customers(1, 90);
    const id = await template({ faceValue: '30', threshold: '100', perCustomerLimit: 3 });
    const [a, b] = (await ok<{ coupons: { couponNo: string }[] }>(t.app, admin, 'POST', P.grant, { templateId: id, mobile: c.mobile, quantity: 2 })).coupons;
    const pay = async (orderId: number) =>
      sql`update customer_order set status = 3, paid = amount - discount, paid_at = now(), pay_method = 1 where id = ${orderId}`.execute(t.db);
    const refund = async (orderId: number, amount: string) => {
      const asked = await ok<RefundStepResult>(t.app, admin, 'POST', OrderPath.refundApply, { orderId, amount, reason: '顾客不满意' });
      await ok(t.app, finance, 'POST', OrderPath.refundApprove, { refundId: asked.refundId });
      return ok<RefundStepResult>(t.app, finance, 'POST', OrderPath.refundComplete, { refundId: asked.refundId });
    };
    const whole = await unpaidOrder(c.id, 1, '烫发', '300.00');
    await ok(t.app, admin, 'POST', P.use, { couponNo: a.couponNo, orderId: whole });
    await pay(whole);
    const part = await unpaidOrder(c.id, 1, '烫发', '300.00');
    await ok(t.app, admin, 'POST', P.use, { couponNo: b.couponNo, orderId: part });
    await pay(part);

    expect(await refund(part, '100.00')).toMatchObject({ orderStatus: 8 });
    expect((await one(sql<{ status: number }>`select status from coupon_instance where coupon_no = ${b.couponNo}`)).status).toBe(1);
    expect(await refund(whole, '270.00')).toMatchObject({ orderStatus: 5 });
    expect(
      await one(sql<{ status: number; used_order_id: number | null }>`select status, used_order_id from coupon_instance where coupon_no = ${a.couponNo}`),
    ).toEqual({
      status: 0,
      used_order_id: null,
    });
    const step = await auditRows(t.db, { table: 'customer_order', action: 'transition:refundComplete', recordId: whole });
    expect(JSON.stringify(step)).toContain(a.couponNo);
    // Given back after its end: expired.
    await sql`update coupon_instance set valid_to = now() - interval '1 minute', valid_from = now() - interval '2 days' where coupon_no = ${b.couponNo}`.execute(
      t.db,
    );
    expect(await returnOrderCoupons(t.db, part)).toEqual([{ couponNo: b.couponNo, status: 2 }]);
  });
});

describe('过期扫描', () => {
  it('marks unused coupons past their end 已过期 with an audit row each, and nothing else', async () => {
    await expireCoupons(t.db);
    const due = (await sql<{ id: number }>`select id from coupon_instance where status = 0 order by id limit 3`.execute(t.db)).rows.map((r) => Number(r.id));
    await sql`update coupon_instance set valid_from = now() - interval '40 days', valid_to = now() - interval '1 second' where id = any(${due}::bigint[])`.execute(
      t.db,
    );
    const usedBefore = (await one(sql<{ n: number }>`select count(*)::int as n from coupon_instance where status = 1`)).n;
    expect(await expireCoupons(t.db)).toBe(3);
    expect(
      (await sql<{ status: number }>`select status from coupon_instance where id = any(${due}::bigint[])`.execute(t.db)).rows.every((r) => r.status === 2),
    ).toBe(true);
    expect(await auditRows(t.db, { table: 'coupon_instance', action: 'expire', recordId: due[0] })).toHaveLength(1);
    expect((await one(sql<{ n: number }>`select count(*)::int as n from coupon_instance where status = 1`)).n).toBe(usedBefore);
    expect(await expireCoupons(t.db)).toBe(0);
  });
});

describe('门店账号', () => {
  it("sees the templates for all stores and those naming its store, with their counts; never another's; makes and changes none", async () => {
    const theirs = await template({ storeRange: 1, storeIds: '2,5', name: '门店二专享券' });
    const others = await template({ storeRange: 1, storeIds: '1,3', name: '门店一专享券' });
    const rows = await ok<{ id: number; storeRange: number; issuedCount: number }[]>(
      t.app,
      manager,
      'POST',
      P.list,
      { pageSize: 200 },
      { routepath: COUPON_PAGE },
    );
    const ids = rows.map((r) => r.id);
    expect(ids).toContain(theirs);
    expect(ids).not.toContain(others);
    expect(rows.every((r) => r.storeRange === 0 || r.id === theirs || r.storeRange === 1)).toBe(true);
    const scoped = await sql<{ id: number }>`select id from coupon_template where store_range = 0 or 2 = any(store_id_arr)`.execute(t.db);
    expect(new Set(ids)).toEqual(new Set(scoped.rows.map((r) => r.id)));
    await refused(t.app, manager, 'GET', P.detail, { id: others }, RetCode.REFUSED);
    // The counts come from the coupons.
    const counted = await one(sql<{ n: number }>`select count(*)::int as n from coupon_instance where template_id = ${rows[0].id}`);
    expect(rows[0].issuedCount).toBe(counted.n);

    const before = await countRows(t.db, 'coupon_template');
    const body = {
      name: '门店自建券',
      couponType: 0,
      valueKind: 0,
      faceValue: '5',
      threshold: '0',
      validType: 1,
      validDays: 7,
      validUnit: 'day',
      perCustomerLimit: 1,
      storeRange: 0,
      itemRange: 0,
    };
    await refused(t.app, manager, 'POST', P.create, body, RetCode.REFUSED, '须由总部创建和修改');
    await refused(t.app, manager, 'POST', P.update, { ...body, id: theirs }, RetCode.REFUSED, '须由总部创建和修改');
    await refused(t.app, manager, 'POST', P.transition, { id: theirs, action: 'offline' }, RetCode.REFUSED);
    expect(await countRows(t.db, 'coupon_template')).toBe(before);
    expect((await one(sql<{ status: number }>`select status from coupon_template where id = ${theirs}`)).status).toBe(1);
  });

  it('refuses a template whose values do not agree, naming the field', async () => {
    const base = {
      name: '规则券',
      couponType: 0,
      valueKind: 0,
      faceValue: '60',
      threshold: '50',
      validType: 1,
      validDays: 7,
      validUnit: 'day',
      perCustomerLimit: 1,
      storeRange: 0,
      itemRange: 0,
    };
    await refused(t.app, admin, 'POST', P.create, base, RetCode.INVALID, 'faceValue');
    await refused(t.app, admin, 'POST', P.create, { ...base, faceValue: '10', storeRange: 1 }, RetCode.INVALID, 'storeIds');
    await refused(t.app, admin, 'POST', P.create, { ...base, faceValue: '10', storeRange: 1, storeIds: '1,999999' }, RetCode.INVALID, 'storeIds');
    await refused(
      t.app,
      admin,
      'POST',
      P.create,
      { ...base, faceValue: '10', validType: 0, validStart: '2026-05-01', validEnd: '2026-04-01' },
      RetCode.INVALID,
      'validEnd',
    );
    await refused(t.app, admin, 'POST', P.create, { ...base, valueKind: 1, faceValue: null }, RetCode.INVALID, 'discountRate');
    expect(couponTemplateResource.fields.some((f) => f.key === 'issuedCount')).toBe(true);
  });
});

describe('已发放 / 已使用 / 已过期', () => {
  /** Every template's counts as the list reads them (kept by migration 062's triggers) and as counted from the instances. */
  const kept = async () =>
    (
      await sql<{ id: number; kept: string; counted: string }>`
        select t.id,
          s.issued_count || '/' || s.used_count || '/' || s.expired_count as kept,
          count(i.id) || '/' || count(i.id) filter (where i.status = 1) || '/' || count(i.id) filter (where i.status = 2) as counted
        from coupon_template t join coupon_template_stat s on s.id = t.id left join coupon_instance i on i.template_id = t.id
        group by t.id, s.issued_count, s.used_count, s.expired_count order by t.id`.execute(t.db)
    ).rows;

  it('are kept with every issue, use, refund, expiry, move and delete, as the instances count them', async () => {
    // What the tests above did (issues, uses, refunds giving coupons back, the expiry sweep) and the seed's bulk loads.
    expect((await kept()).filter((r) => r.kept !== r.counted)).toEqual([]);
    const a = await template();
    const b = await template();
    const list = async () =>
      ok<{ id: number; issuedCount: number; usedCount: number; expiredCount: number }[]>(t.app, admin, 'POST', P.list, { pageNum: 1, pageSize: 100 });
    const counts = async (id: number) => {
      const row = (await list()).find((r) => r.id === id);
      return row && [row.issuedCount, row.usedCount, row.expiredCount];
    };
    expect(await counts(a)).toEqual([0, 0, 0]);
    const [first, second, third] = await customers(3, 40);
    for (const c of [first, second, third]) await ok(t.app, admin, 'POST', P.grant, { templateId: a, mobile: c.mobile });
    expect(await counts(a)).toEqual([3, 0, 0]);
    // One statement touching several rows and both templates: one used, one expired, one moved to b; an update of nothing counted changes nothing.
    await sql`update coupon_instance set status = case when customer_id = ${first.id} then 1 when customer_id = ${second.id} then 2 else status end,
      template_id = case when customer_id = ${third.id} then ${b} else template_id end
      where template_id = ${a}`.execute(t.db);
    await sql`update coupon_instance set updated_at = now() where template_id in (${a}, ${b})`.execute(t.db);
    expect(await counts(a)).toEqual([2, 1, 1]);
    expect(await counts(b)).toEqual([1, 0, 0]);
    await sql`delete from coupon_instance where template_id in (${a}, ${b}) and status <> 0`.execute(t.db);
    expect(await counts(a)).toEqual([0, 0, 0]);
    expect(await counts(b)).toEqual([1, 0, 0]);
    expect((await kept()).filter((r) => r.kept !== r.counted)).toEqual([]);
  });
});
