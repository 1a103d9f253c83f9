import { feedbackResource } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { registerResource } from '../../../engine/register.js';

/** /operate/user/feedback 用户反馈 from the declaration: 受理 writes when it was taken (the handler and time are the engine's). */
export function registerFeedback(app: FastifyInstance) {
  registerResource(app, feedbackResource, {
    async afterTransition(trx, record, transition) {
      if (transition.action === 'accept') await sql`update user_feedback set accepted_at = now() where id = ${record.id as number}`.execute(trx);
    },
  });
}
