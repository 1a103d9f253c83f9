import {
  addMoney,
  BonusMonthQuery,
  BonusPoolOps,
  BonusPoolPath,
  bonusPoolResource,
  formatMoney,
  giftCardResource,
  quoteUcardRefund,
  RefundStatus,
  rewardResource,
  singleCardResource,
  UCARD_REFUND_RULE,
  UcardIdQuery,
  UcardOps,
  ucardOrderResource,
  UcardOrderStatus,
  UcardPath,
  ucardRecordResource,
  UcardRefundApplyBody,
  UcardRefundRejectBody,
  UcardRefundReviewBody,
  type BonusMonthSummary,
  type BonusSettleResult,
  type UcardRefundQuote,
  type UcardRefundStepResult,
} from '@salon/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql, type Kysely, type Transaction } from 'kysely';
import { andInScope } from '../../engine/query.js';
import { audit } from '../../core/audit.js';
import { requireAuth, type StoreScope } from '../../core/auth.js';
import { ok } from '../../core/envelope.js';
import { notFound, refuse } from '../../core/errors.js';
import type { Database } from '../../db/schema.js';
import { registerResource } from '../../engine/register.js';

type Trx = Transaction<Database>;

/** Today in China (the stores' business day), as the database sees it. */
const TODAY = sql`(now() at time zone 'Asia/Shanghai')::date`;

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
  today: string;
}

/**
 * A U-card order within the user's store scope, locked until the transaction ends: two refund
 * steps on one card run one after the other, and the second sees what the first did.
 */
async function lockCard(trx: Trx | Kysely<Database>, scope: StoreScope | null, id: number, lock = true): Promise<LockedCard> {
  const rows = await sql<LockedCard>`
    select id, order_no, card_no, status, refund_status, refund_amount, paid, use_count,
      to_char(valid_from, 'YYYY-MM-DD') as valid_from, to_char(valid_to, 'YYYY-MM-DD') as valid_to, to_char(${TODAY}, 'YYYY-MM-DD') as today
    from ucard_order where id = ${id}${andInScope(scope, 'store_id', { column: 'paid_at', type: 'datetime' })}${lock ? sql` for update` : sql``}`.execute(trx);
  if (!rows.rows[0]) throw notFound('U卡订单');
  return rows.rows[0];
}

const quoteOf = (card: LockedCard): UcardRefundQuote =>
  quoteUcardRefund({ paid: card.paid, validFrom: card.valid_from, validTo: card.valid_to, useCount: card.use_count }, card.today);
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

/** The U-card refund steps: request (amount by the rule), approve or reject, complete. Each in one transaction with the card locked; a refused step writes nothing. */
function registerUcardRefunds(fastify: FastifyInstance): void {
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
        refund_requested_by = ${auth.name}, refund_requested_at = now(), refund_reviewed_by = null, refund_reviewed_at = null, reject_reason = null, updated_at = now()
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
      await sql`update ucard_order set status = 3, refund_status = 2, refunded_by = ${auth.name}, refunded_at = now(), updated_at = now() where id = ${card.id}`.execute(
        trx,
      );
      await step(request, card, 'refundComplete', { status: 3, refundStatus: 2, refundAmount: card.refund_amount }, trx);
      return stepResult(card, 3, 2, card.refund_amount);
    });
    return ok(result);
  });
}

/** One store-month of the bonus pool within the user's scope (refused outside it). */
async function monthSummary(db: Kysely<Database> | Trx, storeId: number, month: string): Promise<BonusMonthSummary> {
  const rows = await sql<{ store_name: string | null; orders: number; unsettled: number; total: string; unsettled_total: string; ended: boolean }>`
    select (select store_name from store where id = ${storeId}) as store_name,
      count(b.id)::int as orders, count(b.id) filter (where b.settle_status = 0)::int as unsettled,
      coalesce(sum(b.contribution), 0)::numeric(14, 2)::text as total,
      coalesce(sum(b.contribution) filter (where b.settle_status = 0), 0)::numeric(14, 2)::text as unsettled_total,
      ${month} < to_char(${TODAY}, 'YYYY-MM') as ended
    from bonus_pool_order b where b.store_id = ${storeId} and b.month = ${month}`.execute(db);
  const r = rows.rows[0];
  if (!r.store_name) throw notFound('门店');
  return {
    storeId,
    storeName: r.store_name,
    month,
    orders: r.orders,
    unsettled: r.unsettled,
    total: r.total,
    unsettledTotal: r.unsettled_total,
    ended: r.ended,
  };
}

