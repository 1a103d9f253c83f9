import {
  applyResource,
  approvalFlowResource,
  flowRoleOptions,
  flowSteps,
  paymentRecordResource,
  resourceEndpoints,
  RetCode,
  saveFlowSteps,
} from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, DEMO, login, ok, openTestApp, refused, type Session, type TestApp } from '../../../test/harness.js';
import { grantPages } from '../../operate/integral/_shared/testGrants.js';

/** 流程设置: the seeded flows, 设置步骤 refusals, a two-step 收款审核 in order (hold, refusals, rejection restarting the round), 加盟申请 one step. */
let t: TestApp;
let admin: Session;
let finance: Session;
const flows = resourceEndpoints(approvalFlowResource);
const pay = resourceEndpoints(paymentRecordResource);
const apply = resourceEndpoints(applyResource);
const F = { routepath: approvalFlowResource.page };
const P = { routepath: paymentRecordResource.page };
const A = { routepath: applyResource.page };

type Flow = { id: number; kind: number; stepCount: number; stepsText: string };
const roleId = async (code: string) => (await sql<{ id: number }>`select id from role where code = ${code}`.execute(t.db)).rows[0].id;
const flowOf = async (kind: number) => (await ok<Flow[]>(t.app, admin, 'POST', flows.list.path, { kind }, F))[0];
const statusOf = async (id: number) => (await sql<{ s: number }>`select audit_status as s from franchise_payment where id = ${id}`.execute(t.db)).rows[0].s;
const logOf = async (id: number) =>
  (
    await sql<{
      step_no: number;
      decision: number;
      operator: string;
      active: boolean;
    }>`select step_no, decision, operator, active from approval_log where kind = 2 and record_id = ${id} order by id`.execute(t.db)
  ).rows;
const waitingPayments = async (n: number) =>
  (await sql<{ id: number }>`select id from franchise_payment where audit_status = 0 order by id limit ${n}`.execute(t.db)).rows.map((r) => r.id);

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  // 财务专员 may audit payments (the page and its operation codes).
  await grantPages(t.db, DEMO.finance01.account, [paymentRecordResource.page, applyResource.page], ['join:paymentrecord', 'join:apply']);
  finance = await login(t.app, DEMO.finance01.account, DEMO.finance01.pwd);
});
afterAll(async () => {
  await t?.close();
});

