import {
  maskNumber,
  QUERY_USER_RECENT_ORDERS,
  type MemberRecentOrder,
  type UserCardSummary,
  type UserCouponCounts,
  type UserFamily,
  type UserFamilyMember,
  type UserProfileLines,
  type UserVisitStats,
} from '@salon/contract';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { FieldVault } from '../../../../core/secrets.js';
import type { Database } from '../../../../db/schema.js';

export type Trx = Transaction<Database>;

export const iso = (value: Date | string) => new Date(value).toISOString();

/** A member's mobile as lists and details show it: masked for everyone, the whole number only through an audited reveal (issue 12.3). */
function shownMobile(vault: FieldVault, encrypted: string): string | null {
  try {
    return maskNumber(vault.decrypt(encrypted));
  } catch {
    return null;
  }
}

/** The people of a family account, the owner first, then by when they joined; mobiles masked. */
export async function familyMembers(db: Kysely<Database>, vault: FieldVault, familyId: number): Promise<UserFamilyMember[]> {
  const rows = await sql<{ customer_id: number; name: string; mobile_enc: string; relation: number; joined_at: Date }>`
    select m.customer_id, c.name, c.mobile_enc, m.relation, m.joined_at
    from family_member m join customer c on c.id = m.customer_id
    where m.family_id = ${familyId} order by m.relation = 0 desc, m.joined_at, m.id`.execute(db);
  return rows.rows.map((r) => ({
    customerId: Number(r.customer_id),
    name: r.name,
    mobile: shownMobile(vault, r.mobile_enc),
    relation: r.relation,
    joinedAt: iso(r.joined_at),
  }));
}

/** What customer service sees of one user beyond the profile: visits, family, coupons, cards, latest orders. */
export async function userProfileLines(db: Kysely<Database>, vault: FieldVault, customerId: number): Promise<UserProfileLines> {
  const stats = (
    await sql<{
      order_count: number;
      served_count: number;
      cancelled_count: number;
      net_paid: string;
      paid_count: number;
      visits_90: number;
    }>`
      select count(*)::int as order_count,
        count(*) filter (where status in (1, 2, 3, 4, 5, 8))::int as served_count,
        count(*) filter (where status in (-1, -2))::int as cancelled_count,
        coalesce(sum(paid - refunded), 0)::numeric(14, 2)::text as net_paid,
        count(*) filter (where paid > 0)::int as paid_count,
        count(*) filter (where status in (1, 2, 3, 4, 5, 8) and queued_at > now() - interval '90 days')::int as visits_90
      from customer_order where customer_id = ${customerId}`.execute(db)
  ).rows[0];
  const favourite = (
    await sql<{ store_name: string | null; craftsman_name: string | null; last_store: string | null }>`
      select
        (select s.store_name from customer_order o join store s on s.id = o.store_id where o.customer_id = ${customerId} and o.status in (1, 2, 3, 4, 5, 8)
          group by s.id, s.store_name order by count(*) desc, max(o.created_at) desc limit 1) as store_name,
        (select c.real_name from customer_order o join craftsman c on c.id = o.craftsman_id where o.customer_id = ${customerId} and o.status in (1, 2, 3, 4, 5, 8)
          group by c.id, c.real_name order by count(*) desc, max(o.created_at) desc limit 1) as craftsman_name,
        (select s.store_name from customer_order o join store s on s.id = o.store_id where o.customer_id = ${customerId}
          order by o.created_at desc, o.id desc limit 1) as last_store`.execute(db)
  ).rows[0];
  const queue = (
    await sql<{ n: number; wait: string | null }>`
      select count(*)::int as n, round(avg(wait_minutes))::text as wait from queue_ticket where customer_id = ${customerId}`.execute(db)
  ).rows[0];
  // Exact cents: numeric division rounded to the cent by the database.
  const average = (
    await sql<{
      v: string;
    }>`select case when ${stats.paid_count}::int > 0 then round(${stats.net_paid}::numeric / ${stats.paid_count}::int, 2) else 0 end::numeric(14, 2)::text as v`.execute(
      db,
    )
  ).rows[0].v;
  const visitStats: UserVisitStats = {
    orderCount: stats.order_count,
    servedCount: stats.served_count,
    cancelledCount: stats.cancelled_count,
    netPaid: stats.net_paid,
    averageTicket: average,
    visitsLast90Days: stats.visits_90,
    favouriteStoreName: favourite.store_name,
    favouriteCraftsmanName: favourite.craftsman_name,
    lastStoreName: favourite.last_store,
    queueCount: queue.n,
    averageWaitMinutes: queue.wait === null ? null : Number(queue.wait),
  };

  const membership = (
    await sql<{ family_id: number; family_name: string; shared_benefits: boolean; relation: number }>`
      select f.id as family_id, f.family_name, f.shared_benefits, m.relation
      from family_member m join family_account f on f.id = m.family_id where m.customer_id = ${customerId}`.execute(db)
  ).rows[0];
  const family: UserFamily | null = membership
    ? {
        id: Number(membership.family_id),
        familyName: membership.family_name,
        sharedBenefits: membership.shared_benefits,
        relation: membership.relation,
        members: await familyMembers(db, vault, Number(membership.family_id)),
      }
    : null;

  const coupons = (
    await sql<UserCouponCounts>`
      select count(*) filter (where status = 0)::int as unused, count(*) filter (where status = 1)::int as used,
        count(*) filter (where status = 2)::int as expired, count(*) filter (where status = 3)::int as voided
      from coupon_instance where customer_id = ${customerId}`.execute(db)
  ).rows[0];

  // Stored-value cards belong to the finance module's tables (migration 013): counted when they are there.
  let cards: UserCardSummary | null = null;
  const installed = (await sql<{ t: string | null }>`select to_regclass('member_card')::text as t`.execute(db)).rows[0].t;
  if (installed) {
    const row = (
      await sql<{ n: number; balance: string }>`
        select count(*)::int as n, coalesce(sum(balance) filter (where status = 0), 0)::numeric(14, 2)::text as balance from member_card where customer_id = ${customerId}`.execute(
        db,
      )
    ).rows[0];
    cards = { count: row.n, balance: row.balance };
  }

  const recent = await sql<Omit<MemberRecentOrder, 'createdAt'> & { createdAt: Date }>`
    select o.id, o.order_no as "orderNo", o.store_id as "storeId", s.store_name as "storeName", o.created_at as "createdAt", o.status, o.paid
    from customer_order o join store s on s.id = o.store_id
    where o.customer_id = ${customerId}
    order by o.created_at desc, o.id desc limit ${QUERY_USER_RECENT_ORDERS}`.execute(db);

  return {
    stats: visitStats,
    family,
    coupons,
    cards,
    recentOrders: recent.rows.map((r) => ({ ...r, id: Number(r.id), storeId: Number(r.storeId), createdAt: iso(r.createdAt) })),
  };
}
