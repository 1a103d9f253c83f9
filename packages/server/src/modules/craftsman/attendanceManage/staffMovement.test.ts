import { resourceEndpoints, RetCode, RetMsg, staffMovementCount, staffMovementResource, transferResource } from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, DEMO, login, ok, openTestApp, refused, type Session, type TestApp } from '../../../test/harness.js';
import { applyDueTransfers } from './_shared/transfers.js';

/** 调店记录 (applications) and 人员调动审批 (approval, taking effect on the date, the menu badge). */
let t: TestApp;
let admin: Session;
let store001: Session;
let adminName: string;

type Row = Record<string, unknown> & { id: number; status: number; effect: number | null; craftsmanId: number; fromStoreId: number; toStoreId: number };
const apply = resourceEndpoints(transferResource);
const review = resourceEndpoints(staffMovementResource);
/** A date `days` from today in China time. */
const chinaDate = (days: number) => new Date(Date.now() + days * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);
const badge = (s: Session) => ok<number>(t.app, s, 'POST', staffMovementCount.path, {});
const craftsmanOf = async (id: number) => (await sql<{ store_id: number }>`select store_id from craftsman where id = ${id}`.execute(t.db)).rows[0].store_id;
const link = async (craftsmanId: number, storeId: number) =>
  (
    await sql<{
      is_home: boolean;
      active_status: number;
    }>`select is_home, active_status from craftsman_store where craftsman_id = ${craftsmanId} and store_id = ${storeId}`.execute(t.db)
  ).rows[0];
const count = async () => (await sql<{ n: number }>`select count(*)::int as n from craftsman_transfer`.execute(t.db)).rows[0].n;

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  store001 = await login(t.app, DEMO.store001.account, DEMO.store001.pwd);
  adminName = (await sql<{ name: string }>`select name from app_user where account = 'admin'`.execute(t.db)).rows[0].name;
});
afterAll(async () => {
  await t?.close();
});

/** A craftsman of store 1 in service with no open transfer. */
async function freeCraftsman(storeId = 1, skip: number[] = []) {
  const row = await sql<{ id: number }>`select c.id from craftsman c where c.store_id = ${storeId} and c.status = 1
    and not exists (select 1 from craftsman_transfer x where x.craftsman_id = c.id and (x.status = 0 or (x.status = 1 and x.effect in (0, 1))))
    and c.id <> all(${skip}) order by c.id desc limit 1`.execute(t.db);
  return row.rows[0].id;
}

