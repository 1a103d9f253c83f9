import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Json = ColumnType<unknown, string | null, string | null>;

export interface AreaTable {
  id: number;
  parent_id: number | null;
  level: number;
  name: string;
  code: string | null;
  is_open: Generated<boolean>;
  sort_order: Generated<number>;
}

export interface StoreTable {
  id: Generated<number>;
  store_code: string;
  store_name: string;
  store_type: number;
  brand_type: Generated<number>;
  service_type: number | null;
  open_status: Generated<number>;
  enable_status: Generated<number>;
  city_id: number;
  district_id: number;
  address: Generated<string>;
  longitude: string | null;
  latitude: string | null;
  phone: string | null;
  open_date: string | null;
  seats: Generated<number>;
  business_start: Generated<string>;
  business_end: Generated<string>;
  photo_url: string | null;
  video_url: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface ConfigEnumTable {
  id: Generated<number>;
  type: string;
  val: string;
  name: string;
  corder: Generated<number>;
}

export interface AppUserTable {
  id: Generated<number>;
  account: string;
  name: string;
  nick_name: string | null;
  mobile_enc: string;
  mobile_hash: string;
  mobile_tail: string;
  pwd_hash: string;
  first_login: Generated<number>;
  status: Generated<number>;
  station: number | null;
  department: string | null;
  store_id: number | null;
  all_stores: Generated<boolean>;
  data_start_date: string | null;
  single_session: Generated<boolean>;
  locked_until: Date | null;
  created_at: CreatedAt;
  update_time: Timestamp;
}

export interface UserStoreTable {
  user_id: number;
  store_id: number;
}

export interface LoginFailureTable {
  id: Generated<number>;
  account: string;
  ip: string | null;
  created_at: CreatedAt;
}

/** An accepted `at` header (its sha256), kept until its validity window ends (migration 019). */
export interface SeenAtHeaderTable {
  digest: string;
  expires_at: Date;
}

/** A failed export-password check (/uc/user/checkPwd), throttled apart from sign-in (migration 019). */
export interface PasswordCheckFailureTable {
  id: Generated<number>;
  user_id: number;
  created_at: CreatedAt;
}

export interface UserSessionTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  secret: string;
  created_at: CreatedAt;
  last_seen_at: Timestamp;
  expires_at: Date;
  revoked_at: Date | null;
  revoke_reason: string | null;
  ip: string | null;
  user_agent: string | null;
}

export interface RoleTable {
  id: Generated<number>;
  name: string;
  code: string;
  role_type: Generated<number>;
  remark: string | null;
  status: Generated<number>;
  created_at: CreatedAt;
  updated_at: Timestamp;
  /** 020: the super-admin role (holds every menu entry); set by the seed only, never by an API. */
  is_super: Generated<boolean>;
  /** 020: a role the chain was set up with: its code is fixed (seed steps and code name it). */
  is_system: Generated<boolean>;
}

