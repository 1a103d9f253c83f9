import { cumulativeTax, RetCode, RetMsg, type ImportResult } from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upload, xlsxOf } from '../../../test/exchange.js';
import { auditRows, DEMO, login, ok, openTestApp, refused, type Session, type TestApp } from '../../../test/harness.js';

/**
 * 工资结算 and the sheet it writes, against hand-worked examples: a craftsman of store 1 promoted
 * U3 -> U4 on 2025-01-14 (approved) and U4 -> U5 on 2025-02-20 (approved, future for the orders
 * before it), salary level D4 (3,600), serving three orders in January and February 2025, a manual
 * bonus and deduction, a big February addition (tax), and half of a January order refunded in March.
 */
let t: TestApp;
let admin: Session;
let store001: Session;

const COMPUTE = '/mgt/wagesettle/compute';
const SETTLE_LIST = '/mgt/wagesettle/queryWageSettlePage';
const MOVE = '/mgt/wagesettle/transition';
const ADJUST = '/mgt/salaryAdjust/add';
const SHEETS = '/mgt/salary/querySalaryPage';
const EXPLAIN = '/mgt/salary/explain';
const FUND_LIST = '/mgt/salaryfund/querySalaryFundPage';
const FUND_EDIT = '/mgt/salaryfund/update';

type Sheet = Record<string, string | number | null> & { id: number; craftsmanId: number };
let craftsmanId = 0;
const EMP = 'UDT90001';

async function insertOrder(no: string, at: string, designated: boolean, items: [name: string, amount: string][], discount: string) {
  const customer = (await sql<{ id: number }>`select id from customer order by id limit 1`.execute(t.db)).rows[0].id;
  const amount = items.reduce((s, [, a]) => s + Math.round(Number(a) * 100), 0) / 100;
  const paid = (Math.round(amount * 100) - Math.round(Number(discount) * 100)) / 100;
  const order = (
    await sql<{
      id: number;
    }>`insert into customer_order (order_no, store_id, craftsman_id, customer_id, status, amount, discount, paid, designated, created_at, finished_at, paid_at)
      values (${no}, 1, ${craftsmanId}, ${customer}, 3, ${amount}, ${discount}, ${paid}, ${designated}, ${at}::timestamptz, ${at}::timestamptz, ${at}::timestamptz) returning id`.execute(
      t.db,
    )
  ).rows[0].id;
  for (const [name, a] of items)
    await sql`insert into order_item (order_id, item_id, item_name, price_grade, unit_price, quantity, amount)
      select ${order}, id, item_name, 'P4', ${a}, 1, ${a} from item where item_name = ${name}`.execute(t.db);
  return order;
}

const sheetOf = async (month: string) => {
  const rows = await ok<Sheet[]>(t.app, admin, 'POST', SHEETS, { craftsmanId, month, pageSize: 10 });
  expect(rows).toHaveLength(1);
  return rows[0];
};
/** The tax withheld on the craftsman's earlier sheets of the year, as 工资明细's explanation shows it. */
const taxBeforeOf = async (month: string) =>
  (await ok<{ tax: { taxBefore: string } }>(t.app, admin, 'GET', EXPLAIN, { id: (await sheetOf(month)).id })).tax.taxBefore;
