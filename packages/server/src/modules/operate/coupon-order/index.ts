import { couponOrderResource, type CouponOrderDetailLines } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { refuse } from '../../../core/errors.js';
import { registerResource } from '../../../engine/register.js';
import { COUPON_SOURCE, type Trx } from '../marketing/_shared/coupons.js';

/** The coupons a coupon order issued. */
async function orderCoupons(db: Trx, orderId: number): Promise<CouponOrderDetailLines['coupons']> {
  const rows = await sql<{ coupon_no: string; coupon_name: string; status: number; valid_to: Date; used_at: Date | null }>`
    select coupon_no, coupon_name, status, valid_to, used_at from coupon_instance where source = ${COUPON_SOURCE.pack} and source_id = ${orderId} order by id`.execute(
    db,
  );
  return rows.rows.map((r) => ({
    couponNo: r.coupon_no,
    couponName: r.coupon_name,
    status: r.status,
    validTo: new Date(r.valid_to).toISOString(),
    usedAt: r.used_at ? new Date(r.used_at).toISOString() : null,
  }));
}

/**
 * /operate/coupon-order/index 券订单列表: paid coupon packs from the declaration, the detail with the
 * coupons each issued; 退款 refunds the whole pack while none of its coupons is used and voids them
 * in the same transaction (the order row locked by the transition).
 */
export function registerCouponOrders(app: FastifyInstance): void {
  registerResource(app, couponOrderResource, {
    async detail(database, row) {
      const lines: CouponOrderDetailLines = { coupons: await orderCoupons(database, row.id) };
      return { ...lines };
    },
    async beforeTransition(trx, record) {
      // Its coupons locked first: a use of one at this moment waits, then finds it voided.
      const coupons = await sql<{ status: number }>`
        select status from coupon_instance where source = ${COUPON_SOURCE.pack} and source_id = ${record.id} order by id for update`.execute(trx);
      const used = coupons.rows.filter((c) => c.status === 1).length;
      if (used) throw refuse(`券包中已有${used}张券已使用，不能退款`);
    },
    async afterTransition(trx, record, _transition, { auth }) {
      await sql`update coupon_order set refund_amount = amount where id = ${record.id}`.execute(trx);
      await sql`update coupon_instance set status = 3, void_reason = '券包退款', voided_by = ${auth.name}, voided_at = now(), updated_at = now()
        where source = ${COUPON_SOURCE.pack} and source_id = ${record.id} and status in (0, 2)`.execute(trx);
    },
  });
}
