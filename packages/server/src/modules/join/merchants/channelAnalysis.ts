import { channelAnalysisReport } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { registerReport } from '../../../engine/report.js';

/** The lead funnel's figures over franchise_lead `t` (with its application `a`). */
export const leadFunnelMeasures = {
  leads: sql`count(*)`,
  followed: sql`count(*) filter (where t.follow_count > 0)`,
  keen: sql`count(*) filter (where t.follow_count > 0 and t.intent = 1)`,
  converted: sql`count(*) filter (where t.status = 2)`,
  approved: sql`count(*) filter (where a.status = 1)`,
  invalid: sql`count(*) filter (where t.status = 3)`,
  convertRate: sql`count(*) filter (where t.status = 2)::numeric / nullif(count(*), 0)`,
  approveRate: sql`count(*) filter (where a.status = 1)::numeric / nullif(count(*) filter (where t.status = 2), 0)`,
};

/** /join/merchants/channelAnalysis 渠道分析: the period's leads by channel and how far they came. */
export function registerChannelAnalysis(app: FastifyInstance): void {
  registerReport(app, channelAnalysisReport, { dimensions: { channel: sql`t.channel` }, measures: leadFunnelMeasures });
}
