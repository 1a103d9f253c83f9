import {
  CustomerServiceOps,
  CustomerServicePath,
  encryptField,
  FAMILY_MAX_MEMBERS,
  FamilyAddMemberBody,
  FamilyCreateBody,
  FamilyRelation,
  FamilyRemoveMemberBody,
  familyAccountResource,
  maskNumber,
  queryUserResource,
  queuedRecordResource,
  QUERY_USER_RECENT_ORDERS,
  userCouponResource,
  userOrderResource,
  type FamilyDetailLines,
  type MemberRecentOrder,
  type UserCardSummary,
  type UserCouponCounts,
  type UserFamily,
  type UserFamilyMember,
  type UserProfileLines,
  type UserVisitStats,
} from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql, type Kysely, type Transaction } from 'kysely';
import { audit } from '../../core/audit.js';
import { requireAuth, type AuthContext } from '../../core/auth.js';
import { ok } from '../../core/envelope.js';
import { notFound, refuse } from '../../core/errors.js';
import type { FieldVault } from '../../core/secrets.js';
import type { Database } from '../../db/schema.js';
import { registerResource } from '../../engine/register.js';
import { orderLines } from '../financial/orders.js';

type Trx = Transaction<Database>;

const iso = (value: Date | string) => new Date(value).toISOString();
const isUniqueViolation = (error: unknown) => (error as { code?: unknown })?.code === '23505';

/** A member's mobile as the caller may see it: sealed whole for holders of the page's 查看完整号码, else masked. */
async function shownMobile(vault: FieldVault, auth: AuthContext, encrypted: string, whole: boolean): Promise<string | null> {
  let mobile: string;
  try {
    mobile = vault.decrypt(encrypted);
  } catch {
    return null;
  }
  return whole ? encryptField(auth.secret, mobile) : maskNumber(mobile);
}

/** The people of a family account, the owner first, then by when they joined. */
async function familyMembers(db: Kysely<Database>, vault: FieldVault, auth: AuthContext, familyId: number, whole: boolean): Promise<UserFamilyMember[]> {
  const rows = await sql<{ customer_id: number; name: string; mobile_enc: string; relation: number; joined_at: Date }>`
    select m.customer_id, c.name, c.mobile_enc, m.relation, m.joined_at
    from family_member m join customer c on c.id = m.customer_id
    where m.family_id = ${familyId} order by m.relation = 0 desc, m.joined_at, m.id`.execute(db);
  return Promise.all(
    rows.rows.map(async (r) => ({
      customerId: Number(r.customer_id),
      name: r.name,
      mobile: await shownMobile(vault, auth, r.mobile_enc, whole),
      relation: r.relation,
      joinedAt: iso(r.joined_at),
    })),
  );
}

