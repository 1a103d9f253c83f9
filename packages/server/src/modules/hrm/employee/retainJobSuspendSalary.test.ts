import { BADGE_SOURCES, resourceEndpoints, retainCraftsmanOptions, retainJobCount, retainResource, RetCode, RetMsg } from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, login, ok, openTestApp, refused, type Session, type TestApp } from '../../../test/harness.js';
import { computeStoreMonth } from '../../craftsman/salaryManagement/_shared/compute.js';

/** 留职停薪审批: applications, approval steps allowed and refused, the menu badge against a direct count, 停薪中, store scope, the pay sheet's base days. */
let t: TestApp;
let admin: Session;
let store001: Session;
const retains = resourceEndpoints(retainResource);

type Retain = { id: number; status: number; payState: number | null; storeId: number; craftsmanId: number; days: number };

const chinaDate = (days: number) => new Date(Date.now() + days * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);
const waitingCount = async (storeId?: number) =>
  (
    await sql<{
      n: number;
    }>`select count(*)::int as n from recruit_retain where status = 0${storeId === undefined ? sql`` : sql` and store_id = ${storeId}`}`.execute(t.db)
  ).rows[0].n;
/** A craftsman of a store in service without any waiting or approved application. */
async function free(storeId: number, skip = 0): Promise<number> {
  return (
    await sql<{ id: number }>`select id from craftsman c where store_id = ${storeId} and status = 1
      and not exists (select 1 from recruit_retain r where r.craftsman_id = c.id and r.status in (0, 1)) order by id offset ${skip} limit 1`.execute(t.db)
  ).rows[0].id;
}
const apply = (s: Session, craftsmanId: number, startDate: string, endDate: string) =>
  ok<{ id: number }>(t.app, s, 'POST', retains.create.path, { craftsmanId, startDate, endDate, reason: '家中老人住院需陪护' });

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  store001 = await login(t.app, DEMO.store001.account, DEMO.store001.pwd);
});
afterAll(async () => {
  await t?.close();
});

