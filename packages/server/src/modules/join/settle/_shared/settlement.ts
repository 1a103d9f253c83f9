import { COST_KIND, FEE_KIND, PAYMENT_AUDIT, SETTLEMENT_STATUS } from '@salon/contract';
import { sql, type Kysely } from 'kysely';
import { invalid, refuse } from '../../../../core/errors.js';
import type { Database } from '../../../../db/schema.js';

/** The next number of a table's column: prefix + yyyymmdd (China) + a 4-digit sequence (serialised per table). */
export async function nextNo(
  trx: Kysely<Database>,
  table: 'franchise_cost' | 'franchise_settlement' | 'franchise_payment' | 'franchise_deposit_refund' | 'franchise_disbursement',
  prefix: string,
): Promise<string> {
  await sql`select pg_advisory_xact_lock(hashtext(${table}))`.execute(trx);
  const day = (await sql<{ d: string }>`select to_char((now() at time zone 'Asia/Shanghai')::date, 'YYYYMMDD') as d`.execute(trx)).rows[0].d;
  const n = (await sql<{ n: number }>`select coalesce(max(id), 0)::int + 1 as n from ${sql.table(table)}`.execute(trx)).rows[0].n;
  return `${prefix}${day}${String(n).padStart(4, '0')}`;
}

/** A store's settlement of a month, if any, locked. */
export async function settlementOf(trx: Kysely<Database>, storeId: number, month: string) {
  return (
    await sql<{ id: number; settle_no: string; status: number }>`select id, settle_no, status from franchise_settlement
      where store_id = ${storeId} and month = ${month}::date for update`.execute(trx)
  ).rows[0];
}

/** Refuses a cost write into a month whose settlement is confirmed. */
export async function assertMonthOpen(trx: Kysely<Database>, storeId: number, month: string, verb: string): Promise<void> {
  const s = await settlementOf(trx, storeId, month);
  if (s?.status === SETTLEMENT_STATUS.confirmed) throw refuse(`该门店${month.slice(0, 7)}的结算（${s.settle_no}）已确认，不能${verb}该月费用`);
}

export interface Generated {
  id: number;
  settleNo: string;
  lineCount: number;
  costTotal: string;
  receivedTotal: string;
  balance: string;
}

/**
 * 生成: a store's settlement of a month computed from the records, in the caller's transaction. Every
 * cost line of the store's month is marked with it (lines no longer there are unmarked), each total is
 * the sum of its lines in exact numeric, received is the month's approved receipts other than 保证金.
 * Refused for a month to come, a store that is not a franchise store, or a confirmed settlement.
 */
export async function generateSettlement(trx: Kysely<Database>, storeId: number, month: string, by: string, today: string): Promise<Generated> {
  if (month > today) throw invalid('month', '不能生成未来月份的结算');
  const held = (await sql`select 1 from franchise_store where store_id = ${storeId} for update`.execute(trx)).rows.length;
  if (!held) throw invalid('storeId', '该门店不是加盟门店');
  let s = await settlementOf(trx, storeId, month);
  if (s?.status === SETTLEMENT_STATUS.confirmed) throw refuse(`该门店${month.slice(0, 7)}的结算（${s.settle_no}）已确认，不能重新生成`);
  if (!s) {
    const settleNo = await nextNo(trx, 'franchise_settlement', 'JS');
    s = (
      await sql<{ id: number; settle_no: string; status: number }>`insert into franchise_settlement (settle_no, store_id, month, generated_by)
        values (${settleNo}, ${storeId}, ${month}::date, ${by}) returning id, settle_no, status`.execute(trx)
    ).rows[0];
  }
  await sql`update franchise_cost set settlement_id = null where settlement_id = ${s.id} and not (store_id = ${storeId} and month = ${month}::date)`.execute(
    trx,
  );
  await sql`update franchise_cost set settlement_id = ${s.id} where store_id = ${storeId} and month = ${month}::date`.execute(trx);
  const row = (
    await sql<{ line_count: number; cost_total: string; received_total: string; balance: string }>`
      with c as (
        select count(*)::int as n,
          coalesce(sum(amount) filter (where kind = ${COST_KIND.labor}), 0) as labor,
          coalesce(sum(amount) filter (where kind = ${COST_KIND.material}), 0) as material,
          coalesce(sum(amount) filter (where kind = ${COST_KIND.operation}), 0) as operation,
          coalesce(sum(amount) filter (where kind = ${COST_KIND.investment}), 0) as investment
        from franchise_cost where settlement_id = ${s.id}
      ), r as (
        select coalesce(sum(amount), 0) as received from franchise_payment
        where store_id = ${storeId} and audit_status = ${PAYMENT_AUDIT.approved} and fee_kind <> ${FEE_KIND.deposit}
          and paid_on >= ${month}::date and paid_on < (${month}::date + interval '1 month')
      )
      update franchise_settlement f set labor_total = c.labor, material_total = c.material, operation_total = c.operation,
        investment_total = c.investment, cost_total = c.labor + c.material + c.operation + c.investment, received_total = r.received,
        balance = r.received - (c.labor + c.material + c.operation + c.investment), line_count = c.n,
        generated_by = ${by}, generated_at = now(), updated_at = now()
      from c, r where f.id = ${s.id}
      returning f.line_count, f.cost_total::text as cost_total, f.received_total::text as received_total, f.balance::text as balance`.execute(trx)
  ).rows[0];
  return { id: s.id, settleNo: s.settle_no, lineCount: row.line_count, costTotal: row.cost_total, receivedTotal: row.received_total, balance: row.balance };
}
