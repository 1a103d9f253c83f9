import { DormitoryMsg, DormitoryPath, rentalSettlementResource, RetCode, RetMsg } from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, DEMO, login, ok, openTestApp, refused, type Session, type TestApp } from '../../../test/harness.js';

/**
 * 租金结算: 生成结算 against a hand-worked stay (a bed of a 6,000-a-month flat for 4 near 陆家嘴, 上海's
 * policy: the rent shared by the beds, the company paying half: 750.00 a month, from the 11th), run
 * twice with the same rows; refused for a future month and a settled pay month; the rent deducted on
 * the craftsman's pay sheet of the month and in its explanation.
 */
let t: TestApp;
let admin: Session;
let store001: Session;
const opts = { routepath: rentalSettlementResource.page };
type Row = Record<string, unknown> & { id: number };

const chinaMonth = (back: number) => {
  const now = new Date(Date.now() + 8 * 3_600_000);
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1)).toISOString().slice(0, 10);
};
const month = chinaMonth(0);
const monthDays = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate();
const nights = monthDays - 10;
/** 750.00 × nights ÷ days, to the fen (half up), in integer cents. */
const expected = (() => {
  const cents = (75_000 * nights * 2 + monthDays) / (2 * monthDays);
  const c = Math.floor(cents);
  return `${Math.floor(c / 100)}.${String(c % 100).padStart(2, '0')}`;
})();
let craftsmanId = 0;

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  store001 = await login(t.app, DEMO.store001.account, DEMO.store001.pwd);
  craftsmanId = (
    await sql<{
      id: number;
    }>`insert into craftsman (employee_no, real_name, mobile, craftsman_type, position_type, level, price_grade, store_id, status, entry_date)
      values ('UDR90001', '测试房租', '13912340001', 1, 0, 'U3', 'P4', 1, 1, '2024-06-01') returning id`.execute(t.db)
  ).rows[0].id;
  await sql`insert into craftsman_salary (craftsman_id, salary_level_id) select ${craftsmanId}, id from salary_level where code = 'D4'`.execute(t.db);
  const dorm = (
    await sql<{ id: number }>`insert into dormitory (store_id, city_id, name, address, landlord, monthly_rent, lease_start, lease_end, capacity)
      select 1, city_id, '房租测试宿舍', '上海市浦东新区张杨路1号', '钱先生', 6000.00, '2025-01-01', '2029-12-31', 4 from store where id = 1 returning id`.execute(
      t.db,
    )
  ).rows[0].id;
  const bed = (
    await sql<{ id: number }>`insert into dormitory_bed (dormitory_id, store_id, room_no, bed_no) values (${dorm}, 1, '801', '下铺') returning id`.execute(t.db)
  ).rows[0].id;
  await sql`insert into dormitory_stay (bed_id, dormitory_id, store_id, craftsman_id, check_in) values (${bed}, ${dorm}, 1, ${craftsmanId}, ${month}::date + 10)`.execute(
    t.db,
  );
});
afterAll(async () => {
  await t?.close();
});

const rowsOfStore = async () =>
  (
    await sql<{ key: string }>`
      select craftsman_id || ':' || stay_id || ':' || policy_id || ':' || days || ':' || month_days || ':' || monthly_amount || ':' || amount as key
      from rental_settlement where store_id = 1 and month = ${month}::date order by 1`.execute(t.db)
  ).rows.map((r) => r.key);

