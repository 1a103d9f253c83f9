import { CustomerPath, LOG_OFF_USER_PAGE, MEMBER_PAGE, MEMBER_RECENT_ORDERS, RetCode, RetMsg, type MemberDetailLines } from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, DEMO, decrypt, login, ok, openTestApp, refused, request, type Session, type TestApp } from '../../test/harness.js';

/** /operate/user/member (会员列表) and /operate/user/logOffUser (注销用户) over `customer`. */
let t: TestApp;
let admin: Session;
let store001: Session;
/** ops01 granted both pages but neither 查看完整号码 nor the log-off step. */
let ops01: Session;

type Customer = Record<string, unknown> & { id: number; name: string; mobile: string; memberLevel: number; sourceApp: number; status: number; createdAt: string; totalSpend: string; visitCount: number };

const MASKED = /^1\d{2}\*{4}\d{4}$|^1\d{3}\*{4}\d{4}$/;

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  store001 = await login(t.app, DEMO.store001.account, DEMO.store001.pwd);
  const role = await t.db.selectFrom('role').select('id').where('code', '=', 'sys_ops').executeTakeFirstOrThrow();
  const menus = await t.db.selectFrom('menu').select('id').where('url', 'in', ['/operate', '/operate/user', MEMBER_PAGE, LOG_OFF_USER_PAGE]).execute();
  expect(menus.length).toBeGreaterThanOrEqual(3);
  const held = new Set((await t.db.selectFrom('role_menu').select('menu_id').where('role_id', '=', role.id).execute()).map((r) => r.menu_id));
  const grant = menus.filter((m) => !held.has(m.id));
  if (grant.length) await t.db.insertInto('role_menu').values(grant.map((m) => ({ role_id: role.id, menu_id: m.id }))).execute();
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

