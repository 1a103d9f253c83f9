import {
  quoteUcardRefund,
  RefundStatus,
  UCARD_REFUND_RULE,
  UcardIdQuery,
  UcardOps,
  ucardOrderResource,
  UcardOrderStatus,
  UcardPath,
  UcardRefundApplyBody,
  UcardRefundRejectBody,
  UcardRefundReviewBody,
  type UcardRefundQuote,
  type UcardRefundStepResult,
} from '@salon/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql, type Kysely } from 'kysely';
import { andInScope } from '../../../engine/query.js';
import { audit } from '../../../core/audit.js';
import { requireAuth, type StoreScope } from '../../../core/auth.js';
import { ok } from '../../../core/envelope.js';
import { notFound, refuse } from '../../../core/errors.js';
import type { Database } from '../../../db/schema.js';
import { registerResource } from '../../../engine/register.js';
import { TODAY, type Trx } from './_shared/chinaToday.js';
import { assertSecondPerson } from './_shared/refundChecker.js';

interface LockedCard {
  id: number;
  order_no: string;
  card_no: string;
  status: number;
  refund_status: number | null;
  refund_amount: string | null;
  paid: string;
  valid_from: string;
  valid_to: string;
  use_count: number;
  refund_requested_by: string | null;
  refund_requested_by_id: number | null;
  today: string;
}

/**
 * A U-card order within the user's store scope, locked until the transaction ends: two refund
 * steps on one card run one after the other, and the second sees what the first did.
 */
async function lockCard(trx: Trx | Kysely<Database>, scope: StoreScope | null, id: number, lock = true): Promise<LockedCard> {
  const rows = await sql<LockedCard>`
    select id, order_no, card_no, status, refund_status, refund_amount, paid, use_count, refund_requested_by, refund_requested_by_id,
      to_char(valid_from, 'YYYY-MM-DD') as valid_from, to_char(valid_to, 'YYYY-MM-DD') as valid_to, to_char(${TODAY}, 'YYYY-MM-DD') as today
    from ucard_order where id = ${id}${andInScope(scope, 'store_id', { column: 'paid_at', type: 'datetime' })}${lock ? sql` for update` : sql``}`.execute(trx);
  if (!rows.rows[0]) throw notFound('U卡订单');
  return rows.rows[0];
}

const quoteOf = (card: LockedCard): UcardRefundQuote =>
  quoteUcardRefund({ paid: card.paid, validFrom: card.valid_from, validTo: card.valid_to, useCount: card.use_count }, card.today);
const requesterOf = (card: LockedCard) => ({ id: card.refund_requested_by_id, name: card.refund_requested_by });
const statusText = (status: number) => `U卡订单状态为「${UcardOrderStatus.labelOf(status)}」`;

/** The refund request a review step acts on: the order 退款中 with its request 待审核. */
function assertPendingReview(card: LockedCard, verb: string) {
  if (card.status !== 2) throw refuse(`${statusText(card.status)}，没有待审核的退款申请`);
  if (card.refund_status !== 0) throw refuse(`退款进度为「${RefundStatus.labelOf(card.refund_status ?? 0)}」，不能${verb}`);
}

const stepResult = (card: LockedCard, status: number, refundStatus: number, refundAmount: string | null): UcardRefundStepResult => ({
  id: card.id,
  status,
  refundStatus,
  refundAmount: refundAmount ?? '0.00',
});

/**
 * /operate/financial/ulcardOrder: U-card orders from their declaration (the detail with the card's
 * visits and what a refund would give back today), and the refund steps: request (amount by the
 * rule), approve or reject, complete; at or above the refund checker's threshold approved and
 * confirmed by someone other than the requester. Each in one transaction with the card locked; a
 * refused step writes nothing.
 */
