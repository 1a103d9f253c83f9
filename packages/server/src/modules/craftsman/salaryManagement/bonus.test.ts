import { businessToday, resourceEndpoints, RetCode, RetMsg, salaryBonusResource } from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, DEMO, login, ok, openTestApp, refused, type Session, type TestApp } from '../../../test/harness.js';

/**
 * /craftsman/salaryManagement/bonus 奖金管理: the pay-input flow every page of the group shares —
 * the craftsman's store owns the record, the month is its first day, amounts exact and > 0,
 * approval (wrong state, no operation, other store), the view salary_adjustment_line, the settled
 * month lock.
 */
let t: TestApp;
let admin: Session;
let store001: Session;
const api = resourceEndpoints(salaryBonusResource);
const PAGE = salaryBonusResource.page;

type Row = { id: number; craftsmanId: number; storeId: number; month: string; amount: string; status: number; applicant: string; reviewer: string | null };

beforeAll(async () => {
  t = await openTestApp();
  // 店长 gets the page, 新增 and 驳回 (not 通过): the scope and the missing operation are the point.
  await sql`insert into role_menu (role_id, menu_id) select r.id, m.id from role r cross join menu m
    where r.code = 'store_manager' and (m.url in ('/craftsman', '/craftsman/salaryManagement', ${PAGE}) or m.code in ('craftsman:bonus:add', 'craftsman:bonus:reject'))
    and not exists (select 1 from role_menu x where x.role_id = r.id and x.menu_id = m.id)`.execute(t.db);
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  store001 = await login(t.app, DEMO.store001.account, DEMO.store001.pwd);
});
afterAll(async () => {
  await t?.close();
});

