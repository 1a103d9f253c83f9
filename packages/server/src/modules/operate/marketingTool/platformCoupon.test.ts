import { PLATFORM_COUPON_PAGE, PlatformCouponPath as P, RetCode } from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, call, DEMO, login, ok, openTestApp, refused, storeManager, type Session, type TestApp } from '../../../test/harness.js';

/** /operate/marketingTool/platformCoupon 平台优惠券: a platform voucher redeemed once, against its deal, at a store it applies to. */
let t: TestApp;
let admin: Session;

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
});
afterAll(async () => {
  await t?.close();
});

/** Unredeemed, unexpired vouchers of deals for every store. */
const waiting = async (n: number) =>
  (
    await sql<{ id: number; voucher_code: string; platform_coupon_id: number }>`
      select v.id, v.voucher_code, v.platform_coupon_id from group_buy_voucher v join platform_coupon p on p.id = v.platform_coupon_id
      where v.status = 0 and v.valid_until >= current_date + 1 and p.store_range = 0 and p.status = 1 order by v.id limit ${n}`.execute(t.db)
  ).rows;

describe('核销平台券', () => {
  it('redeems a voucher at a store, settled at its deal price, audited; never twice, also when two try at once', async () => {
    const [a, b] = await waiting(2);
    const answer = await ok<{ dealName: string; settlementAmount: string }>(t.app, admin, 'POST', P.verify, { voucherCode: a.voucher_code, storeId: 1 });
    const deal = (
      await sql<{ settle_price: string }>`select settle_price::text as settle_price from platform_coupon where id = ${a.platform_coupon_id}`.execute(t.db)
    ).rows[0];
    expect(answer.settlementAmount).toBe(deal.settle_price);
    const row = (
      await sql<{ status: number; redeem_store_id: number; settlement_amount: string }>`
      select status, redeem_store_id, settlement_amount::text as settlement_amount from group_buy_voucher where id = ${a.id}`.execute(t.db)
    ).rows[0];
    expect(row).toEqual({ status: 1, redeem_store_id: 1, settlement_amount: deal.settle_price });
    expect(await auditRows(t.db, { table: 'group_buy_voucher', action: 'transition:verify', recordId: a.id })).toHaveLength(1);
    await refused(t.app, admin, 'POST', P.verify, { voucherCode: a.voucher_code, storeId: 2 }, RetCode.REFUSED, '不能重复核销');
    const both = await Promise.all([1, 2].map((storeId) => call(t.app, admin, 'POST', P.verify, { voucherCode: b.voucher_code, storeId })));
    expect(both.filter((x) => x.retCode === RetCode.SUCCESS)).toHaveLength(1);
    const list = await ok<{ voucherCode: string }[]>(t.app, admin, 'POST', P.verifyList, { voucherCode: a.voucher_code }, { routepath: PLATFORM_COUPON_PAGE });
    expect(list).toHaveLength(1);
  });

  it('refuses a deal off sale, a store the deal leaves out, another store than the user’s, an expired or unknown voucher; nothing written', async () => {
    const [a] = await waiting(1);
    await ok(t.app, admin, 'POST', P.transition, { id: a.platform_coupon_id, action: 'offSale' });
    await refused(t.app, admin, 'POST', P.verify, { voucherCode: a.voucher_code, storeId: 1 }, RetCode.REFUSED, '已下架');
    await ok(t.app, admin, 'POST', P.transition, { id: a.platform_coupon_id, action: 'onSale' });
    await sql`update platform_coupon set store_range = 1, store_ids = '3,4' where id = ${a.platform_coupon_id}`.execute(t.db);
    await refused(t.app, admin, 'POST', P.verify, { voucherCode: a.voucher_code, storeId: 1 }, RetCode.REFUSED, '不适用于本门店');
    await sql`update platform_coupon set store_range = 0, store_ids = null where id = ${a.platform_coupon_id}`.execute(t.db);
    await sql`insert into role_menu (role_id, menu_id) select r.id, m.id from role r cross join menu m
      where r.code = 'store_manager' and m.code = 'operate:platformCoupon:verify' and not exists (select 1 from role_menu x where x.role_id = r.id and x.menu_id = m.id)`.execute(
      t.db,
    );
    const m = storeManager(2);
    const manager = await login(t.app, m.account, m.pwd);
    await refused(t.app, manager, 'POST', P.verify, { voucherCode: a.voucher_code, storeId: 1 }, RetCode.REFUSED);
    await sql`update group_buy_voucher set valid_until = current_date - 1 where id = ${a.id}`.execute(t.db);
    await refused(t.app, manager, 'POST', P.verify, { voucherCode: a.voucher_code, storeId: 2 }, RetCode.REFUSED, '已过期');
    await refused(t.app, admin, 'POST', P.verify, { voucherCode: '000000000001', storeId: 1 }, RetCode.REFUSED, '不存在');
    await refused(t.app, admin, 'POST', P.verify, { voucherCode: '12ab', storeId: 1 }, RetCode.INVALID, 'voucherCode');
    expect((await sql<{ status: number }>`select status from group_buy_voucher where id = ${a.id}`.execute(t.db)).rows[0].status).toBe(0);
  });
});
