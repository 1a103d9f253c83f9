import { CouponType } from '../../../enums/business.js';
import { CouponStatus, CouponValueKind } from '../../../enums/coupon.js';
import { defineResource } from '../../../resource/types.js';
import {
  CustomerServiceOps,
  CustomerServicePath,
  serviceCustomerJoin as customerJoin,
  serviceCustomerName as customerName,
  serviceMobileOf as mobileOf,
} from './_shared/customerService.js';

export const USER_COUPON_PAGE = '/operate/user/userCoupon';

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
    { key: 'couponNo', label: '券码', type: 'text', max: 24, list: { width: 150 }, filter: 'eq' },
    mobileOf('cu', '顾客手机号'),
    customerName,
    { key: 'couponName', label: '优惠券', type: 'text', list: { width: 140 }, filter: 'like' },
    { key: 'couponType', label: '券类型', type: 'enum', enum: CouponType, list: { width: 100 }, filter: 'eq' },
    { key: 'status', label: '券状态', type: 'enum', enum: CouponStatus, list: { width: 80 }, filter: 'eq' },
    { key: 'valueKind', label: '优惠方式', type: 'enum', enum: CouponValueKind },
    { key: 'faceValue', label: '面额', type: 'money', list: { width: 80 } },
    { key: 'discountRate', label: '折扣(折)', type: 'decimal', scale: 1, list: { width: 80 } },
    { key: 'threshold', label: '使用门槛', type: 'money', list: { width: 120 } },
    { key: 'validFrom', label: '生效时间', type: 'datetime', list: { width: 150 } },
    { key: 'validTo', label: '失效时间', type: 'datetime', list: { width: 150 } },
    { key: 'issuedAt', label: '发放时间', type: 'datetime', list: { width: 150 }, filter: 'dateRange', range: { maxDays: 366 }, sortable: true },
    { key: 'usedAt', label: '使用时间', type: 'datetime', list: { width: 150 } },
    { key: 'usedStoreId', label: '使用门店', type: 'store', list: { width: 140 } },
    { key: 'usedOrderNo', column: 'order_no', from: 'od', label: '使用订单', type: 'text', list: { width: 170 } },
    { key: 'voidReason', label: '作废原因', type: 'text' },
    { key: 'voidedBy', label: '作废人', type: 'text' },
    { key: 'voidedAt', label: '作废时间', type: 'datetime' },
  ],
});