const settlementOf = async (month: string) =>
  (await ok<(Record<string, unknown> & { id: number; status: number })[]>(t.app, admin, 'POST', SETTLE_LIST, { storeId: 1, month, pageSize: 5 }))[0];

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  store001 = await login(t.app, DEMO.store001.account, DEMO.store001.pwd);
  craftsmanId = (
    await sql<{
      id: number;
    }>`insert into craftsman (employee_no, real_name, mobile, craftsman_type, position_type, level, price_grade, store_id, status, entry_date)
      values (${EMP}, '测试工资', '13912345678', 1, 0, 'U5', 'P6', 1, 1, '2024-06-01') returning id`.execute(t.db)
  ).rows[0].id;
  await sql`insert into craftsman_salary (craftsman_id, salary_level_id) select ${craftsmanId}, id from salary_level where code = 'D4'`.execute(t.db);
  await sql`insert into craftsman_promotion (craftsman_id, store_id, from_level, to_level, effective_date, reason, status, reviewer, reviewed_at)
    values (${craftsmanId}, 1, 'U3', 'U4', '2025-01-14', '业绩达标', 1, 'admin', now()),
           (${craftsmanId}, 1, 'U4', 'U5', '2025-02-20', '业绩达标', 1, 'admin', now()),
           (${craftsmanId}, 1, 'U5', 'U6', '2025-01-01', '驳回的申请不算', 2, 'admin', now())`.execute(t.db);
  // A: 2025-01-10 walk-in, 女士精剪 128.00 at U3 (the level before the first approved promotion).
  await insertOrder('TSAL0001', '2025-01-10 11:00+08', false, [['女士精剪', '128.00']], '0.00');
  // B: 2025-01-15 designated, 烫发 388.00 + 女士精剪 128.00, 51.60 off (paid 464.40: 90%), at U4.
  await insertOrder(
    'TSAL0002',
    '2025-01-15 15:00+08',
    true,
    [
      ['烫发', '388.00'],
      ['女士精剪', '128.00'],
    ],
    '51.60',
  );
  // C: 2025-02-10 walk-in, 男士精剪 88.00 at U4 (the U5 approval is effective only from 02-20).
  await insertOrder('TSAL0003', '2025-02-10 10:00+08', false, [['男士精剪', '88.00']], '0.00');
});
afterAll(async () => {
  await t?.close();
});

