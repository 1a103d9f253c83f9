import { pointsExchangeResource, pointsRequestCreate, pointsRequestResource, resourceEndpoints, RetCode } from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, DEMO, login, ok, openTestApp, refused, type Session, type TestApp } from '../../../test/harness.js';
import { grantPages } from './_shared/testGrants.js';

/** /operate/integral/request 积分申请: points held when made, head office reviews from 待审核 only; 通过 makes the exchange, 驳回 gives back. */
let t: TestApp;
let admin: Session;
let manager: Session;
const api = resourceEndpoints(pointsRequestResource);
const exchanges = resourceEndpoints(pointsExchangeResource);

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  await grantPages(t.db, DEMO.store001.account, [pointsRequestResource.page], ['integral:request:']);
  manager = await login(t.app, DEMO.store001.account, DEMO.store001.pwd);
});
afterAll(async () => {
  await t?.close();
});

const one = async <T>(query: ReturnType<typeof sql<T>>) => (await query.execute(t.db)).rows[0];
const balanceOf = async (id: number) => (await one(sql<{ b: number }>`select balance as b from points_account where customer_id = ${id}`)).b;
const goods = () => one(sql<{ id: number; stock: number; points_price: number }>`select id, stock, points_price from points_goods where goods_code = 'JF1010'`);
async function richCustomer(min: number, skip: number) {
  await sql`update points_goods set stock = 10 where goods_code = 'JF1010'`.execute(t.db);
  const row = await one(sql<{ id: number; m: string }>`
    select c.id::int, c.mobile_enc as m from customer c join points_account a on a.customer_id = c.id where a.balance >= ${min} order by a.balance desc, c.id offset ${skip} limit 1`);
  return { id: row.id, mobile: t.services.vault.decrypt(row.m) };
}
const writes = async () =>
  JSON.stringify([
    await countRows(t.db, 'points_request'),
    await countRows(t.db, 'points_exchange'),
    await countRows(t.db, 'points_ledger'),
    await countRows(t.db, 'audit_log'),
  ]);

describe('积分申请', () => {
  it('a store submits for its store; the points and the piece are held; head office approves into an exchange to collect', async () => {
    const g = await goods();
    const who = await richCustomer(g.points_price, 0);
    const before = await balanceOf(who.id);
    const body = { mobile: who.mobile, goodsId: g.id, quantity: 1, storeId: 1, reason: '老顾客生日月申请兑换' };
    await refused(t.app, manager, 'POST', pointsRequestCreate.path, { ...body, storeId: 2 }, RetCode.REFUSED);
    const made = await ok<{ id: number; no: string; balance: number }>(t.app, manager, 'POST', pointsRequestCreate.path, body);
    expect(made.balance).toBe(before - g.points_price);
    expect((await goods()).stock).toBe(9);
    // The store manager sees it and may not review it.
    const mine = await ok<{ requestNo: string; status: number }[]>(t.app, manager, 'POST', api.list.path, { requestNo: made.no });
    expect(mine).toMatchObject([{ requestNo: made.no, status: 0 }]);
    const snapshot = await writes();
    await refused(t.app, manager, 'POST', api.transition.path, { id: made.id, action: 'approve' }, RetCode.REFUSED, '总部审核');
    expect(await writes()).toBe(snapshot);

    await ok(t.app, admin, 'POST', api.transition.path, { id: made.id, action: 'approve', reason: '同意' });
    const request = await one(
      sql<{ status: number; exchange_no: string; reviewer: string }>`select status, exchange_no, reviewer from points_request where id = ${made.id}`,
    );
    expect(request.status).toBe(1);
    const exchange = await ok<{ exchangeNo: string; status: number; storeId: number; requestNo: string; pointsTotal: number }[]>(
      t.app,
      admin,
      'POST',
      exchanges.list.path,
      { exchangeNo: request.exchange_no },
    );
    expect(exchange).toMatchObject([{ status: 0, storeId: 1, requestNo: made.no, pointsTotal: g.points_price }]);
    // Approving took no second time: the points were held when it was made.
    expect(await balanceOf(who.id)).toBe(before - g.points_price);
    // Only from 待审核.
    const after = await writes();
    await refused(
      t.app,
      admin,
      'POST',
      api.transition.path,
      { id: made.id, action: 'reject', reason: '改为驳回' },
      RetCode.REFUSED,
      '当前状态「已通过」不能驳回',
    );
    await refused(t.app, admin, 'POST', api.transition.path, { id: made.id, action: 'approve' }, RetCode.REFUSED, '当前状态「已通过」不能通过');
    expect(await writes()).toBe(after);
  });

  it('驳回 needs a reason and gives the points and the piece back in the same step', async () => {
    const g = await goods();
    const who = await richCustomer(g.points_price, 1);
    const before = await balanceOf(who.id);
    const made = await ok<{ id: number; no: string }>(t.app, admin, 'POST', pointsRequestCreate.path, {
      mobile: who.mobile,
      goodsId: g.id,
      quantity: 1,
      storeId: 5,
      reason: '顾客电话预约兑换',
    });
    await refused(t.app, admin, 'POST', api.transition.path, { id: made.id, action: 'reject' }, RetCode.INVALID, 'reason');
    await ok(t.app, admin, 'POST', api.transition.path, { id: made.id, action: 'reject', reason: '商品需优先保障门店活动' });
    expect(await balanceOf(who.id)).toBe(before);
    expect((await goods()).stock).toBe(10);
    expect(await one(sql`select kind, delta, store_id from points_ledger where request_id = ${made.id} and kind = 3`)).toEqual({
      kind: 3,
      delta: g.points_price,
      store_id: 5,
    });
    expect(await one(sql`select status, review_remark from points_request where id = ${made.id}`)).toEqual({
      status: 2,
      review_remark: '商品需优先保障门店活动',
    });
    const snapshot = await writes();
    await refused(t.app, admin, 'POST', api.transition.path, { id: made.id, action: 'approve' }, RetCode.REFUSED, '当前状态「已驳回」不能通过');
    expect(await writes()).toBe(snapshot);
  });

  it('refuses goods that need no review and too few points, writing nothing', async () => {
    const who = await richCustomer(0, 0);
    const plain = await one(sql<{ id: number }>`select id from points_goods where goods_code = 'JF1001'`);
    const before = await writes();
    await refused(
      t.app,
      admin,
      'POST',
      pointsRequestCreate.path,
      { mobile: who.mobile, goodsId: plain.id, quantity: 1, storeId: 1, reason: '测试' },
      RetCode.REFUSED,
      '无需审核',
    );
    const poor = await one(
      sql<{
        m: string;
      }>`select c.mobile_enc as m from customer c left join points_account a on a.customer_id = c.id where coalesce(a.balance, 0) < 1000 order by c.id limit 1`,
    );
    const g = await goods();
    await refused(
      t.app,
      admin,
      'POST',
      pointsRequestCreate.path,
      { mobile: t.services.vault.decrypt(poor.m), goodsId: g.id, quantity: 1, storeId: 1, reason: '测试' },
      RetCode.REFUSED,
      '积分不足',
    );
    await refused(
      t.app,
      admin,
      'POST',
      pointsRequestCreate.path,
      { mobile: who.mobile, goodsId: g.id, quantity: 1, storeId: 1, reason: '' },
      RetCode.INVALID,
      'reason',
    );
    expect(await writes()).toBe(before);
  });
});
