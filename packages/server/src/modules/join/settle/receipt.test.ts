import { BADGE_SOURCES, paymentAuditCount, paymentContractNumbers, paymentRecordResource, resourceEndpoints, RetCode, RetMsg } from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, DEMO, login, ok, openTestApp, refused, type Session, type TestApp } from '../../../test/harness.js';

/** 收款记录: the seeded year, contract numbers, add/edit/delete, audit steps allowed and refused, the lock, resubmission, the badge. */
let t: TestApp;
let admin: Session;
let store001: Session;
const api = resourceEndpoints(paymentRecordResource);
const VOUCHER = '/files/seed/franchise/payment-voucher.jpg';

type Payment = {
  id: number;
  paymentNo: string;
  auditStatus: number;
  storeId: number;
  contractId: number;
  contractNo: string;
  amount: string;
  auditRemark: string | null;
};

const waiting = async () => (await sql<{ n: number }>`select count(*)::int as n from franchise_payment where audit_status = 0`.execute(t.db)).rows[0].n;
const rowCount = async () => (await sql<{ n: number }>`select count(*)::int as n from franchise_payment`.execute(t.db)).rows[0].n;
/** A franchise store and its franchise contract in force. */
async function franchiseContract(skip = 0) {
  return (
    await sql<{
      id: number;
      store_id: number;
    }>`select id, store_id from franchise_contract where kind = 1 and status = 1 order by store_id offset ${skip} limit 1`.execute(t.db)
  ).rows[0];
}
const body = (storeId: number, contractId: number, extra: Record<string, unknown> = {}) => ({
  storeId,
  contractId,
  feeKind: 2,
  amount: '4800.50',
  paidOn: '2026-01-08',
  payer: '上海悦发美业管理有限公司',
  method: 1,
  voucherUrl: VOUCHER,
  ...extra,
});

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  store001 = await login(t.app, DEMO.store001.account, DEMO.store001.pwd);
});
afterAll(async () => {
  await t?.close();
});