describe('留职停薪审批', () => {
  it('the menu badge is the retain-job source and equals a direct count of waiting applications, per user scope', async () => {
    expect(BADGE_SOURCES.retainJobCount).toBe(retainJobCount);
    const all = await ok<number>(t.app, admin, 'POST', retainJobCount.path, {});
    expect(all).toBeGreaterThan(0);
    expect(all).toBe(await waitingCount());
    const mine = await ok<number>(t.app, store001, 'POST', retainJobCount.path, {});
    expect(mine).toBeGreaterThan(0);
    expect(mine).toBe(await waitingCount(1));
    // Waiting first in the list; the seed holds every state, and a period being served reads 停薪中.
    const rows = await ok<Retain[]>(t.app, admin, 'POST', retains.list.path, { pageSize: 20 });
    expect(rows[0].status).toBe(0);
    for (const status of [0, 1, 2, 3])
      expect((await ok<Retain[]>(t.app, admin, 'POST', retains.list.path, { pageSize: 5, status })).length, `status ${status}`).toBeGreaterThan(0);
    for (const payState of [0, 1, 2]) {
      const only = await ok<Retain[]>(t.app, admin, 'POST', retains.list.path, { pageSize: 50, payState });
      expect(only.length, `payState ${payState}`).toBeGreaterThan(0);
      expect(only.every((r) => r.status === 1 && r.payState === payState)).toBe(true);
    }
  });

  it('an application moves the badge up, an approval down; the approved period reads 停薪中 while it runs', async () => {
    const before = await ok<number>(t.app, store001, 'POST', retainJobCount.path, {});
    const c = await free(1);
    const { id } = await apply(store001, c, chinaDate(-3), chinaDate(26));
    expect(await ok(t.app, store001, 'GET', retains.detail.path, { id })).toMatchObject({ status: 0, days: 30, storeId: 1, payState: null });
    expect(await ok<number>(t.app, store001, 'POST', retainJobCount.path, {})).toBe(before + 1);
    await refused(t.app, store001, 'POST', retains.transition.path, { id, action: 'approve' }, RetCode.REFUSED, RetMsg.FORBIDDEN);
    await ok(t.app, admin, 'POST', retains.transition.path, { id, action: 'approve', reason: '同意' });
    expect(await ok<number>(t.app, store001, 'POST', retainJobCount.path, {})).toBe(before);
    expect(await ok<number>(t.app, admin, 'POST', retainJobCount.path, {})).toBe(await waitingCount());
    expect(await ok(t.app, admin, 'GET', retains.detail.path, { id })).toMatchObject({ status: 1, payState: 1 });
    // Out of order.
    await refused(t.app, admin, 'POST', retains.transition.path, { id, action: 'approve' }, RetCode.REFUSED, '当前状态「已通过」不能通过');
    await refused(t.app, admin, 'POST', retains.transition.path, { id, action: 'reject', reason: '晚了' }, RetCode.REFUSED, '当前状态「已通过」不能驳回');
    await refused(t.app, store001, 'POST', retains.transition.path, { id, action: 'withdraw' }, RetCode.REFUSED, '当前状态「已通过」不能撤回');
    // No overlapping period while one is approved.
    await refused(
      t.app,
      store001,
      'POST',
      retains.create.path,
      { craftsmanId: c, startDate: chinaDate(20), endDate: chinaDate(40), reason: '再次' },
      RetCode.REFUSED,
      '期间不能重叠',
    );
  });

  it('refuses bad periods, a departed craftsman, a withdrawal by someone else; a rejection needs its reason', async () => {
    const c = await free(1);
    await refused(
      t.app,
      store001,
      'POST',
      retains.create.path,
      { craftsmanId: c, startDate: chinaDate(10), endDate: chinaDate(5), reason: '颠倒' },
      RetCode.INVALID,
      'endDate',
    );
    await refused(
      t.app,
      store001,
      'POST',
      retains.create.path,
      { craftsmanId: c, startDate: chinaDate(1), endDate: chinaDate(400), reason: '过长' },
      RetCode.INVALID,
      'endDate',
    );
    const departed = (await sql<{ id: number }>`select id from craftsman where status = 4 and store_id = 1 limit 1`.execute(t.db)).rows[0];
    if (departed)
      await refused(
        t.app,
        store001,
        'POST',
        retains.create.path,
        { craftsmanId: departed.id, startDate: chinaDate(1), endDate: chinaDate(5), reason: '离职' },
        RetCode.REFUSED,
        '已离职',
      );
    const { id } = await apply(store001, c, chinaDate(40), chinaDate(50));
    await refused(t.app, admin, 'POST', retains.transition.path, { id, action: 'withdraw' }, RetCode.REFUSED, '只有申请人可以撤回留职停薪申请');
    await refused(t.app, admin, 'POST', retains.transition.path, { id, action: 'reject' }, RetCode.INVALID, 'reason');
    await ok(t.app, store001, 'POST', retains.transition.path, { id, action: 'withdraw' });
    await refused(t.app, admin, 'POST', retains.transition.path, { id, action: 'approve' }, RetCode.REFUSED, '当前状态「已撤回」不能通过');
    const second = await apply(store001, c, chinaDate(40), chinaDate(50));
    await ok(t.app, admin, 'POST', retains.transition.path, { id: second.id, action: 'reject', reason: '门店人手不足' });
    expect(await ok(t.app, admin, 'GET', retains.detail.path, { id: second.id })).toMatchObject({ status: 2, reviewRemark: '门店人手不足' });
  });

  it('keeps a store manager to their stores', async () => {
    const mine = await ok<Retain[]>(t.app, store001, 'POST', retains.list.path, { pageSize: 100 });
    expect(mine.every((r) => r.storeId === 1)).toBe(true);
    const options = await ok<{ id: number }[]>(t.app, store001, 'GET', retainCraftsmanOptions.path);
    const stores = await sql<{ store_id: number }>`select distinct store_id from craftsman where id in (${sql.join(options.map((o) => o.id))})`.execute(t.db);
    expect(stores.rows.map((r) => r.store_id)).toEqual([1]);
    const other = await free(2);
    await refused(
      t.app,
      store001,
      'POST',
      retains.create.path,
      { craftsmanId: other, startDate: chinaDate(1), endDate: chinaDate(5), reason: '越权' },
      RetCode.REFUSED,
      RetMsg.OUT_OF_SCOPE,
    );
  });

  it('the pay sheet pays no base wage for the approved days of a month', async () => {
    const month = `${chinaDate(0).slice(0, 7)}-01`;
    const c = (
      await sql<{ id: number; store_id: number }>`select c.id, c.store_id from craftsman c join craftsman_salary cs on cs.craftsman_id = c.id
        where c.status = 1 and c.craftsman_type in (1, 2) and c.entry_date < ${month}::date - 30
          and not exists (select 1 from recruit_retain r where r.craftsman_id = c.id and r.status in (0, 1))
          and not exists (select 1 from wage_settlement w where w.store_id = c.store_id and w.month = ${month}::date and w.status = 2)
        order by c.id limit 1`.execute(t.db)
    ).rows[0];
    const sheet = async () =>
      (
        await sql<{
          base_days: number;
          month_days: number;
        }>`select base_days, month_days from salary_sheet where craftsman_id = ${c.id} and month = ${month}::date`.execute(t.db)
      ).rows[0];
    await computeStoreMonth(t.db, c.store_id, month, 'test');
    const full = await sheet();
    expect(full.base_days).toBe(full.month_days);
    await sql`insert into recruit_retain (craftsman_id, store_id, start_date, end_date, days, reason, status, applicant)
      values (${c.id}, ${c.store_id}, ${month}::date + 4, ${month}::date + 13, 10, '测试', 1, 'test')`.execute(t.db);
    await computeStoreMonth(t.db, c.store_id, month, 'test');
    expect((await sheet()).base_days).toBe(full.month_days - 10);
  });
});
