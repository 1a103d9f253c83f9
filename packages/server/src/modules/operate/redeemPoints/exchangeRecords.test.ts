import { mallExchangeResource, resourceEndpoints, RetCode } from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, DEMO, login, ok, openTestApp, refused, type Session, type TestApp } from '../../../test/harness.js';
import { grantPages } from '../integral/_shared/testGrants.js';

/** /operate/redeemPoints/exchangeRecords 兑换记录: 发货 needs a tracking number, 取消 before shipping gives back; head office's records. */
let t: TestApp;
let admin: Session;
const api = resourceEndpoints(mallExchangeResource);

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
});
afterAll(async () => {
  await t?.close();
});

const one = async <T>(query: ReturnType<typeof sql<T>>) => (await query.execute(t.db)).rows[0];
const writes = async () =>
  JSON.stringify([await countRows(t.db, 'points_exchange'), await countRows(t.db, 'points_ledger'), await countRows(t.db, 'audit_log')]);
const toShip = (skip: number) =>
  one(sql<{ id: number; customer_id: number; goods_id: number; points_total: number; quantity: number }>`
    select id::int, customer_id::int, goods_id, points_total, quantity from points_exchange where channel = 2 and status = 0 order by id offset ${skip} limit 1`);

describe('商城兑换记录', () => {
  it("lists the mall's exchanges only; 发货 is refused without a real tracking number and writes it when given", async () => {
    const rows = await ok<{ trackingNo: string | null; storeId: number | null }[]>(t.app, admin, 'POST', api.list.path, { pageSize: 100 });
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.storeId === null)).toBe(true);
    const ex = await toShip(0);
    const before = await writes();
    await refused(t.app, admin, 'POST', api.transition.path, { id: ex.id, action: 'ship' }, RetCode.INVALID, 'reason');
    await refused(t.app, admin, 'POST', api.transition.path, { id: ex.id, action: 'ship', reason: '顺丰' }, RetCode.INVALID, '快递单号应为8~30位字母或数字');
    expect(await writes()).toBe(before);
    await ok(t.app, admin, 'POST', api.transition.path, { id: ex.id, action: 'ship', reason: 'sf1234567890' });
    expect(await one(sql`select status, tracking_no from points_exchange where id = ${ex.id}`)).toEqual({ status: 1, tracking_no: 'SF1234567890' });
    await refused(
      t.app,
      admin,
      'POST',
      api.transition.path,
      { id: ex.id, action: 'cancel', reason: '发货后取消' },
      RetCode.REFUSED,
      '当前状态「已发货」不能取消兑换',
    );
  });

  it("is head office's: a store manager granted the page sees none and moves none", async () => {
    await grantPages(t.db, DEMO.store001.account, [mallExchangeResource.page], ['redeemPoints:exchange:']);
    const manager = await login(t.app, DEMO.store001.account, DEMO.store001.pwd);
    expect(await ok<unknown[]>(t.app, manager, 'POST', api.list.path, { pageSize: 100 })).toEqual([]);
    const ex = await toShip(2);
    await refused(t.app, manager, 'POST', api.transition.path, { id: ex.id, action: 'ship', reason: 'SF1234567890' }, RetCode.REFUSED, '不存在');
  });

  it('取消兑换 before shipping gives the points and the pieces back (a 退回 row of no store)', async () => {
    const ex = await toShip(1);
    const balance = async () => (await one(sql<{ b: number }>`select balance as b from points_account where customer_id = ${ex.customer_id}`)).b;
    const stock = async () => (await one(sql<{ s: number }>`select stock as s from points_goods where id = ${ex.goods_id}`)).s;
    const [b0, s0] = [await balance(), await stock()];
    await ok(t.app, admin, 'POST', api.transition.path, { id: ex.id, action: 'cancel', reason: '顾客地址无法送达' });
    expect([await balance(), await stock()]).toEqual([b0 + ex.points_total, s0 + ex.quantity]);
    expect(await one(sql`select kind, store_id, delta from points_ledger where exchange_id = ${ex.id} and kind = 3`)).toEqual({
      kind: 3,
      store_id: null,
      delta: ex.points_total,
    });
    expect(await one(sql`select status_reason from points_exchange where id = ${ex.id}`)).toEqual({ status_reason: '顾客地址无法送达' });
  });
});
