import { TENURE_BANDS } from '@salon/contract';
import { sql, type RawBuilder } from 'kysely';
import '../../../../db/schema/recruit.js';

/** What the /hrm/craftsmanGrowth modules share: today in China, the city's name, and the tenure bands' CASE. */

/** The chain's business day (China time). */
export const chinaToday = sql`(now() at time zone 'Asia/Shanghai')::date`;
/** The first day of this month and of this year (China time). */
export const monthStart = sql`date_trunc('month', ${chinaToday})::date`;
export const yearStart = sql`date_trunc('year', ${chinaToday})::date`;

/** A city's name by its id (an area row). */
export const cityNameOf = (cityId: RawBuilder<unknown>) => sql`(select a.name from area a where a.id = ${cityId})`;

/** Whole months from `from` to `to` (dates). */
export const monthsBetween = (from: RawBuilder<unknown>, to: RawBuilder<unknown>) =>
  sql`(extract(year from age(${to}, ${from})) * 12 + extract(month from age(${to}, ${from})))`;

/** The tenure band (contract TENURE_BANDS) of whole months served, as a CASE. */
export function tenureBand(months: RawBuilder<unknown>): RawBuilder<unknown> {
  const bands = [...TENURE_BANDS].sort((a, b) => b.from - a.from);
  return sql`case ${sql.join(
    bands.map((b) => sql`when ${months} >= ${sql.lit(b.from)} then ${sql.lit(b.value)}`),
    sql` `,
  )} end`;
}