describe('工资结算: the computation against hand-worked numbers', () => {
  it('January: base 3,600 + commission 188.44 (rates by category, level at the service date, designated) + 300 − 100', async () => {
    await ok(t.app, admin, 'POST', ADJUST, { storeId: 1, month: '2025-01-01', craftsmanNo: EMP, sign: 1, amount: '300.00', title: '全勤奖' });
    await ok(t.app, admin, 'POST', ADJUST, { storeId: 1, month: '2025-01-01', craftsmanNo: EMP, sign: -1, amount: '100.00', title: '迟到扣款' });
    const done = await ok<{ id: number; craftsmanCount: number }>(t.app, admin, 'POST', COMPUTE, { storeId: 1, month: '2025-01-01' });
    expect(done.craftsmanCount).toBeGreaterThan(0);
    expect(await auditRows(t.db, { table: 'wage_settlement', action: 'compute', recordId: done.id })).toHaveLength(1);

    const sheet = await sheetOf('2025-01-01');
    // 剪发 U3 walk-in 33%: 128.00 × 0.33 = 42.24
    // 烫发 U4 designated 29%: 349.20 × 0.29 = 101.268 → 101.27; 女士精剪 U4 designated 39%: 115.20 × 0.39 = 44.928 → 44.93
    expect(sheet).toMatchObject({ salaryLevel: 'D4', baseWage: '3600.00', commission: '188.44', clawback: '0.00', addition: '300.00', deduction: '100.00' });
    expect(sheet).toMatchObject({ gross: '3988.44', tax: '0.00', net: '3988.44' });

    const explain = await ok<{ commissionLines: Record<string, unknown>[]; adjustments: Record<string, unknown>[]; tax: Record<string, unknown> }>(
      t.app,
      admin,
      'GET',
      EXPLAIN,
      { id: sheet.id },
    );
    expect(explain.commissionLines.map((l) => [l.orderNo, l.itemName, l.level, l.designated, l.baseAmount, l.rate, l.amount])).toEqual([
      ['TSAL0001', '女士精剪', 'U3', false, '128.00', '0.3300', '42.24'],
      ['TSAL0002', '烫发', 'U4', true, '349.20', '0.2900', '101.27'],
      ['TSAL0002', '女士精剪', 'U4', true, '115.20', '0.3900', '44.93'],
    ]);
    expect(explain.adjustments.map((a) => [a.kind, a.sign, a.amount, a.title])).toEqual([
      ['manual', 1, '300.00', '全勤奖'],
      ['manual', -1, '100.00', '迟到扣款'],
    ]);
    expect(explain.tax).toMatchObject({ ytdIncome: '3988.44', ytdAllowance: '5000.00', ytdTaxable: '0.00', tax: '0.00' });

    const perf = await ok<Record<string, unknown>[]>(t.app, admin, 'POST', '/mgt/performance/queryPerformancePage', {
      storeId: 1,
      month: '2025-01-01',
      keyword: EMP,
    });
    expect(perf[0]).toMatchObject({ serviceAmount: '592.40', orderCount: 2, customerCount: 1, designatedCount: 1, commission: '188.44' });
  });

  it('February: a future-dated approval changes nothing before its date; tax by the cumulative method', async () => {
    await ok(t.app, admin, 'POST', ADJUST, { storeId: 1, month: '2025-02-01', craftsmanNo: EMP, sign: 1, amount: '50000.00', title: '年度奖金' });
    await ok(t.app, admin, 'POST', COMPUTE, { storeId: 1, month: '2025-02-01' });
    const sheet = await sheetOf('2025-02-01');
    // 男士精剪 at U4 (not U5: effective 02-20), walk-in 34%: 88.00 × 0.34 = 29.92
    // gross 3600 + 29.92 + 50000 = 53629.92; YTD 57618.36 − 10000 = 47618.36 → 10% − 2520 = 2241.84
    expect(sheet).toMatchObject({ commission: '29.92', gross: '53629.92', ytdTaxable: '47618.36', tax: '2241.84', net: '51388.08' });
    expect(cumulativeTax('47618.36')).toEqual({ rate: 10, quickDeduction: '2520.00', tax: '2241.84' });
  });

  it('is idempotent: computing the month again gives the same sheet and lines', async () => {
    const snapshot = async () =>
      (
        await sql`select s.craftsman_id, s.base_wage, s.commission, s.clawback, s.addition, s.deduction, s.gross, s.tax, s.net,
          (select json_agg(json_build_array(l.order_item_id, l.kind, l.rate, l.amount) order by l.order_item_id, l.kind) from salary_commission_line l where l.sheet_id = s.id) as lines
          from salary_sheet s where s.store_id = 1 and s.month = '2025-02-01' order by s.craftsman_id`.execute(t.db)
      ).rows;
    const before = await snapshot();
    await ok(t.app, admin, 'POST', COMPUTE, { storeId: 1, month: '2025-02-01' });
    expect(await snapshot()).toEqual(before);
    const fund = await ok<Record<string, string>[]>(t.app, admin, 'POST', FUND_LIST, { storeId: 1, month: '2025-02-01' });
    expect(fund[0].sheetTotal).toBe((await settlementOf('2025-02-01')).totalGross);
  });

  it('settles January (复核 then 结算), after which every edit touching it is refused in words', async () => {
    const jan = await settlementOf('2025-01-01');
    await refused(t.app, admin, 'POST', MOVE, { id: jan.id, action: 'settle' }, RetCode.REFUSED, '不能结算');
    await ok(t.app, admin, 'POST', MOVE, { id: jan.id, action: 'review' });
    await ok(t.app, admin, 'POST', MOVE, { id: jan.id, action: 'settle' });
    expect(await settlementOf('2025-01-01')).toMatchObject({ status: 2, settledBy: expect.any(String), reviewedBy: expect.any(String) });
    const words = '该门店2025年1月工资已结算，不能再修改';
    const sheetBefore = await sheetOf('2025-01-01');
    await refused(t.app, admin, 'POST', COMPUTE, { storeId: 1, month: '2025-01-01' }, RetCode.REFUSED, words);
    await refused(
      t.app,
      admin,
      'POST',
      ADJUST,
      { storeId: 1, month: '2025-01-01', craftsmanNo: EMP, sign: 1, amount: '1.00', title: '补发' },
      RetCode.REFUSED,
      words,
    );
    const fund = await ok<{ id: number; rate: string }[]>(t.app, admin, 'POST', FUND_LIST, { storeId: 1, month: '2025-01-01' });
    await refused(t.app, admin, 'POST', FUND_EDIT, { id: fund[0].id, rate: '0.5' }, RetCode.REFUSED, words);
    expect(await sheetOf('2025-01-01')).toEqual(sheetBefore);
    // The current month is never settled before it ends.
    const current = `${new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 7)}-01`;
    const now = await settlementOf(current);
    if (now.status === 1) await refused(t.app, admin, 'POST', MOVE, { id: now.id, action: 'settle' }, RetCode.REFUSED, '尚未结束');
  });

  it('claws back a March refund of a January order in March, leaving settled January as it was', async () => {
    const order = (await sql<{ id: number }>`select id from customer_order where order_no = 'TSAL0002'`.execute(t.db)).rows[0].id;
    await sql`update customer_order set status = 8, refunded = 232.20 where id = ${order}`.execute(t.db);
    await sql`insert into order_refund (refund_no, order_id, amount, reason, status, order_status_before, requested_by, requested_at, refunded_by, refunded_at)
      values ('TRF0001', ${order}, 232.20, '顾客不满意', 2, 3, 'admin', '2025-03-04 10:00+08', 'finance01', '2025-03-05 10:00+08')`.execute(t.db);
    const january = await sheetOf('2025-01-01');
    await ok(t.app, admin, 'POST', COMPUTE, { storeId: 1, month: '2025-03-01' });
    const march = await sheetOf('2025-03-01');
    // half of 101.27 = 50.635 → 50.64; half of 44.93 = 22.465 → 22.47
    expect(march).toMatchObject({ commission: '0.00', clawback: '-73.11', gross: '3526.89' });
    // YTD 61145.25 − 15000 = 46145.25 → 4614.53 − 2520 = 2094.53, less 2241.84 already withheld: 0
    expect(march).toMatchObject({ ytdTaxable: '46145.25', tax: '0.00', net: '3526.89' });
    const lines = await ok<Record<string, unknown>[]>(t.app, admin, 'POST', '/mgt/performanceRecord/queryPerformanceRecordPage', {
      sheetId: march.id,
      pageSize: 10,
    });
    expect(lines.map((l) => [l.kind, l.orderNo, l.amount]).sort()).toEqual([
      [1, 'TSAL0002', '-22.47'],
      [1, 'TSAL0002', '-50.64'],
    ]);
    expect(await sheetOf('2025-01-01')).toEqual(january);
  });

  it('recomputing February withholds the tax of computed March again (cumulative), and a reviewed March goes back to 已计算', async () => {
    await ok(t.app, admin, 'POST', ADJUST, { storeId: 1, month: '2025-03-01', craftsmanNo: EMP, sign: 1, amount: '20000.00', title: '季度奖金' });
    await ok(t.app, admin, 'POST', COMPUTE, { storeId: 1, month: '2025-03-01' });
    // YTD 3988.44 + 53629.92 + 23526.89 = 81145.25 − 15000 = 66145.25 → 10%: 6614.53 − 2520 = 4094.53, less 2241.84
    expect(await sheetOf('2025-03-01')).toMatchObject({ gross: '23526.89', ytdTaxable: '66145.25', tax: '1852.69', net: '21674.20' });
    expect(await taxBeforeOf('2025-03-01')).toBe('2241.84');
    const march = await settlementOf('2025-03-01');
    await ok(t.app, admin, 'POST', MOVE, { id: march.id, action: 'review' });

    await ok(t.app, admin, 'POST', ADJUST, { storeId: 1, month: '2025-02-01', craftsmanNo: EMP, sign: -1, amount: '20000.00', title: '预发奖金扣回' });
    await ok(t.app, admin, 'POST', COMPUTE, { storeId: 1, month: '2025-02-01' });
    // February: YTD 3988.44 + 33629.92 = 37618.36 − 10000 = 27618.36 → 3%: 828.55
    expect(await sheetOf('2025-02-01')).toMatchObject({ gross: '33629.92', tax: '828.55' });
    // March, not computed again: YTD 61145.25 − 15000 = 46145.25 → 10%: 4614.53 − 2520 = 2094.53, less 828.55
    expect(await sheetOf('2025-03-01')).toMatchObject({ gross: '23526.89', ytdTaxable: '46145.25', tax: '1265.98', net: '22260.91' });
    expect(await taxBeforeOf('2025-03-01')).toBe('828.55');
    const after = await settlementOf('2025-03-01');
    const sums = (
      await sql<{
        tax: string;
        net: string;
      }>`select sum(tax)::text as tax, sum(net)::text as net from salary_sheet where store_id = 1 and month = '2025-03-01'`.execute(t.db)
    ).rows[0];
    expect(after).toMatchObject({ status: 0, reviewedBy: null, totalTax: sums.tax, totalNet: sums.net });

    // Taken back: February and March as they were.
    await sql`delete from salary_manual_adjustment where title = '预发奖金扣回'`.execute(t.db);
    await ok(t.app, admin, 'POST', COMPUTE, { storeId: 1, month: '2025-02-01' });
    expect(await sheetOf('2025-03-01')).toMatchObject({ tax: '1852.69' });
    expect(await taxBeforeOf('2025-03-01')).toBe('2241.84');
  });
});

