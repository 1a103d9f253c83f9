import { materialLibraryResource } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { registerResource } from '../../../engine/register.js';
import { headOfficeHooks } from '../generalConfig/_shared/headOffice.js';

/** /operate/enterCulture/materialLibrary: the stores' material library (head office uploads). */
export function registerMaterialLibrary(app: FastifyInstance): void {
  registerResource(app, materialLibraryResource, headOfficeHooks('素材库', { createdBy: true }));
}