describe('流程设置', () => {
  it('lists the three flows: 加盟申请审核 one step for 超级管理员, the others single-step', async () => {
    const rows = await ok<Flow[]>(t.app, admin, 'POST', flows.list.path, {}, F);
    expect(rows.map((r) => [r.kind, r.stepCount])).toEqual([
      [1, 1],
      [2, 0],
      [3, 0],
    ]);
    expect(rows[0].stepsText).toBe('1. 超级管理员');
    expect(rows[1].stepsText).toContain('单步审核');
    const roles = await ok<{ id: number; name: string }[]>(t.app, admin, 'GET', flowRoleOptions.path, {}, F);
    expect(roles.map((r) => r.name)).toEqual(expect.arrayContaining(['超级管理员', '财务专员']));
  });

  it('refuses repeated, unknown or too many roles and changes nothing', async () => {
    const flow = await flowOf(2);
    const fin = await roleId('finance');
    await refused(t.app, admin, 'POST', saveFlowSteps.path, { id: flow.id, roleIds: [fin, fin] }, RetCode.INVALID, '重复');
    await refused(t.app, admin, 'POST', saveFlowSteps.path, { id: flow.id, roleIds: [fin, 999_999] }, RetCode.INVALID, '不存在');
    await refused(t.app, admin, 'POST', saveFlowSteps.path, { id: flow.id, roleIds: [1, 2, 3, 4, 5, 6, 7] }, RetCode.INVALID, '最多');
    expect(await ok(t.app, admin, 'GET', flowSteps.path, { id: flow.id }, F)).toEqual([]);
  });

  it('a two-step 收款审核: 财务专员 then 超级管理员, in order; each decision logged; a rejection restarts the round', async () => {
    const flow = await flowOf(2);
    const [fin, sup] = [await roleId('finance'), await roleId('super_admin')];
    const steps = await ok<{ stepNo: number; roleName: string }[]>(t.app, admin, 'POST', saveFlowSteps.path, { id: flow.id, roleIds: [fin, sup] }, F);
    expect(steps.map((s) => `${s.stepNo}${s.roleName}`)).toEqual(['1财务专员', '2超级管理员']);
    expect((await flowOf(2)).stepsText).toBe('1. 财务专员 → 2. 超级管理员');
    const [saved] = await auditRows(t.db, { table: 'approval_flow', action: 'saveSteps', recordId: flow.id });
    expect(saved.after).toEqual({ steps: '1. 财务专员 → 2. 超级管理员' });

    const [first, second] = await waitingPayments(2);
    // Step 1 is 财务专员's: admin (超级管理员 only) may not jump it.
    await refused(t.app, admin, 'POST', pay.transition.path, { id: first, action: 'approve' }, RetCode.REFUSED, '须由「财务专员」角色审批');
    expect(await logOf(first)).toEqual([]);
    const held = await ok<{ auditStatus: number; held: string }>(t.app, finance, 'POST', pay.transition.path, { id: first, action: 'approve' }, P);
    expect(held.auditStatus).toBe(0);
    expect(held.held).toContain('待第2步「超级管理员」审批');
    expect(await statusOf(first)).toBe(0);
    // Step 2 is not 财务专员's.
    await refused(t.app, finance, 'POST', pay.transition.path, { id: first, action: 'approve' }, RetCode.REFUSED, '第2步');
    await ok(t.app, admin, 'POST', pay.transition.path, { id: first, action: 'approve' }, P);
    expect(await statusOf(first)).toBe(1);
    expect(await logOf(first)).toEqual([
      { step_no: 1, decision: 1, operator: '高雪梅', active: true },
      { step_no: 2, decision: 1, operator: '系统管理员', active: true },
    ]);
    expect((await auditRows(t.db, { table: 'franchise_payment', action: 'transition:approve', recordId: first })).length).toBe(2);
    const detail = await ok<{ approvals: { stepNo: number }[] }>(t.app, admin, 'GET', pay.detail.path, { id: first }, P);
    expect(detail.approvals.map((a) => a.stepNo)).toEqual([1, 2]);

    // Rejected at step 2: the round ends; corrected, it starts again at step 1.
    await ok(t.app, finance, 'POST', pay.transition.path, { id: second, action: 'approve' }, P);
    await ok(t.app, admin, 'POST', pay.transition.path, { id: second, action: 'reject', reason: '凭证金额不符' }, P);
    expect(await statusOf(second)).toBe(2);
    expect((await logOf(second)).map((l) => l.active)).toEqual([false, false]);
    const record = await ok<Record<string, unknown>>(t.app, admin, 'GET', pay.detail.path, { id: second }, P);
    const edit = Object.fromEntries(['contractId', 'feeKind', 'amount', 'paidOn', 'payer', 'method', 'voucherUrl', 'remark'].map((k) => [k, record[k]]));
    await ok(t.app, admin, 'POST', pay.update.path, { id: second, ...edit, remark: '已更正凭证' }, P);
    expect(await statusOf(second)).toBe(0);
    await refused(t.app, admin, 'POST', pay.transition.path, { id: second, action: 'approve' }, RetCode.REFUSED, '第1步');

    // No steps again: single-step, any holder of the code.
    await ok(t.app, admin, 'POST', saveFlowSteps.path, { id: flow.id, roleIds: [] }, F);
    await ok(t.app, admin, 'POST', pay.transition.path, { id: second, action: 'approve' }, P);
    expect(await statusOf(second)).toBe(1);
  });

  it('加盟申请 follows its seeded one-step flow: admin decides alone, a holder of the code outside 超级管理员 is refused', async () => {
    const [a, b] = (await sql<{ id: number }>`select id from franchise_apply where status = 0 order by id limit 2`.execute(t.db)).rows.map((r) => r.id);
    await refused(t.app, finance, 'POST', apply.transition.path, { id: a, action: 'approve' }, RetCode.REFUSED, '超级管理员');
    await ok(t.app, admin, 'POST', apply.transition.path, { id: a, action: 'approve' }, A);
    expect((await sql<{ s: number }>`select status as s from franchise_apply where id = ${a}`.execute(t.db)).rows[0].s).toBe(1);
    await ok(t.app, admin, 'POST', apply.transition.path, { id: b, action: 'reject', reason: '资金不足' }, A);
    const log = (await sql<{ decision: number; active: boolean }>`select decision, active from approval_log where kind = 1 and record_id = ${b}`.execute(t.db))
      .rows;
    expect(log).toEqual([{ decision: 2, active: false }]);
  });
});
