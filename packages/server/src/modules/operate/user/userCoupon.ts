import { userCouponResource } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { refuse } from '../../../core/errors.js';
import { registerResource } from '../../../engine/register.js';

/** /operate/user/userCoupon 用户优惠券: the coupons issued to customers, from the declaration; an unused one is voided (its workflow) until it expires. */
export function registerUserCoupons(app: FastifyInstance): void {
  registerResource(app, userCouponResource, {
    // An unused coupon past its end date has expired (the nightly job marks it): nothing left to void.
    async beforeTransition(_trx, record, transition) {
      if (transition.action === 'void' && new Date(record.validTo as string).getTime() < Date.now()) throw refuse('该优惠券已过期，不能作废');
    },
  });
}
