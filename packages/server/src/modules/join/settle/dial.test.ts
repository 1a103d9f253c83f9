import { DIAL_KIND, dialResource, dialSettlements, resourceEndpoints, RetCode } from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, DEMO, login, ok, openTestApp, refused, type Session, type TestApp } from '../../../test/harness.js';

/** 拨款管理: the seeded year, exact sums against settlements, the cap, transitions and their order, the lock, scope. */
let t: TestApp;
let admin: Session;
let store001: Session;
let scopedStore: number;
const api = resourceEndpoints(dialResource);
const PAGE = dialResource.page;

type Dial = {
  id: number;
  dialNo: string;
  status: number;
  storeId: number;
  kind: number;
  amount: string;
  settlementId: number | null;
  settleNo: string | null;
  paidAt: string | null;
};
const list = (s: Session, query: Record<string, unknown> = {}) => ok<Dial[]>(t.app, s, 'POST', api.list.path, { pageSize: 200, ...query });
const rowCount = async () => (await sql<{ n: number }>`select count(*)::int as n from franchise_disbursement`.execute(t.db)).rows[0].n;
/** A confirmed settlement with a positive balance, and what its disbursements not rejected add up to (exact text). */
async function settlementWithRoom() {
  return (
    await sql<{ id: number; store_id: number; balance: string; used: string; room: string }>`
      select s.id, s.store_id, s.balance::text as balance, coalesce(d.used, 0)::text as used, (s.balance - coalesce(d.used, 0))::text as room
      from franchise_settlement s left join (select settlement_id, sum(amount) as used from franchise_disbursement where status <> 3 group by settlement_id) d
        on d.settlement_id = s.id
      where s.status = 1 and s.balance - coalesce(d.used, 0) >= 10 order by s.id limit 1`.execute(t.db)
  ).rows[0];
}

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  scopedStore = (await sql<{ store_id: number }>`select store_id from franchise_disbursement order by id limit 1`.execute(t.db)).rows[0].store_id;
  const user = (await sql<{ id: number }>`select id from app_user where account = 'store001'`.execute(t.db)).rows[0].id;
  await sql`insert into user_store (user_id, store_id) values (${user}, ${scopedStore}) on conflict do nothing`.execute(t.db);
  const role = (await sql<{ role_id: number }>`select role_id from user_role where user_id = ${user} limit 1`.execute(t.db)).rows[0].role_id;
  await sql`insert into role_menu (role_id, menu_id) select ${role}, m.id from menu m
    where (m.url in ('/join', '/join/settle', ${PAGE}) or m.code like 'join:dial:%')
      and not exists (select 1 from role_menu x where x.role_id = ${role} and x.menu_id = m.id)`.execute(t.db);
  store001 = await login(t.app, DEMO.store001.account, DEMO.store001.pwd);
});
afterAll(async () => {
  await t?.close();
});

