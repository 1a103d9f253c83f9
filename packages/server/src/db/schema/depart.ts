import type { ColumnType, Generated } from 'kysely';

/**
 * Migrations 095–096 (issue 15, departure and retention of /hrm): departure orders with their files,
 * retain-job-suspend-salary applications, agreements with their signing log. Codes are contract
 * enums/depart.ts. Import this file for its types (`import '…/db/schema/depart.js'`).
 */

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export interface RecruitDepartTable {
  id: Generated<number>;
  order_no: string;
  craftsman_id: number;
  store_id: number;
  entry_date: string | null;
  leave_date: string;
  /** contract LeaveReason. */
  leave_reason: number;
  detail: string;
  /** contract DepartStatus. */
  status: Generated<number>;
  months_served: number | null;
  file_count: Generated<number>;
  no_rehire: Generated<boolean>;
  no_rehire_reason: string | null;
  applicant: string;
  applicant_id: number | null;
  reviewer: string | null;
  reviewed_at: Timestamp | null;
  review_remark: string | null;
  cancelled_by: string | null;
  cancelled_at: Timestamp | null;
  cancel_reason: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface RecruitDepartFileTable {
  id: Generated<number>;
  depart_id: number;
  file_name: string;
  url: string;
  created_by: string;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface RecruitRetainTable {
  id: Generated<number>;
  craftsman_id: number;
  store_id: number;
  start_date: string;
  end_date: string;
  days: number;
  reason: string;
  /** contract RetainStatus. */
  status: Generated<number>;
  applicant: string;
  applicant_id: number | null;
  reviewer: string | null;
  reviewed_at: Timestamp | null;
  review_remark: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface RecruitAgreementTable {
  id: Generated<number>;
  agreement_no: string;
  craftsman_id: number;
  store_id: number;
  /** contract AgreementType. */
  agreement_type: number;
  start_date: string;
  end_date: string;
  amount: string;
  content: string;
  /** contract AgreementStatus. */
  status: Generated<number>;
  signed_at: Timestamp | null;
  status_by: string | null;
  status_at: Timestamp | null;
  status_remark: string | null;
  created_by: string;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface RecruitAgreementLogTable {
  id: Generated<string>;
  agreement_id: number;
  action: string;
  remark: string | null;
  operator: string;
  operator_id: number | null;
  created_at: CreatedAt;
}

declare module '../schema.js' {
  interface Database {
    recruit_depart: RecruitDepartTable;
    recruit_depart_file: RecruitDepartFileTable;
    recruit_retain: RecruitRetainTable;
    recruit_agreement: RecruitAgreementTable;
    recruit_agreement_log: RecruitAgreementLogTable;
  }
}
