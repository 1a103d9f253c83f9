import { suggestionResource } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { registerResource } from '../../../engine/register.js';
import { keepReply, raisedFor } from './_shared/handled.js';

/** /craftsman/craftsman/suggestionFeedback 建议反馈: suggestions replied to, adopted or closed by head office (a step from the wrong state refused in words). */
export function registerSuggestionFeedback(app: FastifyInstance): void {
  registerResource(app, suggestionResource, {
    beforeWrite: (values, { trx, auth }) => raisedFor(trx, auth, values),
    afterTransition: (trx, record, transition, { auth, request }) => keepReply(trx, 'craftsman_suggestion', record.id, transition, request, auth.name),
  });
}