describe('会员列表', () => {
  it('lists every customer, newest registration first, with a count and money as exact strings', async () => {
    const envelope = await list(admin, {});
    const total = await one(sql<{ n: number }>`select count(*)::int as n from customer`);
    expect(envelope.page).toMatchObject({ total: total.n, totalKind: 'exact' });
    const page = envelope.result;
    expect(page).toHaveLength(100);
    const keys = page.map((r) => [Date.parse(r.createdAt), r.id] as const);
    expect(keys).toEqual([...keys].sort((a, b) => b[0] - a[0] || b[1] - a[1]));
    expect(page[0]).toMatchObject({ name: expect.any(String), totalSpend: expect.stringMatching(/^\d+\.\d{2}$/), visitCount: expect.any(Number) });
    const next = await rows(admin, { cursor: envelope.page!.nextCursor });
    expect(next.map((r) => r.id)).toEqual((await rows(admin, { pageNum: 2 })).map((r) => r.id));
  });

  it('filters by exact mobile, name, level, source app, status and registration date', async () => {
    const sample = await one(sql<{ id: number; name: string }>`select id, name from customer where visit_count > 0 order by id limit 1 offset 17`);
    const [shown] = await decrypt(admin, await rows(admin, { name: sample.name, pageSize: 200 }).then((r) => r.filter((c) => c.id === sample.id)));
    expect(shown.mobile).toMatch(/^1\d{10}$/);
    expect((await rows(admin, { mobile: shown.mobile })).map((r) => r.id)).toEqual([sample.id]);
    // Exact only: part of a number is refused, naming the field.
    await refused(t.app, admin, 'POST', CustomerPath.memberList, { mobile: shown.mobile.slice(0, 7) }, RetCode.INVALID, 'mobile');

    const byName = await rows(admin, { name: sample.name.slice(0, 1), pageSize: 200 });
    expect(byName.length).toBeGreaterThan(0);
    expect(byName.every((r) => r.name.includes(sample.name.slice(0, 1)))).toBe(true);
    const gold = await rows(admin, { memberLevel: 2 });
    expect(gold.length).toBeGreaterThan(0);
    expect(gold.every((r) => r.memberLevel === 2)).toBe(true);
    const styling = await rows(admin, { sourceApp: 3 });
    expect(styling.every((r) => r.sourceApp === 3)).toBe(true);
    const requested = await list(admin, { status: 1, pageSize: 200 });
    const n1 = await one(sql<{ n: number }>`select count(*)::int as n from customer where status = 1`);
    expect(requested.page?.total).toBe(n1.n);
    expect(requested.result.every((r) => r.status === 1)).toBe(true);

    const day = (await one(sql<{ d: string }>`select to_char(created_at at time zone 'Asia/Shanghai', 'YYYY-MM-DD') as d from customer order by id limit 1 offset 100`)).d;
    const sameDay = await list(admin, { createdAtStart: day, createdAtEnd: day, pageSize: 200 });
    const nDay = await one(sql<{ n: number }>`select count(*)::int as n from customer where (created_at at time zone 'Asia/Shanghai')::date = ${day}::date`);
    expect(nDay.n).toBeGreaterThan(0);
    expect(sameDay.page?.total).toBe(nDay.n);
  });

  it('masks mobiles without 查看完整号码, and seals them whole with it', async () => {
    const [sealed] = await rows(admin, { pageSize: 1 });
    expect(sealed.mobile).toMatch(/^enc1:/);
    const whole = (await decrypt(admin, sealed)).mobile;
    const [masked] = await rows(ops01, { pageSize: 1 });
    expect(masked.id).toBe(sealed.id);
    expect(masked.mobile).toMatch(MASKED);
    expect(masked.mobile.slice(-4)).toBe(whole.slice(-4));
    // The exact-mobile filter works for them too (it compares keyed hashes).
    expect((await rows(ops01, { mobile: whole })).map((r) => r.id)).toEqual([sealed.id]);
  });

  it('shows a customer with the latest orders in the detail', async () => {
    const busy = await one(sql<{ id: number }>`select customer_id as id from customer_order group by customer_id having count(*) > ${MEMBER_RECENT_ORDERS} order by customer_id limit 1`);
    const detail = await ok<Customer & MemberDetailLines>(t.app, admin, 'GET', CustomerPath.memberDetail, { id: busy.id });
    expect(detail.id).toBe(busy.id);
    expect(detail.recentOrders).toHaveLength(MEMBER_RECENT_ORDERS);
    expect(detail.recentOrders[0]).toMatchObject({ orderNo: expect.any(String), storeName: expect.any(String), status: expect.any(Number), paid: expect.stringMatching(/^\d+\.\d{2}$/) });
    const times = detail.recentOrders.map((o) => Date.parse(o.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const newest = await one(sql<{ order_no: string }>`select order_no from customer_order where customer_id = ${busy.id} order by created_at desc, id desc limit 1`);
    expect(detail.recentOrders[0].orderNo).toBe(newest.order_no);
  });

  it('refuses bad filters with 000006 naming the field', async () => {
    expect(RetCode.INVALID).toBe('000006');
    await refused(t.app, admin, 'POST', CustomerPath.memberList, { memberLevel: 'gold' }, RetCode.INVALID, 'memberLevel');
    await refused(t.app, admin, 'POST', CustomerPath.memberList, { createdAtStart: '2026-02-30', createdAtEnd: '2026-03-01' }, RetCode.INVALID, 'createdAtStart');
    await refused(t.app, admin, 'GET', CustomerPath.memberDetail, { id: 'x' }, RetCode.INVALID, 'id');
  });

  it('exports with the export operation only, and refuses store managers the pages', async () => {
    const exported = await request(t.app, admin, 'POST', CustomerPath.memberExport, { memberLevel: 3 });
    expect(exported.statusCode).toBe(200);
    await refused(t.app, ops01, 'POST', CustomerPath.memberExport, {}, RetCode.REFUSED, RetMsg.FORBIDDEN);
    await refused(t.app, store001, 'POST', CustomerPath.memberList, {}, RetCode.REFUSED, RetMsg.FORBIDDEN);
    await refused(t.app, store001, 'GET', CustomerPath.memberDetail, { id: 1 }, RetCode.REFUSED, RetMsg.FORBIDDEN);
    await refused(t.app, store001, 'POST', CustomerPath.logOffList, {}, RetCode.REFUSED, RetMsg.FORBIDDEN);
  });
});

describe('注销用户', () => {
  it('lists the requested and logged-off accounts only', async () => {
    const all = await rows(admin, { pageSize: 200 }, CustomerPath.logOffList);
    const counts = await one(sql<{ r: number; d: number }>`select count(*) filter (where status = 1)::int as r, count(*) filter (where status = 2)::int as d from customer`);
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
    await refused(t.app, admin, 'POST', CustomerPath.logOffTransition, { id: target.id, action: 'approveLogOff' }, RetCode.REFUSED, 'reason');
    await refused(t.app, admin, 'POST', CustomerPath.logOffTransition, { id: 'abc', action: 'approveLogOff', reason: '用户本人申请' }, RetCode.INVALID, 'id');
    // Only the log-off holder: ops01 has the page but not the step.
    await refused(t.app, ops01, 'POST', CustomerPath.logOffTransition, { id: target.id, action: 'approveLogOff', reason: '用户本人申请' }, RetCode.REFUSED, RetMsg.FORBIDDEN);
    await refused(t.app, store001, 'POST', CustomerPath.logOffTransition, { id: target.id, action: 'approveLogOff', reason: '用户本人申请' }, RetCode.REFUSED, RetMsg.FORBIDDEN);
    expect(await statusOf(target.id)).toBe(1);
    expect((await auditRows(t.db, { table: 'customer' })).length).toBe(audits);

    expect(await ok(t.app, admin, 'POST', CustomerPath.logOffTransition, { id: target.id, action: 'approveLogOff', reason: '用户本人申请，已核实' })).toEqual({ id: target.id, status: 2 });
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
    await refused(t.app, admin, 'POST', CustomerPath.logOffTransition, { id: target.id, action: 'rejectLogOff', reason: '  ' }, RetCode.REFUSED, 'reason');
    expect(await statusOf(target.id)).toBe(1);
    expect(await ok(t.app, admin, 'POST', CustomerPath.logOffTransition, { id: target.id, action: 'rejectLogOff', reason: '用户有未用完的储值余额' })).toEqual({ id: target.id, status: 0 });
    expect(await statusOf(target.id)).toBe(0);
    const [row] = await auditRows(t.db, { table: 'customer', action: 'transition:rejectLogOff', recordId: target.id });
    expect(row).toBeDefined();
    expect(JSON.stringify(row)).toContain('用户有未用完的储值余额');
    await refused(t.app, admin, 'GET', CustomerPath.logOffDetail, { id: target.id }, RetCode.REFUSED, '不存在');
    await refused(t.app, admin, 'POST', CustomerPath.logOffTransition, { id: target.id, action: 'approveLogOff', reason: '用户申请' }, RetCode.REFUSED, '不存在');
  });
});
