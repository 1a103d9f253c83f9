import { businessDailyReport, SETTLED_ORDER_STATUSES } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { registerReport, type ReportAggregate } from '../../../engine/report.js';

/**
 * /analysis/business/daily 日报表: the settled orders of each business day (the day the order was
 * placed, China time). The date range bounds `created_at`, so the statement reads the orders
 * index on (created_at desc, id desc), or (store_id, created_at desc, id desc) for one store.
 */
export const businessDailyAggregate: ReportAggregate<typeof businessDailyReport> = {
  conditions: () => [sql`t.status in (${sql.join(SETTLED_ORDER_STATUSES)})`],
  dimensions: { bizDate: sql`(t.created_at at time zone 'Asia/Shanghai')::date` },
  measures: {
    orderCount: sql`count(*)`,
    customerCount: sql`count(distinct t.customer_id)`,
    amount: sql`coalesce(sum(t.amount), 0)`,
    discount: sql`coalesce(sum(t.discount), 0)`,
    paid: sql`coalesce(sum(t.paid), 0)`,
    refunded: sql`coalesce(sum(t.refunded), 0)`,
    netAmount: sql`coalesce(sum(t.paid - t.refunded), 0)`,
    avgTicket: sql`sum(t.paid) / nullif(count(*), 0)`,
    refundRate: sql`sum(t.refunded) / nullif(sum(t.paid), 0)`,
  },
};

export function registerBusinessDaily(app: FastifyInstance): void {
  registerReport(app, businessDailyReport, businessDailyAggregate);
}
