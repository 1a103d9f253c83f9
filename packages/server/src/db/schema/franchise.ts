import type { ColumnType, Generated } from 'kysely';

/**
 * Migration 100 (issue 16, the franchise core): franchisees, their stores and the stores' contracts.
 * Codes are contract enums/franchise.ts. Money is numeric, read as exact text. Import this file for
 * its types (`import '…/db/schema/franchise.js'`).
 */

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Money = ColumnType<string, string | number | undefined, string | number>;
type Json<T> = ColumnType<T, string | undefined, string>;

export interface FranchiseeTable {
  id: Generated<number>;
  franchisee_no: string;
  company_name: string;
  credit_code: string | null;
  legal_person: string;
  contact_name: string;
  contact_mobile_enc: string;
  contact_mobile_hash: string;
  city_id: number;
  address: Generated<string>;
  /** contract FranchiseeStatus. */
  status: Generated<number>;
  joined_on: string;
  remark: string | null;
  /** Migration 108: the last status step's reason, operator and time. */
  status_reason: Generated<string | null>;
  status_by: Generated<string | null>;
  status_at: Generated<Date | null>;
  created_by: string | null;
  created_at: CreatedAt;
  updated_by: string | null;
  updated_at: Timestamp;
}

export interface FranchiseStoreTable {
  /** Migration 108: generated, always the store_id. */
  id: Generated<number>;
  store_id: number;
  franchisee_id: number;
  joined_on: string;
  manager_name: string | null;
  remark: string | null;
  created_by: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/** A file attached to a contract: its name and the storage address from the kit's upload. */
export interface ContractAttachment {
  name: string;
  url: string;
}

export interface FranchiseContractTable {
  id: Generated<number>;
  contract_no: string;
  /** contract FranchiseContractKind. */
  kind: number;
  store_id: number;
  franchisee_id: number;
  party_a: string;
  party_b: string;
  signed_on: string;
  start_date: string;
  end_date: string;
  amount: Money;
  deposit: Money;
  /** contract FranchiseContractStatus. */
  status: Generated<number>;
  renewed_from_id: number | null;
  terminated_on: string | null;
  terminated_reason: string | null;
  attachments: Json<ContractAttachment[]>;
  remark: string | null;
  created_by: string | null;
  created_at: CreatedAt;
  updated_by: string | null;
  updated_at: Timestamp;
}

declare module '../schema.js' {
  interface Database {
    franchisee: FranchiseeTable;
    franchise_store: FranchiseStoreTable;
    franchise_contract: FranchiseContractTable;
  }
}
