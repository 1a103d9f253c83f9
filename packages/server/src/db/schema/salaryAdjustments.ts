import type { ColumnType, Generated } from 'kysely';

/**
 * Tables of the pay inputs of /craftsman/salaryManagement and 违规记录 (migration 073), merged into
 * `Database` (schema.ts) by module augmentation, and the view the pay sheet reads.
 */

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
/** numeric(12,2): exact text read, text written. */
type Money = ColumnType<string, string, string>;
/** date: 'YYYY-MM-DD' text. */
type Day = ColumnType<string, string, string>;

/** The approval columns every pay-input table holds (approvalWorkflow: 0 待审批, 1 已通过, 2 已驳回, 3 已撤回). */
interface Reviewed {
  status: Generated<number>;
  applicant: string | null;
  reviewer: string | null;
  reviewed_at: Timestamp | null;
  review_remark: string | null;
  created_at: CreatedAt;
  updated_at: Generated<Timestamp>;
}

interface PayInput extends Reviewed {
  id: Generated<number>;
  craftsman_id: number;
  store_id: number;
  /** First day of the pay month. */
  month: Day;
  amount: Money;
}

export interface SalaryRecommendCommissionTable extends PayInput {
  card_order_id: number;
  order_no: string;
  customer_id: number | null;
  order_amount: Money;
  rate: string;
  remark: string | null;
}

export interface SalaryRecommendRewardTable extends PayInput {
  recommended_id: number;
  stay_months: number;
  remark: string | null;
}

export interface SalaryTeachingCommissionTable extends PayInput {
  apprentice_id: number;
  remark: string | null;
}

export interface SalaryBonusTable extends PayInput {
  kind: number;
  reason: string;
}

export interface SalaryAuditDeductionTable extends PayInput {
  audit_type: number;
  audit_date: Day;
  finding: string;
}

export interface SalaryComplaintDeductionTable extends PayInput {
  feedback_id: number | null;
  order_no: string | null;
  complaint_type: number;
  complaint_date: Day;
  description: string;
}

export interface CraftsmanViolationTable extends Omit<PayInput, 'month'> {
  violation_type: number;
  violation_date: Day;
  /** Generated: the first day of the violation date's month. */
  month: ColumnType<string, never, never>;
  description: string;
}

/** One approved / confirmed pay input as the pay sheet reads it (view). */
export interface SalaryAdjustmentLineView {
  craftsman_id: number;
  store_id: number;
  month: ColumnType<string, never, never>;
  kind: ColumnType<string, never, never>;
  /** +1 adds to pay, -1 deducts. */
  sign: ColumnType<number, never, never>;
  amount: ColumnType<string, never, never>;
  source_id: ColumnType<number, never, never>;
  title: ColumnType<string, never, never>;
}

declare module '../schema.js' {
  interface Database {
    salary_recommend_commission: SalaryRecommendCommissionTable;
    salary_recommend_reward: SalaryRecommendRewardTable;
    salary_teaching_commission: SalaryTeachingCommissionTable;
    salary_bonus: SalaryBonusTable;
    salary_audit_deduction: SalaryAuditDeductionTable;
    salary_complaint_deduction: SalaryComplaintDeductionTable;
    craftsman_violation: CraftsmanViolationTable;
    salary_adjustment_line: SalaryAdjustmentLineView;
  }
}
