import { singleCardResource } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { refuse } from '../../../core/errors.js';
import { registerResource } from '../../../engine/register.js';
import { TODAY } from './_shared/chinaToday.js';

/** /operate/financial/singlesCardOrder: single-visit cards from the declaration; refunded (its workflow) only while unused and not expired. */
export function registerSingleCards(app: FastifyInstance): void {
  registerResource(app, singleCardResource, {
    async beforeTransition(trx, record) {
      const state = await sql<{ expired: boolean; expires_on: string }>`
        select expires_on < ${TODAY} as expired, to_char(expires_on, 'YYYY-MM-DD') as expires_on from single_card_order where id = ${record.id as number}`.execute(
        trx,
      );
      if (state.rows[0]?.expired) throw refuse(`单次卡已于 ${state.rows[0].expires_on} 过期，不能退款`);
    },
  });
}
