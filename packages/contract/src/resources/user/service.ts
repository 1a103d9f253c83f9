import { z } from 'zod';
import { idSchema } from '../../api/zod.js';
import { CouponType } from '../../enums/business.js';
import { CouponStatus, CouponValueKind } from '../../enums/coupon.js';
import { QueueStatus } from '../../enums/customerService.js';
import { OrderStatus, PayMethod } from '../../enums/finance.js';
import type { FieldDef } from '../../resource/types.js';
import { defineResource } from '../../resource/types.js';
import { validateMobile } from '../../validators/phone.js';
import { OrderPath } from '../financial/order.js';
import { memberResource, type MemberRecentOrder } from './customer.js';

/**
 * Customer service lookups of /operate/user: queue records of the stores, one user's whole
 * picture found by mobile, family accounts, the coupons issued to customers and a customer's
 * orders. Tables of migration 016 (queue_ticket, family_account, family_member, coupon_template,
 * coupon_instance) and the customer/order tables they read.
 */
export const QUEUED_RECORD_PAGE = '/operate/user/queuedRecord';
export const QUERY_USER_PAGE = '/operate/user/queryUser';
export const FAMILY_ACCOUNT_PAGE = '/operate/user/familyAccount';
export const USER_COUPON_PAGE = '/operate/user/userCoupon';
export const USER_ORDER_PAGE = '/operate/user/absolutelyOrder';

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

/**
 * /operate/user/queuedRecord 排队记录: the queue tickets of the user's stores within a date range
 * (required, today to start with, at most 31 days), newest first by keyset over
 * (queued_at desc, id desc), with the wait (service start - queued, in minutes).
 */
export const queuedRecordResource = defineResource({
  name: 'queuedRecord',
  title: '排队记录',
  page: QUEUED_RECORD_PAGE,
  table: 'queue_ticket',
  joins: [customerJoin, { alias: 'st', table: 'store', on: 'store_id' }, { alias: 'od', table: 'customer_order', on: 'order_id' }],
  scope: { by: 'store', field: 'storeId', since: 'queuedAt' },
  api: {
    list: { path: CustomerServicePath.queueList, method: 'POST' },
    detail: { path: CustomerServicePath.queueDetail, method: 'GET' },
    export: { path: CustomerServicePath.queueExport, method: 'GET' },
  },
  ops: { export: CustomerServiceOps.queueExport, viewMasked: CustomerServiceOps.queueViewMobile },
  count: 'capped',
  keyset: { field: 'queuedAt' },
  // prettier-ignore
  fields: [
    { key: 'ticketNo', column: 'ticket_no', label: '排队号', type: 'text', max: 12, list: { width: 80 }, filter: 'eq' },
    { key: 'storeId', column: 'store_id', label: '门店', type: 'store', list: { width: 150 }, filter: 'eq' },
    { key: 'queuedAt', column: 'queued_at', label: '取号时间', type: 'datetime', list: { width: 150 }, sortable: true, filter: 'dateRange', range: { required: true, defaultDays: QUEUE_RANGE_DEFAULT_DAYS, maxDays: QUEUE_RANGE_MAX_DAYS } },
    { key: 'status', column: 'status', label: '排队状态', type: 'enum', enum: QueueStatus, list: { width: 90 }, filter: 'eq' },
    { key: 'waitMinutes', column: 'wait_minutes', label: '等待(分钟)', type: 'int', list: { width: 90 }, sortable: true },
    { key: 'districtId', column: 'district_id', from: 'st', label: '区域', type: 'district', lookup: { table: 'area', labelColumn: 'name', as: 'districtName' }, filter: 'eq' },
    { key: 'craftsmanId', column: 'craftsman_id', label: '手艺人', type: 'int', lookup: craftsmanLookup, list: { width: 90 }, filter: 'eq' },
    mobileOf('cu', '顾客手机号'),
    customerName,
    { key: 'itemName', column: 'item_name', label: '服务项目', type: 'text', list: { width: 100 } },
    { key: 'calledAt', column: 'called_at', label: '叫号时间', type: 'datetime', list: { width: 150 } },
    { key: 'startedAt', column: 'started_at', label: '开始服务', type: 'datetime', list: { width: 150 } },
    { key: 'finishedAt', column: 'finished_at', label: '服务完成', type: 'datetime' },
    { key: 'cancelledAt', column: 'cancelled_at', label: '取消时间', type: 'datetime' },
    { key: 'orderNo', column: 'order_no', from: 'od', label: '订单号', type: 'text' },
  ],
});

/**
 * /operate/user/queryUser 用户查询: customer service finds ONE user by the whole mobile (nothing
 * is listed before); the detail is the user's whole picture (visits, family, coupons, cards,
 * latest orders). Whole numbers only with 查看完整号码; every profile opened with whole numbers is audited.
 */
