import type { ColumnType, Generated } from 'kysely';

/**
 * Migrations 070 and 070a (issue 14, the craftsman register): columns added to table craftsman,
 * merged into schema.ts's CraftsmanTable by module augmentation (db/schema.ts stays the shared
 * file), and the tables of the register's pages.
 */

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

/** 手艺人状态 and 手艺人数据: a dated change (state 0 待生效, 1 已生效, 2 已撤销). */
interface ScheduledChange {
  id: Generated<number>;
  craftsman_id: number;
  store_id: number;
  reason: string;
  state: Generated<number>;
  applied_at: Timestamp | null;
  operator: string;
  cancelled_by: string | null;
  cancelled_at: Timestamp | null;
  cancel_reason: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface CraftsmanStatusChangeTable extends ScheduledChange {
  from_status: number;
  to_status: number;
  effective_date: string;
  leave_reason: number | null;
}

export interface CraftsmanDataLevelChangeTable extends ScheduledChange {
  from_level: string | null;
  to_level: string;
  suggested_level: string | null;
  /** The first day of the month. */
  effective_month: string;
}

export interface CraftsmanDataLevelTable {
  id: Generated<number>;
  code: string;
  name: string;
  min_performance: string;
  min_customers: number;
  min_designated_rate: string;
  remark: string | null;
  updated_by: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface CraftsmanStarRuleTable {
  id: Generated<number>;
  star: number;
  min_avg_score: string;
  min_count: number;
  remark: string | null;
  updated_by: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface CraftsmanServiceStarTable {
  id: Generated<number>;
  craftsman_id: number;
  store_id: number;
  month: string;
  eval_count: number;
  avg_score: string;
  star: number;
  computed_at: Timestamp;
}

/** 员工反馈 (status 0 待处理, 1 已回复, 2 已关闭) and 建议反馈 (0 待回复, 1 已回复, 2 已采纳, 3 已关闭). */
interface Handled {
  id: Generated<number>;
  craftsman_id: number;
  store_id: number;
  category: number;
  content: string;
  status: Generated<number>;
  reply: string | null;
  replied_by: string | null;
  replied_at: Timestamp | null;
  handler: string | null;
  handled_at: Timestamp | null;
  handle_note: string | null;
  created_by: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}
export type CraftsmanFeedbackTable = Handled;
export interface CraftsmanSuggestionTable extends Handled {
  title: string;
}

declare module '../schema.js' {
  interface CraftsmanTable {
    /** Spec Station (contract enums people.ts Station): 0 手艺人 … -1 互联网员工. */
    station: Generated<number>;
    /** The S-level (contract enums craftsman.ts DataLevel); null until rated. */
    data_level: string | null;
    /** The mainland ID number sealed by the field vault (`v2:<mask>:…`), null when not given. */
    id_card_enc: string | null;
    /** Keyed hash of the ID number (vault.lookupHash), unique when present. */
    id_card_hash: string | null;
    /** Tutor kind (spec training course types 0 工艺, 1 男发, 2 女发); null: not a tutor. */
    tutor_type: number | null;
    /** Set when the craftsman departed (status 4), cleared on re-entry. */
    leave_date: string | null;
    /** Spec Leave reason (contract enums people.ts LeaveReason), with leave_date. */
    leave_reason: number | null;
  }
  interface Database {
    craftsman_status_change: CraftsmanStatusChangeTable;
    craftsman_data_level: CraftsmanDataLevelTable;
    craftsman_data_level_change: CraftsmanDataLevelChangeTable;
    craftsman_star_rule: CraftsmanStarRuleTable;
    craftsman_service_star: CraftsmanServiceStarTable;
    craftsman_feedback: CraftsmanFeedbackTable;
    craftsman_suggestion: CraftsmanSuggestionTable;
  }
}
