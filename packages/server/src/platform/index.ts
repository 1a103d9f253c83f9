import type { FastifyInstance } from 'fastify';
import { registerAuthRoutes } from './auth.js';
import { registerDevRoutes } from './dev.js';
import { registerDocs } from './docs.js';
import { registerPreferenceRoutes } from './preferences.js';
import { registerReferenceRoutes } from './reference.js';
import { registerStorageRoutes } from './storage/index.js';

/** Sign-in, reference data and test routes: what every page needs; the API's documentation. */
export function registerPlatform(app: FastifyInstance): void {
  // First: the API documentation hooks the registration of every route after it.
  registerDocs(app);
  registerAuthRoutes(app);
  registerReferenceRoutes(app);
  registerStorageRoutes(app);
  registerPreferenceRoutes(app);
  registerDevRoutes(app);
}
