import { commissionLineResource } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { registerResource } from '../../../engine/register.js';

/** /craftsman/salaryManagement/performanceRecord 业绩记录: the commission and clawback lines behind the sheet. */
export function registerPerformanceRecord(app: FastifyInstance): void {
  registerResource(app, commissionLineResource);
}
