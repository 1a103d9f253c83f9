import {
  addMoney,
  CardStatus,
  compareMoney,
  formatMoney,
  ManualRefundBody,
  OrderOps,
  OrderPath,
  OrderStatus,
  REFUNDABLE_STATUSES,
  RefundApplyBody,
  refundReject,
  RefundReviewBody,
  RefundStatus,
  subMoney,
  type RefundStepResult,
} from '@salon/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql, type Kysely, type Transaction } from 'kysely';
import { registerEndpoint } from '../../../../engine/endpoint.js';
import { andInScope } from '../../../../engine/query.js';
import { audit } from '../../../../core/audit.js';
import { requireAuth, type AuthContext, type StoreScope } from '../../../../core/auth.js';
import { ok } from '../../../../core/envelope.js';
import { notFound, refuse } from '../../../../core/errors.js';
import type { Database } from '../../../../db/schema.js';
import { returnOrderCoupons } from '../../marketing/_shared/coupons.js';
import { assertSecondPerson, refundCheckerThreshold } from './refundChecker.js';
import { lockCard, postCardEntry, refreshToday } from './storedValue.js';

type Trx = Transaction<Database>;

export interface LockedOrder {
  id: number;
  order_no: string;
  store_id: number;
  customer_id: number;
  status: number;
  amount: string;
  discount: string;
  paid: string;
  refunded: string;
}

interface LockedRefund {
  id: number;
  refund_no: string;
  order_id: number;
  amount: string;
  status: number;
  manual: boolean;
  order_status_before: number;
  requested_by: string;
  requested_by_id: number | null;
}

/**
 * Reads an order within the user's store scope and locks it until the transaction ends: two
 * steps on one order (two refund requests at once) run one after the other, and the second
 * sees what the first did. The scope is read before the transaction (it reads the database
 * itself, which the single-connection embedded database lends to one caller at a time).
 */
export async function lockOrder(trx: Trx | Kysely<Database>, scope: StoreScope, orderId: number): Promise<LockedOrder> {
  const rows = await sql<LockedOrder>`
    select id, order_no, store_id, customer_id, status, amount, discount, paid, refunded
    from customer_order where id = ${orderId}${andInScope(scope, 'store_id', { column: 'created_at', type: 'datetime' })} for update`.execute(trx);
  if (!rows.rows[0]) throw notFound('订单');
  return rows.rows[0];
}

/** A refund and its order, both locked (the order first, the order every step locks them in). */
async function lockRefund(trx: Trx, scope: StoreScope, refundId: number): Promise<{ refund: LockedRefund; order: LockedOrder }> {
  const found = await sql<{ order_id: number }>`select order_id from order_refund where id = ${refundId}`.execute(trx);
  if (!found.rows[0]) throw notFound('退款单');
  const order = await lockOrder(trx, scope, found.rows[0].order_id).catch((error: unknown) => {
    throw error instanceof Error && error.message === '订单不存在' ? notFound('退款单') : error;
  });
  const rows =
    await sql<LockedRefund>`select id, refund_no, order_id, amount, status, manual, order_status_before, requested_by, requested_by_id from order_refund where id = ${refundId} for update`.execute(
      trx,
    );
  return { refund: rows.rows[0], order };
}

const statusText = (status: number) => `订单状态为「${OrderStatus.labelOf(status)}」`;

/** Refuses a refund amount above what is left to refund, naming what is. */
function assertRefundable(order: LockedOrder, amount: string) {
  const left = subMoney(order.paid, order.refunded);
  if (compareMoney(left, '0') <= 0) throw refuse('该订单已无可退金额');
  if (compareMoney(amount, left) > 0) throw refuse(`退款金额不能超过可退金额 ${formatMoney(left)} 元`);
}

/** The order's status once `refunded` has been given back: 已退款 when all of it, else 部分退款. */
const statusAfterRefund = (paid: string, refunded: string) => (compareMoney(refunded, paid) >= 0 ? 5 : 8);

