import { dormitoryOverviewReport } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { registerReport } from '../../../engine/report.js';

/**
 * /hrm/dormitory/dormitoryOverview 宿舍概况: the view dormitory_occupancy (one row a dorm, counted from
 * the dorms, beds, stays and settlements whenever read) summed by city.
 */
export function registerDormitoryOverview(app: FastifyInstance): void {
  registerReport(app, dormitoryOverviewReport, {
    dimensions: { cityName: sql`t.city_name` },
    measures: {
      dorms: sql`count(*)`,
      beds: sql`coalesce(sum(t.beds), 0)`,
      occupied: sql`coalesce(sum(t.occupied), 0)`,
      vacant: sql`coalesce(sum(t.beds - t.occupied), 0)`,
      vacancyRate: sql`sum(t.beds - t.occupied)::numeric / nullif(sum(t.beds), 0)`,
      leaseRent: sql`coalesce(sum(t.lease_rent), 0)`,
      settledRent: sql`coalesce(sum(t.settled_rent), 0)`,
    },
  });
}
