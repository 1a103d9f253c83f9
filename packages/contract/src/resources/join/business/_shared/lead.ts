import { z } from 'zod';
import { idSchema } from '../../../../api/zod.js';
import type { FieldDef } from '../../../../resource/types.js';
import { validateMobile } from '../../../../validators/phone.js';

/** Pages of franchise leads and applications (issue 16), one source for both sides. */
export const LeadPage = {
  lead: '/join/business/affiliateLead',
  detail: '/join/business/affiliateLeadDetail',
  apply: '/join/business/joinapply',
  channel: '/join/merchants/channelAnalysis',
  telemarketing: '/join/merchants/telemarketingAnalysis',
  merchants: '/join/merchants/merchantsAnalysis',
} as const;

/** Operation codes of the lead and application pages. */
export const LeadOps = {
  create: 'join:lead:add',
  edit: 'join:lead:edit',
  assign: 'join:lead:assign',
  follow: 'join:lead:follow',
  convert: 'join:lead:convert',
  invalid: 'join:lead:invalid',
  export: 'join:lead:export',
  viewMobile: 'join:lead:viewMobile',
  applyCreate: 'join:apply:add',
  applyEdit: 'join:apply:edit',
  applyReview: 'join:apply:review',
  applyExport: 'join:apply:export',
  applyViewMobile: 'join:apply:viewMobile',
  analysisExport: 'join:merchants:export',
} as const;

/** A prospect's mobile, sealed at rest: masked in lists, matched whole by its keyed hash. */
export const leadMobileField = (key: string, label: string): FieldDef => ({
  key,
  column: 'mobile_enc',
  label,
  type: 'mobile',
  masked: true,
  encrypted: { hashColumn: 'mobile_hash' },
  required: true,
  validate: validateMobile,
  list: { width: 130 },
  form: 'create',
  filter: 'eq',
  placeholder: '完整的11位手机号',
});

/** 投资预算（万元）: 1 decimal, 1–9,999. */
export const budgetField = (required: boolean): FieldDef => ({
  key: 'budget',
  label: '投资预算（万元）',
  type: 'decimal',
  scale: 1,
  min: 1,
  max: 9999,
  required,
  list: { width: 110 },
  form: true,
  filter: 'range',
});

export const leadIdQuery = z.object({ id: idSchema });
