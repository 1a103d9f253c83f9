import type { ColumnType, Generated } from 'kysely';

/** Tables of customers' points, delivery goods and the partner brand's members (migrations 050–059). */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export interface PointsGoodsTable {
  id: Generated<number>;
  goods_code: string;
  name: string;
  channel: Generated<number>;
  category: number;
  points_price: number;
  market_price: Generated<string>;
  stock: Generated<number>;
  exchanged_count: Generated<number>;
  needs_review: Generated<boolean>;
  status: Generated<number>;
  image_url: string | null;
  description: string | null;
  sort_order: Generated<number>;
  created_by: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface PointsAccountTable {
  customer_id: number;
  balance: Generated<number>;
  earned_total: Generated<number>;
  spent_total: Generated<number>;
  updated_at: Timestamp;
}

export interface PointsRequestTable {
  id: Generated<number>;
  request_no: string;
  customer_id: number;
  goods_id: number;
  store_id: number;
  quantity: number;
  points_total: number;
  reason: string;
  applicant: string;
  status: Generated<number>;
  review_remark: string | null;
  reviewer: string | null;
  reviewed_at: Date | null;
  exchange_no: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface PointsExchangeTable {
  id: Generated<number>;
  exchange_no: string;
  channel: number;
  customer_id: number;
  goods_id: number;
  store_id: number | null;
  quantity: number;
  points_total: number;
  status: Generated<number>;
  request_id: number | null;
  request_no: string | null;
  address: string | null;
  tracking_no: string | null;
  remark: string | null;
  operator: string | null;
  status_reason: string | null;
  status_by: string | null;
  status_at: Date | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface PointsLedgerTable {
  id: Generated<number>;
  customer_id: number;
  store_id: number | null;
  kind: number;
  delta: number;
  balance_after: number;
  order_id: number | null;
  exchange_id: number | null;
  request_id: number | null;
  remark: string | null;
  operator: string | null;
  created_at: CreatedAt;
}

declare module '../schema.js' {
  interface Database {
    points_goods: PointsGoodsTable;
    points_account: PointsAccountTable;
    points_request: PointsRequestTable;
    points_exchange: PointsExchangeTable;
    points_ledger: PointsLedgerTable;
  }
}

export interface GoodsRecommendLevelTable {
  id: Generated<number>;
  level_code: string;
  name: string;
  commission_rate: Generated<string>;
  description: string | null;
  sort_order: Generated<number>;
  status: Generated<number>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface DeliveryGoodsTable {
  id: Generated<number>;
  goods_code: string;
  name: string;
  kind: number;
  category: number;
  spec: string | null;
  price: string;
  stock: Generated<number>;
  sales_count: Generated<number>;
  level_id: number | null;
  status: Generated<number>;
  image_url: string | null;
  description: string | null;
  created_by: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface DeliveryOrderTable {
  id: Generated<number>;
  order_no: string;
  kind: number;
  customer_id: number;
  store_id: number;
  goods_id: number;
  quantity: number;
  unit_price: string;
  amount: string;
  source: number;
  status: Generated<number>;
  receiver: string | null;
  address: string | null;
  carrier: string | null;
  tracking_no: string | null;
  paid_at: Date;
  shipped_at: Date | null;
  signed_at: Date | null;
  status_reason: string | null;
  status_by: string | null;
  status_at: Date | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

declare module '../schema.js' {
  interface Database {
    goods_recommend_level: GoodsRecommendLevelTable;
    delivery_goods: DeliveryGoodsTable;
    delivery_order: DeliveryOrderTable;
  }
}

export interface ThMemberTable {
  id: Generated<number>;
  member_no: string;
  customer_id: number;
  store_id: number;
  level: Generated<number>;
  status: Generated<number>;
  balance: Generated<string>;
  total_recharge: Generated<string>;
  total_consume: Generated<string>;
  joined_at: Generated<Date>;
  last_active_at: Date | null;
  status_reason: string | null;
  status_by: string | null;
  status_at: Date | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface ThLedgerTable {
  id: Generated<number>;
  member_id: number;
  customer_id: number;
  store_id: number;
  kind: number;
  amount: string;
  balance_after: string;
  pay_method: number | null;
  item: string | null;
  remark: string | null;
  operator: string | null;
  created_at: CreatedAt;
}

declare module '../schema.js' {
  interface Database {
    th_member: ThMemberTable;
    th_ledger: ThLedgerTable;
  }
}
