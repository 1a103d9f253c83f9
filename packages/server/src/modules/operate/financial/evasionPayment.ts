import {
  compareMoney,
  evasionOrderResource,
  EVASION_OVERDUE_HOURS,
  EvasionOps,
  EvasionRecoverBody,
  EvasionStatus,
  EvasionWriteOffBody,
  formatMoney,
  OrderPath,
  PayMethod,
  subMoney,
} from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql, type Transaction } from 'kysely';
import { audit } from '../../../core/audit.js';
import { requireAuth, type StoreScope } from '../../../core/auth.js';
import { ok } from '../../../core/envelope.js';
import { refuse } from '../../../core/errors.js';
import type { Database } from '../../../db/schema.js';
import { registerResource } from '../../../engine/register.js';
import { evasionCondition, orderDetailHooks } from './_shared/orders.js';
import { lockOrder, type LockedOrder } from './_shared/refunds.js';
import { consumeCard, lockCard, refreshToday } from './_shared/storedValue.js';

const CARD = 3;

/**
 * A recovery paid by stored-value card takes the money from the customer's card as a 消费 row
 * linked to the order (every card payment is one): the normal card with the most money on it
 * that covers the amount, locked; none such is refused.
 */
async function payByCard(trx: Transaction<Database>, order: LockedOrder, due: string, operator: string): Promise<{ cardNo: string; ledgerId: number }> {
  const found = await sql<{ id: number }>`
    select id from member_card where customer_id = ${order.customer_id} and status = 0 and balance >= ${due}::numeric order by balance desc, id limit 1`.execute(
    trx,
  );
  if (!found.rows[0]) throw refuse(`该顾客没有余额足够（¥${formatMoney(due)}）的正常状态会员卡，不能以储值卡追回`);
  const card = await lockCard(trx, { all: true, storeIds: [], startDate: null }, Number(found.rows[0].id));
  const entry = await consumeCard(trx, card, { amount: due, storeId: order.store_id, customerOrderId: order.id, operator });
  return { cardNo: card.card_no, ledgerId: entry.ledgerId };
}

/** An order still waiting as an evasion: unpaid, overdue, not settled. Locked for the step. */
async function lockEvasion(trx: Transaction<Database>, scope: StoreScope, id: number): Promise<LockedOrder & { evasion_status: number }> {
  const order = await lockOrder(trx, scope, id);
  const state = await sql<{ evasion_status: number; overdue: boolean }>`
    select evasion_status, coalesce(finished_at < now() - make_interval(hours => ${EVASION_OVERDUE_HOURS}), false) as overdue from customer_order where id = ${id}`.execute(
    trx,
  );
  const { evasion_status, overdue } = state.rows[0];
  if (evasion_status !== 0) throw refuse(`该逃单${EvasionStatus.labelOf(evasion_status)}，不能重复处理`);
  if (order.status !== 2) throw refuse('该订单不是待支付订单，不能按逃单处理');
  if (!overdue) throw refuse(`服务完成未满${EVASION_OVERDUE_HOURS}小时，尚不算逃单`);
  return { ...order, evasion_status };
}

/**
 * /operate/financial/evasionPayment: the evaded payments from their declaration (orders finished
 * more than a day ago and unpaid, or settled as evasions), and the two ways an evasion ends: the customer paid later
 * (recovered: the order becomes 已支付 with its payment, by card from the customer's card, and
 * the store's figures of today count it), or the store gives up (written off: the order stays
 * unpaid). Both audited, in one transaction with the order locked.
 */
export function registerEvasion(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.services;
  registerResource(fastify, evasionOrderResource, { ...orderDetailHooks, conditions: () => [evasionCondition()] });

  app.post(OrderPath.evasionRecover, { config: { permission: { op: EvasionOps.recover } }, schema: { body: EvasionRecoverBody } }, async (request) => {
    const auth = requireAuth(request);
    const body = request.body;
    const scope = await auth.scope();
    const result = await db.transaction().execute(async (trx) => {
      const order = await lockEvasion(trx, scope, body.id);
      const due = subMoney(order.amount, order.discount);
      const note = body.remark || `顾客补缴，${PayMethod.labelOf(body.payMethod)}`;
      await sql`update customer_order set status = 3, paid = ${due}, pay_method = ${body.payMethod}, paid_at = now(),
        evasion_status = 1, evasion_note = ${note}, evasion_by = ${auth.name}, evasion_at = now(), updated_at = now() where id = ${order.id}`.execute(trx);
      let card: { cardNo: string; ledgerId: number } | null = null;
      if (compareMoney(due, '0') > 0) {
        if (body.payMethod === CARD) card = await payByCard(trx, order, due, auth.name);
        await sql`insert into order_payment (order_id, method, amount, trade_no, paid_at) values (${order.id}, ${body.payMethod}, ${due}, ${null}, now())`.execute(
          trx,
        );
        await sql`update customer set total_spend = total_spend + ${due}::numeric where id = ${order.customer_id}`.execute(trx);
      }
      await refreshToday(trx, order.store_id);
      await audit(trx, request, {
        action: 'transition:recover',
        table: 'customer_order',
        recordId: order.id,
        before: { status: order.status, evasionStatus: 0 },
        after: { status: 3, evasionStatus: 1, paid: due, payMethod: body.payMethod, evasionNote: note, ...(card ? { cardNo: card.cardNo } : {}) },
      });
      return { id: order.id, status: 3, evasionStatus: 1, paid: due };
    });
    return ok(result);
  });

  app.post(OrderPath.evasionWriteOff, { config: { permission: { op: EvasionOps.writeOff } }, schema: { body: EvasionWriteOffBody } }, async (request) => {
    const auth = requireAuth(request);
    const body = request.body;
    const scope = await auth.scope();
    const result = await db.transaction().execute(async (trx) => {
      const order = await lockEvasion(trx, scope, body.id);
      await sql`update customer_order set evasion_status = 2, evasion_note = ${body.reason}, evasion_by = ${auth.name}, evasion_at = now(), updated_at = now() where id = ${order.id}`.execute(
        trx,
      );
      await audit(trx, request, {
        action: 'transition:writeOff',
        table: 'customer_order',
        recordId: order.id,
        before: { evasionStatus: 0 },
        after: { evasionStatus: 2, evasionNote: body.reason },
      });
      return { id: order.id, status: order.status, evasionStatus: 2 };
    });
    return ok(result);
  });
}
