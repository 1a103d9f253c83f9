import { z } from 'zod';
import { defineEndpoint, instant } from '../../../resource/endpoint.js';
import { leadFollowRow } from './affiliateLead.js';
import { leadIdQuery, LeadPage } from './_shared/lead.js';

/**
 * /join/business/affiliateLeadDetail 加盟线索详情 (hidden, opened from a row of 加盟线索): one lead —
 * contact (mobile masked), channel, city, budget, owner, status — its follow-up timeline with the
 * form to add one, and the application it became with that application's review.
 */
export const leadDetailAnswer = z.object({
  id: z.number().int(),
  leadNo: z.string(),
  contactName: z.string(),
  mobile: z.string(),
  cityId: z.number().int(),
  cityName: z.string(),
  channel: z.number().int(),
  intent: z.number().int(),
  budget: z.string().nullable(),
  hasExperience: z.boolean(),
  status: z.number().int(),
  ownerName: z.string().nullable(),
  followCount: z.number().int(),
  lastFollowAt: instant.nullable(),
  nextFollowOn: z.string().nullable(),
  invalidReason: z.string().nullable(),
  remark: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: instant,
  follows: z.array(leadFollowRow),
  apply: z
    .object({
      id: z.number().int(),
      applyNo: z.string(),
      status: z.number().int(),
      intendedArea: z.string(),
      budget: z.string(),
      reviewer: z.string().nullable(),
      reviewedAt: instant.nullable(),
      reviewRemark: z.string().nullable(),
      createdAt: instant,
    })
    .nullable(),
});
export type LeadDetail = z.input<typeof leadDetailAnswer>;

export const getLeadDetail = defineEndpoint({
  path: '/mgt/franchise/lead/getLeadDetail',
  method: 'GET',
  permission: { menu: LeadPage.detail },
  query: leadIdQuery,
  result: leadDetailAnswer,
  summary: '加盟线索详情：线索信息（手机号打码）、跟进记录、转成的加盟申请及其审核',
});
