import {
  DEPOSIT_REFUND_STATUS,
  depositRefundContracts,
  depositRefundPay,
  depositRefundResource,
  resourceEndpoints,
  RetCode,
  type ImportResult,
} from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportFile, sheetRows, upload, xlsxOf } from '../../../test/exchange.js';
import { auditRows, DEMO, login, ok, openTestApp, refused, type Session, type TestApp } from '../../../test/harness.js';

/** 保证金退款: the seeded states, eligibility, amount within the deposit, one open refund a contract, audit, lock, 退款, import, export, scope. */
let t: TestApp;
let admin: Session;
let store001: Session;
let scopedStore: number;
const api = resourceEndpoints(depositRefundResource);
const PAGE = depositRefundResource.page;
const VOUCHER = '/files/seed/franchise/deposit-refund-voucher.jpg';

type Refund = {
  id: number;
  refundNo: string;
  status: number;
  storeId: number;
  contractId: number;
  contractNo: string;
  deposit: string;
  amount: string;
  deductions: string;
};
const list = (s: Session, query: Record<string, unknown> = {}) => ok<Refund[]>(t.app, s, 'POST', api.list.path, { pageSize: 200, ...query });
const rowCount = async () => (await sql<{ n: number }>`select count(*)::int as n from franchise_deposit_refund`.execute(t.db)).rows[0].n;
/** Eligible contracts (ended, deposit > 0) without a refund not rejected. */
const freeContracts = async () =>
  (
    await sql<{ id: number; store_id: number; deposit: string; contract_no: string; store_code: string }>`
      select c.id, c.store_id, c.deposit::text as deposit, c.contract_no, s.store_code from franchise_contract c join store s on s.id = c.store_id
      where c.deposit > 0 and (c.status = 2 or c.end_date < (now() at time zone 'Asia/Shanghai')::date)
        and not exists (select 1 from franchise_deposit_refund r where r.contract_id = c.id and r.status <> 2) order by c.id`.execute(t.db)
  ).rows;
const body = (c: { id: number; store_id: number }, extra: Record<string, unknown> = {}) => ({
  storeId: c.store_id,
  contractId: c.id,
  deductions: '1200.50',
  deductionReason: '门头灯箱损坏赔偿',
  amount: '10000.00',
  reason: '协议到期不再续约，退还保证金',
  ...extra,
});

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  // store001 is given the page and one franchise store for the scope test.
  scopedStore = (await sql<{ store_id: number }>`select store_id from franchise_deposit_refund order by id limit 1`.execute(t.db)).rows[0].store_id;
  const user = (await sql<{ id: number }>`select id from app_user where account = 'store001'`.execute(t.db)).rows[0].id;
  await sql`insert into user_store (user_id, store_id) values (${user}, ${scopedStore}) on conflict do nothing`.execute(t.db);
  const role = (await sql<{ role_id: number }>`select role_id from user_role where user_id = ${user} limit 1`.execute(t.db)).rows[0].role_id;
  await sql`insert into role_menu (role_id, menu_id) select ${role}, m.id from menu m
    where (m.url in ('/join', '/join/settle', ${PAGE}) or m.code like 'join:depositReturn:%')
      and not exists (select 1 from role_menu x where x.role_id = ${role} and x.menu_id = m.id)`.execute(t.db);
  store001 = await login(t.app, DEMO.store001.account, DEMO.store001.pwd);
});
afterAll(async () => {
  await t?.close();
});

