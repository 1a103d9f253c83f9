import { RetCode, RetMsg } from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportFile, sheetRecords } from '../../../test/exchange.js';
import { auditRows, DEMO, login, ok, openTestApp, refused, request, type Session, type TestApp } from '../../../test/harness.js';

/** /operate/shop/groupBuySearch: platform vouchers, their lookup by code, and the export. */
let t: TestApp;
let admin: Session;
let store001: Session;

type Voucher = Record<string, unknown> & { id: number; voucherCode: string; redeemStoreId: number | null; status: number };

const PAGE = '/operate/shop/groupBuySearch';
const LIST = '/mgt/groupBuy/queryVoucherPage';
const DETAIL = '/mgt/groupBuy/getVoucherById';
const LOOKUP = '/mgt/groupBuy/lookupVoucher';
const EXPORT = '/mgt/groupBuyVoucher/export';

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

  it('filters by exact code, platform, store, status and redeem date range', async () => {
    const code = await codeWhere(sql`status = 1`);
    const exact = await list(admin, { voucherCode: code });
    expect(exact.map((r) => r.voucherCode)).toEqual([code]);
    expect(await list(admin, { voucherCode: code.slice(0, 11) })).toEqual([]);
    expect((await list(admin, { platform: 3 })).every((r) => r.platform === 3)).toBe(true);
    const expired = await list(admin, { status: 3 });
    expect(expired.length).toBeGreaterThan(0);
    expect(expired.every((r) => r.status === 3 && (r.validUntil as string) < new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10))).toBe(true);
    expect((await list(admin, { redeemStoreId: 4 })).every((r) => r.redeemStoreId === 4)).toBe(true);
    const start = new Date(Date.now() + 8 * 3_600_000 - 14 * 86_400_000).toISOString().slice(0, 10);
    const end = new Date(Date.now() + 8 * 3_600_000 - 7 * 86_400_000).toISOString().slice(0, 10);
    const week = await list(admin, { redeemedAtStart: start, redeemedAtEnd: end });
    expect(week.length).toBeGreaterThan(0);
    for (const r of week) {
      const day = new Date(Date.parse(r.redeemedAt as string) + 8 * 3_600_000).toISOString().slice(0, 10);
      expect(day >= start && day <= end).toBe(true);
    }
    await refused(t.app, admin, 'POST', LIST, { redeemedAtStart: '2026/01/01' }, RetCode.INVALID, 'redeemedAtStart');
    await refused(t.app, admin, 'POST', LIST, { platform: 9 }, RetCode.INVALID, 'platform');
  });

  it('store001 sees only what was redeemed at store 1', async () => {
    const mine = await list(store001);
    expect(mine.length).toBeGreaterThan(10);
    expect(mine.every((r) => r.redeemStoreId === 1 && r.status === 1)).toBe(true);
    expect(await total(store001)).toBe(await total(admin, { redeemStoreId: 1 }));
    // Not even an unredeemed one by its exact code in the list: that is the lookup's job.
    expect(await list(store001, { voucherCode: await codeWhere(sql`status = 0`) })).toEqual([]);
    const elsewhere = (await list(admin, { redeemStoreId: 2 }))[0];
    await refused(t.app, store001, 'GET', DETAIL, { id: elsewhere.id }, RetCode.REFUSED, '团购券不存在');
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
    await refused(t.app, store001, 'POST', LOOKUP, { voucherCode: '12345' }, RetCode.INVALID, 'voucherCode：券码应为12位数字');
    await refused(t.app, store001, 'POST', LOOKUP, { voucherCode: '' }, RetCode.INVALID, '请输入券码');
    await refused(t.app, store001, 'POST', LOOKUP, {}, RetCode.INVALID, 'voucherCode');
    await refused(t.app, store001, 'POST', LOOKUP, { voucherCode: '000000000000' }, RetCode.REFUSED, '未找到该券码');
  });
});

describe('export (导出)', () => {
  it('exports the filtered list for holders of the operation, audited; a store manager without it is refused', async () => {
    const { response } = await exportFile(t.app, admin, EXPORT, { platform: 1, status: 1 }, PAGE);
    const records = await sheetRecords(response.rawPayload);
    expect(records.length).toBe(await total(admin, { platform: 1, status: 1 }));
    expect(records[0]).toMatchObject({ 平台: '美团', 券状态: '已核销', 券码: expect.stringMatching(/^\d{12}$/), 核销门店: expect.any(String) });
    const [audit] = await auditRows(t.db, { table: 'group_buy_voucher', action: 'export' });
    expect(audit).toBeDefined();
    await refused(t.app, store001, 'POST', EXPORT, { platform: 1 }, RetCode.REFUSED, RetMsg.FORBIDDEN);
  });
});
