import { deliveryGoodsResource, deliveryOrderResource, otherGoodsOrderResource, recommendLevelResource, resourceEndpoints, RetCode } from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, DEMO, login, ok, openTestApp, refused, type Session, type TestApp } from '../../../test/harness.js';
import { grantPages } from '../integral/_shared/testGrants.js';
import { carrierOf } from './_shared/orders.js';

/** 配送订单 and 其他商品订单: the shipping state only moves forward, cancel/refund only before shipping, in words; goods and levels are head office's. */
let t: TestApp;
let admin: Session;
let manager: Session;
const orders = resourceEndpoints(deliveryOrderResource);
const others = resourceEndpoints(otherGoodsOrderResource);
const goodsApi = resourceEndpoints(deliveryGoodsResource);
const levels = resourceEndpoints(recommendLevelResource);

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  await grantPages(t.db, DEMO.store001.account, [deliveryOrderResource.page, deliveryGoodsResource.page], ['deliveryGoods:']);
  manager = await login(t.app, DEMO.store001.account, DEMO.store001.pwd);
});
afterAll(async () => {
  await t?.close();
});

const one = async <T>(query: ReturnType<typeof sql<T>>) => (await query.execute(t.db)).rows[0];
const writes = async () =>
  JSON.stringify([await countRows(t.db, 'audit_log'), (await sql`select id, status, stock from delivery_goods order by id`.execute(t.db)).rows]);
const orderIn = (kind: number, status: number, skip = 0) =>
  one(sql<{ id: number; goods_id: number; quantity: number }>`
    select id::int, goods_id, quantity from delivery_order where kind = ${kind} and status = ${status} order by id offset ${skip} limit 1`);
const state = (id: number) =>
  one(sql`select status, tracking_no, carrier, shipped_at is not null as shipped, signed_at is not null as signed from delivery_order where id = ${id}`);

