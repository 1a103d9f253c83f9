import { pointsExchangeCreate, pointsExchangeResource, pointsLedgerResource, resourceEndpoints, RetCode } from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, DEMO, login, ok, openTestApp, refused, type Session, type TestApp } from '../../../test/harness.js';
import { grantPages } from './_shared/testGrants.js';

/** /operate/integral/exchange 积分兑换: new exchanges refused in words when short, cancelling gives back, a store manager within its stores. */
let t: TestApp;
let admin: Session;
let manager: Session;
const api = resourceEndpoints(pointsExchangeResource);
const ledger = resourceEndpoints(pointsLedgerResource);

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  await grantPages(t.db, DEMO.store001.account, [pointsExchangeResource.page, pointsLedgerResource.page], ['integral:exchange:', 'integral:record:']);
  manager = await login(t.app, DEMO.store001.account, DEMO.store001.pwd);
});
afterAll(async () => {
  await t?.close();
});

const one = async <T>(query: ReturnType<typeof sql<T>>) => (await query.execute(t.db)).rows[0];
const balanceOf = async (id: number) => (await one(sql<{ b: number }>`select balance as b from points_account where customer_id = ${id}`)).b;
/** A customer with at least `min` points, and the whole mobile. */
async function richCustomer(min: number, skip = 0) {
  const row = await one(sql<{ id: number; m: string }>`
    select c.id::int, c.mobile_enc as m from customer c join points_account a on a.customer_id = c.id where a.balance >= ${min} order by c.id offset ${skip} limit 1`);
  return { id: row.id, mobile: t.services.vault.decrypt(row.m) };
}
const goodsBy = async (code: string) =>
  one(sql<{ id: number; stock: number; points_price: number }>`select id, stock, points_price from points_goods where goods_code = ${code}`);
const writes = async () =>
  JSON.stringify([await countRows(t.db, 'points_exchange'), await countRows(t.db, 'points_ledger'), await countRows(t.db, 'audit_log')]);

