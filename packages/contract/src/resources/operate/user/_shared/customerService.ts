import { z } from 'zod';
import { idSchema, intSchema, textSchema } from '../../../../api/zod.js';
import type { FieldDef } from '../../../../resource/types.js';
import { validateMobile } from '../../../../validators/phone.js';
import { OrderPath } from '../../financial/_shared/orders.js';
import { type MemberRecentOrder } from './customers.js';

/**
 * Customer service lookups of /operate/user: queue records of the stores, one user's whole
 * picture found by mobile, family accounts, the coupons issued to customers and a customer's
 * orders. Tables of migration 016 (queue_ticket, family_account, family_member, coupon_template,
 * coupon_instance) and the customer/order tables they read.
 */

/** The queue list starts with yesterday and today (a store closed now still shows its day) and reads at most a month at a time. */
export const QUEUE_RANGE_DEFAULT_DAYS = 2;
export const QUEUE_RANGE_MAX_DAYS = 31;
/** A family account holds its owner and at most this many members. */
export const FAMILY_MAX_MEMBERS = 5;
/** How many of a user's latest orders the user lookup shows. */
export const QUERY_USER_RECENT_ORDERS = 10;

export const CustomerServicePath = {
  queueList: '/mgt/queuedRecord/queryQueuedRecordPage',
  queueDetail: '/mgt/queuedRecord/getQueuedRecordDetail',
  queueExport: '/mgt/queuedRecord/exportQueuedRecord',
  queryUser: '/mgt/customerService/queryUser',
  userProfile: '/mgt/customerService/getUserProfile',
  familyList: '/mgt/familyAccount/queryFamilyPage',
  familyDetail: '/mgt/familyAccount/getFamilyDetail',
  familyCreate: '/mgt/familyAccount/createFamily',
  familyAddMember: '/mgt/familyAccount/addMember',
  familyRemoveMember: '/mgt/familyAccount/removeMember',
  /** One member's whole mobile (details answer it masked), for holders of the family page's 查看完整号码; audited. */
  familyMemberMobile: '/mgt/familyAccount/revealMemberMobile',
  couponList: '/mgt/userCoupon/queryUserCouponPage',
  couponDetail: '/mgt/userCoupon/getUserCouponDetail',
  couponTransition: '/mgt/userCoupon/transition',
  couponExport: '/mgt/userCoupon/exportUserCoupon',
  userOrderList: '/mgt/customerService/queryUserOrder',
  userOrderDetail: '/mgt/customerService/getUserOrderDetail',
} as const;

export const CustomerServiceOps = {
  queueExport: 'operate:queue:export',
  queueViewMobile: 'operate:queue:viewMobile',
  queryUserViewMobile: 'operate:queryUser:viewMobile',
  familyViewMobile: 'operate:family:viewMobile',
  familyCreate: 'operate:family:create',
  familyMember: 'operate:family:member',
  couponExport: 'operate:userCoupon:export',
  couponViewMobile: 'operate:userCoupon:viewMobile',
  couponVoid: 'operate:userCoupon:void',
  userOrderViewMobile: 'operate:userOrder:viewMobile',
} as const;

const customerJoin = { alias: 'cu', table: 'customer', on: 'customer_id' } as const;
const craftsmanLookup = {
  table: 'craftsman',
  labelColumn: 'real_name',
  as: 'craftsmanName',
  options: { path: OrderPath.craftsmanOptions, method: 'GET' },
} as const;
const mobileOf = (from: string, label: string): FieldDef => ({
  key: 'customerMobile',
  column: 'mobile_enc',
  from,
  label,
  type: 'mobile',
  masked: true,
  encrypted: { hashColumn: 'mobile_hash' },
  validate: validateMobile,
  list: { width: 130 },
  filter: 'eq',
  placeholder: '完整的11位手机号',
});
const customerName: FieldDef = { key: 'customerName', column: 'name', from: 'cu', label: '顾客', type: 'text', list: { width: 80 } };

/** What the user lookup's detail adds to the customer's fields. */
export interface UserVisitStats {
  orderCount: number;
  /** Orders served (in service, awaiting payment, paid, refunding, refunded, partly refunded). */
  servedCount: number;
  cancelledCount: number;
  /** Paid minus refunded over all orders. */
  netPaid: string;
  /** netPaid / paid orders, '0.00' without any. */
  averageTicket: string;
  visitsLast90Days: number;
  favouriteStoreName: string | null;
  favouriteCraftsmanName: string | null;
  lastStoreName: string | null;
  queueCount: number;
  /** Average minutes from taking a number to the chair, over the user's served tickets. */
  averageWaitMinutes: number | null;
}
export interface UserFamilyMember {
  customerId: number;
  name: string;
  /** Masked; the whole number through the page's audited reveal. */
  mobile: string | null;
  relation: number;
  joinedAt: string;
}
export interface UserFamily {
  id: number;
  familyName: string;
  sharedBenefits: boolean;
  /** This user's own relation in it (0: the owner). */
  relation: number;
  members: UserFamilyMember[];
}
export interface UserCouponCounts {
  unused: number;
  used: number;
  expired: number;
  voided: number;
}
export interface UserCardSummary {
  count: number;
  /** Principal + bonus over the user's usable cards. */
  balance: string;
}
export interface UserProfileLines {
  stats: UserVisitStats;
  family: UserFamily | null;
  coupons: UserCouponCounts;
  /** Null while the stored-value cards are not installed. */
  cards: UserCardSummary | null;
  recentOrders: MemberRecentOrder[];
}

/** A family account's members (its detail). */
export interface FamilyDetailLines {
  members: UserFamilyMember[];
}

const mobileText = textSchema({ error: '请输入手机号' })
  .min(1, '请输入手机号')
  .refine((v) => validateMobile(v) === true, '请输入正确的手机号码');

export const FamilyCreateBody = z.object({
  ownerMobile: mobileText,
  familyName: textSchema({ error: '请填写家庭名称' }).min(1, '请填写家庭名称').max(40, '家庭名称最多40个字'),
  sharedBenefits: z.boolean().default(true),
});
export type FamilyCreateBody = z.infer<typeof FamilyCreateBody>;
/** Relations a member can be added with (户主 is the owner's own). */
export const MEMBER_RELATIONS: readonly number[] = [1, 2, 3, 4];
export const FamilyAddMemberBody = z.object({
  familyId: idSchema,
  mobile: mobileText,
  relation: intSchema({ error: '请选择与户主关系' }).refine((v) => MEMBER_RELATIONS.includes(v), '与户主关系的取值不正确'),
});
export type FamilyAddMemberBody = z.infer<typeof FamilyAddMemberBody>;
export const FamilyRemoveMemberBody = z.object({ familyId: idSchema, customerId: idSchema });
export const FamilyMemberMobileBody = z.object({ familyId: idSchema, customerId: idSchema });
/** The whole mobile of one family member, sealed with the session key. */
export interface FamilyMemberMobile {
  familyId: number;
  customerId: number;
  mobile: string | null;
}

/** For the declarations of the pages beside this folder. */
export { customerJoin as serviceCustomerJoin, craftsmanLookup as serviceCraftsmanLookup, mobileOf as serviceMobileOf, customerName as serviceCustomerName };
