import { singleCardResource } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { refuse } from '../../../core/errors.js';
import { registerResource } from '../../../engine/register.js';
import { TODAY } from './_shared/chinaToday.js';
import { assertSecondPerson } from './_shared/refundChecker.js';

/**
 * /operate/financial/singlesCardOrder: single-visit cards from the declaration; a refund (its
 * workflow) only while unused and not expired: asked for (退款中), then confirmed or rejected; at
 * or above the refund checker's threshold confirmed by someone other than the requester.
 */
export function registerSingleCards(app: FastifyInstance): void {
  registerResource(app, singleCardResource, {
    async beforeTransition(trx, record, transition, { auth }) {
      if (transition.action === 'rejectRefund') return;
      const state = await sql<{ expired: boolean; expires_on: string }>`
        select expires_on < ${TODAY} as expired, to_char(expires_on, 'YYYY-MM-DD') as expires_on from single_card_order where id = ${record.id as number}`.execute(
        trx,
      );
      if (state.rows[0]?.expired) throw refuse(`单次卡已于 ${state.rows[0].expires_on} 过期，不能退款`);
      if (transition.action === 'refund')
        await assertSecondPerson(
          trx,
          'complete',
          record.paid as string,
          { id: record.refundRequestedById as number | null, name: record.refundRequestedBy as string | null },
          auth,
        );
    },
    // Who asked, and who refunded, step by step (a rejected request leaves the card as it was before it).
    async afterTransition(trx, record, transition, { auth }) {
      const id = record.id as number;
      if (transition.action === 'requestRefund')
        await sql`update single_card_order set refund_requested_by = ${auth.name}, refund_requested_by_id = ${auth.userId}, refund_requested_at = now() where id = ${id}`.execute(
          trx,
        );
      else if (transition.action === 'refund')
        await sql`update single_card_order set refunded_by = ${auth.name}, refunded_at = now() where id = ${id}`.execute(trx);
      else
        await sql`update single_card_order set refund_reason = null, refund_requested_by = null, refund_requested_by_id = null, refund_requested_at = null where id = ${id}`.execute(
          trx,
        );
    },
  });
}
