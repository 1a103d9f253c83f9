import { RetCode } from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, login, ok, openTestApp, refused, request, type Session, type TestApp } from '../../../test/harness.js';

/** /operate/shop/groupBuySearch: platform vouchers, their lookup by code, and the export. */
let t: TestApp;
let admin: Session;
let store001: Session;

type Voucher = Record<string, unknown> & { id: number; voucherCode: string; redeemStoreId: number | null; status: number };

const LIST = '/mgt/groupBuy/queryVoucherPage';
const LOOKUP = '/mgt/groupBuy/lookupVoucher';

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  store001 = await login(t.app, DEMO.store001.account, DEMO.store001.pwd);
});
afterAll(async () => {
  await t?.close();
});

const list = (session: Session, query: Record<string, unknown> = {}) => ok<Voucher[]>(t.app, session, 'POST', LIST, { pageSize: 200, ...query });
const total = async (session: Session, query: Record<string, unknown> = {}) =>
  (await request<Voucher[]>(t.app, session, 'POST', LIST, { pageSize: 15, ...query })).envelope.page!.total;
const codeWhere = async (where: ReturnType<typeof sql>) =>
  (await sql<{ voucher_code: string }>`select voucher_code from group_buy_voucher where ${where} order by id limit 1`.execute(t.db)).rows[0].voucher_code;

describe('voucher list (团购券查询)', () => {
  it('lists ~2000 vouchers on three platforms, newest purchase first, with deal, price, buyer and redemption', async () => {
    expect(await total(admin)).toBe(2000);
    const rows = await list(admin);
    expect(new Set(rows.map((r) => r.platform))).toEqual(new Set([1, 2, 3]));
    const bought = rows.map((r) => Date.parse(r.boughtAt as string));
    expect(bought).toEqual([...bought].sort((a, b) => b - a));
    const redeemed = rows.find((r) => r.status === 1)!;
    expect(redeemed).toMatchObject({
      voucherCode: expect.stringMatching(/^\d{12}$/),
      dealName: expect.any(String),
      dealPrice: expect.stringMatching(/^\d+\.\d{2}$/),
      buyerMobile: expect.stringMatching(/^1\d{3}\*{4}\d{4}$/),
      redeemStoreName: expect.any(String),
      redeemedBy: expect.any(String),
      orderNo: expect.stringMatching(/^DD\d{14}$/),
    });
    expect(Number(redeemed.settlementAmount)).toBeLessThan(Number(redeemed.dealPrice));
    const unredeemed = rows.find((r) => r.status === 0)!;
    expect(unredeemed).toMatchObject({ redeemStoreId: null, redeemedAt: null, orderNo: null });
  });
});

describe('lookup by code (券码查询)', () => {
  it('a store finds any unredeemed voucher and its own redeemed ones, but not one redeemed elsewhere', async () => {
    const fresh = await codeWhere(sql`status = 0`);
    expect(await ok<Voucher>(t.app, store001, 'POST', LOOKUP, { voucherCode: fresh })).toMatchObject({
      voucherCode: fresh,
      status: 0,
      dealName: expect.any(String),
      validUntil: expect.any(String),
    });
    const refunded = await codeWhere(sql`status = 2`);
    expect((await ok<Voucher>(t.app, store001, 'POST', LOOKUP, { voucherCode: ` ${refunded} ` })).status).toBe(2);
    const own = await codeWhere(sql`redeem_store_id = 1`);
    expect(await ok<Voucher>(t.app, store001, 'POST', LOOKUP, { voucherCode: own })).toMatchObject({ redeemStoreId: 1, status: 1 });
    const other = await codeWhere(sql`redeem_store_id = 2`);
    await refused(t.app, store001, 'POST', LOOKUP, { voucherCode: other }, RetCode.REFUSED, /^该券已于\d{4}-\d{2}-\d{2}在其他门店核销，不能再次使用$/);
    expect(await ok<Voucher>(t.app, admin, 'POST', LOOKUP, { voucherCode: other })).toMatchObject({ redeemStoreId: 2 });
  });

  it('a malformed or unknown code is refused with a clear message', async () => {
    await refused(t.app, store001, 'POST', LOOKUP, { voucherCode: '12345' }, RetCode.INVALID, '券码应为12位数字');
    await refused(t.app, store001, 'POST', LOOKUP, { voucherCode: '' }, RetCode.INVALID, '请输入券码');
    await refused(t.app, store001, 'POST', LOOKUP, {}, RetCode.INVALID, 'voucherCode');
    await refused(t.app, store001, 'POST', LOOKUP, { voucherCode: '000000000000' }, RetCode.REFUSED, '未找到该券码');
  });
});