describe('新建兑换', () => {
  it('takes the points and the stock, writes the ledger row at the store, and 取消兑换 gives both back', async () => {
    const goods = await goodsBy('JF1002');
    const who = await richCustomer(goods.points_price * 2);
    const before = await balanceOf(who.id);
    const done = await ok<{ id: number; no: string; balance: number }>(t.app, admin, 'POST', pointsExchangeCreate.path, {
      mobile: who.mobile,
      goodsId: goods.id,
      quantity: 2,
      storeId: 3,
      remark: '顾客到店兑换',
    });
    expect(done.balance).toBe(before - goods.points_price * 2);
    expect(done.no).toMatch(/^DH\d{16}$/);
    expect((await goodsBy('JF1002')).stock).toBe(goods.stock - 2);
    const row = await one(sql`select kind, delta, store_id, exchange_id::int from points_ledger where exchange_id = ${done.id}`);
    expect(row).toEqual({ kind: 2, delta: -goods.points_price * 2, store_id: 3, exchange_id: done.id });
    const listed = await ok<{ exchangeNo: string; status: number }[]>(t.app, admin, 'POST', api.list.path, { exchangeNo: done.no });
    expect(listed).toMatchObject([{ exchangeNo: done.no, status: 0 }]);

    await refused(t.app, admin, 'POST', api.transition.path, { id: done.id, action: 'cancel' }, RetCode.INVALID, 'reason');
    await ok(t.app, admin, 'POST', api.transition.path, { id: done.id, action: 'cancel', reason: '顾客改兑其他商品' });
    expect(await balanceOf(who.id)).toBe(before);
    expect((await goodsBy('JF1002')).stock).toBe(goods.stock);
    expect(await one(sql`select kind, delta, store_id from points_ledger where exchange_id = ${done.id} and kind = 3`)).toEqual({
      kind: 3,
      delta: goods.points_price * 2,
      store_id: 3,
    });
    // Only from 待领取: a cancelled exchange is neither collected nor cancelled again, and nothing moves.
    const snapshot = await writes();
    await refused(t.app, admin, 'POST', api.transition.path, { id: done.id, action: 'collect' }, RetCode.REFUSED, '当前状态「已取消」不能领取');
    await refused(t.app, admin, 'POST', api.transition.path, { id: done.id, action: 'cancel', reason: '再次取消' }, RetCode.REFUSED, '不能取消兑换');
    expect(await writes()).toBe(snapshot);
    expect(await balanceOf(who.id)).toBe(before);
  });

  it('refuses in words, writing nothing: too few points, too few pieces, off the shelf, goods under review, a mall item, a bad quantity', async () => {
    const poor = await one(sql<{ id: number; m: string }>`
      select c.id::int, c.mobile_enc as m from customer c left join points_account a on a.customer_id = c.id where coalesce(a.balance, 0) < 300 order by c.id limit 1`);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ mobile: t.services.vault.decrypt(poor.m), goodsId: (await goodsBy('JF1001')).id, quantity: 1, storeId: 1 }, RetCode.REFUSED, '积分不足'],
      [{ mobile: (await richCustomer(1000)).mobile, goodsId: (await goodsBy('JF1006')).id, quantity: 1, storeId: 1 }, RetCode.REFUSED, '库存不足'],
      [{ mobile: (await richCustomer(1000)).mobile, goodsId: (await goodsBy('JF1012')).id, quantity: 1, storeId: 1 }, RetCode.REFUSED, '已下架'],
      [{ mobile: (await richCustomer(5000)).mobile, goodsId: (await goodsBy('JF1009')).id, quantity: 1, storeId: 1 }, RetCode.REFUSED, '请提交积分申请'],
      [{ mobile: (await richCustomer(2000)).mobile, goodsId: (await goodsBy('SC2001')).id, quantity: 1, storeId: 1 }, RetCode.REFUSED, '积分商城'],
      [{ mobile: (await richCustomer(1000)).mobile, goodsId: (await goodsBy('JF1001')).id, quantity: 0, storeId: 1 }, RetCode.INVALID, 'quantity'],
      [{ mobile: '13999999999', goodsId: (await goodsBy('JF1001')).id, quantity: 1, storeId: 1 }, RetCode.REFUSED, '没有手机号为'],
      [{ mobile: (await richCustomer(1000)).mobile, goodsId: (await goodsBy('JF1001')).id, quantity: 1, storeId: 13 }, RetCode.REFUSED, '已闭店'],
    ];
    const closed = await one(sql<{ id: number }>`select id from store where open_status = 3 order by id limit 1`);
    cases[7][0].storeId = closed.id;
    for (const [body, code, words] of cases) {
      const before = await writes();
      const stock = await sql`select id, stock from points_goods order by id`.execute(t.db);
      await refused(t.app, admin, 'POST', pointsExchangeCreate.path, body, code, words);
      expect(await writes()).toBe(before);
      expect((await sql`select id, stock from points_goods order by id`.execute(t.db)).rows).toEqual(stock.rows);
    }
  });

  it("a store manager exchanges at its own store only and sees its stores' exchanges and ledger rows", async () => {
    const goods = await goodsBy('JF1001');
    const who = await richCustomer(goods.points_price, 5);
    const before = await writes();
    await refused(t.app, manager, 'POST', pointsExchangeCreate.path, { mobile: who.mobile, goodsId: goods.id, quantity: 1, storeId: 2 }, RetCode.REFUSED);
    expect(await writes()).toBe(before);
    await ok(t.app, manager, 'POST', pointsExchangeCreate.path, { mobile: who.mobile, goodsId: goods.id, quantity: 1, storeId: 1 });
    const rows = await ok<{ storeId: number }[]>(t.app, manager, 'POST', api.list.path, { pageSize: 50 });
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.storeId === 1)).toBe(true);
    const lines = await ok<{ storeId: number | null }[]>(t.app, manager, 'POST', ledger.list.path, { pageSize: 50 });
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((r) => r.storeId === 1)).toBe(true);
    // Head office sees its own adjustments and the mall's rows (no store), the manager none of them.
    const all = await ok<{ storeId: number | null }[]>(t.app, admin, 'POST', ledger.list.path, { pageSize: 100, kind: 4 });
    expect(all.some((r) => r.storeId === null)).toBe(true);
  });
});
