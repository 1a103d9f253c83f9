import { memberCardResource } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { registerResource } from '../../../engine/register.js';
import { cardLedgerDetail } from './_shared/storedValue.js';

/** /operate/financial/membership 会员卡管理: member cards from their declaration, the detail with the card's ledger; freeze and unfreeze are its workflow. */
export function registerMembership(app: FastifyInstance): void {
  registerResource(app, memberCardResource, cardLedgerDetail);
}