export const queryUserResource = defineResource({
  name: 'queryUser',
  title: '用户',
  page: QUERY_USER_PAGE,
  table: 'customer',
  scope: { by: 'none' },
  api: { list: { path: CustomerServicePath.queryUser, method: 'POST' }, detail: { path: CustomerServicePath.userProfile, method: 'GET' } },
  ops: { viewMasked: CustomerServiceOps.queryUserViewMobile },
  searchRequired: { anyOf: ['mobile'], message: '请输入用户的完整手机号' },
  fields: memberResource.fields.map((f): FieldDef => (f.key === 'mobile' ? { ...f, masked: true } : { ...f, filter: undefined })),
});

/**
 * /operate/user/familyAccount 家庭账户: family accounts (an owner and up to FAMILY_MAX_MEMBERS
 * members, each customer in one family at most), newest first. Creating one and adding or
 * removing a member are hand-written steps, each audited.
 */
export const familyAccountResource = defineResource({
  name: 'familyAccount',
  title: '家庭账户',
  page: FAMILY_ACCOUNT_PAGE,
  table: 'family_account',
  joins: [{ alias: 'ow', table: 'customer', on: 'owner_customer_id' }],
  scope: { by: 'none' },
  api: { list: { path: CustomerServicePath.familyList, method: 'POST' }, detail: { path: CustomerServicePath.familyDetail, method: 'GET' } },
  ops: { viewMasked: CustomerServiceOps.familyViewMobile },
  extraOps: [
    { code: CustomerServiceOps.familyCreate, name: '新建家庭账户' },
    { code: CustomerServiceOps.familyMember, name: '添加/移除成员' },
  ],
  keyset: { field: 'createdAt' },
  // prettier-ignore
  fields: [
    { key: 'familyName', column: 'family_name', label: '家庭名称', type: 'text', max: 40, list: { width: 140 }, filter: 'like' },
    { key: 'ownerName', column: 'name', from: 'ow', label: '户主', type: 'text', list: { width: 90 } },
    { ...mobileOf('ow', '户主手机号'), key: 'ownerMobile' },
    { key: 'memberCount', column: 'member_count', label: '成员数', type: 'int', list: { width: 80 }, sortable: true },
    { key: 'sharedBenefits', column: 'shared_benefits', label: '共享权益', type: 'bool', list: { width: 90 }, filter: 'eq' },
    { key: 'createdBy', column: 'created_by', label: '创建人', type: 'text', list: { width: 90 } },
    { key: 'createdAt', column: 'created_at', label: '创建时间', type: 'datetime', list: { width: 150 }, filter: 'dateRange', sortable: true },
    { key: 'ownerCustomerId', column: 'owner_customer_id', label: '户主ID', type: 'int', detail: false },
  ],
});

/**
 * /operate/user/userCoupon 用户优惠券: coupons issued to customers (their terms copied from the
 * template when issued), newest first; an unused, unexpired coupon can be voided with a reason.
 */
export const userCouponResource = defineResource({
  name: 'userCoupon',
  title: '用户优惠券',
  page: USER_COUPON_PAGE,
  table: 'coupon_instance',
  joins: [customerJoin, { alias: 'od', table: 'customer_order', on: 'used_order_id' }],
  scope: { by: 'none' },
  api: {
    list: { path: CustomerServicePath.couponList, method: 'POST' },
    detail: { path: CustomerServicePath.couponDetail, method: 'GET' },
    transition: { path: CustomerServicePath.couponTransition, method: 'POST' },
    export: { path: CustomerServicePath.couponExport, method: 'GET' },
  },
  ops: { export: CustomerServiceOps.couponExport, viewMasked: CustomerServiceOps.couponViewMobile },
  count: 'capped',
  keyset: { field: 'issuedAt' },
  workflow: {
    field: 'status',
    transitions: [
      {
        action: 'void',
        label: '作废',
        from: [0],
        to: 3,
        op: CustomerServiceOps.couponVoid,
        reason: { label: '作废原因', required: true, max: 200 },
        confirm: '作废后顾客不能再使用该券，确定作废？',
        danger: true,
      },
    ],
    reasonColumn: 'void_reason',
    operatorColumn: 'voided_by',
    operatedAtColumn: 'voided_at',
  },
  // prettier-ignore
  fields: [
    { key: 'couponNo', column: 'coupon_no', label: '券码', type: 'text', max: 24, list: { width: 150 }, filter: 'eq' },
    mobileOf('cu', '顾客手机号'),
    customerName,
    { key: 'couponName', column: 'coupon_name', label: '优惠券', type: 'text', list: { width: 140 }, filter: 'like' },
    { key: 'couponType', column: 'coupon_type', label: '券类型', type: 'enum', enum: CouponType, list: { width: 100 }, filter: 'eq' },
    { key: 'status', column: 'status', label: '券状态', type: 'enum', enum: CouponStatus, list: { width: 80 }, filter: 'eq' },
    { key: 'valueKind', column: 'value_kind', label: '优惠方式', type: 'enum', enum: CouponValueKind },
    { key: 'faceValue', column: 'face_value', label: '面额', type: 'money', list: { width: 80 } },
    { key: 'discountRate', column: 'discount_rate', label: '折扣(折)', type: 'decimal', scale: 1, list: { width: 80 } },
    { key: 'threshold', column: 'threshold', label: '使用门槛', type: 'money', list: { width: 120 } },
    { key: 'validFrom', column: 'valid_from', label: '生效时间', type: 'datetime', list: { width: 150 } },
    { key: 'validTo', column: 'valid_to', label: '失效时间', type: 'datetime', list: { width: 150 } },
    { key: 'issuedAt', column: 'issued_at', label: '发放时间', type: 'datetime', list: { width: 150 }, filter: 'dateRange', range: { maxDays: 366 }, sortable: true },
    { key: 'usedAt', column: 'used_at', label: '使用时间', type: 'datetime', list: { width: 150 } },
    { key: 'usedStoreId', column: 'used_store_id', label: '使用门店', type: 'store', list: { width: 140 } },
    { key: 'usedOrderNo', column: 'order_no', from: 'od', label: '使用订单', type: 'text', list: { width: 170 } },
    { key: 'voidReason', column: 'void_reason', label: '作废原因', type: 'text' },
    { key: 'voidedBy', column: 'voided_by', label: '作废人', type: 'text' },
    { key: 'voidedAt', column: 'voided_at', label: '作废时间', type: 'datetime' },
  ],
});

