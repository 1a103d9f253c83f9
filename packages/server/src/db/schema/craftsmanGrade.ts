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

declare module '../schema.js' {
  interface Database {
    craftsman_promotion: CraftsmanPromotionTable;
  }
}
