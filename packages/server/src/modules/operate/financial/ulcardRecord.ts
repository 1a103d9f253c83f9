import { ucardRecordResource } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { registerResource } from '../../../engine/register.js';

/** /operate/financial/ulcardRecord: each visit redeemed against a U card, from the declaration. */
export function registerUcardRecords(app: FastifyInstance): void {
  registerResource(app, ucardRecordResource);
}
