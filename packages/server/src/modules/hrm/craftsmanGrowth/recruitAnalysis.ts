import { recruitByCityReport, recruitByMonthReport, recruitBySourceReport } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { registerReport } from '../../../engine/report.js';
import { cityNameOf } from './_shared/growth.js';

/** The funnel's figures over view recruit_candidate_fact (`reached`: the furthest stage a candidate came to). */
const measures = {
  registered: sql`count(*)`,
  hrPassed: sql`count(*) filter (where t.reached >= 1)`,
  assessed: sql`count(*) filter (where t.reached >= 2)`,
  trained: sql`count(*) filter (where t.reached >= 3 and not t.training_skipped)`,
  employed: sql`count(*) filter (where t.stage = 5)`,
  open: sql`count(*) filter (where t.stage in (0, 1, 2, 3, 4))`,
  hrPassRate: sql`count(*) filter (where t.reached >= 1)::numeric / nullif(count(*), 0)`,
  assessPassRate: sql`count(*) filter (where t.reached >= 2)::numeric / nullif(count(*) filter (where t.reached >= 1), 0)`,
  employRate: sql`count(*) filter (where t.stage = 5)::numeric / nullif(count(*), 0)`,
};

/**
 * /hrm/craftsmanGrowth/recruitAnalysis 招聘分析: the candidates registered in the period by
 * registration month (China time), city and source, and the stages they reached.
 */
export function registerRecruitAnalysis(app: FastifyInstance): void {
  registerReport(app, recruitByMonthReport, {
    dimensions: { month: sql`date_trunc('month', t.registered_at at time zone 'Asia/Shanghai')::date` },
    measures,
  });
  registerReport(app, recruitByCityReport, { dimensions: { cityName: cityNameOf(sql`t.city_id`) }, measures });
  registerReport(app, recruitBySourceReport, { dimensions: { source: sql`t.source` }, measures });
}
