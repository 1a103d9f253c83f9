import { z } from 'zod';
import { idSchema, intSchema, textSchema } from '../../../../api/zod.js';
import { OrderStatus, PayMethod } from '../../../../enums/finance.js';
import { isMoney, toCents } from '../../../../format/cents.js';
import type { FieldDef } from '../../../../resource/types.js';
import { validateMobile } from '../../../../validators/phone.js';

/** What the finance pages built on orders (订单列表, 订单查询, 逃单管理) share: endpoints, refund steps, fields. */
export const OrderPath = {
  list: '/mgt/order/queryOrderPage',
  detail: '/mgt/order/getOrderDetail',
  export: '/mgt/order/exportOrder',
  query: '/mgt/order/queryOrder',
  queryDetail: '/mgt/order/queryOrderDetail',
  /** Craftsmen of the user's stores, for the craftsman filter: [{ id, name }]. */
  craftsmanOptions: '/mgt/order/craftsmanOptions',
  refundApply: '/mgt/order/refund/apply',
  refundApprove: '/mgt/order/refund/approve',
  refundReject: '/mgt/order/refund/reject',
  refundComplete: '/mgt/order/refund/complete',
  manualRefund: '/mgt/order/refund/manual',
  evasionList: '/mgt/order/evasion/queryEvasionPage',
  evasionDetail: '/mgt/order/evasion/getEvasionDetail',
  evasionExport: '/mgt/order/evasion/exportEvasion',
  evasionRecover: '/mgt/order/evasion/recover',
  evasionWriteOff: '/mgt/order/evasion/writeOff',
} as const;

/** Operation codes of the order list page; the order search page offers the same refund steps to their holders. */
export const OrderOps = {
  export: 'financial:order:export',
  viewMobile: 'financial:order:viewMobile',
  refundApply: 'financial:order:refundApply',
  refundAudit: 'financial:order:refundAudit',
  refundComplete: 'financial:order:refundComplete',
  manualRefund: 'financial:order:manualRefund',
} as const;

/** Orders that can take a refund request, and where a refund leaves them. */
export const REFUNDABLE_STATUSES: readonly number[] = [3, 8];

const craftsmanLookup = {
  table: 'craftsman',
  labelColumn: 'real_name',
  as: 'craftsmanName',
  options: { path: OrderPath.craftsmanOptions, method: 'GET' },
} as const;
/** The customer of an order, joined for its name and mobile. */
export const orderCustomerJoin = [{ alias: 'cu', table: 'customer', on: 'customer_id' }] as const;

/** The order fields the three pages pick from. */
export const orderFields = {
  orderNo: { key: 'orderNo', label: '订单号', type: 'text', max: 24, list: { width: 170 }, filter: 'eq' },
  storeId: { key: 'storeId', label: '门店', type: 'store', list: { width: 150 }, filter: 'eq' },
  status: { key: 'status', label: '订单状态', type: 'enum', enum: OrderStatus, list: { width: 90 }, filter: 'eq' },
  createdAt: { key: 'createdAt', label: '下单时间', type: 'datetime', list: { width: 150 }, sortable: true },
  customerName: { key: 'customerName', column: 'name', from: 'cu', label: '顾客', type: 'text', list: { width: 80 } },
  customerMobile: {
    key: 'customerMobile',
    column: 'mobile_enc',
    from: 'cu',
    label: '顾客手机号',
    type: 'mobile',
    masked: true,
    encrypted: { hashColumn: 'mobile_hash' },
    validate: validateMobile,
    list: { width: 130 },
    filter: 'eq',
    placeholder: '完整的11位手机号',
  },
  craftsmanId: { key: 'craftsmanId', label: '手艺人', type: 'int', lookup: craftsmanLookup, list: { width: 90 }, filter: 'eq' },
  amount: { key: 'amount', label: '订单金额', type: 'money', list: { width: 100 } },
  discount: { key: 'discount', label: '优惠金额', type: 'money', list: { width: 90 } },
  paid: { key: 'paid', label: '实付金额', type: 'money', list: { width: 100 } },
  refunded: { key: 'refunded', label: '已退金额', type: 'money', list: { width: 90 } },
  payMethod: { key: 'payMethod', label: '支付方式', type: 'enum', enum: PayMethod, list: { width: 90 }, filter: 'eq' },
  queuedAt: { key: 'queuedAt', label: '取号时间', type: 'datetime' },
  startedAt: { key: 'startedAt', label: '开始服务', type: 'datetime' },
  finishedAt: { key: 'finishedAt', label: '服务完成', type: 'datetime' },
  paidAt: { key: 'paidAt', label: '支付时间', type: 'datetime', list: { width: 150 } },
  customerId: { key: 'customerId', label: '顾客ID', type: 'int', detail: false },
} satisfies Record<string, FieldDef>;

/** An amount of money typed by a user: up to 2 decimals, more than 0. */
const positiveMoney = (label: string) =>
  z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim())
    .pipe(
      z
        .string()
        .regex(/^\d{1,10}(\.\d{1,2})?$/, { error: `${label}应为金额，最多2位小数`, abort: true })
        .refine((v) => isMoney(v) && toCents(v) > 0n, `${label}须大于0`),
    );

const reasonText = (label: string) =>
  textSchema({ multiline: true, error: `请填写${label}` })
    .min(1, `请填写${label}`)
    .max(200, `${label}最多200个字`);

export const RefundApplyBody = z.object({ orderId: idSchema, amount: positiveMoney('退款金额'), reason: reasonText('退款原因') });
export type RefundApplyBody = z.infer<typeof RefundApplyBody>;
export const RefundReviewBody = z.object({ refundId: idSchema });
export const RefundRejectBody = z.object({ refundId: idSchema, rejectReason: reasonText('驳回原因') });
export const ManualRefundBody = RefundApplyBody;

export const EvasionRecoverBody = z.object({
  id: idSchema,
  payMethod: intSchema({ error: '支付方式的取值不正确' }).refine((v) => PayMethod.has(v), '支付方式的取值不正确'),
  remark: textSchema({ multiline: true }).max(200, '追回说明最多200个字').nullish(),
});
export const EvasionWriteOffBody = z.object({ id: idSchema, reason: reasonText('核销原因') });

/** What an order's detail adds to its fields. */
export interface OrderItemRow {
  id: number;
  itemId: number;
  itemName: string;
  priceGrade: string;
  unitPrice: string;
  quantity: number;
  amount: string;
}
export interface OrderPaymentRow {
  id: number;
  method: number;
  amount: string;
  tradeNo: string | null;
  paidAt: string;
}
export interface OrderRefundRow {
  id: number;
  refundNo: string;
  amount: string;
  reason: string;
  status: number;
  manual: boolean;
  requestedBy: string;
  /** The requester's account (null on refunds from before it was kept): maker-checker. */
  requestedById: number | null;
  requestedAt: string;
  approvedBy: string | null;
  approvedAt: string | null;
  refundedBy: string | null;
  refundedAt: string | null;
  rejectReason: string | null;
}
/** One step of an order's life, oldest first. */
export interface OrderTimelineEvent {
  at: string;
  title: string;
  detail: string | null;
  operator: string | null;
}
export interface OrderDetailLines {
  items: OrderItemRow[];
  payments: OrderPaymentRow[];
  refunds: OrderRefundRow[];
  timeline: OrderTimelineEvent[];
  /** paid - refunded: what a new refund may take back at most. */
  refundable: string;
}

/** The answer of every refund step. */
export interface RefundStepResult {
  orderId: number;
  refundId: number;
  orderStatus: number;
  refundStatus: number;
}
