import { auditDeductionResource, businessToday, resourceEndpoints, RetCode } from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, login, ok, openTestApp, refused, type Session, type TestApp } from '../../../test/harness.js';

/** /craftsman/salaryManagement/auditDeduction 审核扣款: an audit finding's deduction, approved, then off the month's pay. */
let t: TestApp;
let admin: Session;
const api = resourceEndpoints(auditDeductionResource);
const opts = { routepath: auditDeductionResource.page };

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
});
afterAll(async () => {
  await t?.close();
});

const thisMonth = () => `${businessToday().slice(0, 7)}-01`;
const craftsmanOf = async (storeId: number) =>
  (
    await sql<{ id: number }>`select id from craftsman where store_id = ${storeId} and status = 1 and craftsman_type in (1, 2) order by id limit 1`.execute(
      t.db,
    )
  ).rows[0].id;
const rowsIn = async () => (await sql<{ n: number }>`select count(*)::int as n from salary_audit_deduction`.execute(t.db)).rows[0].n;

describe('审核扣款', () => {
  it('an approved deduction comes off the month (sign -1, the exact amount); a rejected one never does', async () => {
    const body = { craftsmanId: await craftsmanOf(11), auditType: 1, auditDate: businessToday(), finding: '工具未消毒', month: thisMonth(), amount: '150.05' };
    const kept = await ok<{ id: number }>(t.app, admin, 'POST', api.create.path, body, opts);
    const dropped = await ok<{ id: number }>(t.app, admin, 'POST', api.create.path, body, opts);
    await ok(t.app, admin, 'POST', api.transition.path, { id: kept.id, action: 'approve' }, opts);
    await ok(t.app, admin, 'POST', api.transition.path, { id: dropped.id, action: 'reject', reason: '手艺人申诉成立' }, opts);
    await refused(t.app, admin, 'POST', api.transition.path, { id: dropped.id, action: 'approve' }, RetCode.REFUSED, '当前状态「已驳回」不能通过', opts);
    const lines = await sql<{ source_id: number; sign: number; amount: string; store_id: number }>`
      select source_id, sign, amount, store_id from salary_adjustment_line where kind = 'auditDeduction' and source_id in (${kept.id}, ${dropped.id})`.execute(
      t.db,
    );
    expect(lines.rows).toEqual([{ source_id: kept.id, sign: -1, amount: '150.05', store_id: 11 }]);
  });

  it('refuses an audit day in the future and amounts that are not money > 0, writing nothing', async () => {
    const body = { craftsmanId: await craftsmanOf(11), auditType: 2, auditDate: businessToday(), finding: '服务时长不足', month: thisMonth(), amount: '100' };
    const before = await rowsIn();
    await refused(t.app, admin, 'POST', api.create.path, { ...body, auditDate: '2099-12-31' }, RetCode.INVALID, '稽核日期不能晚于今天', opts);
    await refused(t.app, admin, 'POST', api.create.path, { ...body, amount: '0' }, RetCode.INVALID, '扣款金额(元)须大于0', opts);
    await refused(t.app, admin, 'POST', api.create.path, { ...body, amount: 'abc' }, RetCode.INVALID, '扣款金额(元)须为数字', opts);
    await refused(t.app, admin, 'POST', api.create.path, { ...body, auditType: 7 }, RetCode.INVALID, '稽核类型的取值不正确', opts);
    expect(await rowsIn()).toBe(before);
  });
});