describe('收款记录', () => {
  it('lists a year of seeded payments in every audit state, waiting first, and the store’s contract numbers', async () => {
    const rows = await ok<Payment[]>(t.app, admin, 'POST', api.list.path, { pageSize: 30 });
    expect(rows[0].auditStatus).toBe(0);
    expect(rows[0].contractNo).toMatch(/./);
    for (const auditStatus of [0, 1, 2])
      expect((await ok<Payment[]>(t.app, admin, 'POST', api.list.path, { pageSize: 5, auditStatus })).length, `status ${auditStatus}`).toBeGreaterThan(0);
    const total = (await sql<{ n: number }>`select count(*)::int as n from franchise_payment`.execute(t.db)).rows[0].n;
    expect(total).toBeGreaterThan(300);
    const c = await franchiseContract();
    const options = await ok<{ id: number; name: string; storeId: number }[]>(t.app, admin, 'GET', paymentContractNumbers.path, { storeId: c.store_id });
    expect(options.map((o) => o.id)).toContain(c.id);
    expect(options.every((o) => o.storeId === c.store_id)).toBe(true);
    // A head-office page: a store manager of a direct store has no access.
    await refused(t.app, store001, 'POST', api.list.path, { pageSize: 5 }, RetCode.REFUSED, RetMsg.FORBIDDEN);
    await refused(t.app, store001, 'POST', paymentAuditCount.path, {}, RetCode.REFUSED, RetMsg.FORBIDDEN);
  });

  it('refuses bad input in words and writes nothing', async () => {
    const c = await franchiseContract();
    const other = await franchiseContract(1);
    const before = await rowCount();
    await refused(t.app, admin, 'POST', api.create.path, body(c.store_id, c.id, { amount: '0' }), RetCode.INVALID, 'amount');
    await refused(t.app, admin, 'POST', api.create.path, body(c.store_id, c.id, { amount: '12.345' }), RetCode.INVALID, 'amount');
    await refused(t.app, admin, 'POST', api.create.path, body(c.store_id, c.id, { payer: '张\u0000三' }), RetCode.INVALID, 'payer');
    await refused(t.app, admin, 'POST', api.create.path, body(c.store_id, other.id), RetCode.INVALID, '所选协议不属于该门店');
    await refused(t.app, admin, 'POST', api.create.path, body(1, c.id), RetCode.INVALID, '该门店不是加盟门店');
    expect(await rowCount()).toBe(before);
  });

  it('adds a waiting record (badge +1), rejects it with a reason, resubmits it corrected, approves it (badge −1) and locks it', async () => {
    expect(BADGE_SOURCES.paymentAuditCount).toBe(paymentAuditCount);
    const start = await ok<number>(t.app, admin, 'POST', paymentAuditCount.path, { userId: admin.userId });
    expect(start).toBeGreaterThan(0);
    expect(start).toBe(await waiting());

    const c = await franchiseContract();
    const { id } = await ok<{ id: number }>(t.app, admin, 'POST', api.create.path, body(c.store_id, c.id));
    const created = await ok<Payment>(t.app, admin, 'GET', api.detail.path, { id });
    expect(created).toMatchObject({ auditStatus: 0, amount: '4800.50', storeId: c.store_id });
    expect(created.paymentNo).toMatch(/^SK\d{8}\d{4}$/);
    expect(await ok<number>(t.app, admin, 'POST', paymentAuditCount.path, {})).toBe(start + 1);

    // 驳回 needs its reason.
    await refused(t.app, admin, 'POST', api.transition.path, { id, action: 'reject' }, RetCode.INVALID, 'reason');
    await ok(t.app, admin, 'POST', api.transition.path, { id, action: 'reject', reason: '凭证金额与到账金额不符' });
    expect(await ok<Payment>(t.app, admin, 'GET', api.detail.path, { id })).toMatchObject({ auditStatus: 2, auditRemark: '凭证金额与到账金额不符' });
    expect(await ok<number>(t.app, admin, 'POST', paymentAuditCount.path, {})).toBe(start);
    await refused(t.app, admin, 'POST', api.transition.path, { id, action: 'approve' }, RetCode.REFUSED, '当前状态「已驳回」不能通过');

    // Corrected, it waits again.
    await ok(t.app, admin, 'POST', api.update.path, { id, ...body(c.store_id, c.id, { amount: '4800.00' }) });
    expect(await ok<Payment>(t.app, admin, 'GET', api.detail.path, { id })).toMatchObject({ auditStatus: 0, amount: '4800.00', auditRemark: null });
    expect(await ok<number>(t.app, admin, 'POST', paymentAuditCount.path, {})).toBe(start + 1);

    await ok(t.app, admin, 'POST', api.transition.path, { id, action: 'approve' });
    expect(await ok<number>(t.app, admin, 'POST', paymentAuditCount.path, {})).toBe(start);
    expect(start).toBe(await waiting());
    expect((await auditRows(t.db, { table: 'franchise_payment', recordId: id })).map((r) => r.action)).toEqual(
      expect.arrayContaining(['create', 'transition:reject', 'update', 'transition:approve']),
    );

    // Locked: no edit, no delete, no second audit.
    await refused(t.app, admin, 'POST', api.update.path, { id, ...body(c.store_id, c.id, { amount: '1.00' }) }, RetCode.REFUSED, '已通过的收款记录不可修改');
    await refused(t.app, admin, 'POST', api.remove.path, { id }, RetCode.REFUSED, '已通过的收款记录不可删除');
    await refused(t.app, admin, 'POST', api.transition.path, { id, action: 'reject', reason: '重复' }, RetCode.REFUSED, '当前状态「已通过」不能驳回');
    expect((await sql<{ amount: string }>`select amount::text as amount from franchise_payment where id = ${id}`.execute(t.db)).rows[0].amount).toBe('4800.00');
  });

  it('deletes a waiting record', async () => {
    const c = await franchiseContract(2);
    const { id } = await ok<{ id: number }>(t.app, admin, 'POST', api.create.path, body(c.store_id, c.id, { feeKind: 3 }));
    await ok(t.app, admin, 'POST', api.remove.path, { id });
    expect((await sql`select 1 from franchise_payment where id = ${id}`.execute(t.db)).rows.length).toBe(0);
  });
});