describe('保证金退款', () => {
  it('lists seeded refunds in every state, each within its deposit, and the eligible contracts', async () => {
    const rows = await list(admin);
    expect(rows.length).toBeGreaterThan(5);
    for (const status of [0, 1, 2, 3])
      expect(
        rows.some((r) => r.status === status),
        `status ${status}`,
      ).toBe(true);
    const over = await sql`select 1 from franchise_deposit_refund where amount + deductions > deposit`.execute(t.db);
    expect(over.rows.length).toBe(0);
    const options = await ok<{ id: number; storeId: number; deposit: string }[]>(t.app, admin, 'GET', depositRefundContracts.path, {});
    expect(options.map((o) => o.id).sort()).toEqual((await freeContracts()).map((c) => c.id).sort());
    expect(options.length).toBeGreaterThan(0);
  });

  it('refuses a contract in force, of another store, an amount over deposit − deductions, a missing deduction reason; writes nothing', async () => {
    const [c] = await freeContracts();
    const inForce = (
      await sql<{
        id: number;
        store_id: number;
      }>`select id, store_id from franchise_contract where status = 1 and deposit > 0 and end_date > now() limit 1`.execute(t.db)
    ).rows[0];
    const other = (await sql<{ store_id: number }>`select store_id from franchise_store where store_id <> ${c.store_id} limit 1`.execute(t.db)).rows[0];
    const before = await rowCount();
    await refused(t.app, admin, 'POST', api.create.path, body(inForce), RetCode.INVALID, '尚未到期或终止');
    await refused(t.app, admin, 'POST', api.create.path, body(c, { storeId: other.store_id }), RetCode.INVALID, '所选协议不属于该门店');
    const left = (Math.round(Number(c.deposit) * 100) - 120050) / 100;
    await refused(t.app, admin, 'POST', api.create.path, body(c, { amount: (left + 0.01).toFixed(2) }), RetCode.INVALID, `（${left.toFixed(2)}元）`);
    await refused(t.app, admin, 'POST', api.create.path, body(c, { deductionReason: '' }), RetCode.INVALID, 'deductionReason');
    await refused(t.app, admin, 'POST', api.create.path, body(c, { amount: '1.001' }), RetCode.INVALID, 'amount');
    expect(await rowCount()).toBe(before);
  });

  it('applies exactly up to deposit − deductions, refuses a second open refund, rejects, resubmits, approves (locked), refunds', async () => {
    const [c] = await freeContracts();
    const exact = ((Math.round(Number(c.deposit) * 100) - 120050) / 100).toFixed(2);
    const { id } = await ok<{ id: number }>(t.app, admin, 'POST', api.create.path, body(c, { amount: exact }));
    const created = await ok<Refund>(t.app, admin, 'GET', api.detail.path, { id });
    expect(created).toMatchObject({ status: 0, amount: exact, deductions: '1200.50', deposit: c.deposit, contractNo: c.contract_no });
    expect(created.refundNo).toMatch(/^TB\d{8}\d{4}$/);
    await refused(t.app, admin, 'POST', api.create.path, body(c, { amount: '1.00' }), RetCode.REFUSED, `已有待审核的退款（${created.refundNo}）`);
    // 退款 before approval is refused in words naming the state.
    await refused(
      t.app,
      admin,
      'POST',
      depositRefundPay.path,
      { id, paidOn: '2026-11-20', voucherUrl: VOUCHER },
      RetCode.REFUSED,
      '当前状态「待审核」不能退款',
    );

    await ok(t.app, admin, 'POST', api.transition.path, { id, action: 'reject', reason: '扣款依据不足' });
    await refused(t.app, admin, 'POST', api.transition.path, { id, action: 'approve' }, RetCode.REFUSED, '当前状态「已驳回」不能通过');
    await ok(t.app, admin, 'POST', api.update.path, { id, deductions: '0', deductionReason: '', amount: '5000.00', reason: '协议到期，全额以内退还' });
    expect(await ok<Refund>(t.app, admin, 'GET', api.detail.path, { id })).toMatchObject({ status: 0, amount: '5000.00', deductions: '0.00' });
    await ok(t.app, admin, 'POST', api.transition.path, { id, action: 'approve' });
    await refused(t.app, admin, 'POST', api.update.path, { id, deductions: '0', amount: '1.00', reason: '改' }, RetCode.REFUSED, '已通过的保证金退款不可修改');
    await refused(t.app, admin, 'POST', api.remove.path, { id }, RetCode.REFUSED, '已通过的保证金退款不可删除');

    await refused(t.app, admin, 'POST', depositRefundPay.path, { id, paidOn: '2026-11-20' }, RetCode.INVALID, 'voucherUrl');
    await ok(t.app, admin, 'POST', depositRefundPay.path, { id, paidOn: '2026-11-20', voucherUrl: VOUCHER });
    expect(await ok<Refund & { paidOn: string; paidBy: string }>(t.app, admin, 'GET', api.detail.path, { id })).toMatchObject({
      status: 3,
      paidOn: '2026-11-20',
      amount: '5000.00',
    });
    await refused(
      t.app,
      admin,
      'POST',
      depositRefundPay.path,
      { id, paidOn: '2026-11-20', voucherUrl: VOUCHER },
      RetCode.REFUSED,
      '当前状态「已退款」不能退款',
    );
    expect((await auditRows(t.db, { table: 'franchise_deposit_refund', recordId: id })).map((r) => r.action)).toEqual(
      expect.arrayContaining(['create', 'transition:reject', 'update', 'transition:approve', 'refundComplete']),
    );
    const options = await ok<{ id: number }[]>(t.app, admin, 'GET', depositRefundContracts.path, { storeId: c.store_id });
    expect(options.map((o) => o.id)).not.toContain(c.id);
  });

  it('imports all or nothing (a bad line named), and exports what the list shows', async () => {
    const free = await freeContracts();
    expect(free.length).toBeGreaterThanOrEqual(2);
    const [a, b] = free;
    const header = ['门店', '协议编号', '扣款金额', '扣款原因', '退款金额', '退款原因'];
    const send = async (rows: unknown[][]) =>
      upload<ImportResult>(t.app, admin, api.import.path, [{ name: '保证金退款.xlsx', content: await xlsxOf([header, ...rows]) }], {}, PAGE);
    const before = await rowCount();
    const bad = await send([
      [a.store_code, a.contract_no, '0', '', '100.00', '导入退款'],
      [b.store_code, b.contract_no, '0', '', String(Number(b.deposit) + 1), '导入退款'],
    ]);
    expect(bad.retCode).not.toBe(RetCode.SUCCESS);
    expect(JSON.stringify(bad)).toMatch(/第\s*3\s*行/);
    expect(await rowCount()).toBe(before);
    const good = await send([
      [a.store_code, a.contract_no, '0', '', '100.00', '导入退款'],
      [b.store_code, b.contract_no, '200', '欠费抵扣', '300.00', '导入退款'],
    ]);
    expect(good.retCode, good.retMsg).toBe(RetCode.SUCCESS);
    expect(await rowCount()).toBe(before + 2);

    const rows = await list(admin, { status: 0 });
    const { response } = await exportFile(t.app, admin, api.export.path, { status: 0 }, PAGE);
    const [head, ...lines] = await sheetRows(response.rawPayload);
    expect(head).toContain('退款单号');
    expect(lines.map((l) => String(l[0])).sort()).toEqual(rows.map((r) => r.refundNo).sort());
  });

  it('a store user sees and refunds only their stores’ refunds', async () => {
    const mine = await list(store001);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((r) => r.storeId === scopedStore)).toBe(true);
    const other = (await sql<{ id: number }>`select id from franchise_deposit_refund where store_id <> ${scopedStore} and status = 1 limit 1`.execute(t.db))
      .rows[0];
    await refused(t.app, store001, 'GET', api.detail.path, { id: other.id }, RetCode.REFUSED);
    await refused(t.app, store001, 'POST', depositRefundPay.path, { id: other.id, paidOn: '2026-11-20', voucherUrl: VOUCHER }, RetCode.REFUSED, '不存在');
    expect((await sql<{ status: number }>`select status from franchise_deposit_refund where id = ${other.id}`.execute(t.db)).rows[0].status).toBe(
      DEPOSIT_REFUND_STATUS.approved,
    );
    const options = await ok<{ storeId: number }[]>(t.app, store001, 'GET', depositRefundContracts.path, {});
    expect(options.every((o) => o.storeId === scopedStore)).toBe(true);
  });
});