/** 结算: every unsettled contribution of one store's month, in one transaction; only once the month has ended. */
function registerBonusPool(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.services;

  app.get(
    BonusPoolPath.monthSummary,
    { config: { permission: { menu: bonusPoolResource.page } }, schema: { querystring: BonusMonthQuery } },
    async (request) => {
      const auth = requireAuth(request);
      await auth.assertStore(request.query.storeId);
      return ok(await monthSummary(db, request.query.storeId, request.query.month));
    },
  );

  app.post(BonusPoolPath.settle, { config: { permission: { op: BonusPoolOps.settle } }, schema: { body: BonusMonthQuery } }, async (request) => {
    const auth = requireAuth(request);
    const { storeId, month } = request.body;
    await auth.assertStore(storeId);
    const result = await db.transaction().execute(async (trx): Promise<BonusSettleResult> => {
      // The rows first, locked: a second settlement of the same store-month waits, then finds nothing left.
      const open = await sql<{ id: number; contribution: string }>`
        select id, contribution from bonus_pool_order where store_id = ${storeId} and month = ${month} and settle_status = 0 order by id for update`.execute(
        trx,
      );
      const summary = await monthSummary(trx, storeId, month);
      if (!summary.ended) throw refuse(`${month} 尚未结束，月末之后才能结算`);
      if (!summary.orders) throw refuse(`${summary.storeName} ${month} 没有奖金池订单`);
      if (!open.rows.length) throw refuse(`${summary.storeName} ${month} 的奖金池已结算，不能重复结算`);
      const ids = open.rows.map((r) => r.id);
      await sql`update bonus_pool_order set settle_status = 1, settled_by = ${auth.name}, settled_at = now() where id in (${sql.join(ids)})`.execute(trx);
      for (const id of ids)
        await audit(trx, request, {
          action: 'transition:settle',
          table: 'bonus_pool_order',
          recordId: id,
          before: { settleStatus: 0 },
          after: { settleStatus: 1, month },
        });
      return { storeId, month, settled: ids.length, total: addMoney('0', ...open.rows.map((r) => r.contribution)) };
    });
    return ok(result);
  });
}

/**
 * The card and other finance pages of /operate/financial: U-card orders (with the refund steps)
 * and their visits, single-visit cards (refund while unused), gift cards (void while unspent),
 * the bonus pool (settled per store-month) and tips; lists, details and exports from their declarations.
 */
export function registerCardOrders(app: FastifyInstance): void {
  registerResource(app, ucardOrderResource, {
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
  registerResource(app, ucardRecordResource);
  registerResource(app, singleCardResource, {
    async beforeTransition(trx, record) {
      const state = await sql<{ expired: boolean; expires_on: string }>`
        select expires_on < ${TODAY} as expired, to_char(expires_on, 'YYYY-MM-DD') as expires_on from single_card_order where id = ${record.id as number}`.execute(
        trx,
      );
      if (state.rows[0]?.expired) throw refuse(`单次卡已于 ${state.rows[0].expires_on} 过期，不能退款`);
    },
  });
  registerResource(app, giftCardResource, {
    async beforeTransition(trx, record) {
      const state = await sql<{
        balance: string;
        face_value: string;
      }>`select balance, face_value from gift_card where id = ${record.id as number} for update`.execute(trx);
      const card = state.rows[0];
      if (card && card.balance !== card.face_value)
        throw refuse(`礼品卡已消费（面值 ${formatMoney(card.face_value)} 元，余额 ${formatMoney(card.balance)} 元），不能作废`);
    },
  });
  registerResource(app, bonusPoolResource);
  registerResource(app, rewardResource);
  registerUcardRefunds(app);
  registerBonusPool(app);
}
