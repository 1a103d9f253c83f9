import { ACTIVITY_DETAIL_PAGE, ActivityPath, activityRecordResource, activityStatistics } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { requireAuth } from '../../../core/auth.js';
import { ok } from '../../../core/envelope.js';
import { notFound } from '../../../core/errors.js';
import '../../../db/schema/marketingActivity.js';
import { registerEndpoint } from '../../../engine/endpoint.js';
import { col } from '../../../engine/query.js';
import { registerResource } from '../../../engine/register.js';
import { activityInScope } from './activity.js';

/** Orders that count as paid (paid, refunding, refunded, partly refunded): their spend is the activity's revenue. */
const COUNTED_ORDER_STATUSES = [3, 4, 5, 8];

/**
 * /operate/marketing/activityDetail 活动详情: an activity's participation records (store scope by the
 * activity's stores), the activities a user may pick, and the figures computed from the records, the
 * coupons the activity issued and the orders that used them.
 */
export function registerActivityDetail(app: FastifyInstance): void {
  const { db } = app.services;

  registerResource(app, activityRecordResource, {
    conditions: ({ auth }) => [activityInScope(auth, sql`${col('activity_id')}`)],
  });

  app.get(ActivityPath.activityOptions, { config: { permission: { menu: ACTIVITY_DETAIL_PAGE } } }, async (request) => {
    const auth = requireAuth(request);
    const rows = await sql<{ id: number; name: string }>`
      select a.id, a.name from marketing_activity a where ${activityInScope(auth, sql`a.id`)} order by a.created_at desc, a.id desc limit 500`.execute(db);
    return ok(rows.rows);
  });

  registerEndpoint(app, activityStatistics, async ({ id }, { auth }) => {
    const visible = await sql`select 1 from marketing_activity a where a.id = ${id} and ${activityInScope(auth, sql`a.id`)}`.execute(db);
    if (!visible.rows.length) throw notFound('活动');
    const scope = await auth.scope();
    const storeLimit = scope.all ? sql`true` : sql`ci.used_store_id = any(${scope.storeIds.length ? scope.storeIds : [-1]}::int[])`;
    const figures = await sql<{
      issued: number;
      claimed: number;
      used: number;
      expired: number;
      revenue: string;
      orders: number;
      new_customers: number;
    }>`
      with issued as (
        select ci.id, ci.status, ci.customer_id, ci.used_order_id, ci.used_store_id, ci.valid_to
        from marketing_activity_issue i join coupon_instance ci on ci.id = i.coupon_instance_id
        where i.activity_id = ${id}
      ),
      used_orders as (
        select distinct o.id, o.customer_id, o.created_at, o.status, o.paid, o.refunded
        from issued ci join customer_order o on o.id = ci.used_order_id
        where ci.status = 1 and ${storeLimit}
      )
      select
        (select count(*)::int from issued) as issued,
        (select count(distinct customer_id)::int from marketing_activity_record where activity_id = ${id}) as claimed,
        (select count(*)::int from issued ci where ci.status = 1 and ${storeLimit}) as used,
        (select count(*)::int from issued ci where ci.status = 2 or (ci.status = 0 and ci.valid_to < now())) as expired,
        (select coalesce(sum(paid - refunded), 0)::numeric(14, 2)::text from used_orders) as revenue,
        (select count(*)::int from used_orders) as orders,
        (select count(distinct u.customer_id)::int from used_orders u
          where u.status in (${sql.join(COUNTED_ORDER_STATUSES)}) and not exists (select 1 from customer_order p where p.customer_id = u.customer_id
            and p.status in (${sql.join(COUNTED_ORDER_STATUSES)}) and (p.created_at, p.id) < (u.created_at, u.id))) as new_customers`.execute(db);
    const byDay = await sql<{ day: string; issued: number; used: number }>`
      select d::date::text as day,
        count(*) filter (where (ci.issued_at at time zone 'Asia/Shanghai')::date = d)::int as issued,
        count(*) filter (where ci.status = 1 and (ci.used_at at time zone 'Asia/Shanghai')::date = d and ${storeLimit})::int as used
      from marketing_activity_issue i join coupon_instance ci on ci.id = i.coupon_instance_id
      cross join lateral (values ((ci.issued_at at time zone 'Asia/Shanghai')::date), ((ci.used_at at time zone 'Asia/Shanghai')::date)) as v(d)
      where i.activity_id = ${id} and d is not null
      group by d order by d desc limit 60`.execute(db);
    const f = figures.rows[0];
    return {
      id,
      issued: f.issued,
      claimed: f.claimed,
      used: f.used,
      expired: f.expired,
      revenue: f.revenue,
      orders: f.orders,
      newCustomers: f.new_customers,
      storeScoped: !scope.all,
      byDay: byDay.rows.reverse(),
    };
  });
}
