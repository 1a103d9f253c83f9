import { mallGoodsResource, pointsGoodsResource, resourceEndpoints, RetCode } from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantPages } from './_shared/testGrants.js';
import { DEMO, login, ok, openTestApp, refused, type Session, type TestApp } from '../../../test/harness.js';

/** /operate/integral/integralGoods 积分商品 and /operate/redeemPoints/integral_store 商城商品: one table, a channel each, head office's alone. */
let t: TestApp;
let admin: Session;
let manager: Session;
const api = resourceEndpoints(pointsGoodsResource);
const mall = resourceEndpoints(mallGoodsResource);

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  manager = await login(t.app, DEMO.store001.account, DEMO.store001.pwd);
});
afterAll(async () => {
  await t?.close();
});

const count = async () => (await sql<{ n: number }>`select count(*)::int as n from points_goods`.execute(t.db)).rows[0].n;
const goods = {
  goodsCode: 'JF9001',
  name: '限量版造型剪刀挂件',
  category: 1,
  pointsPrice: 800,
  marketPrice: '59.00',
  stock: 30,
  needsReview: false,
  sortOrder: 5,
};

describe('积分商品', () => {
  it("each page lists its own channel; a new one is the page's channel, off the shelf, with its creator", async () => {
    const counter = await ok<{ goodsCode: string }[]>(t.app, admin, 'POST', api.list.path, { pageSize: 100 });
    const online = await ok<{ goodsCode: string }[]>(t.app, admin, 'POST', mall.list.path, { pageSize: 100 });
    expect(counter.every((g) => g.goodsCode.startsWith('JF'))).toBe(true);
    expect(online.every((g) => g.goodsCode.startsWith('SC'))).toBe(true);
    expect(counter.length).toBeGreaterThan(5);
    const made = await ok<{ id: number }>(t.app, admin, 'POST', api.create.path, goods);
    const row = (
      await sql<{ channel: number; status: number; created_by: string }>`select channel, status, created_by from points_goods where id = ${made.id}`.execute(
        t.db,
      )
    ).rows[0];
    expect(row).toEqual({ channel: 1, status: 0, created_by: expect.any(String) });
    await ok(t.app, admin, 'POST', api.transition.path, { id: made.id, action: 'online' });
    // Not the mall's: its page neither shows nor changes it.
    await refused(t.app, admin, 'POST', mall.transition.path, { id: made.id, action: 'offline' }, RetCode.REFUSED, '不存在');
  });

  it('refuses a store-scoped user creating or shelving goods, and a bad price, writing nothing', async () => {
    const before = await count();
    await refused(t.app, admin, 'POST', api.create.path, { ...goods, goodsCode: 'JF9002', pointsPrice: 0 }, RetCode.INVALID, 'pointsPrice');
    await grantPages(t.db, DEMO.store001.account, [pointsGoodsResource.page], ['integral:goods:']);
    await refused(t.app, manager, 'POST', api.create.path, { ...goods, goodsCode: 'JF9003' }, RetCode.REFUSED, '总部');
    const first = (await sql<{ id: number }>`select id from points_goods where channel = 1 and status = 1 order by id limit 1`.execute(t.db)).rows[0];
    await refused(t.app, manager, 'POST', api.transition.path, { id: first.id, action: 'offline' }, RetCode.REFUSED, '总部');
    expect(await count()).toBe(before);
  });
});
