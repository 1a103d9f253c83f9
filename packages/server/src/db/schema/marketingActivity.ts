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

/** Migration 041: the app's banners and the services recommended per city. */
export interface MarketingAdvertTable {
  id: Generated<number>;
  title: string;
  position: number;
  image_url: string;
  link_url: string | null;
  start_at: Date | string;
  end_at: Date | string;
  city_ids: string | null;
  city_id_arr: Generated<number[]>;
  city_names: string | null;
  sort_order: Generated<number>;
  status: Generated<number>;
  status_reason: string | null;
  status_by: string | null;
  status_at: Date | string | null;
  created_by: string | null;
  created_at: Generated<Date | string>;
  updated_at: Generated<Date | string>;
}

export interface MarketingRecommendTable {
  id: Generated<number>;
  city_id: number;
  item_id: number;
  sort_order: Generated<number>;
  tag_text: string | null;
  reason: string | null;
  enabled: Generated<boolean>;
  created_by: string | null;
  created_at: Generated<Date | string>;
  updated_at: Generated<Date | string>;
}

declare module '../schema.js' {
  interface Database {
    marketing_advert: MarketingAdvertTable;
    marketing_recommend: MarketingRecommendTable;
  }
}

/** Migration 042: QR codes and their scans. */
export interface MarketingQrcodeTable {
  id: Generated<number>;
  name: string;
  kind: number;
  store_id: number | null;
  craftsman_id: number | null;
  activity_id: number | null;
  scene_code: Generated<string>;
  scan_count: Generated<number>;
  customer_count: Generated<number>;
  order_count: Generated<number>;
  order_amount: Generated<string>;
  status: Generated<number>;
  remark: string | null;
  created_by: string | null;
  created_at: Generated<Date | string>;
  updated_at: Generated<Date | string>;
}

export interface MarketingQrcodeScanTable {
  id: Generated<number>;
  qrcode_id: number;
  store_id: number | null;
  customer_id: number;
  new_customer: Generated<boolean>;
  order_id: number | null;
  scanned_at: Generated<Date | string>;
}

declare module '../schema.js' {
  interface Database {
    marketing_qrcode: MarketingQrcodeTable;
    marketing_qrcode_scan: MarketingQrcodeScanTable;
  }
}
