import { pathToFileURL } from 'node:url';
import { sql, type Kysely } from 'kysely';
import { loadConfig } from '../../../../config.js';
import { openPostgres } from '../../../../db/index.js';
import type { Database } from '../../../../db/schema.js';
import { computeStoreMonth } from './compute.js';
import { monthOf } from './settledMonth.js';

export interface SheetBench {
  month: string;
  stores: number;
  skippedSettled: number;
  craftsmen: number;
  lines: number;
  seconds: number;
}

/**
 * Computes one month's pay sheet for every store with craftsmen, one transaction per store as
 * 工资结算 does (settled store months are skipped), and measures the whole run.
 */
export async function benchSheetMonth(db: Kysely<Database>, month: string, operator = 'bench'): Promise<SheetBench> {
  const first = monthOf(month);
  const stores = (
    await sql<{ store_id: number; settled: boolean }>`
      select c.store_id, coalesce(bool_or(w.status = 2), false) as settled from craftsman c
      left join wage_settlement w on w.store_id = c.store_id and w.month = ${first}::date
      group by c.store_id order by c.store_id`.execute(db)
  ).rows;
  const open = stores.filter((s) => !s.settled);
  const started = performance.now();
  let craftsmen = 0;
  for (const { store_id } of open) {
    const result = await db.transaction().execute((trx) => computeStoreMonth(trx, store_id, first, operator));
    craftsmen += result.craftsmanCount;
  }
  const seconds = (performance.now() - started) / 1000;
  const lines = (
    await sql<{
      n: number;
    }>`select count(*)::int as n from salary_commission_line where month = ${first}::date and store_id in (${sql.join(open.length ? open.map((s) => s.store_id) : [0])})`.execute(
      db,
    )
  ).rows[0].n;
  return { month: first, stores: open.length, skippedSettled: stores.length - open.length, craftsmen, lines, seconds };
}

/**
 * `node packages/server/dist/modules/craftsman/salaryManagement/_shared/benchSheet.js [YYYY-MM]` (after
 * `npm run build`): computes the month (default: last month, China time) for every store of the
 * PostgreSQL database at DATABASE_URL and prints the seconds. The scale seed's month of 5,000
 * craftsmen should compute in under 60 s.
 */
async function main() {
  const url = loadConfig().databaseUrl;
  if (!url) throw new Error('DATABASE_URL (postgres://…) names the database to compute on');
  const arg = process.argv[2];
  const china = new Date(Date.now() + 8 * 3_600_000);
  const last = new Date(Date.UTC(china.getUTCFullYear(), china.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
  const month = `${arg && /^\d{4}-\d{2}$/.test(arg) ? arg : last}-01`;
  const handle = await openPostgres(url, 2);
  try {
    const r = await benchSheetMonth(handle.db, month);
    console.log(
      `pay sheet ${r.month.slice(0, 7)}: ${r.stores} stores (${r.skippedSettled} settled, skipped), ${r.craftsmen} craftsmen, ${r.lines} commission lines in ${r.seconds.toFixed(1)} s`,
    );
  } finally {
    await handle.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
