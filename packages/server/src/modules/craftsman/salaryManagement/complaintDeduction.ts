import { complaintDeductionResource } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { invalid, refuse } from '../../../core/errors.js';
import { registerResource } from '../../../engine/register.js';
import { assertNotFuture, payInputHooks } from './_shared/payInputs.js';

/** FeedbackCategory 服务投诉. */
const SERVICE_COMPLAINT = 2;

/**
 * /craftsman/salaryManagement/complaintDeduction 投诉扣款: deductions for customers' complaints. The
 * complaint named is a 服务投诉 of 用户反馈 of a store the user may see, the order one the craftsman served;
 * a complaint deducts once from one craftsman (one approved deduction per complaint and craftsman).
 */
export function registerComplaintDeduction(app: FastifyInstance): void {
  registerResource(
    app,
    complaintDeductionResource,
    payInputHooks(complaintDeductionResource, {
      async check(values, { trx, auth, craftsman, mode }) {
        assertNotFuture('complaintDate', '投诉日期', values.complaintDate);
        if (mode !== 'create') return;
        if (values.feedbackId != null) {
          const found = await sql<{ category: number; store_id: number | null }>`
            select category, store_id from user_feedback where id = ${values.feedbackId}`.execute(trx);
          const feedback = found.rows[0];
          if (!feedback) throw invalid('feedbackId', '投诉记录不存在');
          if (feedback.category !== SERVICE_COMPLAINT) throw invalid('feedbackId', '该反馈不是服务投诉');
          // A complaint of a store the user may see (the craftsman may have moved since).
          await auth.assertStore(feedback.store_id);
        }
        if (values.orderNo) {
          const order = await sql<{ craftsman_id: number | null }>`select craftsman_id from customer_order where order_no = ${values.orderNo}`.execute(trx);
          if (!order.rows[0]) throw invalid('orderNo', '投诉订单不存在');
          if (order.rows[0].craftsman_id !== craftsman.id) throw invalid('orderNo', '投诉订单不是该手艺人服务的订单');
        }
      },
      async beforeApprove(trx, record) {
        if (record.feedbackId == null) return;
        const twice = await sql`select 1 from salary_complaint_deduction
          where feedback_id = ${record.feedbackId} and craftsman_id = ${record.craftsmanId} and status = 1 and id <> ${record.id}`.execute(trx);
        if (twice.rows.length) throw refuse('该投诉已对该手艺人扣款，不能重复扣款');
      },
    }),
  );
}