describe('拨款管理', () => {
  it('lists about a hundred seeded disbursements in every state and kind; no settlement is paid more than its balance', async () => {
    expect(await rowCount()).toBeGreaterThanOrEqual(100);
    const rows = await list(admin);
    for (const status of [0, 1, 2, 3])
      expect(
        rows.some((r) => r.status === status),
        `status ${status}`,
      ).toBe(true);
    for (const kind of [1, 2, 3, 4]) expect((await list(admin, { kind, pageSize: 5 })).length, `kind ${kind}`).toBeGreaterThan(0);
    const over = await sql`select s.id from franchise_settlement s join franchise_disbursement d on d.settlement_id = s.id and d.status <> 3
      group by s.id, s.balance having sum(d.amount) > s.balance`.execute(t.db);
    expect(over.rows).toEqual([]);
    expect(rows.filter((r) => r.status === 2).every((r) => r.paidAt)).toBe(true);
  });

  it('pays a settlement balance exactly to the cent and refuses a cent more; kind 结算结余 needs its settlement', async () => {
    const s = await settlementWithRoom();
    const options = await ok<{ id: number; remaining: string }[]>(t.app, admin, 'GET', dialSettlements.path, { storeId: s.store_id });
    expect(options.find((o) => o.id === s.id)?.remaining).toBe(s.room);
    const before = await rowCount();
    const body = { storeId: s.store_id, kind: DIAL_KIND.settlement, settlementId: s.id, reason: '结算结余拨付' };
    await refused(t.app, admin, 'POST', api.create.path, { ...body, settlementId: undefined, amount: '1.00' }, RetCode.INVALID, 'settlementId');
    const cents = Math.round(Number(s.room) * 100);
    const over = ((cents + 1) / 100).toFixed(2);
    await refused(t.app, admin, 'POST', api.create.path, { ...body, amount: over }, RetCode.INVALID, `最多还可拨付${s.room}元`);
    const other = (await sql<{ store_id: number }>`select store_id from franchise_store where store_id <> ${s.store_id} limit 1`.execute(t.db)).rows[0];
    await refused(t.app, admin, 'POST', api.create.path, { ...body, storeId: other.store_id, amount: '1.00' }, RetCode.INVALID, '所选结算单不属于该门店');
    expect(await rowCount()).toBe(before);
    // Two parts that add up to the room exactly: 0.01 + the rest.
    const first = await ok<{ id: number }>(t.app, admin, 'POST', api.create.path, { ...body, amount: '0.01' });
    const second = await ok<{ id: number }>(t.app, admin, 'POST', api.create.path, { ...body, amount: ((cents - 1) / 100).toFixed(2) });
    await refused(t.app, admin, 'POST', api.create.path, { ...body, amount: '0.01' }, RetCode.INVALID, '最多还可拨付0.00元');
    const used = (
      await sql<{ used: string; balance: string }>`select sum(d.amount)::text as used, s.balance::text as balance from franchise_disbursement d
        join franchise_settlement s on s.id = d.settlement_id where d.settlement_id = ${s.id} and d.status <> 3 group by s.balance`.execute(t.db)
    ).rows[0];
    expect(used.used).toBe(used.balance);
    // Rejecting one frees its part.
    await ok(t.app, admin, 'POST', api.transition.path, { id: first.id, action: 'reject', reason: '拆分有误' });
    expect(
      (await ok<{ id: number; remaining: string }[]>(t.app, admin, 'GET', dialSettlements.path, { storeId: s.store_id })).find((o) => o.id === s.id)?.remaining,
    ).toBe('0.01');
    // Raising the rejected one past the room is refused when it is corrected.
    await refused(t.app, admin, 'POST', api.update.path, { id: first.id, ...body, amount: '0.02' }, RetCode.INVALID, '最多还可拨付0.01元');
    await ok(t.app, admin, 'POST', api.update.path, { id: first.id, ...body, amount: '0.01', reason: '结算结余拨付（更正）' });
    expect((await ok<Dial>(t.app, admin, 'GET', api.detail.path, { id: first.id })).status).toBe(0);
    expect(second.id).toBeGreaterThan(0);
  });

  it('steps 待审核 → 已审核 (locked) → 已拨款 in order, refusing out-of-order steps in words', async () => {
    const store = (await sql<{ store_id: number }>`select store_id from franchise_store order by store_id limit 1`.execute(t.db)).rows[0].store_id;
    const { id } = await ok<{ id: number }>(t.app, admin, 'POST', api.create.path, {
      storeId: store,
      kind: DIAL_KIND.subsidy,
      amount: '8800.88',
      settlementId: null,
      reason: '新店开业营销补贴',
    });
    const created = await ok<Dial>(t.app, admin, 'GET', api.detail.path, { id });
    expect(created).toMatchObject({ status: 0, amount: '8800.88', settlementId: null });
    expect(created.dialNo).toMatch(/^BK\d{8}\d{4}$/);
    await refused(t.app, admin, 'POST', api.transition.path, { id, action: 'pay' }, RetCode.REFUSED, '当前状态「待审核」不能拨款');
    await ok(t.app, admin, 'POST', api.transition.path, { id, action: 'approve' });
    await refused(
      t.app,
      admin,
      'POST',
      api.update.path,
      { id, storeId: store, kind: 1, amount: '1.00', reason: '改' },
      RetCode.REFUSED,
      '已审核的拨款单不可修改',
    );
    await refused(t.app, admin, 'POST', api.remove.path, { id }, RetCode.REFUSED, '已审核的拨款单不可删除');
    await refused(t.app, admin, 'POST', api.transition.path, { id, action: 'reject', reason: '晚了' }, RetCode.REFUSED, '当前状态「已审核」不能驳回');
    await ok(t.app, admin, 'POST', api.transition.path, { id, action: 'pay' });
    const paid = await ok<Dial>(t.app, admin, 'GET', api.detail.path, { id });
    expect(paid.status).toBe(2);
    expect(paid.paidAt).toBeTruthy();
    expect((await auditRows(t.db, { table: 'franchise_disbursement', recordId: id })).map((r) => r.action)).toEqual(
      expect.arrayContaining(['create', 'transition:approve', 'transition:pay']),
    );
  });

  it('a store user sees only their stores’ disbursements and cannot step another’s', async () => {
    const mine = await list(store001);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((r) => r.storeId === scopedStore)).toBe(true);
    const other = (await sql<{ id: number }>`select id from franchise_disbursement where store_id <> ${scopedStore} and status = 0 limit 1`.execute(t.db))
      .rows[0];
    await refused(t.app, store001, 'POST', api.transition.path, { id: other.id, action: 'approve' }, RetCode.REFUSED);
    expect((await sql<{ status: number }>`select status from franchise_disbursement where id = ${other.id}`.execute(t.db)).rows[0].status).toBe(0);
    const options = await ok<{ storeId: number }[]>(t.app, store001, 'GET', dialSettlements.path, {});
    expect(options.every((o) => o.storeId === scopedStore)).toBe(true);
  });
});
