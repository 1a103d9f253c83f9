import { logOffUserResource } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { registerResource } from '../../../engine/register.js';
import { logOffCondition } from './_shared/customers.js';

/** /operate/user/logOffUser 注销用户 from its declaration: the requested and logged-off accounts only (the partial index customer_log_off_idx reads them). */
export function registerLogOffUsers(app: FastifyInstance): void {
  registerResource(app, logOffUserResource, { conditions: () => [logOffCondition()] });
}
