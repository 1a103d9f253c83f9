import { processPerformanceResource } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { registerResource } from '../../../engine/register.js';

/** /craftsman/salaryManagement/processPerformance 流程绩效: perm/dye technicians' process items (view salary_process_performance). */
export function registerProcessPerformance(app: FastifyInstance): void {
  registerResource(app, processPerformanceResource);
}