export function registerUcardOrders(fastify: FastifyInstance): void {
  registerResource(fastify, ucardOrderResource, {
    // The card's visits, newest first, and what a refund would give back today.
    detail: async (database, row) => {
      const records = await sql<{ id: number; usedAt: Date; storeName: string; craftsmanName: string | null; itemName: string; orderNo: string }>`
        select r.id, r.used_at as "usedAt", s.store_name as "storeName", c.real_name as "craftsmanName", r.item_name as "itemName", r.order_no as "orderNo"
        from ucard_record r join store s on s.id = r.store_id left join craftsman c on c.id = r.craftsman_id
        where r.ucard_order_id = ${row.id as number} order by r.used_at desc, r.id desc limit 100`.execute(database);
      const card = await lockCard(database, null, row.id as number, false);
      return {
        records: records.rows.map((r) => ({ ...r, usedAt: new Date(r.usedAt).toISOString() })),
        refundQuote: quoteOf(card),
        refundRule: UCARD_REFUND_RULE,
      };
    },
  });
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.services;
  const step = async (request: FastifyRequest, card: LockedCard, action: string, after: Record<string, unknown>, trx: Trx) =>
    audit(trx, request, {
      action: `transition:${action}`,
      table: 'ucard_order',
      recordId: card.id,
      before: { status: card.status, refundStatus: card.refund_status },
      after,
    });

  app.get(UcardPath.refundQuote, { config: { permission: { op: UcardOps.refundApply } }, schema: { querystring: UcardIdQuery } }, async (request) => {
    const auth = requireAuth(request);
    const card = await lockCard(db, await auth.scope(), request.query.id, false);
    return ok({ ...quoteOf(card), rule: UCARD_REFUND_RULE });
  });

  app.post(UcardPath.refundApply, { config: { permission: { op: UcardOps.refundApply } }, schema: { body: UcardRefundApplyBody } }, async (request) => {
    const auth = requireAuth(request);
    const body = request.body;
    const scope = await auth.scope();
    const result = await db.transaction().execute(async (trx) => {
      const card = await lockCard(trx, scope, body.id);
      if (card.status === 2) throw refuse('该U卡订单已有退款申请在处理中，请等待审核完成');
      if (card.status !== 1) throw refuse(`${statusText(card.status)}，不能申请退款`);
      const quote = quoteOf(card);
      if (!quote.refundable) throw refuse(quote.message);
      await sql`update ucard_order set status = 2, refund_status = 0, refund_amount = ${quote.amount}, refund_reason = ${body.reason},
        refund_requested_by = ${auth.name}, refund_requested_by_id = ${auth.userId}, refund_requested_at = now(), refund_reviewed_by = null, refund_reviewed_at = null, reject_reason = null, updated_at = now()
        where id = ${card.id}`.execute(trx);
      await step(request, card, 'refundApply', { status: 2, refundStatus: 0, refundAmount: quote.amount, refundReason: body.reason, rule: quote.note }, trx);
      return stepResult(card, 2, 0, quote.amount);
    });
    return ok(result);
  });

  app.post(UcardPath.refundApprove, { config: { permission: { op: UcardOps.refundAudit } }, schema: { body: UcardRefundReviewBody } }, async (request) => {
    const auth = requireAuth(request);
    const scope = await auth.scope();
    const result = await db.transaction().execute(async (trx) => {
      const card = await lockCard(trx, scope, request.body.id);
      assertPendingReview(card, '审核通过');
      await assertSecondPerson(trx, 'approve', card.refund_amount!, requesterOf(card), auth);
      await sql`update ucard_order set refund_status = 1, refund_reviewed_by = ${auth.name}, refund_reviewed_at = now(), updated_at = now() where id = ${card.id}`.execute(
        trx,
      );
      await step(request, card, 'refundApprove', { status: 2, refundStatus: 1 }, trx);
      return stepResult(card, 2, 1, card.refund_amount);
    });
    return ok(result);
  });

  app.post(UcardPath.refundReject, { config: { permission: { op: UcardOps.refundAudit } }, schema: { body: UcardRefundRejectBody } }, async (request) => {
    const auth = requireAuth(request);
    const body = request.body;
    const scope = await auth.scope();
    const result = await db.transaction().execute(async (trx) => {
      const card = await lockCard(trx, scope, body.id);
      assertPendingReview(card, '驳回');
      // Back to 已支付: the card is the customer's again, and a new request may be made.
      await sql`update ucard_order set status = 1, refund_status = 3, reject_reason = ${body.rejectReason}, refund_reviewed_by = ${auth.name}, refund_reviewed_at = now(), updated_at = now() where id = ${card.id}`.execute(
        trx,
      );
      await step(request, card, 'refundReject', { status: 1, refundStatus: 3, rejectReason: body.rejectReason }, trx);
      return stepResult(card, 1, 3, card.refund_amount);
    });
    return ok(result);
  });

  app.post(UcardPath.refundComplete, { config: { permission: { op: UcardOps.refundComplete } }, schema: { body: UcardRefundReviewBody } }, async (request) => {
    const auth = requireAuth(request);
    const scope = await auth.scope();
    const result = await db.transaction().execute(async (trx) => {
      const card = await lockCard(trx, scope, request.body.id);
      if (card.status !== 2) throw refuse(`${statusText(card.status)}，不能确认退款`);
      if (card.refund_status !== 1) throw refuse('退款申请尚未审核通过，不能确认退款');
      await assertSecondPerson(trx, 'complete', card.refund_amount!, requesterOf(card), auth);
      await sql`update ucard_order set status = 3, refund_status = 2, refunded_by = ${auth.name}, refunded_at = now(), updated_at = now() where id = ${card.id}`.execute(
        trx,
      );
      await step(request, card, 'refundComplete', { status: 3, refundStatus: 2, refundAmount: card.refund_amount }, trx);
      return stepResult(card, 3, 2, card.refund_amount);
    });
    return ok(result);
  });
}
