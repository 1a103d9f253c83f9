import {
  cardOrderResource,
  CardOrderStatus,
  CardRefundApplyBody,
  CardRefundQuoteQuery,
  CardRefundRejectBody,
  CardRefundReviewBody,
  PAY_CARD_ORDER_PAGE,
  quoteCardOrderRefund,
  RefundStatus,
  StoredValueOps,
  StoredValuePath,
  subMoney,
  type CardRefundQuote,
  type CardRefundStepResult,
} from '@salon/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { audit } from '../../../core/audit.js';
import { requireAuth, type StoreScope } from '../../../core/auth.js';
import { ok } from '../../../core/envelope.js';
import { notFound, refuse } from '../../../core/errors.js';
import { registerResource } from '../../../engine/register.js';
import { andInScope } from '../../../engine/query.js';
import { assertSecondPerson } from './_shared/refundChecker.js';
import { type Db, type LockedCard, lockCard, postCardEntry, refreshToday } from './_shared/storedValue.js';

interface LockedCardOrder {
  id: number;
  order_no: string;
  kind: number;
  card_id: number;
  store_id: number;
  paid: string;
  bonus: string;
  status: number;
  refund_status: number | null;
  refund_requested_by: string | null;
  refund_requested_by_id: number | null;
}

/**
 * A card order within the user's scope and its card, both locked (the card first, as every card
 * write locks it); `lock: false` reads them as they are (the refund preview).
 */
async function lockCardOrder(trx: Db, scope: StoreScope, orderId: number, lock = true): Promise<{ order: LockedCardOrder; card: LockedCard }> {
  const found = await sql<{
    card_id: number;
  }>`select card_id from card_order where id = ${orderId}${andInScope(scope, 'store_id', { column: 'created_at', type: 'datetime' })}`.execute(trx);
  if (!found.rows[0]) throw notFound('储值卡订单');
  const card = lock
    ? await lockCard(trx, { all: true, storeIds: [], startDate: null }, found.rows[0].card_id)
    : (
        await sql<LockedCard>`select id, card_no, customer_id, store_id, principal, bonus, status from member_card where id = ${found.rows[0].card_id}`.execute(
          trx,
        )
      ).rows[0];
  const rows =
    await sql<LockedCardOrder>`select id, order_no, kind, card_id, store_id, paid, bonus, status, refund_status, refund_requested_by, refund_requested_by_id
    from card_order where id = ${orderId}${lock ? sql` for update` : sql``}`.execute(trx);
  return { order: rows.rows[0], card };
}

/** The refund rule (contract quoteCardOrderRefund) on the order and card as read: the preview answers it, the request and the confirmation check it. */
const quoteOf = (order: LockedCardOrder, card: LockedCard): CardRefundQuote =>
  quoteCardOrderRefund(
    { id: order.id, orderNo: order.order_no, paid: order.paid, bonus: order.bonus },
    { cardNo: card.card_no, principal: card.principal, bonus: card.bonus },
  );

/** Refuses a refund the card can no longer give back: the principal paid and the bonus granted must both still be on it. */
function assertCardCovers(order: LockedCardOrder, card: LockedCard) {
  const quote = quoteOf(order, card);
  if (!quote.refundable) throw refuse(quote.message!);
}

const requesterOf = (order: LockedCardOrder) => ({ id: order.refund_requested_by_id, name: order.refund_requested_by });

const orderStatusText = (status: number) => `订单状态为「${CardOrderStatus.labelOf(status)}」`;

async function auditCardOrder(trx: Db, request: FastifyRequest, action: string, order: LockedCardOrder, after: Record<string, unknown>) {
  await audit(trx, request, {
    action: `transition:${action}`,
    table: 'card_order',
    recordId: order.id,
    before: { status: order.status, refundStatus: order.refund_status },
    after,
  });
}

/**
 * /operate/financial/payCardOrder 储值卡订单: card orders from their declaration and their refund
 * steps (request, approve or reject, complete), each locking the card, writing and auditing in one
 * transaction; the refund preview (what leaves the card, and whether it can now) by the same rule;
 * at or above the refund checker's threshold, approved and confirmed by someone other than the requester.
 */
