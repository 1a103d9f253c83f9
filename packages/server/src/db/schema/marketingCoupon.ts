import type { ColumnType, Generated } from 'kysely';

/**
 * Tables of the coupons of /operate/marketing (migration 030_marketing_coupon), merged into
 * `Database` and into the coupon tables of 016_customer_service (schema.ts) by module augmentation.
 */

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
/** Generated always (never written). */
type GeneratedAlways<T> = ColumnType<T, never, never>;

declare module '../schema.js' {
  interface CouponTemplateTable {
    /** 0 未上线, 1 已上线, 2 已下线 (CouponTemplateStatus). */
    status: Generated<number>;
    /** 0 固定日期 (valid_start..valid_end), 1 领取后 valid_days × valid_unit. */
    valid_type: Generated<number>;
    valid_start: string | null;
    valid_end: string | null;
    /** TimeUnit: day, week, month, year. */
    valid_unit: Generated<string>;
    issue_start: string | null;
    issue_end: string | null;
    /** Coupons left to issue; null: no limit. */
    stock: number | null;
    per_customer_limit: Generated<number>;
    store_range: Generated<number>;
    store_ids: string | null;
    store_id_arr: GeneratedAlways<number[] | null>;
    item_range: Generated<number>;
    item_ids: string | null;
    item_id_arr: GeneratedAlways<number[] | null>;
    max_discount: string | null;
    description: string | null;
    created_by: string | null;
    updated_by: string | null;
    updated_at: Timestamp;
  }

  interface CouponInstanceTable {
    /** CouponSource: 0 后台发放, 1 兑换码, 2 券包购买, 3 营销活动. */
    source: Generated<number>;
    /** The redeem code, coupon order or activity it came from. */
    source_id: number | null;
    issue_store_id: number | null;
    issued_by: string | null;
    used_discount: string | null;
  }

  interface Database {
    coupon_template_count: CouponTemplateCountTable;
    coupon_template_stat: CouponTemplateStatView;
    redeem_code_batch: RedeemCodeBatchTable;
    redeem_code: RedeemCodeTable;
    redeem_code_batch_stat: RedeemCodeBatchStatView;
    platform_coupon: PlatformCouponTable;
    platform_coupon_stat: PlatformCouponStatView;
    coupon_package: CouponPackageTable;
    coupon_package_item: CouponPackageItemTable;
    coupon_package_stat: CouponPackageStatView;
    coupon_order: CouponOrderTable;
  }
}

/** 062: 已发放 / 已使用 / 已过期 per template, moved by triggers on coupon_instance. */
export interface CouponTemplateCountTable {
  template_id: number;
  issued_count: number;
  used_count: number;
  expired_count: number;
}

export interface CouponTemplateStatView {
  id: number;
  issued_count: number;
  used_count: number;
  expired_count: number;
}

export interface RedeemCodeBatchTable {
  id: Generated<number>;
  batch_no: string;
  name: string;
  template_id: number;
  quantity: number;
  redeem_start: string;
  redeem_end: string;
  /** 0 待生成, 1 可兑换, 2 已停用 (RedeemBatchStatus). */
  status: Generated<number>;
  remark: string | null;
  created_by: string | null;
  generated_at: Date | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface RedeemCodeTable {
  id: Generated<number>;
  batch_id: number;
  code: string;
  /** 0 未兑换, 1 已兑换, 2 已作废 (RedeemCodeStatus). */
  status: Generated<number>;
  customer_id: number | null;
  coupon_instance_id: number | null;
  redeem_store_id: number | null;
  redeemed_at: Date | null;
  redeemed_by: string | null;
  created_at: CreatedAt;
}

export interface RedeemCodeBatchStatView {
  id: number;
  code_count: number;
  redeemed_count: number;
}

export interface PlatformCouponTable {
  id: Generated<number>;
  platform: number;
  deal_id: string;
  deal_name: string;
  item_id: number;
  sale_price: string;
  market_price: string | null;
  settle_price: string;
  store_range: Generated<number>;
  store_ids: string | null;
  store_id_arr: GeneratedAlways<number[] | null>;
  valid_start: string;
  valid_end: string;
  /** 1 上架, 2 下架. */
  status: Generated<number>;
  remark: string | null;
  created_by: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface PlatformCouponStatView {
  id: number;
  sold_count: number;
  verified_count: number;
}

export interface CouponPackageTable {
  id: Generated<number>;
  /** CouponPackageFamily: 1 会员券, 2 礼品券, 3 卡券, 4 会员卡券. */
  family: number;
  name: string;
  member_level: number | null;
  card_product_id: number | null;
  item_id: number | null;
  times: number | null;
  price: string | null;
  sale_start: string | null;
  sale_end: string | null;
  stock: number | null;
  description: string | null;
  status: Generated<number>;
  created_by: string | null;
  updated_by: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface CouponPackageItemTable {
  id: Generated<number>;
  package_id: number;
  template_id: number;
  quantity: number;
}

export interface CouponPackageStatView {
  id: number;
  line_count: number;
  coupon_count: number;
  sold_count: number;
}

export interface CouponOrderTable {
  id: Generated<number>;
  order_no: string;
  customer_id: number;
  package_id: number;
  store_id: number;
  quantity: Generated<number>;
  amount: string;
  pay_method: number;
  /** 1 已支付, 3 已退款 (CouponOrderStatus). */
  status: Generated<number>;
  paid_at: Date | string;
  refund_amount: string | null;
  refund_reason: string | null;
  refunded_by: string | null;
  refunded_at: Date | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}
