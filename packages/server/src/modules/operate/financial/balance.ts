import { addMoney, CardAdjustBody, cardBalanceResource, StoredValueOps, StoredValuePath, type CardBalanceResult } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { audit } from '../../../core/audit.js';
import { requireAuth } from '../../../core/auth.js';
import { ok } from '../../../core/envelope.js';
import { refuse } from '../../../core/errors.js';
import { registerResource } from '../../../engine/register.js';
import { lockCard, postCardEntry } from './_shared/storedValue.js';
import { cardLedgerDetail } from './_shared/storedValue.js';

/** /operate/financial/balance 余额管理: card balances from their declaration (the detail with the ledger), and 调整余额: one 调整 ledger row and an audit row in one transaction, the card locked. */
export function registerCardBalance(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.services;
  registerResource(fastify, cardBalanceResource, cardLedgerDetail);

  app.post(StoredValuePath.adjust, { config: { permission: { op: StoredValueOps.adjust } }, schema: { body: CardAdjustBody } }, async (request) => {
    const auth = requireAuth(request);
    const body = request.body;
    const scope = await auth.scope();
    const result = await db.transaction().execute(async (trx): Promise<CardBalanceResult> => {
      const card = await lockCard(trx, scope, body.cardId);
      if (card.status === 3) throw refuse(`会员卡 ${card.card_no} 已注销，不能调整余额`);
      const before = { principal: card.principal, bonus: card.bonus };
      const entry = await postCardEntry(trx, card, {
        kind: 4,
        principalDelta: body.principalDelta,
        bonusDelta: body.bonusDelta,
        remark: body.reason,
        operator: auth.name,
      });
      await audit(trx, request, {
        action: 'adjust',
        table: 'member_card',
        recordId: card.id,
        before,
        after: { principal: entry.principal, bonus: entry.bonus, principalDelta: body.principalDelta, bonusDelta: body.bonusDelta, reason: body.reason },
      });
      return { cardId: card.id, ledgerId: entry.ledgerId, principal: entry.principal, bonus: entry.bonus, balance: addMoney(entry.principal, entry.bonus) };
    });
    return ok(result);
  });
}
