import type { Generated } from 'kysely';

/**
 * Migrations 074*: craftsman grades and positions (issue 14, H4): level promotions (incl. R levels),
 * price-grade changes, position changes, manager levels. Module augmentation of the shared
 * `Database` interface.
 */
export interface CraftsmanPromotionTable {
  id: Generated<number>;
  craftsman_id: number;
  store_id: number;
  from_level: string | null;
  to_level: string;
  effective_date: string | Date;
  reason: string;
  applicant: string | null;
  applicant_id: number | null;
  /** 0 待审批 1 已通过 2 已驳回 3 已撤回 */
  status: Generated<number>;
  reviewer: string | null;
  reviewed_at: Date | string | null;
  review_remark: string | null;
  /** When craftsman.level was moved to to_level (the effective date had come). */
  applied_at: Date | string | null;
  created_at: Generated<Date | string>;
  updated_at: Generated<Date | string>;
}

/** Migration 074a: price-grade changes (P0..P10). */
export interface CraftsmanPriceChangeTable {
  id: Generated<number>;
  craftsman_id: number;
  store_id: number;
  from_grade: string | null;
  to_grade: string;
  effective_date: string | Date;
  reason: string;
  applicant: string | null;
  applicant_id: number | null;
  status: Generated<number>;
  reviewer: string | null;
  reviewed_at: Date | string | null;
  review_remark: string | null;
  applied_at: Date | string | null;
  created_at: Generated<Date | string>;
  updated_at: Generated<Date | string>;
}

/** Migration 074b: position changes (spec Station, position type), with the 培养人. */
export interface CraftsmanPositionChangeTable {
  id: Generated<number>;
  craftsman_id: number;
  store_id: number;
  from_station: number | null;
  to_station: number;
  from_position_type: number | null;
  to_position_type: number;
  cultivate_people_id: number | null;
  effective_date: string | Date;
  reason: string;
  applicant: string | null;
  applicant_id: number | null;
  status: Generated<number>;
  reviewer: string | null;
  reviewed_at: Date | string | null;
  review_remark: string | null;
  applied_at: Date | string | null;
  created_at: Generated<Date | string>;
  updated_at: Generated<Date | string>;
}

/** Migration 074c: manager levels (M) and manager salary levels (T), one row per assignment. */
export interface CraftsmanManagerLevelTable {
  id: Generated<number>;
  craftsman_id: number;
  store_id: number;
  station: number;
  manager_level: string;
  salary_level: string;
  effective_date: string | Date;
  remark: string;
  created_by: string | null;
  created_at: Generated<Date | string>;
  updated_at: Generated<Date | string>;
}

/** Migration 074d: where an application or assignment stands today (views). */
export interface GradeStateView {
  id: number;
  state: number;
}

declare module '../schema.js' {
  interface Database {
    craftsman_promotion: CraftsmanPromotionTable;
    craftsman_price_change: CraftsmanPriceChangeTable;
    craftsman_position_change: CraftsmanPositionChangeTable;
    craftsman_manager_level: CraftsmanManagerLevelTable;
    craftsman_promotion_state: GradeStateView;
    craftsman_price_change_state: GradeStateView;
    craftsman_position_change_state: GradeStateView;
    craftsman_manager_level_state: GradeStateView;
  }
}
