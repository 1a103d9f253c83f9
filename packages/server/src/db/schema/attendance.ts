import type { ColumnType, Generated } from 'kysely';

/**
 * Tables of attendance, transfers and staffing (/craftsman/attendanceManage, /craftsman/informationManage;
 * migrations 071*), merged into `Database` (schema.ts) by module augmentation: import this file where they are read.
 */

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
/** A date column, read and written as 'YYYY-MM-DD'. */
type DateText = ColumnType<string, string, string>;
/** numeric(12,2): exact text read, text or number written. */
type Money = ColumnType<string, string | number, string | number>;

export interface CraftsmanClockTable {
  id: Generated<string>;
  craftsman_id: number;
  store_id: number;
  clock_at: Timestamp;
  /** ClockKind: 1 上班, 2 下班. */
  kind: number;
  /** ClockSource: 0 打卡, 1 补卡. */
  source: Generated<number>;
  reason: string | null;
  created_by: string | null;
  created_at: CreatedAt;
}

export interface CraftsmanLeaveTable {
  id: Generated<number>;
  craftsman_id: number;
  store_id: number;
  leave_type: number;
  /** LeaveReason (spec): 0..7. */
  reason: Generated<number>;
  remark: string | null;
  start_date: DateText;
  end_date: DateText;
  created_by: string | null;
  created_at: CreatedAt;
}

export interface AttendanceDayTable {
  id: Generated<number>;
  craftsman_id: number;
  store_id: number;
  work_date: DateText;
  shift: number | null;
  shift_start: string | null;
  shift_end: string | null;
  clock_in: Timestamp | null;
  clock_out: Timestamp | null;
  late_minutes: Generated<number>;
  early_minutes: Generated<number>;
  /** AttendanceStatus: 0 正常 … 5 休息. */
  status: number;
  leave_id: number | null;
  corrected: Generated<boolean>;
  judged_at: Generated<Timestamp>;
}

export interface CraftsmanTransferTable {
  id: Generated<number>;
  craftsman_id: number;
  from_store_id: number;
  to_store_id: number;
  /** TransferType: 1 借调, 2 调店. */
  transfer_type: number;
  start_date: DateText;
  end_date: DateText | null;
  reason: string;
  applicant: string;
  status: Generated<number>;
  reviewer: string | null;
  reviewed_at: Timestamp | null;
  review_remark: string | null;
  /** TransferEffect, once approved: 0 待生效, 1 已生效, 2 已结束. */
  effect: number | null;
  applied_at: Timestamp | null;
  ended_at: Timestamp | null;
  created_at: CreatedAt;
  updated_at: Generated<Timestamp>;
}

export interface StaffingGapRuleTable {
  id: Generated<number>;
  name: string;
  store_type: number | null;
  seats_min: Generated<number>;
  seats_max: Generated<number>;
  revenue_min: Generated<Money>;
  revenue_max: Money | null;
  required_stylists: number;
  required_technicians: number;
  enabled: Generated<boolean>;
  remark: string | null;
  created_by: string | null;
  updated_by: string | null;
  created_at: CreatedAt;
  updated_at: Generated<Timestamp>;
}

export interface StaffingGapApplyTable {
  id: Generated<number>;
  store_id: number;
  /** StaffPost: 1 发型师, 2 烫染师. */
  post: number;
  head_count: number;
  gap_at_apply: Generated<number>;
  expected_date: DateText;
  reason: string;
  applicant: string;
  status: Generated<number>;
  reviewer: string | null;
  reviewed_at: Timestamp | null;
  review_remark: string | null;
  created_at: CreatedAt;
  updated_at: Generated<Timestamp>;
}

declare module '../schema.js' {
  interface Database {
    craftsman_clock: CraftsmanClockTable;
    craftsman_leave: CraftsmanLeaveTable;
    attendance_day: AttendanceDayTable;
    craftsman_transfer: CraftsmanTransferTable;
    staffing_gap_rule: StaffingGapRuleTable;
    staffing_gap_apply: StaffingGapApplyTable;
  }
  /** Migration 071b: the customer asked for this craftsman (指定). */
  interface CustomerOrderTable {
    designated: Generated<boolean>;
  }
}