describe('工资结算: the base wage of a month partly in service', () => {
  it('is pro-rated by the days from the entry date, and to the leave date, and the explanation says so', async () => {
    const joiner = (
      await sql<{
        id: number;
      }>`insert into craftsman (employee_no, real_name, mobile, craftsman_type, position_type, level, price_grade, store_id, status, entry_date)
        values ('UDT90002', '月中入职', '13912345679', 1, 0, 'U3', 'P3', 1, 1, '2025-05-16') returning id`.execute(t.db)
    ).rows[0].id;
    await sql`insert into craftsman_salary (craftsman_id, salary_level_id) select ${joiner}, id from salary_level where code = 'D4'`.execute(t.db);
    const sheetOfJoiner = async () => {
      const rows = await ok<Sheet[]>(t.app, admin, 'POST', SHEETS, { craftsmanId: joiner, month: '2025-05-01', pageSize: 10 });
      expect(rows).toHaveLength(1);
      return rows[0];
    };
    await ok(t.app, admin, 'POST', COMPUTE, { storeId: 1, month: '2025-05-01' });
    // 16 to 31 May: 16 of 31 days, 3,600 × 16 / 31 = 1,858.0645 → 1,858.06
    const entered = await sheetOfJoiner();
    expect(entered).toMatchObject({ salaryLevel: 'D4', baseWage: '1858.06', gross: '1858.06' });
    const explain = await ok<{ sheet: Record<string, unknown> }>(t.app, admin, 'GET', EXPLAIN, { id: entered.id });
    expect(explain.sheet).toMatchObject({ baseWage: '1858.06', baseFull: '3600.00', baseDays: 16, monthDays: 31 });
    // Left on the 25th (served on the 20th, so on the sheet): 16 to 25 May, 10 days → 1,161.29
    await sql`update craftsman set status = 4, leave_date = '2025-05-25' where id = ${joiner}`.execute(t.db);
    craftsmanId = joiner;
    await insertOrder('TSAL0005', '2025-05-20 11:00+08', false, [['女士精剪', '128.00']], '0.00');
    craftsmanId = (await sql<{ id: number }>`select id from craftsman where employee_no = ${EMP}`.execute(t.db)).rows[0].id;
    await ok(t.app, admin, 'POST', COMPUTE, { storeId: 1, month: '2025-05-01' });
    expect(await sheetOfJoiner()).toMatchObject({ baseWage: '1161.29' });
    // A whole month in service: the level's amount.
    expect(await sheetOf('2025-05-01')).toMatchObject({ baseWage: '3600.00' });
  });
});

