import type { ColumnType, Generated } from 'kysely';

/**
 * Migration 090 (issue 15, the recruitment ledger): the tables every recruitment, onboarding and
 * growth-analysis page reads. Stages and codes are contract enums/recruit.ts. Import this file for
 * its types (`import '…/db/schema/recruit.js'`).
 */

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export interface RecruitRegionTable {
  id: Generated<number>;
  city_id: number;
  name: string;
  hr_user_id: number | null;
  hr_name: string | null;
  monthly_target: Generated<number>;
  /** 1 启用, 0 停用 (contract RecruitRegionStatus). */
  enable_status: Generated<number>;
  disabled_reason: string | null;
  disabled_by: string | null;
  disabled_at: Timestamp | null;
  remark: string | null;
  created_by: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface RecruitCandidateTable {
  id: Generated<number>;
  ledger_no: string;
  real_name: string;
  /** contract Gender. */
  gender: Generated<number>;
  birth_date: string | null;
  /** Sealed by the field vault (`v2:<mask>:…`). */
  mobile_enc: string;
  /** Keyed hash (vault.lookupHash) for exact look-ups. */
  mobile_hash: string;
  id_card_enc: string | null;
  id_card_hash: string | null;
  /** contract EducationDegree (-1 … 8). */
  education: Generated<number>;
  /** contract RecruitSource (0 … 11). */
  source: number;
  referrer_craftsman_id: number | null;
  region_id: number;
  city_id: number;
  /** contract JobPost. */
  intended_post: Generated<number>;
  intended_store_id: number | null;
  job_posting_id: number | null;
  /** numeric(4,1): text from pg. */
  work_years: ColumnType<string, string | number | undefined, string | number>;
  interviewer_id: number | null;
  interviewer_name: string | null;
  /** contract RecruitStage. */
  stage: Generated<number>;
  registered_at: Timestamp;
  hr_interview_at: Timestamp | null;
  hr_interview_remark: string | null;
  assessment_score: ColumnType<string | null, string | number | null | undefined, string | number | null>;
  assessed_at: Timestamp | null;
  training_start: string | null;
  training_end: string | null;
  training_skipped: Generated<boolean>;
  reviewed_at: Timestamp | null;
  employed_on: string | null;
  /** The register row created on onboarding; set exactly when stage = 5. */
  craftsman_id: number | null;
  closed_reason: string | null;
  closed_at: Timestamp | null;
  special_remark: string | null;
  /** Migration 091: the booked HR interview. */
  interview_at: Timestamp | null;
  /** Migration 091: when the recruitment survey was filled. */
  survey_at: Timestamp | null;
  created_by: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface RecruitLogTable {
  id: Generated<string>;
  candidate_id: number;
  /** The step: the spec endpoint's name without its submit prefix, e.g. 'hrInterview', 'onBoardingReview'. */
  action: string;
  from_stage: number | null;
  to_stage: number | null;
  remark: string | null;
  operator: string;
  operator_id: number | null;
  created_at: CreatedAt;
}

export interface RecruitNoRehireTable {
  id: Generated<number>;
  id_card_hash: string;
  real_name: string;
  craftsman_id: number | null;
  reason: string;
  created_by: string;
  created_at: CreatedAt;
}

declare module '../schema.js' {
  interface Database {
    recruit_region: RecruitRegionTable;
    recruit_candidate: RecruitCandidateTable;
    recruit_log: RecruitLogTable;
    recruit_no_rehire: RecruitNoRehireTable;
  }
}
