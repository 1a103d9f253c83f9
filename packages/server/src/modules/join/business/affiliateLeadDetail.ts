import { getLeadDetail } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { refuse } from '../../../core/errors.js';
import { registerEndpoint } from '../../../engine/endpoint.js';
import { andInCities } from './_shared/lead.js';

type Row = {
  id: number;
  lead_no: string;
  contact_name: string;
  mobile_enc: string;
  city_id: number;
  city_name: string;
  channel: number;
  intent: number;
  budget: string | null;
  has_experience: boolean;
  status: number;
  owner_name: string | null;
  follow_count: number;
  last_follow_at: Date | null;
  next_follow_on: string | null;
  invalid_reason: string | null;
  remark: string | null;
  created_by: string | null;
  created_at: Date;
  apply_id: number | null;
};

/** /join/business/affiliateLeadDetail 加盟线索详情: one lead (mobile masked), its follow-ups and the application it became. */
export function registerAffiliateLeadDetail(app: FastifyInstance): void {
  const { db, vault } = app.services;

  registerEndpoint(app, getLeadDetail, async ({ id }, { auth }) => {
    const cities = andInCities(await auth.scope(), 'l.city_id');
    const lead = (
      await sql<Row>`select l.id, l.lead_no, l.contact_name, l.mobile_enc, l.city_id, a.name as city_name, l.channel, l.intent, l.budget::text as budget,
          l.has_experience, l.status, l.owner_name, l.follow_count, l.last_follow_at, l.next_follow_on::text as next_follow_on, l.invalid_reason,
          l.remark, l.created_by, l.created_at, l.apply_id
        from franchise_lead l join area a on a.id = l.city_id where l.id = ${id}${cities}`.execute(db)
    ).rows[0];
    if (!lead) throw refuse('线索不存在或不在您的城市权限内');
    const follows = await sql<{
      id: number;
      method: number;
      content: string;
      intent: number;
      next_follow_on: string | null;
      operator: string;
      created_at: Date;
    }>`
      select id, method, content, intent, next_follow_on::text as next_follow_on, operator, created_at
      from franchise_lead_follow where lead_id = ${id} order by created_at desc, id desc`.execute(db);
    const apply = lead.apply_id
      ? (
          await sql<{
            id: number;
            apply_no: string;
            status: number;
            intended_area: string;
            budget: string;
            reviewer: string | null;
            reviewed_at: Date | null;
            review_remark: string | null;
            created_at: Date;
          }>`
          select id, apply_no, status, intended_area, budget::text as budget, reviewer, reviewed_at, review_remark, created_at from franchise_apply where id = ${lead.apply_id}`.execute(
            db,
          )
        ).rows[0]
      : undefined;
    return {
      id: lead.id,
      leadNo: lead.lead_no,
      contactName: lead.contact_name,
      mobile: vault.maskOf(lead.mobile_enc),
      cityId: lead.city_id,
      cityName: lead.city_name,
      channel: lead.channel,
      intent: lead.intent,
      budget: lead.budget,
      hasExperience: lead.has_experience,
      status: lead.status,
      ownerName: lead.owner_name,
      followCount: lead.follow_count,
      lastFollowAt: lead.last_follow_at,
      nextFollowOn: lead.next_follow_on,
      invalidReason: lead.invalid_reason,
      remark: lead.remark,
      createdBy: lead.created_by,
      createdAt: lead.created_at,
      follows: follows.rows.map((f) => ({
        id: f.id,
        method: f.method,
        content: f.content,
        intent: f.intent,
        nextFollowOn: f.next_follow_on,
        operator: f.operator,
        createdAt: f.created_at,
      })),
      apply: apply
        ? {
            id: apply.id,
            applyNo: apply.apply_no,
            status: apply.status,
            intendedArea: apply.intended_area,
            budget: apply.budget,
            reviewer: apply.reviewer,
            reviewedAt: apply.reviewed_at,
            reviewRemark: apply.review_remark,
            createdAt: apply.created_at,
          }
        : null,
    };
  });
}