/**
 * /operate/user/absolutelyOrder 用户订单: one customer's orders, found by the whole mobile or an
 * order number (nothing is listed before), within the user's stores; the detail holds the items,
 * payments, refunds and the timeline (read from the order tables, no refund steps here).
 */
export const userOrderResource = defineResource({
  name: 'userOrder',
  title: '用户订单',
  page: USER_ORDER_PAGE,
  table: 'customer_order',
  joins: [customerJoin],
  scope: { by: 'store', field: 'storeId', since: 'createdAt' },
  api: { list: { path: CustomerServicePath.userOrderList, method: 'POST' }, detail: { path: CustomerServicePath.userOrderDetail, method: 'GET' } },
  ops: { viewMasked: CustomerServiceOps.userOrderViewMobile },
  keyset: { field: 'createdAt' },
  searchRequired: { anyOf: ['customerMobile', 'orderNo'], message: '请输入顾客手机号或订单号' },
  // prettier-ignore
  fields: [
    mobileOf('cu', '顾客手机号'),
    { key: 'orderNo', column: 'order_no', label: '订单号', type: 'text', max: 24, list: { width: 170 }, filter: 'eq' },
    { key: 'status', column: 'status', label: '订单状态', type: 'enum', enum: OrderStatus, list: { width: 90 }, filter: 'eq' },
    { key: 'createdAt', column: 'created_at', label: '下单时间', type: 'datetime', list: { width: 150 }, filter: 'dateRange', range: { maxDays: 366 }, sortable: true },
    customerName,
    { key: 'storeId', column: 'store_id', label: '门店', type: 'store', list: { width: 150 } },
    { key: 'craftsmanId', column: 'craftsman_id', label: '手艺人', type: 'int', lookup: craftsmanLookup, list: { width: 90 } },
    { key: 'amount', column: 'amount', label: '订单金额', type: 'money', list: { width: 100 } },
    { key: 'discount', column: 'discount', label: '优惠金额', type: 'money', list: { width: 90 } },
    { key: 'paid', column: 'paid', label: '实付金额', type: 'money', list: { width: 100 } },
    { key: 'refunded', column: 'refunded', label: '已退金额', type: 'money', list: { width: 90 } },
    { key: 'payMethod', column: 'pay_method', label: '支付方式', type: 'enum', enum: PayMethod, list: { width: 90 } },
    { key: 'paidAt', column: 'paid_at', label: '支付时间', type: 'datetime' },
    { key: 'queuedAt', column: 'queued_at', label: '取号时间', type: 'datetime' },
    { key: 'startedAt', column: 'started_at', label: '开始服务', type: 'datetime' },
    { key: 'finishedAt', column: 'finished_at', label: '服务完成', type: 'datetime' },
  ],
});

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
  /** Masked, or sealed whole for holders of 查看完整号码. */
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

const mobileText = z
  .string({ error: '请输入手机号' })
  .trim()
  .min(1, '请输入手机号')
  .refine((v) => validateMobile(v) === true, '请输入正确的手机号码');

export const FamilyCreateBody = z.object({
  ownerMobile: mobileText,
  familyName: z.string({ error: '请填写家庭名称' }).trim().min(1, '请填写家庭名称').max(40, '家庭名称最多40个字'),
  sharedBenefits: z.boolean().default(true),
});
export type FamilyCreateBody = z.infer<typeof FamilyCreateBody>;
/** Relations a member can be added with (户主 is the owner's own). */
export const MEMBER_RELATIONS: readonly number[] = [1, 2, 3, 4];
export const FamilyAddMemberBody = z.object({
  familyId: idSchema,
  mobile: mobileText,
  relation: z.coerce.number({ error: '请选择与户主关系' }).refine((v) => MEMBER_RELATIONS.includes(v), '与户主关系的取值不正确'),
});
export type FamilyAddMemberBody = z.infer<typeof FamilyAddMemberBody>;
export const FamilyRemoveMemberBody = z.object({ familyId: idSchema, customerId: idSchema });
