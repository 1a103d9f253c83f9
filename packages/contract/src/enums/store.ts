import { defineEnum } from './define.js';

export const StoreCategory = defineEnum([
  { value: 0, label: '直营', labelEn: 'direct-run', color: 'blue' },
  { value: 1, label: '加盟', labelEn: 'franchise', color: 'purple' },
  { value: 2, label: '合伙', labelEn: 'partner', color: 'cyan' },
  { value: 3, label: '员工店', labelEn: 'employee', color: 'geekblue' },
]);

export const OpenStatus = defineEnum([
  { value: 0, label: '即将开业', labelEn: 'opening soon', color: 'gold' },
  { value: 1, label: '正常营业', labelEn: 'normal', color: 'green' },
  { value: 2, label: '升级中', labelEn: 'upgrading', color: 'orange' },
  { value: 3, label: '已关店', labelEn: 'closed', color: 'default' },
  { value: 4, label: '待上架', labelEn: 'awaiting listing', color: 'blue' },
]);

export const StoreBrandType = defineEnum([
  { value: 0, label: '发型品牌', labelEn: 'hairstyle brand' },
  { value: 1, label: 'U STAR', labelEn: 'U STAR' },
  { value: 2, label: '造型品牌', labelEn: 'styling brand' },
  { value: 3, label: '第四造型品牌', labelEn: 'fourth styling brand' },
]);

/** Service type exists only for brand 0. */
export const StoreServiceType = defineEnum([
  { value: 0, label: '一代店', labelEn: 'first-generation shop' },
  { value: 1, label: '三代店', labelEn: 'third-generation shop' },
]);

/** Combined brand/service codes of spec §3: 0-0, 0-1, 1, 2. */
export function brandServiceCode(brandType: number, serviceType?: number | null): string {
  return brandType === 0 ? `0-${serviceType ?? 0}` : String(brandType);
}

export const EnableStatus = defineEnum([
  { value: 0, label: '禁用', labelEn: 'disabled', color: 'default' },
  { value: 1, label: '启用', labelEn: 'enabled', color: 'green' },
]);

export const Apps = defineEnum([
  { value: 0, label: '剪发App', labelEn: 'hair-cut app' },
  { value: 2, label: '第二品牌App', labelEn: 'second app brand' },
  { value: 3, label: '造型App', labelEn: 'styling app' },
]);

export const AreaLevel = defineEnum([
  { value: 1, label: '城市', labelEn: 'city' },
  { value: 2, label: '区域', labelEn: 'district' },
  { value: 3, label: '门店', labelEn: 'store' },
]);

/** How a store receives customers who come without a booking (门店设置). */
export const WalkInPolicy = defineEnum([
  { value: 1, label: '取号排队', labelEn: 'take a number and queue', color: 'green' },
  { value: 2, label: '预约优先', labelEn: 'bookings first, walk-ins fill gaps', color: 'blue' },
  { value: 3, label: '仅接待预约', labelEn: 'bookings only', color: 'orange' },
]);

/** Length of one online-booking slot, in minutes (门店设置). */
export const BookingSlotMinutes = defineEnum([
  { value: 15, label: '15分钟', labelEn: '15 minutes' },
  { value: 30, label: '30分钟', labelEn: '30 minutes' },
  { value: 60, label: '60分钟', labelEn: '60 minutes' },
]);