describe('配送订单', () => {
  it('the seed has orders in every state from every source, each shipped one with its tracking number', async () => {
    const states = await sql<{ kind: number; status: number }>`select distinct kind, status from delivery_order order by kind, status`.execute(t.db);
    expect(states.rows).toEqual([
      { kind: 1, status: 0 },
      { kind: 1, status: 1 },
      { kind: 1, status: 2 },
      { kind: 1, status: 3 },
      { kind: 1, status: 4 },
      { kind: 2, status: 0 },
      { kind: 2, status: 2 },
      { kind: 2, status: 3 },
      { kind: 2, status: 4 },
    ]);
    expect((await one(sql<{ n: number }>`select count(distinct source)::int as n from delivery_order`)).n).toBe(5);
    expect((await one(sql<{ n: number }>`select count(*)::int as n from delivery_order where kind = 1 and status in (1, 2) and tracking_no is null`)).n).toBe(
      0,
    );
  });

  it('发货 needs a tracking number and reads its courier; 签收 follows; nothing moves back or skips a step', async () => {
    const order = await orderIn(1, 0);
    const before = await writes();
    await refused(t.app, admin, 'POST', orders.transition.path, { id: order.id, action: 'sign' }, RetCode.REFUSED, '当前状态「待发货」不能签收');
    await refused(t.app, admin, 'POST', orders.transition.path, { id: order.id, action: 'ship' }, RetCode.INVALID, 'reason');
    await refused(
      t.app,
      admin,
      'POST',
      orders.transition.path,
      { id: order.id, action: 'ship', reason: '明天发' },
      RetCode.INVALID,
      '快递单号应为8~30位字母或数字',
    );
    expect(await writes()).toBe(before);
    expect(await state(order.id)).toMatchObject({ status: 0, tracking_no: null });
    await ok(t.app, admin, 'POST', orders.transition.path, { id: order.id, action: 'ship', reason: 'jd0123456789' });
    expect(await state(order.id)).toEqual({ status: 1, tracking_no: 'JD0123456789', carrier: '京东物流', shipped: true, signed: false });
    for (const action of ['ship', 'cancel', 'refund']) {
      await refused(t.app, admin, 'POST', orders.transition.path, { id: order.id, action, reason: 'SF1234567890' }, RetCode.REFUSED, '当前状态「已发货」不能');
    }
    await ok(t.app, admin, 'POST', orders.transition.path, { id: order.id, action: 'sign' });
    expect(await state(order.id)).toMatchObject({ status: 2, signed: true });
    await refused(
      t.app,
      admin,
      'POST',
      orders.transition.path,
      { id: order.id, action: 'refund', reason: '签收后退款' },
      RetCode.REFUSED,
      '当前状态「已签收」不能退款',
    );
    expect(carrierOf('SF1402983')).toBe('顺丰速运');
  });

  it('取消订单 and 退款 before shipping write the reason and put the pieces back on the stock', async () => {
    for (const [action, skip] of [
      ['cancel', 1],
      ['refund', 2],
    ] as const) {
      const order = await orderIn(1, 0, skip);
      const stock = async () => (await one(sql<{ s: number }>`select stock as s from delivery_goods where id = ${order.goods_id}`)).s;
      const s0 = await stock();
      await refused(t.app, admin, 'POST', orders.transition.path, { id: order.id, action }, RetCode.INVALID, 'reason');
      await ok(t.app, admin, 'POST', orders.transition.path, { id: order.id, action, reason: '顾客不想要了' });
      expect(await stock()).toBe(s0 + order.quantity);
      expect(await one(sql`select status, status_reason from delivery_order where id = ${order.id}`)).toEqual({
        status: action === 'cancel' ? 3 : 4,
        status_reason: '顾客不想要了',
      });
      await refused(t.app, admin, 'POST', orders.transition.path, { id: order.id, action: 'ship', reason: 'SF1234567890' }, RetCode.REFUSED, '不能发货');
    }
  });

  it('其他商品订单: 提货 from 待提货 only, and the delivered page neither shows nor moves them', async () => {
    const order = await orderIn(2, 0);
    await refused(t.app, admin, 'POST', orders.transition.path, { id: order.id, action: 'ship', reason: 'SF1234567890' }, RetCode.REFUSED, '不存在');
    await ok(t.app, admin, 'POST', others.transition.path, { id: order.id, action: 'pickup' });
    expect(await state(order.id)).toMatchObject({ status: 2, signed: true });
    await refused(
      t.app,
      admin,
      'POST',
      others.transition.path,
      { id: order.id, action: 'refund', reason: '提货后退款' },
      RetCode.REFUSED,
      '当前状态「已提货」不能退款',
    );
    const listed = await ok<{ status: number }[]>(t.app, admin, 'POST', others.list.path, { pageSize: 100 });
    expect(listed.every((r) => r.status !== 1)).toBe(true);
  });

  it("a store manager sees and ships its stores' orders only; goods and levels are head office's", async () => {
    const rows = await ok<{ storeId: number }[]>(t.app, manager, 'POST', orders.list.path, { pageSize: 100 });
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.storeId === 1)).toBe(true);
    const foreign = await one(sql<{ id: number }>`select id::int from delivery_order where kind = 1 and status = 0 and store_id <> 1 order by id limit 1`);
    await refused(t.app, manager, 'POST', orders.transition.path, { id: foreign.id, action: 'ship', reason: 'SF1234567890' }, RetCode.REFUSED);
    expect(await state(foreign.id)).toMatchObject({ status: 0 });
    const before = await writes();
    await refused(
      t.app,
      manager,
      'POST',
      goodsApi.create.path,
      { goodsCode: 'PS9001', name: '门店自建商品', kind: 1, category: 1, price: '10.00', stock: 5 },
      RetCode.REFUSED,
      '总部',
    );
    const first = await one(sql<{ id: number }>`select id from delivery_goods where status = 1 order by id limit 1`);
    await refused(t.app, manager, 'POST', goodsApi.transition.path, { id: first.id, action: 'offline' }, RetCode.REFUSED, '总部');
    expect(await writes()).toBe(before);
  });
});

describe('配送商品 and 推荐等级', () => {
  it('head office adds goods off the shelf with an enabled level only; a level still on goods on sale is not disabled', async () => {
    const disabled = await one(sql<{ id: number }>`select id from goods_recommend_level where status = 0 limit 1`);
    await refused(
      t.app,
      admin,
      'POST',
      goodsApi.create.path,
      { goodsCode: 'PS9002', name: '试用装洗发水', kind: 1, category: 1, price: '19.90', stock: 100, levelId: disabled.id },
      RetCode.INVALID,
      'levelId',
    );
    const made = await ok<{ id: number }>(t.app, admin, 'POST', goodsApi.create.path, {
      goodsCode: 'PS9002',
      name: '试用装洗发水',
      kind: 1,
      category: 1,
      price: '19.90',
      stock: 100,
    });
    expect(await one(sql`select status, created_by is not null as by from delivery_goods where id = ${made.id}`)).toEqual({ status: 0, by: true });
    const used = await one(sql<{ id: number; n: number }>`
      select level_id as id, count(*)::int as n from delivery_goods where status = 1 and level_id is not null group by level_id order by level_id limit 1`);
    await refused(t.app, admin, 'POST', levels.transition.path, { id: used.id, action: 'disable' }, RetCode.REFUSED, `还有 ${used.n} 件在售商品`);
    expect(await one(sql`select status from goods_recommend_level where id = ${used.id}`)).toEqual({ status: 1 });
    await refused(
      t.app,
      admin,
      'POST',
      levels.create.path,
      { levelCode: 'E', name: '高提成', commissionRate: '31', sortOrder: 6 },
      RetCode.INVALID,
      'commissionRate',
    );
  });
});
