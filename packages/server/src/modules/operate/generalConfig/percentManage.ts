import { percentConfigResource } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { registerResource } from '../../../engine/register.js';
import { headOfficeHooks } from './_shared/headOffice.js';

/** /operate/generalConfig/percentManage: the chain's percentages by store category and date (head office's). */
export function registerPercentConfig(app: FastifyInstance): void {
  registerResource(app, percentConfigResource, headOfficeHooks('比例配置'));
}
