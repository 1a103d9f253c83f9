import { sql, type Kysely, type Transaction } from 'kysely';
import { refuse } from '../../../../core/errors.js';
import type { Database } from '../../../../db/schema.js';
import '../../../../db/schema/salary.js';

/** WageSettlementStatus 已结算 (contract enums/salary.ts). */
const SETTLED = 2;

/** '2026-03-01' -> '2026年3月'. */
export function monthWords(month: string): string {
  const [y, m] = month.split('-');
  return `${y}年${Number(m)}月`;
}

/** The refusal of a write into a settled store month: '该门店2026年3月工资已结算，不能再修改'. */
export const settledMonthRefusal = (month: string) => refuse(`该门店${monthWords(month)}工资已结算，不能再修改`);

/** The first day of this month in China time ('2026-11-01'): the latest pay month. */
export const currentMonth = () => `${new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 7)}-01`;

/** The first day of the month of a date ('2026-03-17' or '2026-03' -> '2026-03-01'). */
export function monthOf(date: string): string {
  if (!/^\d{4}-\d{2}/.test(date)) throw new Error(`not a date: ${date}`);
  return `${date.slice(0, 7)}-01`;
}

/**
 * Refuses (000001, '该门店YYYY年M月工资已结算，不能再修改') a write touching a store's pay month once
 * 工资结算 settled it. Inside a transaction the settlement row is read FOR SHARE, so that a settle
 * running at the same time waits for this write (or this write for the settle) instead of both going
 * through. `month` is the first day of the month ('YYYY-MM-01'); any day of the month is taken as its month.
 */
export async function assertMonthOpen(db: Kysely<Database> | Transaction<Database>, storeId: number, month: string): Promise<void> {
  const first = monthOf(month);
  const row = await sql<{ status: number }>`
    select status from wage_settlement where store_id = ${storeId} and month = ${first}::date for share`.execute(db);
  if (row.rows[0]?.status === SETTLED) throw settledMonthRefusal(first);
}
