import { z } from 'zod';
import { defineEndpoint } from '../../../../resource/endpoint.js';
import { OrderOps, OrderPath, RefundRejectBody, type RefundStepResult } from './orders.js';

/** What a refund step answers: the order's and the refund's status after it. */
export const refundStepAnswer = z.object({
  orderId: z.number().int(),
  refundId: z.number().int(),
  orderStatus: z.number().int(),
  refundStatus: z.number().int(),
}) satisfies z.ZodType<RefundStepResult>;

/** 驳回 a refund request (订单列表, 订单查询): the refund is 已驳回 with its reason, the order back where it was when the refund was asked for. */
export const refundReject = defineEndpoint({
  path: OrderPath.refundReject,
  method: 'POST',
  permission: { op: OrderOps.refundAudit },
  body: RefundRejectBody,
  result: refundStepAnswer,
  summary: '驳回退款申请（退款单已驳回，订单回到申请前的状态）',
});
