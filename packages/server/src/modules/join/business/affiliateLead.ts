import { LEAD_OPEN_STATUSES, LEAD_STATUS, LeadStatus, leadAssign, leadConvert, leadFollow, leadFollows, leadOwnerOptions, leadResource } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { audit } from '../../../core/audit.js';
import { invalid, refuse } from '../../../core/errors.js';
import type { Database } from '../../../db/schema.js';
import { registerEndpoint } from '../../../engine/endpoint.js';
import { registerResource } from '../../../engine/register.js';
import { andInCities, mobileOf, nextDayNumber, withSealedMobile } from './_shared/lead.js';

type LeadRow = {
  id: number;
  lead_no: string;
  status: number;
  city_id: number;
  contact_name: string;
  mobile_enc: string;
  mobile_hash: string;
  channel: number;
  budget: string | null;
};

/** A lead of the user's cities, locked for a step; refused in words when missing or closed. */
async function lockOpenLead(trx: Kysely<Database>, id: number, cities: ReturnType<typeof andInCities>, step: string): Promise<LeadRow> {
  const lead = (
    await sql<LeadRow>`select id, lead_no, status, city_id, contact_name, mobile_enc, mobile_hash, channel, budget::text as budget
      from franchise_lead where id = ${id}${cities} for update`.execute(trx)
  ).rows[0];
  if (!lead) throw refuse('线索不存在或不在您的城市权限内');
  if (!LEAD_OPEN_STATUSES.includes(lead.status)) throw refuse(`线索当前为「${LeadStatus.labelOf(lead.status)}」，不能${step}`);
  return lead;
}

/** An open lead already holding this mobile (another than `except`). */
async function openLeadWithMobile(trx: Kysely<Database>, mobileHash: string, except?: number) {
  return (
    await sql<{ lead_no: string; owner_name: string | null }>`select lead_no, owner_name from franchise_lead
      where mobile_hash = ${mobileHash} and status in (${sql.join(LEAD_OPEN_STATUSES)})${except ? sql` and id <> ${except}` : sql``} limit 1`.execute(trx)
  ).rows[0];
}

/**
 * /join/business/affiliateLead 加盟线索: the declaration's list, detail, add, edit, 无效 and export, and
 * the steps a declaration cannot say: owner options, 分配, 跟进 (a record; 新线索 → 跟进中), the
 * follow-up list and 转申请 (an application of 加盟申请 in the same transaction).
 */
