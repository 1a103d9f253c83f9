import { LOG_OFF_STATUSES, logOffUserResource, MEMBER_RECENT_ORDERS, memberResource, type MemberDetailLines, type MemberRecentOrder } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { registerResource } from '../../engine/register.js';
import { col } from '../../engine/query.js';

/** A customer's latest orders, newest first (the customer_order (customer_id, created_at desc, id desc) index). */
export async function recentOrders(db: Kysely<Database>, customerId: number): Promise<MemberDetailLines> {
  const rows = await sql<Omit<MemberRecentOrder, 'createdAt'> & { createdAt: Date }>`
    select o.id, o.order_no as "orderNo", o.store_id as "storeId", s.store_name as "storeName", o.created_at as "createdAt", o.status, o.paid
    from customer_order o join store s on s.id = o.store_id
    where o.customer_id = ${customerId}
    order by o.created_at desc, o.id desc limit ${MEMBER_RECENT_ORDERS}`.execute(db);
  return { recentOrders: rows.rows.map((r) => ({ ...r, id: Number(r.id), createdAt: new Date(r.createdAt).toISOString() })) };
}

/**
 * 会员列表 and 注销用户, both from their declarations over `customer`: the member detail adds the
 * latest orders; the log-off page holds the requested and logged-off accounts only.
 */
export function registerCustomers(app: FastifyInstance): void {
  registerResource(app, memberResource, { detail: async (db, row) => ({ ...(await recentOrders(db, row.id as number)) }) });
  registerResource(app, logOffUserResource, { conditions: () => [sql`${col('status')} in (${sql.join(LOG_OFF_STATUSES)})`] });
}
