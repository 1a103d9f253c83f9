import { LEVEL_ORDER } from '@salon/contract';
import { sql, type Kysely } from 'kysely';
import { computeStoresMonth } from '../../modules/craftsman/salaryManagement/_shared/compute.js';
import type { Database } from '../schema.js';
import '../schema/salary.js';
import { grantStoreManager } from './comments.js';
import type { SeedContext, SeedStep } from './context.js';

/** Salary levels: D (craftsmen) and T (managers), with their monthly base wage. */
const LEVELS: [code: string, name: string, base: string, remark: string | null][] = [
  ['D1', '见习', '2500.00', '学徒、助理及新入职资深'],
  ['D2', '初级', '2800.00', null],
  ['D3', '中级', '3200.00', null],
  ['D4', '高级', '3600.00', '金牌'],
  ['D5', '资深', '4000.00', '首席'],
  ['D6', '首席', '4500.00', '总监'],
  ['D7', '总监', '5000.00', null],
  ['D8', '明星', '6000.00', '明星及特聘'],
  ['T1', '见习店长', '5000.00', null],
  ['T2', '店长', '6000.00', null],
  ['T3', '资深店长', '7000.00', null],
  ['T4', '区域经理', '8500.00', null],
  ['T5', '城市经理', '10000.00', null],
];

/** Commission base rate by item category (materials cost more in perm and dye). */
const CATEGORY_RATE: Record<string, string> = { 剪发: '0.30', 烫染: '0.20', 护理: '0.15', 头皮: '0.15', 造型: '0.25' };
/** What each level adds to it (R levels take 5 points less). */
const LEVEL_STEP: Record<string, string> = {
  R1: '-0.05',
  R2: '-0.05',
  R3: '-0.05',
  'U1-1': '0',
  'U1-2': '0.01',
  U2: '0.02',
  U3: '0.03',
  U4: '0.04',
  U5: '0.05',
  U6: '0.06',
  U7: '0.07',
  U8: '0.08',
  U9: '0.10',
};

const PAGES = [
  '/craftsman/salaryManagement/wage',
  '/craftsman/salaryManagement/performance',
  '/craftsman/salaryManagement/performanceRecord',
  '/craftsman/salaryManagement/processPerformance',
  '/craftsman/salaryManagement/salary',
  '/craftsman/salaryManagement/wagesettle',
  '/craftsman/salaryManagement/salaryfund',
];

/** The first day of the month `back` months before this one, China time. */
function monthBack(back: number): string {
  const now = new Date(Date.now() + 8 * 3_600_000);
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
  return d.toISOString().slice(0, 10);
}

/**
 * Salary levels, every craftsman's salary level (by level and post), commission rates for every
 * category and level, a few manual adjustments this month; then the sheets of the demo stores:
 * three past months computed, reviewed and settled by 财务, and the current month computed.
 */
async function seedSalarySheet(db: Kysely<Database>, { storeIds }: SeedContext): Promise<void> {
  for (const [code, name, base, remark] of LEVELS)
    await sql`insert into salary_level (code, name, base_amount, remark, updated_by) values (${code}, ${name}, ${base}, ${remark}, '系统')`.execute(db);

  await sql`
    insert into craftsman_salary (craftsman_id, salary_level_id, updated_by)
    select c.id, l.id, '系统' from craftsman c
    join salary_level l on l.code = case
      when c.position_type = 1 then case when c.level in ('U7', 'U8', 'U9') then 'T3' when c.level in ('U5', 'U6') then 'T2' else 'T1' end
      when c.level like 'R%' then 'D1'
      when c.level in ('U1-1', 'U1-2') then 'D2'
      when c.level = 'U2' then 'D3'
      when c.level = 'U3' then 'D4'
      when c.level = 'U4' then 'D5'
      when c.level = 'U5' then 'D6'
      when c.level = 'U6' then 'D7'
      else 'D8' end
    order by c.id`.execute(db);

  const steps = sql.join(LEVEL_ORDER.map((level, i) => sql`(${i}, ${level}, ${LEVEL_STEP[level] ?? '0'}::numeric)`));
  const bases = sql.join(Object.entries(CATEGORY_RATE).map(([name, rate]) => sql`(${name}, ${rate}::numeric)`));
  await sql`
    insert into commission_rate (category_id, level, rate, designated_rate, updated_by)
    select ic.id, s.level, greatest(coalesce(b.rate, 0.20) + s.step, 0.05), greatest(coalesce(b.rate, 0.20) + s.step, 0.05) + 0.05, '系统'
    from item_category ic cross join (values ${steps}) s (n, level, step)
    left join (values ${bases}) b (name, rate) on b.name = ic.name
    order by ic.sort_order, ic.id, s.n`.execute(db);

  // A few manual adjustments this month in the first stores: 全勤奖 for some, a late-arrival deduction.
  const current = monthBack(0);
  await sql`
    insert into salary_manual_adjustment (store_id, month, craftsman_id, craftsman_no, sign, amount, title, created_by)
    select c.store_id, ${current}::date, c.id, c.employee_no,
      case when c.id % 5 = 0 then -1 else 1 end,
      case when c.id % 5 = 0 then 50.00 else 200.00 end,
      case when c.id % 5 = 0 then '迟到2次扣款' else '全勤奖' end, '王丽娟'
    from craftsman c where c.store_id in (${sql.join(storeIds.slice(0, 3))}) and c.status = 1 and c.id % 2 = 0
    order by c.id`.execute(db);

  // Sheets: three settled months, then the current month computed.
  const stores = (await sql<{ store_id: number }>`select distinct store_id from craftsman order by store_id`.execute(db)).rows.map((r) => r.store_id);
  for (const back of [3, 2, 1, 0]) {
    const month = monthBack(back);
    await computeStoresMonth(db, stores, month, '系统');
    if (back > 0)
      await sql`update wage_settlement set status = 2,
          reviewed_by = '王丽娟', reviewed_at = (month + interval '1 month 3 days 10 hours')::timestamp at time zone 'Asia/Shanghai',
          settled_by = '财务专员', settled_at = (month + interval '1 month 5 days 15 hours')::timestamp at time zone 'Asia/Shanghai',
          computed_at = (month + interval '1 month 2 days 9 hours')::timestamp at time zone 'Asia/Shanghai'
        where month = ${month}::date`.execute(db);
  }

  await grantStoreManager(db, PAGES, []);
}

// After the pay inputs (730) and the promotions (740): the seeded sheets, the settled months too, hold them.
export const step: SeedStep = { order: 750, run: seedSalarySheet };
