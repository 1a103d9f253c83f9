import { callRecordResource } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { registerResource } from '../../../engine/register.js';

/** /operate/user/callQuery 通话查询: the calls with customers, from the declaration. */
export function registerCallRecords(app: FastifyInstance): void {
  registerResource(app, callRecordResource);
}
