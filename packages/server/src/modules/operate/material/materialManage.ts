import { marketingMaterialResource } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { registerResource } from '../../../engine/register.js';
import { headOfficeHooks } from '../generalConfig/_shared/headOffice.js';

/** /operate/material/materialManage: in-store marketing materials with their design files (head office's). */
export function registerMarketingMaterials(app: FastifyInstance): void {
  registerResource(app, marketingMaterialResource, headOfficeHooks('物料'));
}