export interface MenuTable {
  id: Generated<number>;
  parent_id: number | null;
  name: string;
  url: string | null;
  code: string | null;
  icon: string | null;
  sort_order: Generated<number>;
  lv: number;
  hidden: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface RoleMenuTable {
  role_id: number;
  menu_id: number;
}

export interface UserRoleTable {
  user_id: number;
  role_id: number;
}

export interface SmsOutboxTable {
  id: Generated<number>;
  mobile: string;
  purpose: string;
  code: string | null;
  content: string;
  created_at: CreatedAt;
}

export interface VerificationCodeTable {
  id: Generated<number>;
  mobile_hash: string;
  purpose: string;
  code_hash: string;
  expires_at: Date;
  attempts: Generated<number>;
  used_at: Date | null;
  created_at: CreatedAt;
}

export interface ConfigMgtAuthorityTable {
  user_id: number;
  authority: Generated<string>;
  updated_at: Timestamp;
}

export interface AuditLogTable {
  id: Generated<number>;
  user_id: number | null;
  user_name: string | null;
  route: string | null;
  api: string;
  action: string;
  table_name: string;
  record_id: string | null;
  before: Json;
  after: Json;
  ip: string | null;
  request_id: string | null;
  created_at: CreatedAt;
}

export interface UploadFileTable {
  id: Generated<number>;
  bucket_type: number;
  storage_key: string;
  url: string;
  name: string;
  content_type: string;
  size_bytes: number;
  width: number | null;
  height: number | null;
  duration_ms: number | null;
  created_by: number | null;
  created_at: CreatedAt;
}

export interface FilterGroupTable {
  id: Generated<number>;
  user_id: number;
  page: string;
  name: string;
  filters: Json;
  sort_order: Generated<number>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface UserPreferenceTable {
  user_id: number;
  pref_key: string;
  value: Json;
  updated_at: Timestamp;
}

/** 004_operate_items: service items, categories, price versions and store item lists. */
export interface ItemCategoryTable {
  id: Generated<number>;
  name: string;
  sort_order: Generated<number>;
  created_at: CreatedAt;
}

export interface ItemTable {
  id: Generated<number>;
  category_id: number;
  item_name: string;
  item_inside_name: string | null;
  item_type: Generated<number>;
  item_status: Generated<number>;
  duration: number;
  /** numeric(4,2): read as a string. */
  order_ratio: ColumnType<string, string | undefined, string>;
  dye_order_ratio: string | null;
  enabled: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface ItemPriceVersionTable {
  id: Generated<number>;
  store_id: number;
  item_id: number;
  price_grade: string;
  /** numeric(10,2): read as a string, exact. */
  price: string;
  effective_date: ColumnType<string, string, string>;
  status: Generated<number>;
  remark: string | null;
  reason: string | null;
  operator: string | null;
  operated_at: Date | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/** A view (migration 021a): where each price version stands today, and the price in force today for its store, item and grade. */
export interface ItemPriceVersionStateView {
  id: number;
  /** PriceVersionState: 0 草稿, 1 待审批, 2 已生效, 3 已驳回, 4 待生效, 5 已失效. */
  state: number;
  today_price: string | null;
}

export interface StoreItemTable {
  id: Generated<number>;
  store_id: number;
  item_id: number;
  enabled: Generated<boolean>;
  is_top: Generated<boolean>;
  is_selected: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface CraftsmanTable {
  id: Generated<number>;
  employee_no: string;
  real_name: string;
  gender: Generated<number>;
  mobile: string;
  craftsman_type: Generated<number>;
  position_type: Generated<number>;
  level: string;
  price_grade: string;
  store_id: number;
  status: Generated<number>;
  entry_date: string;
  user_id: number | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface CraftsmanStoreTable {
  id: Generated<number>;
  craftsman_id: number;
  store_id: number;
  is_home: Generated<boolean>;
  active_status: Generated<number>;
  active_changed_at: Timestamp | null;
  active_changed_by: string | null;
  active_remark: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface CraftsmanActiveRecordTable {
  id: Generated<number>;
  craftsman_store_id: number;
  craftsman_id: number;
  store_id: number;
  from_status: number | null;
  to_status: number;
  remark: string | null;
  operator: string;
  operator_id: number | null;
  created_at: CreatedAt;
}

export interface StoreSettingTable {
  id: Generated<number>;
  store_id: number;
  max_waiting: Generated<number>;
  stop_take_minutes: Generated<number>;
  booking_enabled: Generated<boolean>;
  booking_days: Generated<number>;
  booking_slot: Generated<number>;
  noon_start: Generated<string>;
  noon_end: Generated<string>;
  noon_max_craftsmen: Generated<number>;
  walk_in_policy: Generated<number>;
  queue_notice: string | null;
  updated_by: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface Database {
  area: AreaTable;
  store: StoreTable;
  config_enum: ConfigEnumTable;
  app_user: AppUserTable;
  user_store: UserStoreTable;
  login_failure: LoginFailureTable;
  user_session: UserSessionTable;
  seen_at_header: SeenAtHeaderTable;
  password_check_failure: PasswordCheckFailureTable;
  role: RoleTable;
  menu: MenuTable;
  role_menu: RoleMenuTable;
  user_role: UserRoleTable;
  sms_outbox: SmsOutboxTable;
  verification_code: VerificationCodeTable;
  config_mgt_authority: ConfigMgtAuthorityTable;
  audit_log: AuditLogTable;
  upload_file: UploadFileTable;
  filter_group: FilterGroupTable;
  user_preference: UserPreferenceTable;
  item_category: ItemCategoryTable;
  item: ItemTable;
  item_price_version: ItemPriceVersionTable;
  item_price_version_state: ItemPriceVersionStateView;
  store_item: StoreItemTable;
  craftsman: CraftsmanTable;
  craftsman_store: CraftsmanStoreTable;
  craftsman_active_record: CraftsmanActiveRecordTable;
  store_setting: StoreSettingTable;
}

export type AppUser = Selectable<AppUserTable>;
export type NewAppUser = Insertable<AppUserTable>;
export type AppUserUpdate = Updateable<AppUserTable>;
export type Menu = Selectable<MenuTable>;
export type Store = Selectable<StoreTable>;

/** 009_work_schedule: schedule configuration per city and store, weekly schedules, and their logs. */
export interface SchedConfigCityTable {
  id: Generated<number>;
  city_id: number;
  status: Generated<number>;
  status_remark: string | null;
  status_by: string | null;
  status_at: Date | null;
  rest_days_min: Generated<number>;
  rest_days_max: Generated<number>;
  weekend_rest: Generated<boolean>;
  max_rest_per_day: Generated<number>;
  min_on_duty: Generated<number>;
  late_grace_minutes: Generated<number>;
  earliest_clock_minutes: Generated<number>;
  sign_open_weekday: Generated<number>;
  sign_open_time: Generated<string>;
  sign_close_weekday: Generated<number>;
  sign_close_time: Generated<string>;
  craftsman_sign_enabled: Generated<boolean>;
  sign_change_limit: Generated<number>;
  created_by: string | null;
  updated_by: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface SchedConfigStoreTable {
  id: Generated<number>;
  store_id: number;
  rest_days_min: number;
  rest_days_max: number;
  weekend_rest: boolean;
  max_rest_per_day: number;
  min_on_duty: number;
  late_grace_minutes: number;
  earliest_clock_minutes: number;
  sign_open_weekday: number;
  sign_open_time: string;
  sign_close_weekday: number;
  sign_close_time: string;
  created_by: string | null;
  updated_by: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface SchedWeekTable {
  id: Generated<number>;
  store_id: number;
  craftsman_id: number;
  /** date: 'YYYY-MM-DD', a Monday. */
  week_start: string;
  d1: Generated<number>;
  d2: Generated<number>;
  d3: Generated<number>;
  d4: Generated<number>;
  d5: Generated<number>;
  d6: Generated<number>;
  d7: Generated<number>;
  /** Generated: the days with shift 0. */
  rest_days: ColumnType<number, never, never>;
  status: Generated<number>;
  submitted_at: Date | null;
  confirmed_by: string | null;
  confirmed_at: Date | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface SchedConfigLogTable {
  id: Generated<number>;
  city_id: number;
  store_id: number | null;
  section: number;
  content: string;
  before: Json;
  after: Json;
  operator: string;
  operator_id: number | null;
  created_at: CreatedAt;
}

export interface SchedClearLogTable {
  id: Generated<number>;
  scope_type: number;
  city_id: number;
  store_id: number | null;
  week_start: string;
  cleared_count: number;
  reason: string;
  operator: string;
  operator_id: number | null;
  created_at: CreatedAt;
}

/** Merged into Database above. */
export interface Database {
  sched_config_city: SchedConfigCityTable;
  sched_config_store: SchedConfigStoreTable;
  sched_week: SchedWeekTable;
  sched_config_log: SchedConfigLogTable;
  sched_clear_log: SchedClearLogTable;
}

/** 012_orders: customers and their orders with items, payments and refunds. numeric columns read as exact strings. */
export interface CustomerTable {
  id: Generated<number>;
  /** The mobile, encrypted at rest (FieldVault). */
  mobile_enc: string;
  /** FieldVault.lookupHash of the mobile: exact lookups. */
  mobile_hash: string;
  mobile_tail: string;
  name: string;
  gender: Generated<number>;
  birth_date: string | null;
  source_app: Generated<number>;
  member_level: Generated<number>;
  first_visit_at: Date | null;
  last_visit_at: Date | null;
  visit_count: Generated<number>;
  /** numeric(14,2) */
  total_spend: Generated<string>;
  status: Generated<number>;
  created_at: CreatedAt;
}

export interface CustomerOrderTable {
  id: Generated<number>;
  order_no: string;
  store_id: number;
  craftsman_id: number | null;
  customer_id: number;
  status: number;
  /** numeric(12,2): amount - discount is what the customer pays. */
  amount: Generated<string>;
  discount: Generated<string>;
  paid: Generated<string>;
  refunded: Generated<string>;
  pay_method: number | null;
  queued_at: Date | null;
  started_at: Date | null;
  finished_at: Date | null;
  paid_at: Date | null;
  evasion_status: Generated<number>;
  evasion_note: string | null;
  evasion_by: string | null;
  evasion_at: Date | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface OrderItemTable {
  id: Generated<number>;
  order_id: number;
  item_id: number;
  item_name: string;
  price_grade: string;
  unit_price: string;
  quantity: Generated<number>;
  amount: string;
}

export interface OrderPaymentTable {
  id: Generated<number>;
  order_id: number;
  method: number;
  amount: string;
  trade_no: string | null;
  paid_at: Date | string;
  created_at: CreatedAt;
}

/** Head office's finance settings, one row (migration 021). */
export interface FinanceSettingTable {
  id: Generated<number>;
  /** numeric(12,2): refunds at or above it are approved and confirmed by someone other than the requester. */
  refund_checker_threshold: string;
  updated_by: string | null;
  updated_at: Generated<Date>;
}

export interface OrderRefundTable {
  id: Generated<number>;
  refund_no: string;
  order_id: number;
  amount: string;
  reason: string;
  status: Generated<number>;
  manual: Generated<boolean>;
  /** 3 or 8: where a rejected refund returns the order. */
  order_status_before: number;
  requested_by: string;
  /** The requester's account (migration 021; null on rows from before it): maker-checker. */
  requested_by_id: number | null;
  requested_at: Generated<Date>;
  /** The reviewer, whether the refund was approved or rejected. */
  approved_by: string | null;
  approved_at: Date | null;
  refunded_by: string | null;
  refunded_at: Date | null;
  reject_reason: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/** Merged into Database above. */
export interface Database {
  customer: CustomerTable;
  customer_order: CustomerOrderTable;
  order_item: OrderItemTable;
  order_payment: OrderPaymentTable;
  order_refund: OrderRefundTable;
  finance_setting: FinanceSettingTable;
}

/** 013_stored_value: card products, member cards and their ledger, card orders, reconciliation, daily business figures. numeric columns read as exact strings. */
export interface CardProductTable {
  id: Generated<number>;
  product_code: string;
  name: string;
  /** numeric(10,2): what the customer pays, credited to the principal. */
  price: string;
  /** numeric(10,2): the bonus granted with it. */
  bonus: Generated<string>;
  validity_months: number;
  on_sale: Generated<boolean>;
  created_at: CreatedAt;
}

export interface MemberCardTable {
  id: Generated<number>;
  card_no: string;
  customer_id: number;
  product_id: number;
  store_id: number;
  principal: Generated<string>;
  bonus: Generated<string>;
  /** Generated: principal + bonus. */
  balance: Generated<string>;
  status: Generated<number>;
  opened_at: Generated<Date>;
  expires_on: string;
  status_reason: string | null;
  status_by: string | null;
  status_at: Date | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface CardOrderTable {
  id: Generated<number>;
  order_no: string;
  kind: number;
  card_id: number;
  customer_id: number;
  product_id: number;
  store_id: number;
  paid: string;
  bonus: Generated<string>;
  pay_method: number;
  status: Generated<number>;
  paid_at: Date;
  refund_status: number | null;
  refund_reason: string | null;
  refund_requested_by: string | null;
  /** The requester's account (migration 021): maker-checker. */
  refund_requested_by_id: number | null;
  refund_requested_at: Date | null;
  refund_approved_by: string | null;
  refund_approved_at: Date | null;
  refunded_by: string | null;
  refunded_at: Date | null;
  reject_reason: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface CardLedgerTable {
  id: Generated<number>;
  card_id: number;
  customer_id: number;
  store_id: number;
  kind: number;
  principal_delta: Generated<string>;
  bonus_delta: Generated<string>;
  principal_after: string;
  bonus_after: string;
  pay_method: number | null;
  card_order_id: number | null;
  customer_order_id: number | null;
  remark: string | null;
  operator: string | null;
  created_at: CreatedAt;
}

export interface ReconciliationTable {
  id: Generated<number>;
  biz_date: string;
  store_id: number;
  channel: number;
  system_amount: Generated<string>;
  statement_amount: string | null;
  /** Generated: statement - system (null until the statement is in). */
  difference: Generated<string | null>;
  status: Generated<number>;
  note: string | null;
  handled_by: string | null;
  handled_at: Date | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface StoreBusinessDayTable {
  id: Generated<number>;
  biz_date: string;
  store_id: number;
  order_count: Generated<number>;
  service_revenue: Generated<string>;
  card_consumed: Generated<string>;
  recharge_amount: Generated<string>;
  card_sales: Generated<string>;
  refund_amount: Generated<string>;
  /** Generated: service_revenue - card_consumed + recharge_amount + card_sales - refund_amount. */
  net_amount: Generated<string>;
  updated_at: Timestamp;
}

/** Merged into Database above. */
export interface Database {
  card_product: CardProductTable;
  member_card: MemberCardTable;
  card_order: CardOrderTable;
  card_ledger: CardLedgerTable;
  reconciliation: ReconciliationTable;
  store_business_day: StoreBusinessDayTable;
}

/** U cards (period passes), their visits, single-visit cards, gift cards, the bonus pool, tips (migration 014). */
export interface UcardOrderTable {
  id: Generated<number>;
  order_no: string;
  card_no: string;
  customer_id: number;
  store_id: number;
  /** 1 月卡, 2 季卡, 3 年卡. */
  card_type: number;
  /** numeric(10,2) */
  price: string;
  paid: string;
  pay_method: number;
  valid_from: string;
  valid_to: string;
  use_count: Generated<number>;
  /** 1 已支付, 2 退款中, 3 已退款. */
  status: Generated<number>;
  /** RefundStatus of the latest refund request, null when none. */
  refund_status: number | null;
  refund_amount: string | null;
  refund_reason: string | null;
  refund_requested_by: string | null;
  /** The requester's account (migration 021): maker-checker. */
  refund_requested_by_id: number | null;
  refund_requested_at: Date | null;
  refund_reviewed_by: string | null;
  refund_reviewed_at: Date | null;
  reject_reason: string | null;
  refunded_by: string | null;
  refunded_at: Date | null;
  paid_at: Date | string;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface UcardRecordTable {
  id: Generated<number>;
  ucard_order_id: number;
  card_no: string;
  customer_id: number;
  store_id: number;
  craftsman_id: number | null;
  item_id: number;
  item_name: string;
  order_id: number | null;
  order_no: string;
  used_at: Date | string;
  created_at: CreatedAt;
}

export interface SingleCardOrderTable {
  id: Generated<number>;
  order_no: string;
  customer_id: number;
  store_id: number;
  item_id: number;
  price: string;
  paid: string;
  pay_method: number;
  /** 0 未使用, 1 已使用, 2 已过期, 3 已退款, 4 退款中 (migration 021). */
  status: Generated<number>;
  expires_on: string;
  used_at: Date | null;
  used_store_id: number | null;
  used_order_id: number | null;
  used_order_no: string | null;
  refund_reason: string | null;
  refunded_by: string | null;
  refunded_at: Date | null;
  /** Who asked for the refund (migration 021): the one who confirms it is someone else at or above the threshold. */
  refund_requested_by: string | null;
  refund_requested_by_id: number | null;
  refund_requested_at: Date | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface GiftCardTable {
  id: Generated<number>;
  card_no: string;
  batch_no: string;
  store_id: number;
  face_value: string;
  balance: string;
  buyer_id: number;
  receiver_id: number | null;
  /** 0 未激活, 1 已激活, 2 已用完, 3 已过期, 4 已作废. */
  status: Generated<number>;
  activated_at: Date | null;
  expires_on: string;
  void_reason: string | null;
  voided_by: string | null;
  voided_at: Date | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface BonusPoolOrderTable {
  id: Generated<number>;
  order_id: number;
  order_no: string;
  store_id: number;
  craftsman_id: number | null;
  /** YYYY-MM */
  month: string;
  order_amount: string;
  /** numeric(5,4): 0.0300 is 3%. */
  pool_rate: string;
  contribution: string;
  settle_status: Generated<number>;
  settled_by: string | null;
  settled_at: Date | null;
  ordered_at: Date | string;
  created_at: CreatedAt;
}

export interface CraftsmanRewardTable {
  id: Generated<number>;
  reward_no: string;
  order_id: number;
  order_no: string;
  customer_id: number;
  craftsman_id: number;
  store_id: number;
  amount: string;
  channel: number;
  status: Generated<number>;
  rewarded_at: Date | string;
  returned_at: Date | null;
  return_reason: string | null;
  created_at: CreatedAt;
}

/** Merged into Database above. */
export interface Database {
  ucard_order: UcardOrderTable;
  ucard_record: UcardRecordTable;
  single_card_order: SingleCardOrderTable;
  gift_card: GiftCardTable;
  bonus_pool_order: BonusPoolOrderTable;
  craftsman_reward: CraftsmanRewardTable;
}

/** Customer service (migration 016): queue tickets, family accounts, coupon templates and issued coupons. */
export interface QueueTicketTable {
  id: Generated<number>;
  ticket_no: string;
  store_id: number;
  customer_id: number;
  craftsman_id: number | null;
  item_name: string | null;
  order_id: number | null;
  status: number;
  queued_at: Date | string;
  called_at: Date | string | null;
  started_at: Date | string | null;
  finished_at: Date | string | null;
  cancelled_at: Date | string | null;
  /** Generated: whole minutes from queued_at to started_at. */
  wait_minutes: Generated<number | null>;
  created_at: CreatedAt;
}

export interface FamilyAccountTable {
  id: Generated<number>;
  family_name: string;
  owner_customer_id: number;
  shared_benefits: Generated<boolean>;
  member_count: Generated<number>;
  created_by: string | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface FamilyMemberTable {
  id: Generated<number>;
  family_id: number;
  customer_id: number;
  relation: number;
  added_by: string | null;
  joined_at: CreatedAt;
}

export interface CouponTemplateTable {
  id: Generated<number>;
  name: string;
  coupon_type: number;
  value_kind: Generated<number>;
  face_value: string | null;
  discount_rate: string | null;
  threshold: Generated<string>;
  valid_days: Generated<number>;
  enabled: Generated<boolean>;
  created_at: CreatedAt;
}

export interface CouponInstanceTable {
  id: Generated<number>;
  coupon_no: string;
  template_id: number;
  customer_id: number;
  coupon_name: string;
  coupon_type: number;
  value_kind: number;
  face_value: string | null;
  discount_rate: string | null;
  threshold: Generated<string>;
  valid_from: Date | string;
  valid_to: Date | string;
  status: Generated<number>;
  issued_at: Date | string;
  used_at: Date | string | null;
  used_store_id: number | null;
  used_order_id: number | null;
  void_reason: string | null;
  voided_by: string | null;
  voided_at: Date | string | null;
  updated_at: CreatedAt;
}

/** Merged into Database above. */
export interface Database {
  queue_ticket: QueueTicketTable;
  family_account: FamilyAccountTable;
  family_member: FamilyMemberTable;
  coupon_template: CouponTemplateTable;
  coupon_instance: CouponInstanceTable;
}

/** 015_customer_voice: reviews, feedback, questionnaires, consultations, calls (/operate/user). */
export interface OrderReviewTable {
  id: Generated<number>;
  order_id: number;
  store_id: number;
  craftsman_id: number | null;
  customer_id: number;
  rating_overall: number;
  rating_skill: number;
  rating_attitude: number;
  rating_environment: number;
  tags: string | null;
  content: string | null;
  reviewed_at: Date | string;
  reply: string | null;
  replied_by: string | null;
  replied_at: Date | null;
  /** Generated: 1 when there is a reply. */
  has_reply: ColumnType<number, never, never>;
  hidden: Generated<number>;
  hidden_reason: string | null;
  hidden_by: string | null;
  hidden_at: Date | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface UserFeedbackTable {
  id: Generated<number>;
  category: number;
  content: string;
  app: Generated<number>;
  store_id: number | null;
  customer_id: number | null;
  nickname: string | null;
  contact_mobile_enc: string | null;
  contact_mobile_hash: string | null;
  contact_mobile_tail: string | null;
  status: Generated<number>;
  handler: string | null;
  handled_at: Date | null;
  accepted_at: Date | null;
  reply: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface QuestionnaireTable {
  id: Generated<number>;
  title: string;
  target: Generated<number>;
  start_date: string;
  end_date: string;
  description: string | null;
  status: Generated<number>;
  question_count: Generated<number>;
  created_by: string | null;
  published_by: string | null;
  published_at: Date | null;
  ended_by: string | null;
  ended_at: Date | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface QuestionnaireQuestionTable {
  id: Generated<number>;
  questionnaire_id: number;
  seq: number;
  title: string;
  question_type: number;
  options: Generated<string[]>;
  required: Generated<boolean>;
}

export interface QuestionnaireResponseTable {
  id: Generated<number>;
  questionnaire_id: number;
  customer_id: number | null;
  store_id: number | null;
  submitted_at: Generated<Date>;
}

export interface QuestionnaireAnswerTable {
  id: Generated<number>;
  response_id: number;
  question_id: number;
  choices: Generated<number[]>;
  text_answer: string | null;
}

export interface ConsultRegTable {
  id: Generated<number>;
  customer_name: string;
  mobile_enc: string;
  mobile_hash: string;
  mobile_tail: string;
  customer_id: number | null;
  consult_item: number;
  store_id: number;
  craftsman_id: number | null;
  channel: number;
  content: string | null;
  status: Generated<number>;
  follow_count: Generated<number>;
  last_note: string | null;
  followed_by: string | null;
  followed_at: Date | null;
  registered_by: string;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface ConsultFollowupTable {
  id: Generated<number>;
  consult_id: number;
  action: string;
  status_after: number;
  note: string | null;
  operator: string;
  operator_id: number | null;
  created_at: CreatedAt;
}

export interface CallRecordTable {
  id: Generated<number>;
  call_no: string;
  store_id: number;
  party: Generated<number>;
  staff_name: string;
  customer_id: number | null;
  mobile_enc: string;
  mobile_hash: string;
  mobile_tail: string;
  direction: number;
  started_at: Date | string;
  duration_sec: Generated<number>;
  result: number;
  order_id: number | null;
  remark: string | null;
  created_at: CreatedAt;
}

/** Merged into Database above. */
export interface Database {
  order_review: OrderReviewTable;
  user_feedback: UserFeedbackTable;
  questionnaire: QuestionnaireTable;
  questionnaire_question: QuestionnaireQuestionTable;
  questionnaire_response: QuestionnaireResponseTable;
  questionnaire_answer: QuestionnaireAnswerTable;
  consult_reg: ConsultRegTable;
  consult_followup: ConsultFollowupTable;
  call_record: CallRecordTable;
}
