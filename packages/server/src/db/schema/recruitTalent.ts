import type { ColumnType, Generated } from 'kysely';

/**
 * Migrations 093–094 (issue 15): the trade test, the training, the talent pool, the reactivations and the
 * 转正 applications of the recruitment ledger. Codes are contract resources/hrm/employee/_shared/talent.ts.
 * Import this file for its types.
 */

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Numeric = ColumnType<string, string | number, string | number>;

export interface RecruitAssessmentSessionTable {
  id: Generated<number>;
  session_date: string;
  store_id: number;
  examiner_craftsman_id: number;
  remark: string | null;
  created_by: string | null;
  created_at: CreatedAt;
}

export interface RecruitAssessmentTable {
  id: Generated<number>;
  session_id: number;
  candidate_id: number;
  store_id: number;
  session_date: string;
  /** One column per contract ASSESSMENT_ITEMS entry (0–100), null until scored. */
  score_cut: number | null;
  score_blow: number | null;
  score_perm: number | null;
  score_service: number | null;
  total: Numeric | null;
  /** contract AssessmentResult. */
  result: Generated<number>;
  fail_reason: string | null;
  scored_by: string | null;
  scored_at: Timestamp | null;
  created_at: CreatedAt;
}

export interface RecruitTrainingClassTable {
  id: Generated<number>;
  name: string;
  store_id: number;
  trainer_craftsman_id: number;
  start_date: string;
  end_date: string;
  capacity: Generated<number>;
  created_at: CreatedAt;
}

export interface RecruitTrainingTable {
  /** The candidate. */
  id: number;
  class_id: number | null;
  /** contract TrainingResult. */
  result: Generated<number>;
  attendance_days: Generated<number>;
  remark: string | null;
  operator: string | null;
  started_at: Timestamp | null;
  finished_at: Timestamp | null;
  updated_at: Timestamp;
}

export interface RecruitTalentTagTable {
  id: number;
  tags: string;
  updated_by: string | null;
  updated_at: Timestamp;
}

export interface RecruitReactivationTable {
  /** The new candidate. */
  id: number;
  from_candidate_id: number;
  created_by: string;
  created_at: CreatedAt;
}

export interface RecruitRegularizationTable {
  id: Generated<number>;
  craftsman_id: number;
  store_id: number;
  entry_date: string;
  effective_date: string;
  summary: string;
  /** contract RegularizationStatus. */
  status: Generated<number>;
  applicant: string | null;
  reviewer: string | null;
  reviewed_at: Timestamp | null;
  review_remark: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

declare module '../schema.js' {
  interface CraftsmanTable {
    /** Regular staff from this day (转正, an approved recruit_regularization); null while on probation. */
    regular_on: string | null;
  }
  interface Database {
    recruit_assessment_session: RecruitAssessmentSessionTable;
    recruit_assessment: RecruitAssessmentTable;
    recruit_training_class: RecruitTrainingClassTable;
    recruit_training: RecruitTrainingTable;
    recruit_talent_tag: RecruitTalentTagTable;
    recruit_reactivation: RecruitReactivationTable;
    recruit_regularization: RecruitRegularizationTable;
  }
}
