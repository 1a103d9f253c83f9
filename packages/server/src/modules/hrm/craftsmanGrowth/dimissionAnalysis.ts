import { dimissionByCityReport, dimissionByMonthReport, dimissionByReasonReport, dimissionByTenureReport } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { registerReport } from '../../../engine/report.js';
import { cityNameOf, monthsBetween, tenureBand } from './_shared/growth.js';

/** Over view craftsman_headcount_month (a row per store and month): the average head count is the months' (start + end) ÷ 2, averaged over the months. */
const avgHead = sql`sum(t.head_start + t.head_end)::numeric / 2 / nullif(count(distinct t.month), 0)`;
const monthMeasures = {
  leavers: sql`coalesce(sum(t.left_count), 0)`,
  joiners: sql`coalesce(sum(t.joined), 0)`,
  avgHead,
  turnover: sql`coalesce(sum(t.left_count), 0)::numeric / nullif(${avgHead}, 0)`,
};

const leaverMeasures = {
  leavers: sql`count(*)`,
  avgMonths: sql`avg(${monthsBetween(sql`t.entry_date`, sql`t.leave_date`)})`,
};

/**
 * /hrm/craftsmanGrowth/dimissionAnalysis 离职分析: leavers and joiners by month and city with the
 * turnover against the average head count; leavers by leave reason and by months served.
 */
export function registerDimissionAnalysis(app: FastifyInstance): void {
  registerReport(app, dimissionByMonthReport, { dimensions: { month: sql`t.month` }, measures: monthMeasures });
  registerReport(app, dimissionByCityReport, { dimensions: { cityName: cityNameOf(sql`t.city_id`) }, measures: monthMeasures });
  const conditions = () => [sql`t.status = 4`, sql`t.leave_date is not null`];
  registerReport(app, dimissionByReasonReport, { conditions, dimensions: { leaveReason: sql`coalesce(t.leave_reason, 0)` }, measures: leaverMeasures });
  registerReport(app, dimissionByTenureReport, {
    conditions,
    dimensions: { tenure: tenureBand(monthsBetween(sql`t.entry_date`, sql`t.leave_date`)) },
    measures: leaverMeasures,
  });
}