describe('工资调整: import from xlsx', () => {
  const HEADER = ['门店', '月份', '手艺人工号', '方向', '金额(元)', '事由'];
  const send = (rows: unknown[][]) =>
    xlsxOf([HEADER, ...rows]).then((content) =>
      upload<ImportResult>(t.app, admin, '/mgt/salaryAdjust/import', [{ name: '工资调整.xlsx', content }], {}, '/craftsman/salaryManagement/wagesettle'),
    );
  const rowsOf = async () => (await sql<{ n: number }>`select count(*)::int as n from salary_manual_adjustment`.execute(t.db)).rows[0].n;

  it('imports additions and deductions for an open month; a row in a settled month refuses the whole file', async () => {
    const before = await rowsOf();
    const good = await send([
      ['SH0001', '2025-02-01', EMP, '增加', '120.50', '技术比赛奖励'],
      ['SH0001', '2025-02-01', EMP, '扣减', '30.00', '工服损坏'],
    ]);
    expect(good.retCode, good.retMsg).toBe(RetCode.SUCCESS);
    expect(good.result).toMatchObject({ successNum: 2, failNum: 0 });
    expect(await rowsOf()).toBe(before + 2);
    const bad = await send([
      ['SH0001', '2025-02-01', EMP, '增加', '10.00', '补发'],
      ['SH0001', '2025-01-01', EMP, '增加', '10.00', '补发'],
    ]);
    expect(bad.retCode).not.toBe(RetCode.SUCCESS);
    expect(JSON.stringify(bad)).toContain('该门店2025年1月工资已结算，不能再修改');
    expect(await rowsOf()).toBe(before + 2);
    // The next computation of February takes them.
    await ok(t.app, admin, 'POST', COMPUTE, { storeId: 1, month: '2025-02-01' });
    expect(await sheetOf('2025-02-01')).toMatchObject({ addition: '50120.50', deduction: '30.00' });
  });
});

