import { z } from 'zod';
import { CouponOrderStatus, CouponPackageFamily, CouponStatus } from '../../../enums/coupon.js';
import { PayMethod } from '../../../enums/finance.js';
import { fields } from '../../../resource/fields.js';
import { defineResource } from '../../../resource/types.js';

export const COUPON_ORDER_PAGE = '/operate/coupon-order/index';

export const CouponOrderOps = {
  export: 'operate:couponOrder:export',
  refund: 'operate:couponOrder:refund',
  viewMobile: 'operate:couponOrder:viewMobile',
} as const;

export const CouponOrderPath = {
  list: '/market/couponOrder/queryPage',
  detail: '/market/couponOrder/getById',
  transition: '/market/couponOrder/refund',
  export: '/market/couponOrder/export',
  reveal: '/market/couponOrder/revealMobile',
} as const;

/**
 * /operate/coupon-order/index 券订单列表: coupon packs (礼品券, 卡券) customers bought at a store,
 * newest first, with the coupons each issued. 退款: the whole pack refunded (with a reason) while
 * none of its coupons is used; its coupons are voided in the same transaction. A store sees the
 * orders of its stores (from its start date).
 */
export const couponOrderResource = defineResource({
  name: 'couponOrder',
  title: '券订单',
  page: COUPON_ORDER_PAGE,
  table: 'coupon_order',
  joins: [fields.customerJoin(), { alias: 'p', table: 'coupon_package', on: 'package_id' }],
  scope: { by: 'store', field: 'storeId', since: 'paidAt' },
  api: {
    list: { path: CouponOrderPath.list, method: 'POST' },
    detail: { path: CouponOrderPath.detail, method: 'GET' },
    transition: { path: CouponOrderPath.transition, method: 'POST' },
    export: { path: CouponOrderPath.export, method: 'GET' },
    reveal: { path: CouponOrderPath.reveal, method: 'POST' },
  },
  ops: { export: CouponOrderOps.export, viewMasked: CouponOrderOps.viewMobile },
  count: 'capped',
  keyset: { field: 'paidAt' },
  workflow: {
    field: 'status',
    reasonColumn: 'refund_reason',
    operatorColumn: 'refunded_by',
    operatedAtColumn: 'refunded_at',
    transitions: [
      {
        action: 'refund',
        label: '退款',
        from: [1],
        to: 3,
        op: CouponOrderOps.refund,
        reason: { label: '退款原因', required: true, max: 200 },
        confirm: '整单退款：券包中的券将全部作废，已有券使用的订单不能退款。',
        danger: true,
        doneText: '已退款，券包中的券已作废',
      },
    ],
  },
  // prettier-ignore
  fields: [
    { key: 'orderNo', label: '订单号', type: 'text', list: { width: 180 }, filter: 'eq' },
    fields.maskedMobile(),
    fields.customerName(),
    { key: 'packageId', label: '券包', type: 'int', lookup: { table: 'coupon_package', labelColumn: 'name', as: 'packageName' }, list: { width: 170 } },
    { key: 'family', column: 'family', from: 'p', label: '券包类型', type: 'enum', enum: CouponPackageFamily, list: { width: 90 }, filter: 'eq' },
    fields.store({ label: '购买门店' }),
    { key: 'quantity', label: '份数', type: 'int', list: { width: 60 } },
    { key: 'amount', label: '实付金额', type: 'money', list: { width: 90 } },
    { key: 'payMethod', label: '支付方式', type: 'enum', enum: PayMethod, list: { width: 90 }, filter: 'eq' },
    { key: 'status', label: '订单状态', type: 'enum', enum: CouponOrderStatus, list: { width: 80 }, filter: 'eq' },
    { key: 'paidAt', label: '支付时间', type: 'datetime', list: { width: 150 }, filter: 'dateRange', range: { maxDays: 366 }, sortable: true },
    { key: 'refundAmount', label: '退款金额', type: 'money', list: { width: 90 } },
    { key: 'refundReason', label: '退款原因', type: 'text' },
    { key: 'refundedBy', label: '退款操作人', type: 'text' },
    { key: 'refundedAt', label: '退款时间', type: 'datetime' },
  ],
});

/** The coupons an order issued, as its detail answers them beside the row. */
export const CouponOrderDetailLines = z.object({
  coupons: z.array(z.object({ couponNo: z.string(), couponName: z.string(), status: z.number(), validTo: z.string(), usedAt: z.string().nullable() })),
});
export type CouponOrderDetailLines = z.infer<typeof CouponOrderDetailLines>;

/** A coupon's state in words, for the detail's lines. */
export const couponStatusText = (status: number) => CouponStatus.labelOf(status);