describe('人员调动审批 (staffMovement)', () => {
  it('opens on what the badge counts: the waiting transfers first; a store manager sees only the own store’s', async () => {
    const waiting = await badge(admin);
    expect(waiting).toBeGreaterThan(0);
    const rows = await ok<Row[]>(t.app, admin, 'POST', review.list.path, { pageSize: 100 });
    expect(rows.slice(0, waiting).every((r) => r.status === 0)).toBe(true);
    expect(rows.slice(waiting).every((r) => r.status !== 0)).toBe(true);
    // Decided ones of every kind are seeded: applied, ended, waiting for their date, rejected.
    expect(new Set(rows.map((r) => `${r.status}/${r.effect}`))).toEqual(new Set(['0/null', '1/0', '1/1', '1/2', '2/null']));
    const mine = await ok<Row[]>(t.app, store001, 'POST', apply.list.path, { pageSize: 100 });
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((r) => r.fromStoreId === 1 || r.toStoreId === 1)).toBe(true);
  });

  it('调店记录 shows the receiving store the transfers into it, and neither store sees a third store’s', async () => {
    const craftsmanId = await freeCraftsman(2);
    const { id } = await ok<{ id: number }>(t.app, admin, 'POST', apply.create.path, {
      craftsmanId,
      transferType: 2,
      toStoreId: 1,
      startDate: chinaDate(5),
      reason: '门店扩编调入',
    });
    const seen = await ok<Row[]>(t.app, store001, 'POST', apply.list.path, { pageSize: 100, toStoreId: 1 });
    expect(seen.find((r) => r.id === id)).toMatchObject({ fromStoreId: 2, toStoreId: 1, status: 0 });
    const third = await freeCraftsman(2, [craftsmanId]);
    const { id: elsewhere } = await ok<{ id: number }>(t.app, admin, 'POST', apply.create.path, {
      craftsmanId: third,
      transferType: 2,
      toStoreId: 3,
      startDate: chinaDate(5),
      reason: '门店扩编调入',
    });
    const all = await ok<Row[]>(t.app, store001, 'POST', apply.list.path, { pageSize: 200 });
    expect(all.some((r) => r.id === id)).toBe(true);
    expect(all.some((r) => r.id === elsewhere)).toBe(false);
    await sql`delete from craftsman_transfer where id in (${id}, ${elsewhere})`.execute(t.db);
  });

  it('an application: bad input names the field, a second open transfer of the same craftsman is refused, nothing written', async () => {
    const craftsmanId = await freeCraftsman();
    const valid = { craftsmanId, transferType: 1, toStoreId: 2, startDate: chinaDate(1), endDate: chinaDate(10), reason: '周末客流高峰借调支援' };
    const before = await count();
    await refused(t.app, store001, 'POST', apply.create.path, { ...valid, endDate: undefined }, RetCode.INVALID, 'endDate');
    await refused(t.app, store001, 'POST', apply.create.path, { ...valid, endDate: chinaDate(0) }, RetCode.INVALID, '借调结束日期不能早于生效日期');
    await refused(t.app, store001, 'POST', apply.create.path, { ...valid, startDate: chinaDate(-1) }, RetCode.INVALID, 'startDate');
    await refused(t.app, store001, 'POST', apply.create.path, { ...valid, transferType: 2 }, RetCode.INVALID, '调店不填借调结束日期');
    await refused(t.app, store001, 'POST', apply.create.path, { ...valid, toStoreId: 1 }, RetCode.INVALID, '调入门店不能与手艺人所在门店相同');
    await refused(t.app, store001, 'POST', apply.create.path, { ...valid, reason: '' }, RetCode.INVALID, 'reason');
    const other = await freeCraftsman(2);
    await refused(t.app, store001, 'POST', apply.create.path, { ...valid, craftsmanId: other, toStoreId: 3 }, RetCode.REFUSED, RetMsg.OUT_OF_SCOPE);
    expect(await count()).toBe(before);
    const { id } = await ok<{ id: number }>(t.app, store001, 'POST', apply.create.path, valid);
    expect(await count()).toBe(before + 1);
    const row = await ok<Row>(t.app, store001, 'GET', apply.detail.path, { id });
    expect(row).toMatchObject({ status: 0, effect: null, fromStoreId: 1, applicant: '王丽娟' });
    await refused(t.app, store001, 'POST', apply.create.path, { ...valid, toStoreId: 3 }, RetCode.REFUSED, '已有待审批或未结束的调动');
    // store001 asks, head office decides.
    await refused(t.app, store001, 'POST', review.transition.path, { id, action: 'approve' }, RetCode.REFUSED, RetMsg.FORBIDDEN);
  });

  it('approving a future 调店 changes nothing until its date; on the date the home store moves; the badge drops by one', async () => {
    const craftsmanId = await freeCraftsman();
    const { id } = await ok<{ id: number }>(t.app, store001, 'POST', apply.create.path, {
      craftsmanId,
      transferType: 2,
      toStoreId: 3,
      startDate: chinaDate(5),
      reason: '员工搬家，申请调往离家近的门店',
    });
    const waiting = await badge(admin);
    await ok(t.app, admin, 'POST', review.transition.path, { id, action: 'approve', reason: '同意' });
    expect(await badge(admin)).toBe(waiting - 1);
    const approved = await ok<Row>(t.app, admin, 'GET', review.detail.path, { id });
    expect(approved).toMatchObject({ status: 1, effect: 0, reviewer: adminName, reviewRemark: '同意' });
    expect(await craftsmanOf(craftsmanId)).toBe(1);
    // The sweep before the date: still nothing.
    expect(await applyDueTransfers(t.db, { asOf: chinaDate(4) })).not.toContain(id);
    expect(await craftsmanOf(craftsmanId)).toBe(1);
    // On the date: moved, the old home link disabled, the new one home; audited.
    expect(await applyDueTransfers(t.db, { asOf: chinaDate(5) })).toContain(id);
    expect(await craftsmanOf(craftsmanId)).toBe(3);
    expect(await link(craftsmanId, 3)).toEqual({ is_home: true, active_status: 1 });
    expect(await link(craftsmanId, 1)).toMatchObject({ is_home: false, active_status: 0 });
    expect((await ok<Row>(t.app, admin, 'GET', review.detail.path, { id })).effect).toBe(1);
    expect((await auditRows(t.db, { table: 'craftsman_transfer', recordId: id })).map((a) => a.action)).toEqual(
      expect.arrayContaining(['transition:approve', 'applyTransfer']),
    );
    // Once applied, a second sweep changes nothing.
    expect(await applyDueTransfers(t.db, { asOf: chinaDate(6) })).not.toContain(id);
  });

  it('a 借调 approved on its first day links the other store at once, and after its last day the link is disabled', async () => {
    const craftsmanId = await freeCraftsman();
    const { id } = await ok<{ id: number }>(t.app, store001, 'POST', apply.create.path, {
      craftsmanId,
      transferType: 1,
      toStoreId: 4,
      startDate: chinaDate(0),
      endDate: chinaDate(2),
      reason: '商场店庆活动期间借调支援',
    });
    await ok(t.app, admin, 'POST', review.transition.path, { id, action: 'approve' });
    expect((await ok<Row>(t.app, admin, 'GET', review.detail.path, { id })).effect).toBe(1);
    expect(await link(craftsmanId, 4)).toEqual({ is_home: false, active_status: 1 });
    expect(await craftsmanOf(craftsmanId)).toBe(1);
    await applyDueTransfers(t.db, { asOf: chinaDate(2) });
    expect(await link(craftsmanId, 4)).toEqual({ is_home: false, active_status: 1 });
    expect(await applyDueTransfers(t.db, { asOf: chinaDate(3) })).toContain(id);
    expect(await link(craftsmanId, 4)).toEqual({ is_home: false, active_status: 0 });
    expect((await ok<Row>(t.app, admin, 'GET', review.detail.path, { id })).effect).toBe(2);
  });

  it('驳回 needs a reason, changes no store, and the badge drops', async () => {
    const craftsmanId = await freeCraftsman();
    const { id } = await ok<{ id: number }>(t.app, store001, 'POST', apply.create.path, {
      craftsmanId,
      transferType: 2,
      toStoreId: 2,
      startDate: chinaDate(0),
      reason: '个人发展意愿，调往旗舰店',
    });
    const waiting = await badge(admin);
    await refused(t.app, admin, 'POST', review.transition.path, { id, action: 'reject' }, RetCode.INVALID, '驳回原因');
    await ok(t.app, admin, 'POST', review.transition.path, { id, action: 'reject', reason: '调出门店本月已缺编' });
    expect(await badge(admin)).toBe(waiting - 1);
    expect(await craftsmanOf(craftsmanId)).toBe(1);
    expect(await ok<Row>(t.app, admin, 'GET', review.detail.path, { id })).toMatchObject({ status: 2, effect: null, reviewRemark: '调出门店本月已缺编' });
    await refused(t.app, admin, 'POST', review.transition.path, { id, action: 'approve' }, RetCode.REFUSED, '已驳回');
  });
});
