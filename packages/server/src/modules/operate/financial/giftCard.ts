import { formatMoney, giftCardResource } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { refuse } from '../../../core/errors.js';
import { registerResource } from '../../../engine/register.js';

/** /operate/financial/giftCard: gift cards from the declaration; voided (its workflow) only while nothing of one is spent. */
export function registerGiftCards(app: FastifyInstance): void {
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
}
