import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

export interface RentMonthResult {
  rows: number;
  craftsmen: number;
  total: string;
}

/**
 * A store's month of dorm rent, rewritten from the stays and policies (the caller's transaction; the
 * same inputs give the same rows): for each craftsman whose pay store it is, each night of the month
 * they slept in a bed ([check_in, check_out)) is priced by the policy in force that day for the dorm's
 * city (else the nationwide default): a fixed bed fee, or the dorm's rent ÷ 可住人数 less the subsidy.
 * One row per stay and policy: nights, the month's days, the monthly charge and charge × nights ÷ days
 * rounded to the fen. Nights no policy covers are not charged.
 */
export async function generateRentMonth(trx: Db, storeId: number, month: string, by: string): Promise<RentMonthResult> {
  // One generation of a store's month at a time (a second waits, then rewrites the same rows).
  await sql`select pg_advisory_xact_lock(hashtext(${`rental_settlement:${storeId}:${month}`}))`.execute(trx);
  await sql`
    delete from rental_settlement where month = ${month}::date
      and (store_id = ${storeId} or craftsman_id in (select id from craftsman where store_id = ${storeId}))`.execute(trx);
  await sql`
    with m as (select ${month}::date as first, (${month}::date + interval '1 month')::date as next),
    nights as (
      select s.id as stay_id, s.craftsman_id, s.dormitory_id, s.bed_id, d.city_id, d.monthly_rent, d.capacity, g.day::date as day
      from dormitory_stay s
      join craftsman c on c.id = s.craftsman_id
      join dormitory d on d.id = s.dormitory_id
      cross join m
      cross join lateral generate_series(greatest(s.check_in, m.first)::timestamp, (least(coalesce(s.check_out, m.next), m.next) - 1)::timestamp, interval '1 day') g(day)
      where c.store_id = ${storeId} and s.check_in < m.next and (s.check_out is null or s.check_out > m.first)
    ),
    priced as (
      select n.*, p.id as policy_id,
        case when p.mode = 1 then p.bed_fee else round(n.monthly_rent / n.capacity * (100 - p.subsidy_percent) / 100, 2) end as monthly_amount
      from nights n
      join lateral (
        select r.id, r.mode, r.bed_fee, r.subsidy_percent from rental_policy r
        where (r.city_id = n.city_id or r.city_id is null) and r.effective_from <= n.day and (r.effective_to is null or r.effective_to >= n.day)
        order by r.city_id nulls last limit 1
      ) p on true
    )
    insert into rental_settlement (month, store_id, craftsman_id, stay_id, dormitory_id, bed_id, policy_id, days, month_days, monthly_amount, amount, created_by)
    select m.first, ${storeId}, p.craftsman_id, p.stay_id, p.dormitory_id, p.bed_id, p.policy_id, count(*)::int, (m.next - m.first),
      p.monthly_amount, round(p.monthly_amount * count(*) / (m.next - m.first), 2), ${by}
    from priced p cross join m
    group by m.first, m.next, p.craftsman_id, p.stay_id, p.dormitory_id, p.bed_id, p.policy_id, p.monthly_amount
    order by p.craftsman_id, p.stay_id, p.policy_id`.execute(trx);
  const totals = await sql<{ rows: number; craftsmen: number; total: string }>`
    select count(*)::int as rows, count(distinct craftsman_id)::int as craftsmen, coalesce(sum(amount), 0)::numeric(14, 2)::text as total
    from rental_settlement where store_id = ${storeId} and month = ${month}::date`.execute(trx);
  return totals.rows[0];
}
