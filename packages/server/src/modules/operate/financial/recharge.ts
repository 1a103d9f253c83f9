import { addMoney, CardRechargeBody, PayMethod, rechargeRecordResource, StoredValueOps, StoredValuePath, type CardBalanceResult } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { audit } from '../../../core/audit.js';
import { requireAuth } from '../../../core/auth.js';
import { ok } from '../../../core/envelope.js';
import { registerResource } from '../../../engine/register.js';
import { col } from '../../../engine/query.js';
import { lockCard, rechargeCard } from './_shared/storedValue.js';

/** /operate/financial/recharge 充值记录: the recharge rows of the card ledger from their declaration, and 门店充值: a recharge card order and its ledger row in one transaction, the card locked. */
export function registerRecharge(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.services;
  registerResource(fastify, rechargeRecordResource, { conditions: () => [sql`${col('kind')} = 1`] });

  app.post(StoredValuePath.recharge, { config: { permission: { op: StoredValueOps.recharge } }, schema: { body: CardRechargeBody } }, async (request) => {
    const auth = requireAuth(request);
    const body = request.body;
    const scope = await auth.scope();
    const result = await db.transaction().execute(async (trx): Promise<CardBalanceResult & { orderNo: string }> => {
      const card = await lockCard(trx, scope, body.cardId);
      const done = await rechargeCard(trx, card, {
        amount: body.amount,
        bonus: body.bonus,
        payMethod: body.payMethod,
        operator: auth.name,
        remark: body.remark,
      });
      await audit(trx, request, {
        action: 'create',
        table: 'card_order',
        recordId: done.orderId,
        after: { orderNo: done.orderNo, cardNo: card.card_no, amount: body.amount, bonus: body.bonus, payMethod: PayMethod.labelOf(body.payMethod) },
      });
      return {
        cardId: card.id,
        ledgerId: done.ledgerId,
        principal: card.principal,
        bonus: card.bonus,
        balance: addMoney(card.principal, card.bonus),
        orderNo: done.orderNo,
      };
    });
    return ok(result);
  });
}