async function insertRefund(
  trx: Trx,
  order: LockedOrder,
  values: { amount: string; reason: string; manual: boolean; status: number; by: AuthContext },
): Promise<{ id: number; refund_no: string }> {
  const done = values.status === 2;
  const by = values.by.name;
  const rows = await sql<{ id: number; refund_no: string }>`
    insert into order_refund (refund_no, order_id, amount, reason, status, manual, order_status_before, requested_by, requested_by_id, requested_at, approved_by, approved_at, refunded_by, refunded_at)
    values ('TK' || to_char(now() at time zone 'Asia/Shanghai', 'YYYYMMDD') || lpad(nextval('order_refund_no_seq')::text, 8, '0'),
      ${order.id}, ${values.amount}, ${values.reason}, ${values.status}, ${values.manual}, ${order.status}, ${by}, ${values.by.userId}, now(),
      ${done ? by : null}, ${done ? sql`now()` : null}, ${done ? by : null}, ${done ? sql`now()` : null})
    returning id, refund_no`.execute(trx);
  return rows.rows[0];
}

/** A card that paid for an order, and what of its money the order still holds (taken less given back). */
interface CardShare {
  card_id: number;
  principal: string;
  bonus: string;
}

/** Money put back on a card by a refund (what the audit and the answer tell). */
export interface CardCredit {
  cardId: number;
  cardNo: string;
  principal: string;
  bonus: string;
}

const ALL_STORES: StoreScope = { all: true, storeIds: [], startDate: null };
const minMoney = (a: string, b: string) => (compareMoney(a, b) <= 0 ? a : b);
const atLeastZero = (value: string) => (compareMoney(value, '0') > 0 ? value : '0.00');

/**
 * The part of a refund paid by stored-value card goes back on the card(s) that paid, in the same
 * transaction, as 退款 ledger rows linked to the order: what the cards still hold of the order
 * (their 消费 rows for it less earlier 退款 rows) first, each card's principal before its bonus;
 * what is left of the refund went out by the order's other payments. Each card is locked as
 * every change of a card's money locks it (the order's lock is held already).
 */
async function creditCards(trx: Trx, order: LockedOrder, amount: string, operator: string): Promise<CardCredit[]> {
  const shares = await sql<CardShare>`
    select card_id, -sum(principal_delta) as principal, -sum(bonus_delta) as bonus
    from card_ledger where customer_order_id = ${order.id} and kind in (2, 3)
    group by card_id order by min(id)`.execute(trx);
  const credits: CardCredit[] = [];
  let left = amount;
  for (const share of shares.rows) {
    if (compareMoney(left, '0') <= 0) break;
    const principal = minMoney(left, atLeastZero(share.principal));
    const bonus = minMoney(subMoney(left, principal), atLeastZero(share.bonus));
    if (compareMoney(addMoney(principal, bonus), '0') <= 0) continue;
    const card = await lockCard(trx, ALL_STORES, Number(share.card_id));
    if (card.status === 3) throw refuse(`该订单由会员卡 ${card.card_no} 支付，该卡已${CardStatus.labelOf(3)}，退款无法退回卡内`);
    await postCardEntry(trx, card, {
      kind: 3,
      principalDelta: principal,
      bonusDelta: bonus,
      storeId: order.store_id,
      customerOrderId: order.id,
      remark: `订单退款 ${order.order_no}`,
      operator,
    });
    credits.push({ cardId: card.id, cardNo: card.card_no, principal, bonus });
    left = subMoney(left, addMoney(principal, bonus));
  }
  return credits;
}

/**
 * Gives `amount` back: the order's refunded sum and status, the customer's spend, the card(s)
 * that paid (their share back on them), the coupon it used once it is wholly refunded (unused
 * again while still valid, else expired) and the store's business figures of today.
 */
async function giveBack(
  trx: Trx,
  order: LockedOrder,
  amount: string,
  operator: string,
): Promise<{ status: number; cards: CardCredit[]; coupons: { couponNo: string; status: number }[] }> {
  const refunded = addMoney(order.refunded, amount);
  const status = statusAfterRefund(order.paid, refunded);
  await sql`update customer_order set refunded = ${refunded}, status = ${status}, updated_at = now() where id = ${order.id}`.execute(trx);
  await sql`update customer set total_spend = total_spend - ${amount}::numeric where id = ${order.customer_id}`.execute(trx);
  const cards = await creditCards(trx, order, amount, operator);
  const coupons = status === 5 ? await returnOrderCoupons(trx, order.id) : [];
  await refreshToday(trx, order.store_id);
  return { status, cards, coupons };
}

/** The cards a refund put money back on and the coupons it gave back, for the order step's audit row (nothing when none). */
const cardsAfter = (cards: CardCredit[], coupons: { couponNo: string; status: number }[] = []) => ({
  ...(cards.length ? { cardRefunds: cards.map((c) => ({ cardNo: c.cardNo, principal: c.principal, bonus: c.bonus })) } : {}),
  ...(coupons.length ? { couponsBack: coupons } : {}),
});

