import type { ColumnType, Generated } from 'kysely';

/**
 * Migration 107 (issue 16): franchise leads, their follow-ups and applications. Codes are contract
 * enums/franchiseLead.ts. Import this file for its types (`import '…/db/schema/franchiseLead.js'`).
 */

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Decimal = ColumnType<string, string | number, string | number>;

export interface FranchiseApplyTable {
  id: Generated<number>;
  apply_no: string;
  applicant_name: string;
  mobile_enc: string;
  mobile_hash: string;
  company_name: string | null;
  city_id: number;
  intended_area: string;
  budget: Decimal;
  planned_stores: Generated<number>;
  experience: string | null;
  /** contract LeadChannel. */
  channel: number;
  /** contract JoinApplyStatus. */
  status: Generated<number>;
  reviewer: string | null;
  reviewed_at: Date | string | null;
  review_remark: string | null;
  created_by: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface FranchiseLeadTable {
  id: Generated<number>;
  lead_no: string;
  contact_name: string;
  mobile_enc: string;
  mobile_hash: string;
  city_id: number;
  channel: number;
  /** contract LeadIntent. */
  intent: Generated<number>;
  budget: Decimal | null;
  has_experience: Generated<boolean>;
  owner_user_id: number | null;
  owner_name: string | null;
  /** contract LeadStatus. */
  status: Generated<number>;
  invalid_reason: string | null;
  follow_count: Generated<number>;
  last_follow_at: Date | string | null;
  next_follow_on: string | null;
  apply_id: number | null;
  remark: string | null;
  created_by: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface FranchiseLeadFollowTable {
  id: Generated<number>;
  lead_id: number;
  method: number;
  content: string;
  intent: number;
  next_follow_on: string | null;
  operator: string;
  operator_id: number | null;
  created_at: CreatedAt;
}

/** View franchise_merchants_month (招商概况): one row per month (its first day) and city. */
export interface FranchiseMerchantsMonthView {
  month: string;
  city_id: number;
  leads: number;
  follows: number;
  applies: number;
  approved: number;
  rejected: number;
  joined_stores: number;
}

declare module '../schema.js' {
  interface Database {
    franchise_apply: FranchiseApplyTable;
    franchise_lead: FranchiseLeadTable;
    franchise_lead_follow: FranchiseLeadFollowTable;
    franchise_merchants_month: FranchiseMerchantsMonthView;
  }
}
