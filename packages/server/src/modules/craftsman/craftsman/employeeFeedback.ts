import { employeeFeedbackResource } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { registerResource } from '../../../engine/register.js';
import { keepReply, raisedFor } from './_shared/handled.js';

/** /craftsman/craftsman/employeeFeedback 员工反馈: feedback entered for a craftsman of the caller's stores, replied to and closed by head office. */
export function registerEmployeeFeedback(app: FastifyInstance): void {
  registerResource(app, employeeFeedbackResource, {
    beforeWrite: (values, { trx, auth }) => raisedFor(trx, auth, values),
    afterTransition: (trx, record, transition, { auth, request }) => keepReply(trx, 'craftsman_feedback', record.id, transition, request, auth.name),
  });
}