export function registerPayCardOrders(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.services;
  registerResource(fastify, cardOrderResource);

  app.get(
    StoredValuePath.refundQuote,
    { config: { permission: { menu: PAY_CARD_ORDER_PAGE } }, schema: { querystring: CardRefundQuoteQuery } },
    async (request) => {
      const auth = requireAuth(request);
      const { order, card } = await lockCardOrder(db, await auth.scope(), request.query.orderId, false);
      return ok(quoteOf(order, card));
    },
  );

  app.post(
    StoredValuePath.refundApply,
    { config: { permission: { op: StoredValueOps.refundApply } }, schema: { body: CardRefundApplyBody } },
    async (request) => {
      const auth = requireAuth(request);
      const body = request.body;
      const scope = await auth.scope();
      const result = await db.transaction().execute(async (trx): Promise<CardRefundStepResult> => {
        const { order, card } = await lockCardOrder(trx, scope, body.orderId);
        if (order.status !== 1) throw refuse(`${orderStatusText(order.status)}，不能申请退款`);
        assertCardCovers(order, card);
        await sql`update card_order set status = 2, refund_status = 0, refund_reason = ${body.reason}, refund_requested_by = ${auth.name}, refund_requested_by_id = ${auth.userId}, refund_requested_at = now(),
        refund_approved_by = null, refund_approved_at = null, reject_reason = null, updated_at = now() where id = ${order.id}`.execute(trx);
        await auditCardOrder(trx, request, 'refundApply', order, { status: 2, refundStatus: 0, reason: body.reason });
        return { orderId: order.id, status: 2, refundStatus: 0 };
      });
      return ok(result);
    },
  );

  app.post(
    StoredValuePath.refundApprove,
    { config: { permission: { op: StoredValueOps.refundAudit } }, schema: { body: CardRefundReviewBody } },
    async (request) => {
      const auth = requireAuth(request);
      const scope = await auth.scope();
      const result = await db.transaction().execute(async (trx): Promise<CardRefundStepResult> => {
        const { order } = await lockCardOrder(trx, scope, request.body.orderId);
        if (order.status !== 2 || order.refund_status !== 0)
          throw refuse(
            order.status === 2
              ? `退款状态为「${RefundStatus.labelOf(order.refund_status ?? 0)}」，不能审核通过`
              : `${orderStatusText(order.status)}，没有待审核的退款`,
          );
        await assertSecondPerson(trx, 'approve', order.paid, requesterOf(order), auth);
        await sql`update card_order set refund_status = 1, refund_approved_by = ${auth.name}, refund_approved_at = now(), updated_at = now() where id = ${order.id}`.execute(
          trx,
        );
        await auditCardOrder(trx, request, 'refundApprove', order, { status: 2, refundStatus: 1 });
        return { orderId: order.id, status: 2, refundStatus: 1 };
      });
      return ok(result);
    },
  );

  app.post(
    StoredValuePath.refundReject,
    { config: { permission: { op: StoredValueOps.refundAudit } }, schema: { body: CardRefundRejectBody } },
    async (request) => {
      const auth = requireAuth(request);
      const body = request.body;
      const scope = await auth.scope();
      const result = await db.transaction().execute(async (trx): Promise<CardRefundStepResult> => {
        const { order } = await lockCardOrder(trx, scope, body.orderId);
        if (order.status !== 2 || order.refund_status !== 0)
          throw refuse(
            order.status === 2
              ? `退款状态为「${RefundStatus.labelOf(order.refund_status ?? 0)}」，不能驳回`
              : `${orderStatusText(order.status)}，没有待审核的退款`,
          );
        await sql`update card_order set status = 1, refund_status = 3, refund_approved_by = ${auth.name}, refund_approved_at = now(), reject_reason = ${body.rejectReason}, updated_at = now() where id = ${order.id}`.execute(
          trx,
        );
        await auditCardOrder(trx, request, 'refundReject', order, { status: 1, refundStatus: 3, rejectReason: body.rejectReason });
        return { orderId: order.id, status: 1, refundStatus: 3 };
      });
      return ok(result);
    },
  );

  app.post(
    StoredValuePath.refundComplete,
    { config: { permission: { op: StoredValueOps.refundComplete } }, schema: { body: CardRefundReviewBody } },
    async (request) => {
      const auth = requireAuth(request);
      const scope = await auth.scope();
      const result = await db.transaction().execute(async (trx): Promise<CardRefundStepResult> => {
        const { order, card } = await lockCardOrder(trx, scope, request.body.orderId);
        if (order.status !== 2 || order.refund_status !== 1)
          throw refuse(order.status === 2 ? '退款申请尚未审核通过，不能确认退款' : `${orderStatusText(order.status)}，不能确认退款`);
        await assertSecondPerson(trx, 'complete', order.paid, requesterOf(order), auth);
        // Checked again under the card's lock: the card may have been spent since the request.
        assertCardCovers(order, card);
        const entry = await postCardEntry(trx, card, {
          kind: 3,
          principalDelta: subMoney('0', order.paid),
          bonusDelta: subMoney('0', order.bonus),
          storeId: order.store_id,
          payMethod: null,
          cardOrderId: order.id,
          remark: `${order.kind === 1 ? '购卡' : '充值'}退款 ${order.order_no}`,
          operator: auth.name,
        });
        await sql`update card_order set status = 3, refund_status = 2, refunded_by = ${auth.name}, refunded_at = now(), updated_at = now() where id = ${order.id}`.execute(
          trx,
        );
        await refreshToday(trx, order.store_id);
        await auditCardOrder(trx, request, 'refundComplete', order, {
          status: 3,
          refundStatus: 2,
          ledgerId: entry.ledgerId,
          principal: entry.principal,
          bonus: entry.bonus,
        });
        return { orderId: order.id, status: 3, refundStatus: 2 };
      });
      return ok(result);
    },
  );
}
