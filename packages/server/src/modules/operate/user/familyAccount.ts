import {
  CustomerServiceOps,
  CustomerServicePath,
  FAMILY_MAX_MEMBERS,
  FamilyAddMemberBody,
  FamilyCreateBody,
  FamilyMemberMobileBody,
  FamilyRelation,
  FamilyRemoveMemberBody,
  familyAccountResource,
  maskNumber,
  type FamilyDetailLines,
  type FamilyMemberMobile,
} from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { audit } from '../../../core/audit.js';
import { requireAuth } from '../../../core/auth.js';
import { ok } from '../../../core/envelope.js';
import { notFound, refuse } from '../../../core/errors.js';
import { sealForSession, type FieldVault } from '../../../core/secrets.js';
import { registerResource } from '../../../engine/register.js';
import { type Trx, familyMembers } from './_shared/customerService.js';

const isUniqueViolation = (error: unknown) => (error as { code?: unknown })?.code === '23505';

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
/** 配偶 in FamilyRelation. */
const SPOUSE = 1;

async function lockFamily(trx: Trx, familyId: number) {
  const row = (
    await sql<{ id: number; family_name: string; member_count: number; owner_customer_id: number }>`
      select id, family_name, member_count, owner_customer_id from family_account where id = ${familyId} for update`.execute(trx)
  ).rows[0];
  if (!row) throw notFound('家庭账户');
  return row;
}

/** /operate/user/familyAccount 家庭账户: families from the declaration (the detail with the members); creating a family and adding or removing a member, each in one transaction with an audit row. */
export function registerFamilyAccounts(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, vault } = app.services;

  registerResource(fastify, familyAccountResource, {
    async detail(database, row) {
      // Members' mobiles masked for everyone (issue 12.3); the whole one through revealMemberMobile.
      const lines: FamilyDetailLines = { members: await familyMembers(database, vault, row.id as number) };
      return { ...lines };
    },
  });

  /** One member's whole mobile, for holders of 查看完整号码 on this page, audited as every reveal is. */
  app.post(
    CustomerServicePath.familyMemberMobile,
    { config: { permission: { op: CustomerServiceOps.familyViewMobile } }, schema: { body: FamilyMemberMobileBody } },
    async (request) => {
      const auth = requireAuth(request);
      const { familyId, customerId } = request.body;
      const member = (
        await sql<{ mobile_enc: string }>`
          select c.mobile_enc from family_member m join customer c on c.id = m.customer_id where m.family_id = ${familyId} and m.customer_id = ${customerId}`.execute(
          db,
        )
      ).rows[0];
      if (!member) throw refuse('该用户不是本家庭账户的成员');
      await audit(db, request, { action: 'viewMobile', table: 'customer', recordId: customerId, after: { page: 'familyAccount', familyId } });
      const mobile = vault.decrypt(member.mobile_enc);
      return ok<FamilyMemberMobile>({ familyId, customerId, mobile: mobile ? sealForSession(auth.secret, mobile) : null });
    },
  );

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
        // One 配偶 per family (the family row is locked: two concurrent adds cannot both pass).
        if (body.relation === SPOUSE) {
          const spouse = await sql<{ id: number }>`select id from family_member where family_id = ${family.id} and relation = ${SPOUSE} limit 1`.execute(trx);
          if (spouse.rows.length)
            throw refuse(`「${family.family_name}」已有${FamilyRelation.labelOf(SPOUSE)}，一个家庭账户只能有一位${FamilyRelation.labelOf(SPOUSE)}`);
        }
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