async function auditOrderStep(trx: Trx, request: FastifyRequest, step: string, order: LockedOrder, after: Record<string, unknown>) {
  await audit(trx, request, {
    action: `transition:${step}`,
    table: 'customer_order',
    recordId: order.id,
    before: { status: order.status, refunded: order.refunded },
    after,
  });
}

/** A refund asked for (待审核): the order goes 退款中; the refund and the order's step audited. A manual refund at or above the checker's threshold is one too. */
async function writeRequest(
  trx: Trx,
  request: FastifyRequest,
  auth: AuthContext,
  order: LockedOrder,
  body: { amount: string; reason: string },
  manual: boolean,
): Promise<RefundStepResult> {
  const refund = await insertRefund(trx, order, { amount: body.amount, reason: body.reason, manual, status: 0, by: auth });
  await sql`update customer_order set status = 4, updated_at = now() where id = ${order.id}`.execute(trx);
  await audit(trx, request, {
    action: 'create',
    table: 'order_refund',
    recordId: refund.id,
    after: { refundNo: refund.refund_no, orderNo: order.order_no, amount: body.amount, reason: body.reason, status: 0, ...(manual ? { manual: true } : {}) },
  });
  await auditOrderStep(trx, request, manual ? 'manualRefund' : 'refundApply', order, { status: 4, refundNo: refund.refund_no, refundAmount: body.amount });
  return { orderId: order.id, refundId: refund.id, orderStatus: 4, refundStatus: 0 };
}

/**
 * Refunds (spec §7 "orders, refunds, manual refund"): requested on a paid or partly refunded
 * order (the order goes 退款中), approved or rejected (rejected: back where it was), completed
 * (已退款 when all was given back, else 部分退款). Head office may refund by hand at once below
 * the refund checker's threshold; at or above it a manual refund is written as a request. A
 * refund at or above the threshold is approved and confirmed by someone other than its requester
 * (maker-checker, issue 12.17). Every step locks the order row, checks, writes and audits in one
 * transaction; a refused step writes nothing.
 */