const thisMonth = () => `${businessToday().slice(0, 7)}-01`;
const shiftMonth = (month: string, n: number) => {
  const d = new Date(`${month}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + n);
  return d.toISOString().slice(0, 10);
};
const rowsIn = async () => (await sql<{ n: number }>`select count(*)::int as n from salary_bonus`.execute(t.db)).rows[0].n;
const craftsmanOf = async (storeId: number) =>
  (
    await sql<{ id: number }>`select id from craftsman where store_id = ${storeId} and status = 1 and craftsman_type in (1, 2) order by id limit 1`.execute(
      t.db,
    )
  ).rows[0].id;
const detail = (id: number) => ok<Row>(t.app, admin, 'GET', api.detail.path, { id }, { routepath: PAGE });
const move = (session: Session, id: number, action: string, reason?: string) =>
  ok(t.app, session, 'POST', api.transition.path, { id, action, reason }, { routepath: PAGE });
const lines = async (sourceId: number) =>
  (
    await sql<{ kind: string; sign: number; amount: string; month: string; store_id: number }>`
      select kind, sign, amount, month::text as month, store_id from salary_adjustment_line where kind = 'bonus' and source_id = ${sourceId}`.execute(t.db)
  ).rows;
const settle = async (storeId: number, month: string, status: number) => {
  await sql`insert into wage_settlement (store_id, month, status, computed_by) values (${storeId}, ${month}::date, ${status}, '测试')
    on conflict (store_id, month) do update set status = excluded.status`.execute(t.db);
};

describe('奖金管理 (pay-input flow)', () => {
  it('opens on the bonuses waiting for approval, newest first; 店长 sees only its stores', async () => {
    const rows = await ok<Row[]>(t.app, admin, 'POST', api.list.path, { pageSize: 200 }, { routepath: PAGE });
    const waiting = rows.findIndex((r) => r.status !== 0);
    expect(waiting).toBeGreaterThan(0);
    expect(rows.slice(waiting).every((r) => r.status !== 0)).toBe(true);
    const mine = await ok<Row[]>(t.app, store001, 'POST', api.list.path, { pageSize: 200 }, { routepath: PAGE });
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((r) => r.storeId === 1)).toBe(true);
  });

  it('a bonus belongs to its craftsman store, counts in the first day of its month, the applicant written', async () => {
    const craftsmanId = await craftsmanOf(1);
    const day = `${thisMonth().slice(0, 7)}-17`;
    const { id } = await ok<{ id: number }>(
      t.app,
      store001,
      'POST',
      api.create.path,
      { craftsmanId, kind: 2, month: day, amount: '200', reason: '当月全勤' },
      { routepath: PAGE },
    );
    expect(await detail(id)).toMatchObject({ storeId: 1, craftsmanId, month: thisMonth(), amount: '200.00', status: 0, applicant: '王丽娟' });
    expect(await auditRows(t.db, { table: 'salary_bonus', action: 'create', recordId: id })).toHaveLength(1);
  });

  it('refuses amounts that are not money > 0, and another store craftsman, writing nothing', async () => {
    const before = await rowsIn();
    const body = { craftsmanId: await craftsmanOf(1), kind: 1, month: thisMonth(), reason: '业绩达标' };
    await refused(t.app, admin, 'POST', api.create.path, { ...body, amount: '0' }, RetCode.INVALID, '奖金金额(元)须大于0', { routepath: PAGE });
    await refused(t.app, admin, 'POST', api.create.path, { ...body, amount: '-5' }, RetCode.INVALID, '奖金金额(元)不能为负数', { routepath: PAGE });
    await refused(t.app, admin, 'POST', api.create.path, { ...body, amount: '12.345' }, RetCode.INVALID, '奖金金额(元)最多2位小数', { routepath: PAGE });
    await refused(t.app, admin, 'POST', api.create.path, { ...body, amount: '100001' }, RetCode.INVALID, '奖金金额(元)不能大于100000', { routepath: PAGE });
    await refused(t.app, admin, 'POST', api.create.path, { ...body, amount: '1', reason: '' }, RetCode.INVALID, 'reason', { routepath: PAGE });
    await refused(t.app, admin, 'POST', api.create.path, { ...body, amount: '1', craftsmanId: 999999 }, RetCode.INVALID, '手艺人不存在', { routepath: PAGE });
    // store001 manages store 1 only: a craftsman of store 2 is out of its scope.
    await refused(t.app, store001, 'POST', api.create.path, { ...body, amount: '1', craftsmanId: await craftsmanOf(2) }, RetCode.REFUSED, RetMsg.OUT_OF_SCOPE, {
      routepath: PAGE,
    });
    expect(await rowsIn()).toBe(before);
  });

  it('approval: only holders of the operation, within scope, from 待审批; the view holds exactly the approved amount', async () => {
    const craftsmanId = await craftsmanOf(1);
    const { id } = await ok<{ id: number }>(
      t.app,
      admin,
      'POST',
      api.create.path,
      { craftsmanId, kind: 1, month: thisMonth(), amount: '1234.56', reason: '业绩超目标20%' },
      { routepath: PAGE },
    );
    expect(await lines(id)).toEqual([]);
    // 店长 holds the page, not 通过.
    await refused(t.app, store001, 'POST', api.transition.path, { id, action: 'approve' }, RetCode.REFUSED, RetMsg.FORBIDDEN, { routepath: PAGE });
    await refused(t.app, admin, 'POST', api.transition.path, { id, action: 'reject' }, RetCode.INVALID, '请填写驳回原因', { routepath: PAGE });
    await move(admin, id, 'approve', '同意');
    expect(await detail(id)).toMatchObject({ status: 1, reviewer: '系统管理员', reviewRemark: '同意' });
    expect(await lines(id)).toEqual([{ kind: 'bonus', sign: 1, amount: '1234.56', month: thisMonth(), store_id: 1 }]);
    await refused(t.app, admin, 'POST', api.transition.path, { id, action: 'approve' }, RetCode.REFUSED, '当前状态「已通过」不能通过', { routepath: PAGE });
    await refused(t.app, admin, 'POST', api.transition.path, { id, action: 'reject', reason: '重复' }, RetCode.REFUSED, '当前状态「已通过」不能驳回', {
      routepath: PAGE,
    });
    // A decided bonus is no longer edited or deleted.
    await refused(
      t.app,
      admin,
      'POST',
      api.update.path,
      { id, kind: 1, month: thisMonth(), amount: '1', reason: '改' },
      RetCode.REFUSED,
      '已通过的奖金不可修改',
      {
        routepath: PAGE,
      },
    );
    expect((await auditRows(t.db, { table: 'salary_bonus', action: 'transition:approve', recordId: id }))[0].after).toMatchObject({ status: 1 });

    // A rejected one never reaches pay.
    const other = await ok<{ id: number }>(
      t.app,
      admin,
      'POST',
      api.create.path,
      { craftsmanId, kind: 4, month: thisMonth(), amount: '300', reason: '节日加班' },
      { routepath: PAGE },
    );
    await move(admin, other.id, 'reject', '超出预算');
    expect(await detail(other.id)).toMatchObject({ status: 2, reviewRemark: '超出预算' });
    expect(await lines(other.id)).toEqual([]);

    // Another store's bonus is not even there for 店长, though it holds 驳回.
    const [foreign] = await ok<Row[]>(t.app, admin, 'POST', api.list.path, { storeId: 2, status: 0, pageSize: 1 }, { routepath: PAGE });
    await refused(t.app, store001, 'POST', api.transition.path, { id: foreign.id, action: 'reject', reason: '不符合' }, RetCode.REFUSED, '不存在', {
      routepath: PAGE,
    });
    expect(await detail(foreign.id)).toMatchObject({ status: 0 });
    await refused(t.app, store001, 'GET', api.detail.path, { id: foreign.id }, RetCode.REFUSED, '不存在', { routepath: PAGE });
  });

  it('an approval for a later month counts in that month only: this month pay lines are unchanged', async () => {
    const craftsmanId = await craftsmanOf(1);
    const monthLines = async (month: string) =>
      (
        await sql<{ n: number }>`select count(*)::int as n from salary_adjustment_line where craftsman_id = ${craftsmanId} and month = ${month}::date`.execute(
          t.db,
        )
      ).rows[0].n;
    const now = await monthLines(thisMonth());
    const next = shiftMonth(thisMonth(), 1);
    const { id } = await ok<{ id: number }>(
      t.app,
      admin,
      'POST',
      api.create.path,
      { craftsmanId, kind: 3, month: next, amount: '500', reason: '服务之星' },
      { routepath: PAGE },
    );
    await move(admin, id, 'approve');
    expect(await monthLines(thisMonth())).toBe(now);
    expect(await lines(id)).toEqual([{ kind: 'bonus', sign: 1, amount: '500.00', month: next, store_id: 1 }]);
  });

  it('a settled store month refuses every write touching it; a computed or reviewed one does not', async () => {
    const craftsmanId = await craftsmanOf(3);
    const month = shiftMonth(thisMonth(), -5);
    const body = { craftsmanId, kind: 2, month, amount: '200', reason: '全勤' };
    const pending = await ok<{ id: number }>(t.app, admin, 'POST', api.create.path, body, { routepath: PAGE });
    const movedLater = await ok<{ id: number }>(t.app, admin, 'POST', api.create.path, { ...body, month: thisMonth() }, { routepath: PAGE });
    await settle(3, month, 2);
    const words = `该门店${month.slice(0, 4)}年${Number(month.slice(5, 7))}月工资已结算，不能再修改`;
    const before = await rowsIn();
    await refused(t.app, admin, 'POST', api.create.path, body, RetCode.REFUSED, words, { routepath: PAGE });
    expect(await rowsIn()).toBe(before);
    await refused(t.app, admin, 'POST', api.transition.path, { id: pending.id, action: 'approve' }, RetCode.REFUSED, words, { routepath: PAGE });
    await refused(t.app, admin, 'POST', api.update.path, { ...body, id: pending.id, amount: '1' }, RetCode.REFUSED, words, { routepath: PAGE });
    await refused(t.app, admin, 'POST', api.update.path, { ...body, id: movedLater.id }, RetCode.REFUSED, words, { routepath: PAGE });
    await refused(t.app, admin, 'POST', api.remove.path, { id: pending.id }, RetCode.REFUSED, words, { routepath: PAGE });
    expect(await detail(pending.id)).toMatchObject({ status: 0, amount: '200.00' });
    expect(await lines(pending.id)).toEqual([]);
    // Other stores' same month stays open; so does this store's month once only reviewed.
    await ok(t.app, admin, 'POST', api.create.path, { ...body, craftsmanId: await craftsmanOf(4) }, { routepath: PAGE });
    await settle(3, month, 1);
    await move(admin, pending.id, 'approve');
    expect(await lines(pending.id)).toHaveLength(1);
  });
});
