import { defineEnum } from './define.js';

/** Coupon types are the spec's (§3), declared in business.ts as CouponType. */

/** What a coupon takes off: a sum of money (立减/满减) or a rate (折扣). */
export const CouponValueKind = defineEnum([
  { value: 0, label: '金额券', labelEn: 'amount off' },
  { value: 1, label: '折扣券', labelEn: 'discount rate' },
]);

/** A coupon issued to a customer: issued (unused) -> used / expired / voided (DOMAIN "Members and marketing"). */
export const CouponStatus = defineEnum([
  { value: 0, label: '未使用', labelEn: 'unused', color: 'blue' },
  { value: 1, label: '已使用', labelEn: 'used', color: 'green' },
  { value: 2, label: '已过期', labelEn: 'expired', color: 'default' },
  { value: 3, label: '已作废', labelEn: 'voided', color: 'red' },
]);

/** A coupon template: drafted (未上线), online (issued and claimed), offline (no more issued; issued coupons stay usable). */
export const CouponTemplateStatus = defineEnum([
  { value: 0, label: '未上线', labelEn: 'draft', color: 'default' },
  { value: 1, label: '已上线', labelEn: 'online', color: 'green' },
  { value: 2, label: '已下线', labelEn: 'offline', color: 'orange' },
]);

/** How a coupon's validity is given: fixed days, or a length of time from the moment it is issued. */
export const CouponValidType = defineEnum([
  { value: 0, label: '固定日期', labelEn: 'fixed dates' },
  { value: 1, label: '领取后生效', labelEn: 'from issue' },
]);

/** Which stores (or items) a coupon applies to. */
export const CouponStoreRange = defineEnum([
  { value: 0, label: '全部门店', labelEn: 'all stores' },
  { value: 1, label: '指定门店', labelEn: 'chosen stores' },
]);
export const CouponItemRange = defineEnum([
  { value: 0, label: '全部项目', labelEn: 'all items' },
  { value: 1, label: '指定项目', labelEn: 'chosen items' },
]);

/** Where an issued coupon came from (coupon_instance.source, with source_id naming the record). */
export const CouponSource = defineEnum([
  { value: 0, label: '后台发放', labelEn: 'granted by head office' },
  { value: 1, label: '兑换码', labelEn: 'redeem code' },
  { value: 2, label: '券包购买', labelEn: 'coupon pack bought' },
  { value: 3, label: '营销活动', labelEn: 'marketing activity' },
]);

/** A batch of redeem codes: created, its codes generated (redeemable), or stopped. */
export const RedeemBatchStatus = defineEnum([
  { value: 0, label: '待生成', labelEn: 'codes not generated', color: 'default' },
  { value: 1, label: '可兑换', labelEn: 'redeemable', color: 'green' },
  { value: 2, label: '已停用', labelEn: 'stopped', color: 'orange' },
]);

export const RedeemCodeStatus = defineEnum([
  { value: 0, label: '未兑换', labelEn: 'not redeemed', color: 'blue' },
  { value: 1, label: '已兑换', labelEn: 'redeemed', color: 'green' },
  { value: 2, label: '已作废', labelEn: 'voided', color: 'default' },
]);

/** A third-party platform's deal as sold on the platform. */
export const PlatformCouponStatus = defineEnum([
  { value: 1, label: '上架', labelEn: 'on sale', color: 'green' },
  { value: 2, label: '下架', labelEn: 'off sale', color: 'default' },
]);

/** The four families of coupon packages, each with its detail and create page. */
export const CouponPackageFamily = defineEnum([
  { value: 1, label: '会员券', labelEn: 'member-level benefits', color: 'gold' },
  { value: 2, label: '礼品券', labelEn: 'gift pack', color: 'magenta' },
  { value: 3, label: '卡券', labelEn: 'times-card coupons', color: 'blue' },
  { value: 4, label: '会员卡券', labelEn: 'stored-value card benefits', color: 'purple' },
]);

/** A coupon pack bought by a customer: paid (its coupons issued), or refunded (its coupons voided). */
export const CouponOrderStatus = defineEnum([
  { value: 1, label: '已支付', labelEn: 'paid', color: 'green' },
  { value: 3, label: '已退款', labelEn: 'refunded', color: 'red' },
]);
