import { merchantsAnalysisReport } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { registerReport } from '../../../engine/report.js';

/** /join/merchants/merchantsAnalysis 招商概况: the months of view franchise_merchants_month, summed over cities. */
export function registerMerchantsAnalysis(app: FastifyInstance): void {
  registerReport(app, merchantsAnalysisReport, {
    dimensions: { month: sql`t.month` },
    measures: {
      leads: sql`coalesce(sum(t.leads), 0)`,
      follows: sql`coalesce(sum(t.follows), 0)`,
      applies: sql`coalesce(sum(t.applies), 0)`,
      approved: sql`coalesce(sum(t.approved), 0)`,
      rejected: sql`coalesce(sum(t.rejected), 0)`,
      joinedStores: sql`coalesce(sum(t.joined_stores), 0)`,
    },
  });
}