describe('生成结算', () => {
  it('prices the nights of the month by the policy of the day, and running it again gives the same rows', async () => {
    const first = await ok<{ rows: number; craftsmen: number; total: string }>(t.app, admin, 'POST', DormitoryPath.generate, { storeId: 1, month }, opts);
    expect(first.rows).toBeGreaterThan(0);
    const [mine] = await ok<Row[]>(t.app, admin, 'POST', DormitoryPath.settlementList, { month, employeeNo: 'UDR90001' }, opts);
    expect(mine).toMatchObject({
      storeId: 1,
      days: nights,
      monthDays,
      monthlyAmount: '750.00',
      amount: expected,
      dormitoryName: '房租测试宿舍',
      bedLabel: '801室下铺床',
    });
    expect(await auditRows(t.db, { table: 'rental_settlement', action: 'generate' })).toHaveLength(1);

    const rows = await rowsOfStore();
    const again = await ok<{ rows: number; craftsmen: number; total: string }>(t.app, admin, 'POST', DormitoryPath.generate, { storeId: 1, month }, opts);
    expect(again).toEqual(first);
    expect(await rowsOfStore()).toEqual(rows);
  });

  it('refuses a future month (under 月份) and a month whose pay is settled, writing nothing', async () => {
    const next = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 1)).toISOString().slice(0, 10);
    await refused(t.app, admin, 'POST', DormitoryPath.generate, { storeId: 1, month: next }, RetCode.INVALID, DormitoryMsg.futureMonth, opts);
    const settled = chinaMonth(1);
    const before = (await sql<{ n: number }>`select count(*)::int as n from rental_settlement where month = ${settled}::date`.execute(t.db)).rows[0].n;
    expect(before, 'the seed settled last month’s rent').toBeGreaterThan(0);
    await refused(t.app, admin, 'POST', DormitoryPath.generate, { storeId: 1, month: settled }, RetCode.REFUSED, '工资已结算，不能再修改', opts);
    expect((await sql<{ n: number }>`select count(*)::int as n from rental_settlement where month = ${settled}::date`.execute(t.db)).rows[0].n).toBe(before);
  });

  it('the month’s pay computation deducts the rent: on the sheet and in its explanation (宿舍租金)', async () => {
    await ok(t.app, admin, 'POST', '/mgt/wagesettle/compute', { storeId: 1, month });
    const [sheet] = await ok<Row[]>(t.app, admin, 'POST', '/mgt/salary/querySalaryPage', { craftsmanId, month, pageSize: 10 });
    expect(sheet).toMatchObject({ deduction: expected, addition: '0.00' });
    const explain = await ok<{ adjustments: Record<string, unknown>[] }>(t.app, admin, 'GET', '/mgt/salary/explain', { id: sheet.id });
    expect(explain.adjustments.map((a) => [a.kind, a.sign, a.amount])).toEqual([['rent', -1, expected]]);
    expect(String(explain.adjustments[0].title)).toMatch(/^宿舍租金 房租测试宿舍 801室下铺床/);
  });

  it('the seeded months: every settled pay sheet of a craftsman with rent deducts exactly the settled rent', async () => {
    const mismatched = await sql<{ n: number }>`
      select count(*)::int as n from (
        select r.craftsman_id, r.month, sum(r.amount) as rent from rental_settlement r where r.month < ${month}::date group by r.craftsman_id, r.month
      ) r
      left join salary_sheet s on s.craftsman_id = r.craftsman_id and s.month = r.month
      left join lateral (select coalesce(sum(a.amount), 0) as deducted from salary_sheet_adjustment a where a.sheet_id = s.id and a.kind = 'rent') a on true
      where s.id is not null and a.deducted <> r.rent`.execute(t.db);
    expect(mismatched.rows[0].n).toBe(0);
    const withRent = await sql<{ n: number }>`select count(*)::int as n from salary_sheet_adjustment where kind = 'rent'`.execute(t.db);
    expect(withRent.rows[0].n).toBeGreaterThan(0);
  });

  it('a store manager reads its store’s rows only and may not generate', async () => {
    const mine = await ok<Row[]>(t.app, store001, 'POST', DormitoryPath.settlementList, { pageSize: 100 }, opts);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((r) => r.storeId === 1)).toBe(true);
    await refused(t.app, store001, 'POST', DormitoryPath.generate, { storeId: 1, month }, RetCode.REFUSED, RetMsg.FORBIDDEN, opts);
  });
});
