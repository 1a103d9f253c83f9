import { RETAIN_DAYS, retainByCityReport, retainByMonthReport } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql, type RawBuilder } from 'kysely';
import { registerReport } from '../../../engine/report.js';
import { chinaToday, cityNameOf } from './_shared/growth.js';

/** The recruit had served `days` days by today (the horizon is due). */
const due = (days: number) => sql`t.employed_on + ${sql.lit(days)} <= ${chinaToday}`;
/** Departed (register status 已离职) before `days` days after employment. */
const leftBefore = (days: number) => sql`(cr.status = 4 and coalesce(cr.leave_date, t.employed_on) < t.employed_on + ${sql.lit(days)})`;
const retained = (days: number) => sql`${due(days)} and not ${leftBefore(days)}`;

function horizons(): Record<string, RawBuilder<unknown>> {
  const out: Record<string, RawBuilder<unknown>> = {};
  for (const days of RETAIN_DAYS) {
    out[`due${days}`] = sql`count(*) filter (where ${due(days)})`;
    out[`retained${days}`] = sql`count(*) filter (where ${retained(days)})`;
    out[`rate${days}`] = sql`count(*) filter (where ${retained(days)})::numeric / nullif(count(*) filter (where ${due(days)}), 0)`;
  }
  return out;
}

const measures = {
  employed: sql`count(*)`,
  inService: sql`count(*) filter (where cr.status <> 4)`,
  ...horizons(),
} as Record<
  'employed' | 'inService' | 'due30' | 'retained30' | 'rate30' | 'due90' | 'retained90' | 'rate90' | 'due180' | 'retained180' | 'rate180',
  RawBuilder<unknown>
>;

/**
 * /hrm/craftsmanGrowth/retainAnalysis 留存分析: the ledger's employed recruits (stage 已入职, with
 * their register row) by employment month and by city; still in service after 30/90/180 days.
 */
export function registerRetainAnalysis(app: FastifyInstance): void {
  const conditions = () => [sql`t.stage = 5`];
  registerReport(app, retainByMonthReport, { conditions, dimensions: { month: sql`date_trunc('month', t.employed_on)::date` }, measures });
  registerReport(app, retainByCityReport, { conditions, dimensions: { cityName: cityNameOf(sql`t.city_id`) }, measures });
}
