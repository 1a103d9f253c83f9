import { operateToolResource } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { registerResource } from '../../../engine/register.js';
import { headOfficeHooks } from '../generalConfig/_shared/headOffice.js';

/** /operate/enterCulture/operateTools: the staff app's tool list (head office's). */
export function registerOperateTools(app: FastifyInstance): void {
  registerResource(app, operateToolResource, headOfficeHooks('运营工具'));
}
