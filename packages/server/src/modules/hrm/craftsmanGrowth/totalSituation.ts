import { totalByCityReport, totalOpenCandidatesReport } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { registerReport } from '../../../engine/report.js';
import { chinaToday, cityNameOf, monthStart, yearStart } from './_shared/growth.js';

/** In the register and not departed on `day` (entered by then; 已离职 only from its leave date on). */
const inServiceOn = (day: ReturnType<typeof sql>) => sql`(t.entry_date <= ${day} and not (t.status = 4 and coalesce(t.leave_date, t.entry_date) <= ${day}))`;
const leftSince = (from: ReturnType<typeof sql>) => sql`(t.status = 4 and t.leave_date >= ${from} and t.leave_date <= ${chinaToday})`;
const joinedSince = (from: ReturnType<typeof sql>) => sql`(t.entry_date >= ${from} and t.entry_date <= ${chinaToday})`;
const headYearStart = sql`count(*) filter (where t.entry_date < ${yearStart} and not (t.status = 4 and coalesce(t.leave_date, t.entry_date) < ${yearStart}))`;
const headToday = sql`count(*) filter (where ${inServiceOn(chinaToday)})`;

/**
 * /hrm/craftsmanGrowth/totalSituation 总体概况: today's head count, this month's and year's joiners
 * and leavers, the year's turnover by city; the ledger's open candidates by stage.
 */
export function registerTotalSituation(app: FastifyInstance): void {
  registerReport(app, totalByCityReport, {
    dimensions: { cityName: cityNameOf(sql`st.city_id`) },
    measures: {
      headToday,
      joinedMonth: sql`count(*) filter (where ${joinedSince(monthStart)})`,
      leftMonth: sql`count(*) filter (where ${leftSince(monthStart)})`,
      joinedYear: sql`count(*) filter (where ${joinedSince(yearStart)})`,
      leftYear: sql`count(*) filter (where ${leftSince(yearStart)})`,
      turnoverYear: sql`count(*) filter (where ${leftSince(yearStart)})::numeric / nullif((${headYearStart} + ${headToday})::numeric / 2, 0)`,
    },
  });
  registerReport(app, totalOpenCandidatesReport, {
    conditions: () => [sql`t.stage in (0, 1, 2, 3, 4)`],
    dimensions: { stage: sql`t.stage` },
    measures: {
      candidates: sql`count(*)`,
      registeredMonth: sql`count(*) filter (where t.registered_at >= (${monthStart}::timestamp at time zone 'Asia/Shanghai'))`,
      avgWaitDays: sql`avg(${chinaToday} - (t.registered_at at time zone 'Asia/Shanghai')::date)`,
      over14: sql`count(*) filter (where ${chinaToday} - (t.registered_at at time zone 'Asia/Shanghai')::date > 14)`,
    },
  });
}
