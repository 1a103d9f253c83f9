import type { ColumnType, Generated } from 'kysely';

/**
 * Migrations 097–098 (issue 15): 担保记录 / 担保考核 (sponsion_*), 员工社保 (social_security_rate,
 * employee_social_security) and 工具申请审批 (tool_item, tool_apply). States and codes are the contract's
 * (resources/hrm/employee/_shared/sponsion.ts, employeeSocialSecurity.ts, approvalToolApply.ts). Money and
 * rates are numeric, read as exact text. Import this file for its types (`import '…/db/schema/hrmAffairs.js'`).
 */

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Money = ColumnType<string, string | number, string | number>;

export interface SponsionRecordTable {
  id: Generated<number>;
  store_id: number;
  recruit_id: number;
  guarantor_id: number;
  /** contract SponsionRelation. */
  relation: number;
  amount: Money;
  months: number;
  start_date: string;
  end_date: string;
  /** contract SponsionStatus: 0 担保中, 1 期满解除, 2 已追责, 3 已撤销. */
  status: Generated<number>;
  reason: string | null;
  closed_by: string | null;
  closed_at: Timestamp | null;
  remark: string | null;
  created_by: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface SponsionLogTable {
  id: Generated<number>;
  sponsion_id: number;
  action: string;
  from_status: number | null;
  to_status: number;
  remark: string | null;
  operator: string;
  operator_id: number | null;
  created_at: CreatedAt;
}

export interface SponsionAssessTable {
  id: Generated<number>;
  sponsion_id: number;
  store_id: number;
  guarantor_id: number;
  recruit_id: number;
  /** contract SponsionAssessKind: 1 奖励, 2 惩罚. */
  kind: number;
  reward_name: string;
  amount: Money;
  /** contract SponsionAssessStatus: 0 待确认, 1 已确认, 2 已取消. */
  status: Generated<number>;
  /** The pay month (first day) of a confirmed one. */
  month: string | null;
  confirmed_by: string | null;
  confirmed_at: Timestamp | null;
  cancel_reason: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface SocialSecurityRateTable {
  id: Generated<number>;
  city_id: number;
  base_min: Money;
  base_max: Money;
  pension_company: Money;
  pension_personal: Money;
  medical_company: Money;
  medical_personal: Money;
  unemployment_company: Money;
  unemployment_personal: Money;
  injury_company: Money;
  maternity_company: Money;
  housing_company: Money;
  housing_personal: Money;
  updated_by: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface EmployeeSocialSecurityTable {
  id: Generated<number>;
  craftsman_id: number;
  store_id: number;
  city_id: number;
  base: Money;
  /** contract SocialSecurityStatus: 0 未参保, 1 参保中, 2 已停保. */
  status: Generated<number>;
  start_date: string | null;
  stop_date: string | null;
  stop_reason: string | null;
  remark: string | null;
  created_by: string | null;
  updated_by: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface ToolItemTable {
  id: Generated<number>;
  name: string;
  /** contract HairToolCategory. */
  category: number;
  spec: string | null;
  price: Money;
  enable_status: Generated<number>;
  updated_by: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface ToolApplyTable {
  id: Generated<number>;
  store_id: number;
  craftsman_id: number;
  tool_id: number;
  quantity: number;
  unit_price: Money;
  total_amount: Money;
  craftsman_percent: number;
  craftsman_amount: Money;
  company_amount: Money;
  apply_reason: string;
  /** contract ToolApplyStatus: 0 待审批, 1 已通过, 2 已驳回, 3 已发放, 4 已撤回. */
  status: Generated<number>;
  review_remark: string | null;
  reviewed_by: string | null;
  reviewed_at: Timestamp | null;
  issued_by: string | null;
  issued_at: Timestamp | null;
  created_by: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

declare module '../schema.js' {
  interface Database {
    sponsion_record: SponsionRecordTable;
    sponsion_log: SponsionLogTable;
    sponsion_assess: SponsionAssessTable;
    social_security_rate: SocialSecurityRateTable;
    employee_social_security: EmployeeSocialSecurityTable;
    tool_item: ToolItemTable;
    tool_apply: ToolApplyTable;
  }
}
