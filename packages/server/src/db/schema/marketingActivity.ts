import type { Generated } from 'kysely';

/** Migration 040: marketing activities, their stores and coupons, participation records and the coupons they issued. */
export interface MarketingActivityTable {
  id: Generated<number>;
  name: string;
  kind: number;
  activity_type: number;
  service_type: number;
  status: Generated<number>;
  start_at: Date | string | null;
  end_at: Date | string | null;
  store_ids: string | null;
  store_count: Generated<number>;
  city_names: string | null;
  coupons: string | null;
  coupon_names: string | null;
  inviter_coupons: string | null;
  item_id: number | null;
  elder_age: number | null;
  child_age: number | null;
  card_times: number | null;
  /** numeric(10,2) */
  card_price: string | null;
  share_title: string | null;
  join_rule: Generated<number>;
  per_customer_limit: Generated<number>;
  total_limit: number | null;
  description: string | null;
  participant_count: Generated<number>;
  status_reason: string | null;
  status_by: string | null;
  status_at: Date | string | null;
  created_by: string | null;
  created_at: Generated<Date | string>;
  updated_at: Generated<Date | string>;
}

export interface MarketingActivityStoreTable {
  activity_id: number;
  store_id: number;
}

export interface MarketingActivityCouponTable {
  activity_id: number;
  template_id: number;
  for_inviter: Generated<boolean>;
  quantity: number;
}

export interface MarketingActivityRecordTable {
  id: Generated<number>;
  activity_id: number;
  customer_id: number;
  store_id: number | null;
  source: number;
  inviter_customer_id: number | null;
  coupon_count: Generated<number>;
  new_customer: Generated<boolean>;
  operator: string | null;
  joined_at: Generated<Date | string>;
}

export interface MarketingActivityIssueTable {
  coupon_instance_id: number;
  activity_id: number;
  record_id: number;
}

declare module '../schema.js' {
  interface Database {
    marketing_activity: MarketingActivityTable;
    marketing_activity_store: MarketingActivityStoreTable;
    marketing_activity_coupon: MarketingActivityCouponTable;
    marketing_activity_record: MarketingActivityRecordTable;
    marketing_activity_issue: MarketingActivityIssueTable;
  }
}
