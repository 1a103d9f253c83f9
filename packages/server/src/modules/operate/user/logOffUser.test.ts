import { CustomerPath, LOG_OFF_USER_PAGE, MEMBER_PAGE, RetCode, RetMsg } from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, DEMO, login, ok, openTestApp, refused, request, type Session, type TestApp } from '../../../test/harness.js';

/** /operate/user/logOffUser 注销用户: log-off requests approved or rejected with a reason. */
let t: TestApp;
let admin: Session;
let store001: Session;
/** ops01 granted both pages but neither 查看完整号码 nor the log-off step. */
let ops01: Session;

type Customer = Record<string, unknown> & {
  id: number;
  name: string;
  mobile: string;
  memberLevel: number;
  sourceApp: number;
  status: number;
  createdAt: string;
  totalSpend: string;
  visitCount: number;
};

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  store001 = await login(t.app, DEMO.store001.account, DEMO.store001.pwd);
  const role = await t.db.selectFrom('role').select('id').where('code', '=', 'sys_ops').executeTakeFirstOrThrow();
  const menus = await t.db.selectFrom('menu').select('id').where('url', 'in', ['/operate', '/operate/user', MEMBER_PAGE, LOG_OFF_USER_PAGE]).execute();
  expect(menus.length).toBeGreaterThanOrEqual(3);
  const held = new Set((await t.db.selectFrom('role_menu').select('menu_id').where('role_id', '=', role.id).execute()).map((r) => r.menu_id));
  const grant = menus.filter((m) => !held.has(m.id));
  if (grant.length)
    await t.db
      .insertInto('role_menu')
      .values(grant.map((m) => ({ role_id: role.id, menu_id: m.id })))
      .execute();
  ops01 = await login(t.app, DEMO.ops01.account, DEMO.ops01.pwd);
});
afterAll(async () => {
  await t?.close();
});

const list = async (session: Session, query: Record<string, unknown>, url: string = CustomerPath.memberList) => {
  const { envelope } = await request<Customer[]>(t.app, session, 'POST', url, { pageSize: 100, ...query });
  expect(envelope.retCode, envelope.retMsg).toBe(RetCode.SUCCESS);
  return envelope;
};
const rows = async (session: Session, query: Record<string, unknown>, url?: string) => (await list(session, query, url)).result;
const one = async <T>(text: ReturnType<typeof sql<T>>) => (await text.execute(t.db)).rows[0];
const statusOf = async (id: number) => (await one(sql<{ status: number }>`select status from customer where id = ${id}`)).status;

describe('注销用户', () => {
  it('lists the requested and logged-off accounts only', async () => {
    const all = await rows(admin, { pageSize: 200 }, CustomerPath.logOffList);
    const counts = await one(
      sql<{ r: number; d: number }>`select count(*) filter (where status = 1)::int as r, count(*) filter (where status = 2)::int as d from customer`,
    );
    expect(counts.r).toBeGreaterThanOrEqual(10);
    expect(counts.d).toBeGreaterThanOrEqual(5);
    expect(all).toHaveLength(counts.r + counts.d);
    expect(all.every((r) => r.status === 1 || r.status === 2)).toBe(true);
    expect(await rows(admin, { status: 0 }, CustomerPath.logOffList)).toEqual([]);
    const normal = await one(sql<{ id: number }>`select id from customer where status = 0 order by id limit 1`);
    await refused(t.app, admin, 'GET', CustomerPath.logOffDetail, { id: normal.id }, RetCode.REFUSED, '不存在');
  });

  it('approves a request with a reason (1 → 2), audited; refuses it without one, writing nothing', async () => {
    const [target] = await rows(admin, { status: 1, pageSize: 1 }, CustomerPath.logOffList);
    const audits = (await auditRows(t.db, { table: 'customer' })).length;
    await refused(t.app, admin, 'POST', CustomerPath.logOffTransition, { id: target.id, action: 'approveLogOff' }, RetCode.INVALID, 'reason');
    await refused(t.app, admin, 'POST', CustomerPath.logOffTransition, { id: 'abc', action: 'approveLogOff', reason: '用户本人申请' }, RetCode.INVALID, 'id');
    // Only the log-off holder: ops01 has the page but not the step.
    await refused(
      t.app,
      ops01,
      'POST',
      CustomerPath.logOffTransition,
      { id: target.id, action: 'approveLogOff', reason: '用户本人申请' },
      RetCode.REFUSED,
      RetMsg.FORBIDDEN,
    );
    await refused(
      t.app,
      store001,
      'POST',
      CustomerPath.logOffTransition,
      { id: target.id, action: 'approveLogOff', reason: '用户本人申请' },
      RetCode.REFUSED,
      RetMsg.FORBIDDEN,
    );
    expect(await statusOf(target.id)).toBe(1);
    expect((await auditRows(t.db, { table: 'customer' })).length).toBe(audits);

    expect(await ok(t.app, admin, 'POST', CustomerPath.logOffTransition, { id: target.id, action: 'approveLogOff', reason: '用户本人申请，已核实' })).toEqual({
      id: target.id,
      status: 2,
    });
    expect(await statusOf(target.id)).toBe(2);
    const [row] = await auditRows(t.db, { table: 'customer', action: 'transition:approveLogOff', recordId: target.id });
    expect(row).toBeDefined();
    expect(JSON.stringify(row)).toContain('用户本人申请，已核实');
    // Logged off is final: neither step applies again.
    await refused(t.app, admin, 'POST', CustomerPath.logOffTransition, { id: target.id, action: 'rejectLogOff', reason: '误操作' }, RetCode.REFUSED, '已注销');
    await refused(t.app, admin, 'POST', CustomerPath.logOffTransition, { id: target.id, action: 'approveLogOff', reason: '再次' }, RetCode.REFUSED, '已注销');
  });

  it('rejects a request with a reason (1 → 0), audited; the customer then leaves the page', async () => {
    const [target] = await rows(admin, { status: 1, pageSize: 1 }, CustomerPath.logOffList);
    await refused(t.app, admin, 'POST', CustomerPath.logOffTransition, { id: target.id, action: 'rejectLogOff', reason: '  ' }, RetCode.INVALID, 'reason');
    expect(await statusOf(target.id)).toBe(1);
    expect(await ok(t.app, admin, 'POST', CustomerPath.logOffTransition, { id: target.id, action: 'rejectLogOff', reason: '用户有未用完的储值余额' })).toEqual({
      id: target.id,
      status: 0,
    });
    expect(await statusOf(target.id)).toBe(0);
    const [row] = await auditRows(t.db, { table: 'customer', action: 'transition:rejectLogOff', recordId: target.id });
    expect(row).toBeDefined();
    expect(JSON.stringify(row)).toContain('用户有未用完的储值余额');
    await refused(t.app, admin, 'GET', CustomerPath.logOffDetail, { id: target.id }, RetCode.REFUSED, '不存在');
    await refused(
      t.app,
      admin,
      'POST',
      CustomerPath.logOffTransition,
      { id: target.id, action: 'approveLogOff', reason: '用户申请' },
      RetCode.REFUSED,
      '不存在',
    );
  });
});