describe('工资结算: who may', () => {
  it('a store manager sees its own store only and may not compute', async () => {
    const mine = await ok<{ storeId: number }[]>(t.app, store001, 'POST', SETTLE_LIST, { pageSize: 50 });
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((r) => r.storeId === 1)).toBe(true);
    const sheets = await ok<{ storeId: number }[]>(t.app, store001, 'POST', SHEETS, { pageSize: 50 });
    expect(sheets.every((r) => r.storeId === 1)).toBe(true);
    await refused(t.app, store001, 'POST', COMPUTE, { storeId: 1, month: '2025-02-01' }, RetCode.REFUSED, RetMsg.FORBIDDEN);
    const other = (await sql<{ id: number }>`select id from salary_sheet where store_id <> 1 order by id limit 1`.execute(t.db)).rows[0].id;
    await refused(t.app, store001, 'GET', EXPLAIN, { id: other }, RetCode.REFUSED, RetMsg.OUT_OF_SCOPE);
  });

  it('refuses bad input with the field named, and a future month', async () => {
    await refused(t.app, admin, 'POST', COMPUTE, { storeId: 1, month: '2025-02-15' }, RetCode.INVALID, 'month');
    await refused(t.app, admin, 'POST', COMPUTE, { month: '2025-02-01' }, RetCode.INVALID, '请选择门店');
    await refused(t.app, admin, 'POST', COMPUTE, { storeId: 1, month: '2099-01-01' }, RetCode.INVALID, '未来月份');
    await refused(
      t.app,
      admin,
      'POST',
      ADJUST,
      { storeId: 1, month: '2025-02-01', craftsmanNo: 'NOSUCH', sign: 1, amount: '1.00', title: 'x' },
      RetCode.INVALID,
      '手艺人工号不存在',
    );
  });
});

describe('cumulative withholding brackets at their edges', () => {
  it.each([
    ['0.00', 3, '0.00'],
    ['36000.00', 3, '1080.00'],
    ['36000.01', 10, '1080.00'],
    ['144000.00', 10, '11880.00'],
    ['144000.01', 20, '11880.00'],
    ['300000.00', 20, '43080.00'],
    ['300000.01', 25, '43080.00'],
    ['420000.00', 25, '73080.00'],
    ['420000.01', 30, '73080.00'],
    ['660000.00', 30, '145080.00'],
    ['660000.01', 35, '145080.00'],
    ['960000.00', 35, '250080.00'],
    ['960000.01', 45, '250080.00'],
    ['1000000.00', 45, '268080.00'],
  ])('cumulative taxable %s: %i%%, tax %s', (taxable, rate, tax) => {
    expect(cumulativeTax(taxable)).toMatchObject({ rate, tax });
  });
});