export function registerRefunds(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.services;

  app.post(OrderPath.refundApply, { config: { permission: { op: OrderOps.refundApply } }, schema: { body: RefundApplyBody } }, async (request) => {
    const auth = requireAuth(request);
    const body = request.body;
    const scope = await auth.scope();
    const result = await db.transaction().execute(async (trx): Promise<RefundStepResult> => {
      const order = await lockOrder(trx, scope, body.orderId);
      if (order.status === 4) throw refuse('该订单已有退款申请在处理中，请等待审核完成');
      if (!REFUNDABLE_STATUSES.includes(order.status)) throw refuse(`${statusText(order.status)}，不能申请退款`);
      assertRefundable(order, body.amount);
      return writeRequest(trx, request, auth, order, body, false);
    });
    return ok(result);
  });

  app.post(OrderPath.refundApprove, { config: { permission: { op: OrderOps.refundAudit } }, schema: { body: RefundReviewBody } }, async (request) => {
    const auth = requireAuth(request);
    const scope = await auth.scope();
    const result = await db.transaction().execute(async (trx): Promise<RefundStepResult> => {
      const { refund, order } = await lockRefund(trx, scope, request.body.refundId);
      if (refund.status !== 0) throw refuse(`退款单状态为「${RefundStatus.labelOf(refund.status)}」，不能审核通过`);
      await assertSecondPerson(trx, 'approve', refund.amount, { id: refund.requested_by_id, name: refund.requested_by }, auth);
      await sql`update order_refund set status = 1, approved_by = ${auth.name}, approved_at = now(), updated_at = now() where id = ${refund.id}`.execute(trx);
      await audit(trx, request, {
        action: 'transition:refundApprove',
        table: 'order_refund',
        recordId: refund.id,
        before: { status: 0 },
        after: { status: 1, orderNo: order.order_no },
      });
      return { orderId: order.id, refundId: refund.id, orderStatus: order.status, refundStatus: 1 };
    });
    return ok(result);
  });

  registerEndpoint(fastify, refundReject, async (body, { auth, request }) => {
    const scope = await auth.scope();
    return db.transaction().execute(async (trx): Promise<RefundStepResult> => {
      const { refund, order } = await lockRefund(trx, scope, body.refundId);
      if (refund.status !== 0) throw refuse(`退款单状态为「${RefundStatus.labelOf(refund.status)}」，不能驳回`);
      // Back to where the order was when the refund was asked for: 已支付 or 部分退款.
      const back = refund.order_status_before;
      await sql`update order_refund set status = 3, approved_by = ${auth.name}, approved_at = now(), reject_reason = ${body.rejectReason}, updated_at = now() where id = ${refund.id}`.execute(
        trx,
      );
      await sql`update customer_order set status = ${back}, updated_at = now() where id = ${order.id}`.execute(trx);
      await audit(trx, request, {
        action: 'transition:refundReject',
        table: 'order_refund',
        recordId: refund.id,
        before: { status: 0 },
        after: { status: 3, rejectReason: body.rejectReason },
      });
      await auditOrderStep(trx, request, 'refundReject', order, { status: back, refundNo: refund.refund_no });
      return { orderId: order.id, refundId: refund.id, orderStatus: back, refundStatus: 3 };
    });
  });

  app.post(OrderPath.refundComplete, { config: { permission: { op: OrderOps.refundComplete } }, schema: { body: RefundReviewBody } }, async (request) => {
    const auth = requireAuth(request);
    const scope = await auth.scope();
    const result = await db.transaction().execute(async (trx): Promise<RefundStepResult> => {
      const { refund, order } = await lockRefund(trx, scope, request.body.refundId);
      if (refund.status !== 1)
        throw refuse(refund.status === 0 ? '退款单尚未审核通过，不能确认退款' : `退款单状态为「${RefundStatus.labelOf(refund.status)}」，不能确认退款`);
      if (order.status !== 4) throw refuse(`${statusText(order.status)}，不能确认退款`);
      await assertSecondPerson(trx, 'complete', refund.amount, { id: refund.requested_by_id, name: refund.requested_by }, auth);
      assertRefundable(order, refund.amount);
      await sql`update order_refund set status = 2, refunded_by = ${auth.name}, refunded_at = now(), updated_at = now() where id = ${refund.id}`.execute(trx);
      const { status, cards, coupons } = await giveBack(trx, order, refund.amount, auth.name);
      await audit(trx, request, {
        action: 'transition:refundComplete',
        table: 'order_refund',
        recordId: refund.id,
        before: { status: 1 },
        after: { status: 2 },
      });
      await auditOrderStep(trx, request, 'refundComplete', order, {
        status,
        refunded: addMoney(order.refunded, refund.amount),
        refundNo: refund.refund_no,
        ...cardsAfter(cards, coupons),
      });
      return { orderId: order.id, refundId: refund.id, orderStatus: status, refundStatus: 2 };
    });
    return ok(result);
  });

  // Head office gives money back at once (a complaint settled at the counter): below the checker's
  // threshold no review, written as refunded; at or above it, a request others approve and confirm.
  app.post(OrderPath.manualRefund, { config: { permission: { op: OrderOps.manualRefund } }, schema: { body: ManualRefundBody } }, async (request) => {
    const auth = requireAuth(request);
    const body = request.body;
    const scope = await auth.scope();
    if (!scope.all) throw refuse('手工退款仅限总部操作');
    const result = await db.transaction().execute(async (trx): Promise<RefundStepResult> => {
      const order = await lockOrder(trx, scope, body.orderId);
      if (order.status === 4) throw refuse('该订单已有退款申请在处理中，请先处理该申请');
      if (!REFUNDABLE_STATUSES.includes(order.status)) throw refuse(`${statusText(order.status)}，不能手工退款`);
      assertRefundable(order, body.amount);
      if (compareMoney(body.amount, await refundCheckerThreshold(trx)) >= 0) return writeRequest(trx, request, auth, order, body, true);
      const refund = await insertRefund(trx, order, { amount: body.amount, reason: body.reason, manual: true, status: 2, by: auth });
      const { status, cards, coupons } = await giveBack(trx, order, body.amount, auth.name);
      await audit(trx, request, {
        action: 'create',
        table: 'order_refund',
        recordId: refund.id,
        after: { refundNo: refund.refund_no, orderNo: order.order_no, amount: body.amount, reason: body.reason, status: 2, manual: true },
      });
      await auditOrderStep(trx, request, 'manualRefund', order, {
        status,
        refunded: addMoney(order.refunded, body.amount),
        refundNo: refund.refund_no,
        ...cardsAfter(cards, coupons),
      });
      return { orderId: order.id, refundId: refund.id, orderStatus: status, refundStatus: 2 };
    });
    return ok(result);
  });
}
