import { RetCode } from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, login, ok, openTestApp, refused, type Session, type TestApp } from '../../../test/harness.js';
import { benchSheetMonth } from './_shared/benchSheet.js';

/**
 * The seeded pay sheets read together: 业绩管理, 业绩记录 and 流程绩效 agree with the sheet, the fund's
 * budget and balance, a base-wage change reaching only the open month, and the bench's computation.
 */
let t: TestApp;
let admin: Session;

const chinaMonth = (back: number) => {
  const now = new Date(Date.now() + 8 * 3_600_000);
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1)).toISOString().slice(0, 10);
};

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
});
afterAll(async () => {
  await t?.close();
});

describe('薪资明细 and the pages beside it', () => {
  it('the seed settled three past months and computed this one for the demo stores', async () => {
    const rows = (
      await sql<{
        month: string;
        status: number;
        n: number;
      }>`select month, status, count(*)::int as n from wage_settlement group by month, status order by month`.execute(t.db)
    ).rows;
    expect(rows.map((r) => [r.month, r.status])).toEqual([
      [chinaMonth(3), 2],
      [chinaMonth(2), 2],
      [chinaMonth(1), 2],
      [chinaMonth(0), 0],
    ]);
    expect(rows[3].n).toBeGreaterThan(50);
  });

  it('each sheet: gross = base + commission + clawback + additions − deductions, net = gross − tax; commission = its lines', async () => {
    const bad = await sql`select s.id from salary_sheet s
      left join lateral (select coalesce(sum(amount) filter (where kind = 0), 0) as c, coalesce(sum(amount) filter (where kind = 1), 0) as k
        from salary_commission_line l where l.sheet_id = s.id) l on true
      where s.gross <> s.base_wage + s.commission + s.clawback + s.addition - s.deduction or s.net <> s.gross - s.tax
        or s.commission <> l.c or s.clawback <> l.k`.execute(t.db);
    expect(bad.rows).toEqual([]);
    const withLines = (await sql<{ n: number }>`select count(distinct sheet_id)::int as n from salary_commission_line`.execute(t.db)).rows[0].n;
    expect(withLines).toBeGreaterThan(100);
  });

  it('流程绩效 holds the perm/dye technicians only, and adds up to their lines', async () => {
    const rows = await ok<Record<string, unknown>[]>(t.app, admin, 'POST', '/mgt/processPerformance/queryProcessPerformancePage', {
      month: chinaMonth(1),
      pageSize: 200,
    });
    expect(rows.length).toBeGreaterThan(0);
    const types = await sql<{
      t: number;
    }>`select distinct c.craftsman_type as t from salary_process_performance p join craftsman c on c.id = p.craftsman_id`.execute(t.db);
    expect(types.rows.map((r) => r.t)).toEqual([2]);
    const mismatch = await sql`select p.id from salary_process_performance p
      left join (select sheet_id, item_id, sum(amount) as amount from salary_commission_line where kind = 0 and month = ${chinaMonth(1)}::date group by sheet_id, item_id) l
        on l.sheet_id = p.sheet_id and l.item_id = p.item_id
      where p.month = ${chinaMonth(1)}::date and p.commission <> coalesce(l.amount, 0)`.execute(t.db);
    expect(mismatch.rows).toEqual([]);
  });

  it('薪资基金: budget = revenue × rate, balance = budget − the sheet; the rate of an open month is edited, a settled one refused', async () => {
    const [open] = await ok<Record<string, string | number>[]>(t.app, admin, 'POST', '/mgt/salaryfund/querySalaryFundPage', {
      storeId: 1,
      month: chinaMonth(0),
    });
    const cents = (v: unknown) => Math.round(Number(v) * 100);
    expect(cents(open.budget)).toBe(Math.round(Number(open.revenue) * Number(open.rate) * 100));
    expect(cents(open.balance)).toBe(cents(open.budget) - cents(open.sheetTotal));
    const total = (await sql<{ g: string }>`select total_gross as g from wage_settlement where store_id = 1 and month = ${chinaMonth(0)}::date`.execute(t.db))
      .rows[0].g;
    expect(open.sheetTotal).toBe(total);
    await ok(t.app, admin, 'POST', '/mgt/salaryfund/update', { id: open.id, rate: '0.4' });
    const [after] = await ok<Record<string, string>[]>(t.app, admin, 'POST', '/mgt/salaryfund/querySalaryFundPage', { storeId: 1, month: chinaMonth(0) });
    expect(cents(after.budget)).toBe(Math.round(Number(open.revenue) * 0.4 * 100));
    const [settled] = await ok<{ id: number }[]>(t.app, admin, 'POST', '/mgt/salaryfund/querySalaryFundPage', { storeId: 1, month: chinaMonth(1) });
    await refused(t.app, admin, 'POST', '/mgt/salaryfund/update', { id: settled.id, rate: '0.4' }, RetCode.REFUSED, '工资已结算，不能再修改');
  });

  it('a new base wage reaches the open month at its next computation, never a settled month', async () => {
    const d2 = (await sql<{ id: number }>`select id from salary_level where code = 'D2'`.execute(t.db)).rows[0].id;
    const settledBefore = (
      await sql`select id, base_wage from salary_sheet where salary_level = 'D2' and month = ${chinaMonth(1)}::date order by id`.execute(t.db)
    ).rows;
    await ok(t.app, admin, 'POST', '/mgt/salaryLevel/update', { id: d2, name: '初级', baseAmount: '2950.00', remark: null });
    const [store] = (
      await sql<{
        store_id: number;
      }>`select store_id from salary_sheet where salary_level = 'D2' and month = ${chinaMonth(0)}::date order by store_id limit 1`.execute(t.db)
    ).rows;
    await ok(t.app, admin, 'POST', '/mgt/wagesettle/compute', { storeId: store.store_id, month: chinaMonth(0) });
    const now = (
      await sql<{
        base_wage: string;
        base_full: string;
        whole: boolean;
      }>`select base_wage, base_full, base_days = month_days as whole from salary_sheet
        where salary_level = 'D2' and store_id = ${store.store_id} and month = ${chinaMonth(0)}::date`.execute(t.db)
    ).rows;
    expect(now.map((r) => r.base_full)).toEqual(now.map(() => '2950.00'));
    // A whole month in service is paid the level's amount (who entered this month, pro rata: wagesettle.test).
    expect(now.filter((r) => r.whole).map((r) => r.base_wage)).toEqual(now.filter((r) => r.whole).map(() => '2950.00'));
    expect(now.some((r) => r.whole)).toBe(true);
    expect(
      (await sql`select id, base_wage from salary_sheet where salary_level = 'D2' and month = ${chinaMonth(1)}::date order by id`.execute(t.db)).rows,
    ).toEqual(settledBefore);
  });

  it('the bench computes every open store of a month (one transaction each) and skips settled ones', async () => {
    const open = await benchSheetMonth(t.db, chinaMonth(0));
    expect(open.stores).toBeGreaterThan(50);
    expect(open.craftsmen).toBeGreaterThan(300);
    expect(open.lines).toBeGreaterThan(0);
    expect(open.seconds).toBeLessThan(60);
    console.log(
      `pay sheet bench on the demo database (${t.kind}): ${open.stores} stores, ${open.craftsmen} craftsmen, ${open.lines} lines in ${open.seconds.toFixed(1)} s`,
    );
    const settled = await benchSheetMonth(t.db, chinaMonth(1));
    expect(settled).toMatchObject({ stores: 0, craftsmen: 0 });
    expect(settled.skippedSettled).toBeGreaterThan(50);
  });
});
