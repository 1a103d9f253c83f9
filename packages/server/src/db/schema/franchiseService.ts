import type { ColumnType, Generated } from 'kysely';

/**
 * Migration 109 (issue 16): franchise notices with their targets and reads, repairs and feedback.
 * Codes are the contract's (resources/join/business/notices.ts, repairlist.ts, feedback.ts). Import this
 * file for its types (`import '…/db/schema/franchiseService.js'`).
 */

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Decimal = ColumnType<string, string | number, string | number>;

export interface FranchiseNoticeTable {
  id: Generated<number>;
  title: string;
  target_type: Generated<number>;
  store_ids: string | null;
  content: string;
  attachment_url: string | null;
  status: Generated<number>;
  target_count: Generated<number>;
  read_count: Generated<number>;
  publisher: string | null;
  published_at: Timestamp | null;
  withdraw_reason: string | null;
  withdrawn_by: string | null;
  withdrawn_at: Timestamp | null;
  created_by: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface FranchiseNoticeTargetTable {
  id: Generated<number>;
  notice_id: number;
  store_id: number;
  read_at: Timestamp | null;
  read_by: number | null;
  read_by_name: string | null;
}

export interface FranchiseNoticeReadTable {
  id: Generated<number>;
  notice_id: number;
  store_id: number;
  user_id: number | null;
  user_name: string;
  read_at: CreatedAt;
}

export interface FranchiseRepairTable {
  id: Generated<number>;
  repair_no: string;
  store_id: number;
  area: number;
  item: string;
  warranty_type: number;
  description: string;
  photo_url: string | null;
  reporter: string;
  status: Generated<number>;
  worker: string | null;
  expected_on: string | null;
  dispatched_by: string | null;
  dispatched_at: Timestamp | null;
  result: string | null;
  cost: Decimal | null;
  fixed_by: string | null;
  fixed_at: Timestamp | null;
  reject_reason: string | null;
  reject_count: Generated<number>;
  accepted_by: string | null;
  accepted_at: Timestamp | null;
  created_by: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface FranchiseFeedbackTable {
  id: Generated<number>;
  feedback_no: string;
  store_id: number;
  category: number;
  content: string;
  image_url: string | null;
  submitter: string;
  status: Generated<number>;
  reply: string | null;
  handler: string | null;
  handled_at: Timestamp | null;
  created_by: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

declare module '../schema.js' {
  interface Database {
    franchise_notice: FranchiseNoticeTable;
    franchise_notice_target: FranchiseNoticeTargetTable;
    franchise_notice_read: FranchiseNoticeReadTable;
    franchise_repair: FranchiseRepairTable;
    franchise_feedback: FranchiseFeedbackTable;
  }
}
