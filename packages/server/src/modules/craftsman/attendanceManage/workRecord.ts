import { workRecordResource } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { registerResource } from '../../../engine/register.js';

/** /craftsman/attendanceManage/workRecord 工作记录: craftsmen's served orders by day and store (view craftsman_work_day), from the declaration. */
export function registerWorkRecord(app: FastifyInstance): void {
  registerResource(app, workRecordResource);
}
