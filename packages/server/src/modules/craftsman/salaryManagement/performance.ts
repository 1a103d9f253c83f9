import { salaryPerformanceResource } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { registerResource } from '../../../engine/register.js';

/** /craftsman/salaryManagement/performance 业绩管理: the months' performance as 工资结算 computed it (view salary_performance). */
export function registerPerformance(app: FastifyInstance): void {
  registerResource(app, salaryPerformanceResource);
}
