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
