import type { ColumnType, Generated } from 'kysely';

/**
 * Tables of the pay sheet of /craftsman/salaryManagement (migrations 072*), merged into `Database`
 * (schema.ts) by module augmentation: import this file where they are read.
 */

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
/** numeric(12,2): exact text read, text or number written. */
type Money = ColumnType<string, string | number, string | number>;

export interface WageSettlementTable {
  id: Generated<number>;
  store_id: number;
  /** First day of the pay month, 'YYYY-MM-01'. */
  month: ColumnType<string, string, string>;
  /** WageSettlementStatus: 0 已计算, 1 已复核, 2 已结算. */
  status: Generated<number>;
  craftsman_count: Generated<number>;
  total_base: Generated<Money>;
  total_commission: Generated<Money>;
  total_addition: Generated<Money>;
  total_deduction: Generated<Money>;
  total_gross: Generated<Money>;
  total_tax: Generated<Money>;
  total_net: Generated<Money>;
  computed_at: Generated<Timestamp>;
  computed_by: string;
  reviewed_at: Timestamp | null;
  reviewed_by: string | null;
  settled_at: Timestamp | null;
  settled_by: string | null;
  remark: string | null;
  created_at: CreatedAt;
  updated_at: Generated<Timestamp>;
}

declare module '../schema.js' {
  interface Database {
    wage_settlement: WageSettlementTable;
  }
}