export function registerAffiliateLead(app: FastifyInstance): void {
  const { db, vault } = app.services;

  withSealedMobile(app, leadResource.api.create.path, (scoped) =>
    registerResource(scoped, leadResource, {
      async beforeWrite(values, { trx, auth, mode }) {
        const row = values as typeof values & Record<string, unknown>;
        if (mode === 'create') {
          row.mobileHash = vault.lookupHash(mobileOf(app, values.mobile));
          const held = await openLeadWithMobile(trx, row.mobileHash as string);
          if (held) throw invalid('mobile', `该手机号已有跟进中的线索（${held.lead_no}${held.owner_name ? `，负责人${held.owner_name}` : ''}）`);
          row.leadNo = await nextDayNumber(trx, 'franchise_lead', 'lead_no', 'XS');
          row.status = LEAD_STATUS.fresh;
          row.createdBy = auth.name;
          return;
        }
        row.updatedAt = new Date();
      },
    }),
  );

  registerEndpoint(app, leadOwnerOptions, async () => {
    const rows = await sql<{ id: number; name: string }>`
      select u.id, u.name || '（' || u.account || '）' as name from app_user u where u.status = 1 and u.store_id is null
      order by u.id`.execute(db);
    return rows.rows;
  });

  registerEndpoint(app, leadAssign, async ({ ids, ownerUserId }, { auth, request }) => {
    const cities = andInCities(await auth.scope(), 'city_id');
    return db.transaction().execute(async (trx) => {
      const owner = (
        await sql<{ id: number; name: string }>`select id, name from app_user where id = ${ownerUserId} and status = 1 and store_id is null`.execute(trx)
      ).rows[0];
      if (!owner) throw invalid('ownerUserId', '负责人不存在或已停用');
      const unique = [...new Set(ids)];
      const found = await sql<{ id: number; lead_no: string; status: number; owner_name: string | null }>`
        select id, lead_no, status, owner_name from franchise_lead where id in (${sql.join(unique)})${cities} order by id for update`.execute(trx);
      if (found.rows.length !== unique.length) throw refuse('部分线索不存在或不在您的城市权限内');
      const closed = found.rows.find((r) => !LEAD_OPEN_STATUSES.includes(r.status));
      if (closed) throw refuse(`线索 ${closed.lead_no} 当前为「${LeadStatus.labelOf(closed.status)}」，不能分配`);
      await sql`update franchise_lead set owner_user_id = ${owner.id}, owner_name = ${owner.name}, updated_at = now() where id in (${sql.join(unique)})`.execute(
        trx,
      );
      for (const r of found.rows)
        await audit(trx, request, {
          action: 'update',
          table: 'franchise_lead',
          recordId: r.id,
          before: { ownerName: r.owner_name },
          after: { ownerName: owner.name },
        });
      return { assigned: unique.length };
    });
  });

  registerEndpoint(app, leadFollow, async ({ leadId, method, content, intent, nextFollowOn }, { auth, request }) => {
    const cities = andInCities(await auth.scope(), 'city_id');
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    if (nextFollowOn && nextFollowOn < today) throw invalid('nextFollowOn', '下次跟进日期不能早于今天');
    return db.transaction().execute(async (trx) => {
      const lead = await lockOpenLead(trx, leadId, cities, '跟进');
      const follow = (
        await sql<{ id: number }>`insert into franchise_lead_follow (lead_id, method, content, intent, next_follow_on, operator, operator_id)
          values (${leadId}, ${method}, ${content}, ${intent}, ${nextFollowOn ?? null}, ${auth.name}, ${auth.userId}) returning id`.execute(trx)
      ).rows[0];
      const updated = (
        await sql<{ status: number; follow_count: number }>`update franchise_lead set status = ${LEAD_STATUS.following}, intent = ${intent},
            follow_count = follow_count + 1, last_follow_at = now(), next_follow_on = ${nextFollowOn ?? null}, updated_at = now()
          where id = ${leadId} returning status, follow_count`.execute(trx)
      ).rows[0];
      await audit(trx, request, {
        action: 'create',
        table: 'franchise_lead_follow',
        recordId: follow.id,
        after: { leadId, leadNo: lead.lead_no, method, content, intent, nextFollowOn: nextFollowOn ?? null },
      });
      return { id: follow.id, status: updated.status, followCount: updated.follow_count };
    });
  });

  registerEndpoint(app, leadFollows, async ({ id }, { auth }) => {
    const cities = andInCities(await auth.scope(), 'l.city_id');
    const rows = await sql<{ id: number; method: number; content: string; intent: number; next_follow_on: string | null; operator: string; created_at: Date }>`
      select f.id, f.method, f.content, f.intent, f.next_follow_on::text as next_follow_on, f.operator, f.created_at
      from franchise_lead_follow f join franchise_lead l on l.id = f.lead_id
      where f.lead_id = ${id}${cities} order by f.created_at desc, f.id desc`.execute(db);
    return rows.rows.map((r) => ({
      id: r.id,
      method: r.method,
      content: r.content,
      intent: r.intent,
      nextFollowOn: r.next_follow_on,
      operator: r.operator,
      createdAt: r.created_at,
    }));
  });

  registerEndpoint(app, leadConvert, async ({ id, intendedArea, budget, companyName, plannedStores }, { auth, request }) => {
    const cities = andInCities(await auth.scope(), 'city_id');
    return db.transaction().execute(async (trx) => {
      const lead = await lockOpenLead(trx, id, cities, '转为加盟申请');
      const waiting = (
        await sql<{ apply_no: string }>`select apply_no from franchise_apply where mobile_hash = ${lead.mobile_hash} and status = 0 limit 1`.execute(trx)
      ).rows[0];
      if (waiting) throw refuse(`该手机号已有待审核的加盟申请（${waiting.apply_no}）`);
      const applyNo = await nextDayNumber(trx, 'franchise_apply', 'apply_no', 'SQ');
      const apply = (
        await sql<{
          id: number;
        }>`insert into franchise_apply (apply_no, applicant_name, mobile_enc, mobile_hash, company_name, city_id, intended_area, budget, planned_stores, channel, created_by)
          values (${applyNo}, ${lead.contact_name}, ${lead.mobile_enc}, ${lead.mobile_hash}, ${companyName ?? null}, ${lead.city_id}, ${intendedArea}, ${budget.toFixed(1)},
                  ${plannedStores}, ${lead.channel}, ${auth.name}) returning id`.execute(trx)
      ).rows[0];
      await sql`update franchise_lead set status = ${LEAD_STATUS.converted}, apply_id = ${apply.id}, next_follow_on = null, updated_at = now() where id = ${id}`.execute(
        trx,
      );
      await audit(trx, request, {
        action: 'create',
        table: 'franchise_apply',
        recordId: apply.id,
        after: { applyNo, leadNo: lead.lead_no, intendedArea, budget, plannedStores },
      });
      await audit(trx, request, {
        action: 'transition:convert',
        table: 'franchise_lead',
        recordId: id,
        before: { status: lead.status },
        after: { status: LEAD_STATUS.converted, applyNo },
      });
      return { id, applyId: apply.id, applyNo };
    });
  });
}
