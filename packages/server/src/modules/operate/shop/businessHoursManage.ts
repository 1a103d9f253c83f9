import { bizHoursManageResource } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { registerResource } from '../../../engine/register.js';

/** /operate/shop/businessHoursManage: every store's business hours, from the declaration; operations edit them. */
export function registerBizHoursManage(app: FastifyInstance): void {
  registerResource(app, bizHoursManageResource);
}
