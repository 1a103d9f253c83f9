import { queuedRecordResource } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { registerResource } from '../../../engine/register.js';

/** /operate/user/queuedRecord 排队记录: the stores' queue tickets, from the declaration. */
export function registerQueuedRecords(app: FastifyInstance): void {
  registerResource(app, queuedRecordResource);
}
