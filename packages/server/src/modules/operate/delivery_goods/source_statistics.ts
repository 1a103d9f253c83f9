import { deliverySourceReport } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { registerReport } from '../../../engine/report.js';

const DEAL = sql`t.status not in (3, 4)`;

/**
 * /operate/delivery_goods/source_statistics 来源统计: goods orders by source channel. The date range
 * bounds paid_at: delivery_order_source_idx (paid_at, source), or (store_id, kind, paid_at) for one store.
 */
export function registerDeliverySource(app: FastifyInstance): void {
  registerReport(app, deliverySourceReport, {
    dimensions: { source: sql`t.source` },
    measures: {
      orderCount: sql`count(*)`,
      dealCount: sql`count(*) filter (where ${DEAL})`,
      customerCount: sql`count(distinct t.customer_id)`,
      quantity: sql`coalesce(sum(t.quantity) filter (where ${DEAL}), 0)`,
      dealAmount: sql`coalesce(sum(t.amount) filter (where ${DEAL}), 0)`,
      refundAmount: sql`coalesce(sum(t.amount) filter (where t.status in (3, 4)), 0)`,
      avgAmount: sql`sum(t.amount) filter (where ${DEAL}) / nullif(count(*) filter (where ${DEAL}), 0)`,
      refundRate: sql`count(*) filter (where t.status in (3, 4))::numeric / nullif(count(*), 0)`,
    },
  });
}
