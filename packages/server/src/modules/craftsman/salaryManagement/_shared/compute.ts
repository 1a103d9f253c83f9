import { MONTHLY_TAX_ALLOWANCE, TAX_BRACKETS, WAGE_SETTLED } from '@salon/contract';
import { type RawBuilder, sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../../../db/schema.js';
import '../../../../db/schema/salary.js';
import { monthOf, settledMonthRefusal } from './settledMonth.js';

/** The tax brackets as SQL rows (upper bound, rate %, quick deduction): one source, contract enums/salary.ts. */
const BRACKETS = sql.join(TAX_BRACKETS.map((b, i) => sql`(${i}, ${b.upTo ?? null}::numeric, ${b.rate}::numeric, ${b.quickDeduction}::numeric)`));

/** The fund's budget rate of a store's first month: 35% of its revenue. */
const DEFAULT_FUND_RATE = '0.3500';

export interface ComputeResult {
  id: number;
  craftsmanCount: number;
  totalGross: string;
  totalNet: string;
}

/**
 * Computes (or recomputes) the pay sheet of one store's month, set-based, in the caller's
 * transaction (one per store): refused once the month is settled; running it twice gives the same
 * sheet (the store's month is deleted and rewritten from the same inputs).
 *
 * 1. The crew: craftsmen (types 1 and 2) whose home store is the store, in service or with orders
 *    in the month, and not already on another store's sheet of the month.
 * 2. Service lines (kind 0): each order item the crew served in the month (orders paid, refunding,
 *    refunded or partly refunded; the service date is the order's China-time day): base = the
 *    item's share of what was paid, rate by the item's category and the craftsman's level at the
 *    service date (the latest approved promotion effective on or before it, else the from-level of
 *    the first one after it, else the current level) and whether the customer asked for them.
 * 3. Clawback lines (kind 1): each refund completed (已退款) in the month on an order the crew
 *    served, in any earlier or the same month: minus the commission of each item in the refunded
 *    share (the computed line when there is one, else the same formula), never by editing the
 *    month of the service.
 * 4. Adjustment lines: the approved pay inputs (view salary_adjustment_line) and the manual
 *    adjustments of the crew for the month.
 * 5. The sheet: base wage (the salary level's amount, pro-rated by the days in service when the
 *    craftsman entered or left within the month) + commission + clawback + additions − deductions = gross;
 *    income tax by the cumulative withholding method on the year to date (5,000 a month allowance,
 *    brackets on the cumulative taxable amount, minus tax withheld in earlier months); net.
 * 6. wage_settlement totals (status back to 已计算) and the salary fund's revenue and sheet total.
 */
export async function computeStoreMonth(
  trx: Transaction<Database> | Kysely<Database>,
  storeId: number,
  monthIn: string,
  operator: string,
): Promise<ComputeResult> {
  return (await computeStoresMonth(trx, [storeId], monthIn, operator))[0];
}

/**
 * The computation of several stores' month in one go (the demo seed's months); the endpoint and the
 * bench compute one store per transaction through computeStoreMonth.
 */
export async function computeStoresMonth(
  trx: Transaction<Database> | Kysely<Database>,
  storeIds: readonly number[],
  monthIn: string,
  operator: string,
): Promise<ComputeResult[]> {
  const month = monthOf(monthIn);
  if (!storeIds.length) return [];
  const stores = sql`(${sql.join(storeIds)})`;
  await sql`insert into wage_settlement (store_id, month, status, computed_by)
    select id, ${month}::date, 0, ${operator} from store where id in ${stores}
    on conflict (store_id, month) do nothing`.execute(trx);
  const settlements = (
    await sql<{ id: number; status: number }>`select id, status from wage_settlement where store_id in ${stores} and month = ${month}::date
      order by store_id for update`.execute(trx)
  ).rows;
  if (settlements.some((x) => x.status === WAGE_SETTLED)) throw settledMonthRefusal(month);

  const start = sql`(${month}::date::timestamp at time zone 'Asia/Shanghai')`;
  const end = sql`((${month}::date + interval '1 month')::timestamp at time zone 'Asia/Shanghai')`;

  const crewBefore = (
    await sql<{ craftsman_id: number }>`select craftsman_id from salary_sheet where store_id in ${stores} and month = ${month}::date`.execute(trx)
  ).rows.map((x) => x.craftsman_id);
  await sql`delete from salary_sheet where store_id in ${stores} and month = ${month}::date`.execute(trx);

  // 1. The crew and their (empty) sheet rows.
  await sql`
    insert into salary_sheet (store_id, month, craftsman_id, salary_level, base_full, base_days, month_days, base_wage)
    select c.store_id, ${month}::date, c.id, l.code, coalesce(l.base_amount, 0), d.employed, d.days,
      round(coalesce(l.base_amount, 0) * d.employed / d.days, 2)
    from craftsman c
    left join craftsman_salary cs on cs.craftsman_id = c.id
    left join salary_level l on l.id = cs.salary_level_id
    -- Days in service within the month: from the entry date (or the 1st) to the leave date (or the last day),
    -- less the days of approved 留职停薪 (recruit_retain, never overlapping) within them.
    cross join lateral (
      select extract(day from (${month}::date + interval '1 month' - interval '1 day'))::int as days,
        greatest(${month}::date, c.entry_date) as e_from,
        least((${month}::date + interval '1 month' - interval '1 day')::date, coalesce(c.leave_date, '9999-12-31'::date)) as e_to
    ) w
    cross join lateral (
      select w.days, greatest(0, w.e_to - w.e_from + 1 - coalesce((
        select sum(greatest(0, least(r.end_date, w.e_to) - greatest(r.start_date, w.e_from) + 1))
        from recruit_retain r where r.craftsman_id = c.id and r.status = 1 and r.start_date <= w.e_to and r.end_date >= w.e_from), 0))::int as employed
    ) d
    where c.store_id in ${stores} and c.craftsman_type in (1, 2)
      and (c.status <> 4 or exists (
        select 1 from customer_order o where o.craftsman_id = c.id and o.created_at >= ${start} and o.created_at < ${end}))
      and c.entry_date < (${month}::date + interval '1 month')
      and not exists (select 1 from salary_sheet x where x.craftsman_id = c.id and x.month = ${month}::date)`.execute(trx);

  // 2. Service lines: the crew's orders of the month with the level at their date, then their items.
  await sql`
    -- Materialized: the level (correlated look-ups of the promotions) is worked out once an order;
    -- inlined, it was evaluated again for every commission rate the join probed.
    with served as materialized (
      select s.id as sheet_id, s.store_id, s.month, s.craftsman_id, o.id as order_id, o.order_no, o.store_id as order_store_id,
        o.designated, o.amount, o.paid, d.served_on,
        case when not c.promoted then c.level else coalesce(
          (select p.to_level from craftsman_promotion p where p.craftsman_id = s.craftsman_id and p.status = 1 and p.effective_date <= d.served_on
            order by p.effective_date desc, p.id desc limit 1),
          (select p.from_level from craftsman_promotion p where p.craftsman_id = s.craftsman_id and p.status = 1 and p.effective_date > d.served_on
            order by p.effective_date, p.id limit 1),
          c.level) end as level
      from salary_sheet s
      cross join lateral (
        select c.level, exists (select 1 from craftsman_promotion p where p.craftsman_id = c.id and p.status = 1) as promoted
        from craftsman c where c.id = s.craftsman_id
      ) c
      join customer_order o on o.craftsman_id = s.craftsman_id and o.created_at >= ${start} and o.created_at < ${end}
        and o.status in (3, 4, 5, 8)
      cross join lateral (select (o.created_at at time zone 'Asia/Shanghai')::date as served_on) d
      where s.store_id in ${stores} and s.month = ${month}::date
    )
    insert into salary_commission_line (sheet_id, store_id, month, craftsman_id, kind, order_id, order_no, order_store_id,
      order_item_id, served_on, item_id, item_name, category_id, level, designated, base_amount, rate, amount)
    select sv.sheet_id, sv.store_id, sv.month, sv.craftsman_id, 0, sv.order_id, sv.order_no, sv.order_store_id, oi.id, sv.served_on,
      oi.item_id, oi.item_name, it.category_id, sv.level, sv.designated, x.base, x.rate, round(x.base * x.rate, 2)
    from served sv
    join order_item oi on oi.order_id = sv.order_id
    join item it on it.id = oi.item_id
    left join commission_rate r on r.category_id = it.category_id and r.level = sv.level
    cross join lateral (
      select case when sv.amount > 0 then round(oi.amount * sv.paid / sv.amount, 2) else 0 end as base,
        coalesce(case when sv.designated then r.designated_rate else r.rate end, 0) as rate
    ) x`.execute(trx);

  // 3. Clawbacks of the refunds completed in the month.
  await sql`
    insert into salary_commission_line (sheet_id, store_id, month, craftsman_id, kind, order_id, order_no, order_store_id,
      order_item_id, refund_id, served_on, item_id, item_name, category_id, level, designated, base_amount, rate, amount)
    select s.id, s.store_id, s.month, s.craftsman_id, 1, o.id, o.order_no, o.store_id, oi.id, rf.id, d.served_on, oi.item_id, oi.item_name,
      it.category_id, coalesce(prev.level, lv.level), o.designated,
      -round(coalesce(prev.base_amount, x.base) * rf.amount / o.paid, 2),
      coalesce(prev.rate, x.rate),
      -round(coalesce(prev.amount, round(x.base * x.rate, 2)) * rf.amount / o.paid, 2)
    from salary_sheet s
    join customer_order o on o.craftsman_id = s.craftsman_id and o.refunded > 0 and o.paid > 0
    join order_refund rf on rf.order_id = o.id and rf.status = 2 and rf.refunded_at >= ${start} and rf.refunded_at < ${end}
    join order_item oi on oi.order_id = o.id
    join item it on it.id = oi.item_id
    join craftsman c on c.id = s.craftsman_id
    cross join lateral (select (o.created_at at time zone 'Asia/Shanghai')::date as served_on) d
    left join lateral (
      select l.level, l.base_amount, l.rate, l.amount from salary_commission_line l where l.order_item_id = oi.id and l.kind = 0
      order by l.id desc limit 1
    ) prev on true
    cross join lateral (
      select case when prev.level is not null then prev.level else coalesce(
        (select p.to_level from craftsman_promotion p where p.craftsman_id = c.id and p.status = 1 and p.effective_date <= d.served_on
          order by p.effective_date desc, p.id desc limit 1),
        (select p.from_level from craftsman_promotion p where p.craftsman_id = c.id and p.status = 1 and p.effective_date > d.served_on
          order by p.effective_date, p.id limit 1),
        c.level) end as level
    ) lv
    left join commission_rate r on r.category_id = it.category_id and r.level = lv.level
    cross join lateral (
      select case when o.amount > 0 then round(oi.amount * o.paid / o.amount, 2) else 0 end as base,
        coalesce(case when o.designated then r.designated_rate else r.rate end, 0) as rate
    ) x
    where s.store_id in ${stores} and s.month = ${month}::date`.execute(trx);

  // 3b. The process performance of perm/dye technicians (流程绩效): their lines by item.
  await sql`
    insert into salary_process_performance (sheet_id, store_id, month, craftsman_id, employee_no, real_name, item_id, item_name,
      item_count, designated_count, service_amount, commission, clawback)
    select l.sheet_id, l.store_id, l.month, l.craftsman_id, c.employee_no, c.real_name, l.item_id, l.item_name,
      count(*) filter (where l.kind = 0), count(*) filter (where l.kind = 0 and l.designated),
      coalesce(sum(l.base_amount) filter (where l.kind = 0), 0), coalesce(sum(l.amount) filter (where l.kind = 0), 0),
      coalesce(sum(l.amount) filter (where l.kind = 1), 0)
    from salary_sheet s
    join salary_commission_line l on l.sheet_id = s.id
    join craftsman c on c.id = s.craftsman_id and c.craftsman_type = 2
    where s.store_id in ${stores} and s.month = ${month}::date
    group by l.sheet_id, l.store_id, l.month, l.craftsman_id, c.employee_no, c.real_name, l.item_id, l.item_name
    order by l.sheet_id, l.item_id`.execute(trx);

  // 4. Adjustment lines.
  await sql`
    insert into salary_sheet_adjustment (sheet_id, kind, sign, amount, source_id, title)
    select s.id, a.kind, a.sign, a.amount, a.source_id, a.title
    from salary_sheet s
    join (
      select craftsman_id, month, kind, sign, amount, source_id, title from salary_adjustment_line
      union all
      select craftsman_id, month, 'manual', sign, amount, id, title from salary_manual_adjustment
    ) a on a.craftsman_id = s.craftsman_id and a.month = s.month
    where s.store_id in ${stores} and s.month = ${month}::date`.execute(trx);

  // 5. The sheet's figures, then its tax.
  await sql`
    update salary_sheet s set
      service_amount = coalesce(l.service_amount, 0), order_count = coalesce(l.order_count, 0),
      customer_count = coalesce(l.customer_count, 0), designated_count = coalesce(l.designated_count, 0),
      commission = coalesce(l.commission, 0), clawback = coalesce(l.clawback, 0),
      addition = coalesce(a.addition, 0), deduction = coalesce(a.deduction, 0),
      gross = s.base_wage + coalesce(l.commission, 0) + coalesce(l.clawback, 0) + coalesce(a.addition, 0) - coalesce(a.deduction, 0),
      computed_at = now()
    from salary_sheet s0
    left join lateral (
      select sum(cl.base_amount) filter (where cl.kind = 0) as service_amount,
        count(distinct cl.order_id) filter (where cl.kind = 0) as order_count,
        count(distinct o.customer_id) filter (where cl.kind = 0) as customer_count,
        count(distinct cl.order_id) filter (where cl.kind = 0 and cl.designated) as designated_count,
        sum(cl.amount) filter (where cl.kind = 0) as commission,
        sum(cl.amount) filter (where cl.kind = 1) as clawback
      from salary_commission_line cl join customer_order o on o.id = cl.order_id where cl.sheet_id = s0.id
    ) l on true
    left join lateral (
      select sum(sa.amount) filter (where sa.sign > 0) as addition, sum(sa.amount) filter (where sa.sign < 0) as deduction
      from salary_sheet_adjustment sa where sa.sheet_id = s0.id
    ) a on true
    where s.id = s0.id and s0.store_id in ${stores} and s0.month = ${month}::date`.execute(trx);

  await applyTax(trx, sql`s.store_id in ${stores} and s.month = ${month}::date`);

  // 6. The stores' month: totals, back to 已计算; the fund's revenue and sheet total.
  const totals = (
    await sql<{ id: number; store_id: number; craftsman_count: number; total_gross: string; total_net: string }>`
    update wage_settlement w set status = 0,
      craftsman_count = coalesce(t.n, 0), total_base = coalesce(t.base, 0), total_commission = coalesce(t.commission, 0),
      total_addition = coalesce(t.addition, 0), total_deduction = coalesce(t.deduction, 0), total_gross = coalesce(t.gross, 0),
      total_tax = coalesce(t.tax, 0), total_net = coalesce(t.net, 0),
      computed_at = now(), computed_by = ${operator}, reviewed_at = null, reviewed_by = null, settled_at = null, settled_by = null,
      updated_at = now()
    from wage_settlement w0
    left join lateral (
      select count(*)::int as n, sum(base_wage) as base, sum(commission + clawback) as commission,
        sum(addition) as addition, sum(deduction) as deduction, sum(gross) as gross, sum(tax) as tax, sum(net) as net
      from salary_sheet where store_id = w0.store_id and month = w0.month
    ) t on true
    where w.id = w0.id and w0.store_id in ${stores} and w0.month = ${month}::date
    returning w.id, w.store_id, w.craftsman_count, w.total_gross::text, w.total_net::text`.execute(trx)
  ).rows;

  await sql`
    insert into salary_fund (store_id, month, revenue, rate, sheet_total, updated_by)
    select w.store_id, w.month,
      coalesce((select sum(o.paid - o.refunded) from customer_order o
        where o.store_id = w.store_id and o.created_at >= ${start} and o.created_at < ${end} and o.status in (3, 4, 5, 8)), 0),
      coalesce((select f.rate from salary_fund f where f.store_id = w.store_id and f.month < w.month order by f.month desc limit 1), ${DEFAULT_FUND_RATE}),
      w.total_gross, ${operator}
    from wage_settlement w where w.store_id in ${stores} and w.month = ${month}::date
    on conflict (store_id, month) do update set revenue = excluded.revenue, sheet_total = excluded.sheet_total, updated_at = now()`.execute(trx);

  await refreshLaterMonths(trx, stores, month, crewBefore, operator);

  const byStore = new Map(totals.map((x) => [x.store_id, x]));
  return storeIds.map((id) => {
    const x = byStore.get(id)!;
    return { id: x.id, craftsmanCount: x.craftsman_count, totalGross: x.total_gross, totalNet: x.total_net };
  });
}

/**
 * Income tax by the cumulative withholding method for the sheets `where` selects (alias s): the
 * year to date of gross pay and allowances including this month, the brackets on the cumulative
 * taxable amount, minus the tax withheld on the craftsman's earlier sheets of the year.
 */
async function applyTax(trx: Transaction<Database> | Kysely<Database>, where: RawBuilder<unknown>): Promise<void> {
  await sql`
    with brackets (n, up_to, rate, quick) as (values ${BRACKETS}),
    ytd as (
      select s.id, s.gross,
        coalesce(p.income, 0) + s.gross as ytd_income,
        ${MONTHLY_TAX_ALLOWANCE}::numeric * (coalesce(p.months, 0) + 1) as ytd_allowance,
        coalesce(p.tax, 0) as tax_before
      from salary_sheet s
      left join lateral (
        select sum(q.gross) as income, count(*) as months, sum(q.tax) as tax from salary_sheet q
        where q.craftsman_id = s.craftsman_id and q.month >= date_trunc('year', s.month)::date and q.month < s.month
      ) p on true
      where ${where}
    ),
    taxed as (
      select y.*, greatest(y.ytd_income - y.ytd_allowance, 0) as ytd_taxable, b.rate, b.quick
      from ytd y
      cross join lateral (
        select b.rate, b.quick from brackets b where b.up_to is null or greatest(y.ytd_income - y.ytd_allowance, 0) <= b.up_to order by b.n limit 1
      ) b
    ),
    done as (
      select t.*, greatest(round(t.ytd_taxable * t.rate / 100, 2) - t.quick, 0) as ytd_tax from taxed t
    )
    update salary_sheet s set
      ytd_income = d.ytd_income, ytd_allowance = d.ytd_allowance, ytd_taxable = d.ytd_taxable,
      tax_rate = d.rate, quick_deduction = case when d.ytd_taxable > 0 then d.quick else 0 end, ytd_tax = d.ytd_tax, tax_before = d.tax_before,
      tax = greatest(d.ytd_tax - d.tax_before, 0),
      net = s.gross - greatest(d.ytd_tax - d.tax_before, 0)
    from done d where d.id = s.id`.execute(trx);
}

/**
 * A month's sheets are the year to date of the craftsman's later months: recomputing an earlier month
 * withholds the tax of the later open (not settled) months again, month by month in order, and
 * their stores' totals follow; a later month already reviewed goes back to 已计算 when its totals
 * change. A settled later month keeps its figures: the next open month's cumulative tax settles
 * the difference, as the withholding method does.
 */
async function refreshLaterMonths(
  trx: Transaction<Database> | Kysely<Database>,
  stores: RawBuilder<unknown>,
  month: string,
  crewBefore: readonly number[],
  operator: string,
): Promise<void> {
  const crew = sql`(select craftsman_id from salary_sheet where store_id in ${stores} and month = ${month}::date
    union select unnest(${sql.val(crewBefore)}::int[]))`;
  const open = sql`not exists (select 1 from wage_settlement w where w.store_id = s.store_id and w.month = s.month and w.status = ${WAGE_SETTLED})`;
  const later = (
    await sql<{ month: string }>`select distinct s.month::text as month from salary_sheet s
      where s.craftsman_id in ${crew} and s.month > ${month}::date and s.month < date_trunc('year', ${month}::date) + interval '1 year'
        and ${open}
      order by 1`.execute(trx)
  ).rows.map((x) => x.month);
  for (const m of later) {
    await applyTax(trx, sql`s.craftsman_id in ${crew} and s.month = ${m}::date and ${open}`);
    await sql`
      update wage_settlement w set
        total_tax = t.tax, total_net = t.net,
        status = case when w.total_tax is distinct from t.tax then 0 else w.status end,
        reviewed_at = case when w.total_tax is distinct from t.tax then null else w.reviewed_at end,
        reviewed_by = case when w.total_tax is distinct from t.tax then null else w.reviewed_by end,
        computed_by = case when w.total_tax is distinct from t.tax then ${operator} else w.computed_by end,
        updated_at = now()
      from (
        select q.store_id, sum(q.tax) as tax, sum(q.net) as net from salary_sheet q
        where q.month = ${m}::date and q.store_id in (select s.store_id from salary_sheet s where s.craftsman_id in ${crew} and s.month = ${m}::date)
        group by q.store_id
      ) t
      where w.store_id = t.store_id and w.month = ${m}::date and w.status <> ${WAGE_SETTLED}`.execute(trx);
  }
}