/** What customer service sees of one user beyond the profile: visits, family, coupons, cards, latest orders. */
export async function userProfileLines(
  db: Kysely<Database>,
  vault: FieldVault,
  auth: AuthContext,
  customerId: number,
  whole: boolean,
): Promise<UserProfileLines> {
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
        members: await familyMembers(db, vault, auth, Number(membership.family_id), whole),
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

/** A customer found by the whole mobile (keyed hash), or a refusal naming the number. */
async function customerByMobile(trx: Trx, vault: FieldVault, mobile: string): Promise<{ id: number; name: string; status: number }> {
  const row = (
    await sql<{ id: number; name: string; status: number }>`select id, name, status from customer where mobile_hash = ${vault.lookupHash(mobile)}`.execute(trx)
  ).rows[0];
  if (!row) throw refuse(`未找到手机号为 ${maskNumber(mobile)} 的用户`);
  if (row.status === 2) throw refuse(`用户 ${row.name} 已注销，不能加入家庭账户`);
  return { ...row, id: Number(row.id) };
}

/** Refuses a customer who already belongs to a family (one family per customer), naming it. */
async function assertNoFamily(trx: Trx, customer: { id: number; name: string }, familyId?: number) {
  const found = (
    await sql<{ family_id: number; family_name: string }>`
      select f.id as family_id, f.family_name from family_member m join family_account f on f.id = m.family_id where m.customer_id = ${customer.id}`.execute(
      trx,
    )
  ).rows[0];
  if (!found) return;
  if (familyId !== undefined && Number(found.family_id) === familyId) throw refuse(`用户 ${customer.name} 已是本家庭账户的成员`);
  throw refuse(`用户 ${customer.name} 已是家庭账户「${found.family_name}」的成员，一个用户只能加入一个家庭`);
}

/** Reads a family account and locks it until the transaction ends: member changes of one family run one after the other. */
async function lockFamily(trx: Trx, familyId: number) {
  const row = (
    await sql<{ id: number; family_name: string; member_count: number; owner_customer_id: number }>`
      select id, family_name, member_count, owner_customer_id from family_account where id = ${familyId} for update`.execute(trx)
  ).rows[0];
  if (!row) throw notFound('家庭账户');
  return row;
}

/**
 * The customer service pages of /operate/user: 排队记录, 用户查询, 家庭账户, 用户优惠券 and 用户订单,
 * from their declarations; creating a family and adding or removing a member are hand-written,
 * each in one transaction with an audit row; a refused step writes nothing.
 */
export function registerCustomerService(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, vault } = app.services;

  registerResource(fastify, queuedRecordResource);

  registerResource(fastify, queryUserResource, {
    async detail(database, row, { auth, request }) {
      const whole = await auth.can({ op: CustomerServiceOps.queryUserViewMobile });
      const lines = await userProfileLines(database, vault, auth, row.id as number, whole);
      // Whole numbers shown (the user's and the family's) are audited: who looked at whose.
      if (whole)
        await audit(database, request, {
          action: 'viewMobile',
          table: 'customer',
          recordId: row.id as number,
          after: { page: 'queryUser', familyMembers: lines.family?.members.length ?? 0 },
        });
      return { ...lines };
    },
  });

  registerResource(fastify, familyAccountResource, {
    async detail(database, row, { auth }) {
      const whole = await auth.can({ op: CustomerServiceOps.familyViewMobile });
      const lines: FamilyDetailLines = { members: await familyMembers(database, vault, auth, row.id as number, whole) };
      return { ...lines };
    },
  });

  registerResource(fastify, userCouponResource, {
    // An unused coupon past its end date has expired (the nightly job marks it): nothing left to void.
    async beforeTransition(_trx, record, transition) {
      if (transition.action === 'void' && new Date(record.validTo as string).getTime() < Date.now()) throw refuse('该优惠券已过期，不能作废');
    },
  });

  registerResource(fastify, userOrderResource, { detail: async (database, row) => ({ ...(await orderLines(database, row)) }) });

  app.post(
    CustomerServicePath.familyCreate,
    { config: { permission: { op: CustomerServiceOps.familyCreate } }, schema: { body: FamilyCreateBody } },
    async (request) => {
      const auth = requireAuth(request);
      const body = request.body;
      const id = await db.transaction().execute(async (trx) => {
        const owner = await customerByMobile(trx, vault, body.ownerMobile);
        await assertNoFamily(trx, owner);
        try {
          const family = (
            await sql<{ id: number }>`
            insert into family_account (family_name, owner_customer_id, shared_benefits, member_count, created_by)
            values (${body.familyName}, ${owner.id}, ${body.sharedBenefits}, 0, ${auth.name}) returning id`.execute(trx)
          ).rows[0];
          const familyId = Number(family.id);
          await sql`insert into family_member (family_id, customer_id, relation, added_by) values (${familyId}, ${owner.id}, 0, ${auth.name})`.execute(trx);
          await audit(trx, request, {
            action: 'create',
            table: 'family_account',
            recordId: familyId,
            after: { familyName: body.familyName, ownerCustomerId: owner.id, ownerName: owner.name, sharedBenefits: body.sharedBenefits },
          });
          return familyId;
        } catch (error) {
          if (isUniqueViolation(error)) throw refuse(`用户 ${owner.name} 已加入其他家庭账户`);
          throw error;
        }
      });
      return ok({ id });
    },
  );

  app.post(
    CustomerServicePath.familyAddMember,
    { config: { permission: { op: CustomerServiceOps.familyMember } }, schema: { body: FamilyAddMemberBody } },
    async (request) => {
      const auth = requireAuth(request);
      const body = request.body;
      const result = await db.transaction().execute(async (trx) => {
        const family = await lockFamily(trx, body.familyId);
        if (family.member_count >= FAMILY_MAX_MEMBERS) throw refuse(`每个家庭账户最多${FAMILY_MAX_MEMBERS}位成员（不含户主），请先移除成员`);
        const customer = await customerByMobile(trx, vault, body.mobile);
        await assertNoFamily(trx, customer, Number(family.id));
        try {
          const member = (
            await sql<{ id: number }>`
            insert into family_member (family_id, customer_id, relation, added_by) values (${family.id}, ${customer.id}, ${body.relation}, ${auth.name}) returning id`.execute(
              trx,
            )
          ).rows[0];
          await sql`update family_account set member_count = member_count + 1, updated_at = now() where id = ${family.id}`.execute(trx);
          await audit(trx, request, {
            action: 'create',
            table: 'family_member',
            recordId: Number(member.id),
            after: {
              familyId: Number(family.id),
              familyName: family.family_name,
              customerId: customer.id,
              name: customer.name,
              relation: FamilyRelation.labelOf(body.relation),
            },
          });
          return { familyId: Number(family.id), customerId: customer.id, memberCount: family.member_count + 1 };
        } catch (error) {
          if (isUniqueViolation(error)) throw refuse(`用户 ${customer.name} 已加入其他家庭账户`);
          throw error;
        }
      });
      return ok(result);
    },
  );

  app.post(
    CustomerServicePath.familyRemoveMember,
    { config: { permission: { op: CustomerServiceOps.familyMember } }, schema: { body: FamilyRemoveMemberBody } },
    async (request) => {
      const body = request.body;
      const result = await db.transaction().execute(async (trx) => {
        const family = await lockFamily(trx, body.familyId);
        const member = (
          await sql<{ id: number; relation: number; name: string }>`
          select m.id, m.relation, c.name from family_member m join customer c on c.id = m.customer_id
          where m.family_id = ${family.id} and m.customer_id = ${body.customerId}`.execute(trx)
        ).rows[0];
        if (!member) throw refuse('该用户不是本家庭账户的成员');
        if (member.relation === 0) throw refuse('户主不能移出家庭账户');
        await sql`delete from family_member where id = ${member.id}`.execute(trx);
        await sql`update family_account set member_count = member_count - 1, updated_at = now() where id = ${family.id}`.execute(trx);
        await audit(trx, request, {
          action: 'delete',
          table: 'family_member',
          recordId: Number(member.id),
          before: {
            familyId: Number(family.id),
            familyName: family.family_name,
            customerId: body.customerId,
            name: member.name,
            relation: FamilyRelation.labelOf(member.relation),
          },
        });
        return { familyId: Number(family.id), customerId: body.customerId, memberCount: family.member_count - 1 };
      });
      return ok(result);
    },
  );
}
