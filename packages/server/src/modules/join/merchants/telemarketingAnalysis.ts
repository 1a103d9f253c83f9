import { telemarketingAnalysisReport } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { registerReport } from '../../../engine/report.js';

/** /join/merchants/telemarketingAnalysis 电销分析: the period's follow-ups (`t`, with their lead `l`) by caller. */
export function registerTelemarketingAnalysis(app: FastifyInstance): void {
  registerReport(app, telemarketingAnalysisReport, {
    dimensions: { operator: sql`t.operator` },
    measures: {
      follows: sql`count(*)`,
      calls: sql`count(*) filter (where t.method = 1)`,
      visits: sql`count(*) filter (where t.method in (3, 4))`,
      leads: sql`count(distinct t.lead_id)`,
      keen: sql`count(distinct t.lead_id) filter (where t.intent = 1)`,
      converted: sql`count(distinct t.lead_id) filter (where l.status = 2)`,
      convertRate: sql`count(distinct t.lead_id) filter (where l.status = 2)::numeric / nullif(count(distinct t.lead_id), 0)`,
    },
  });
}
