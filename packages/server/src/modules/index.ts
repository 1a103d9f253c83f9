import type { FastifyInstance } from 'fastify';
import { registerFinancialModule } from './financial/index.js';
import { registerMarketModule } from './market/index.js';
import { registerOperateModule } from './operate/index.js';
import { registerSystemModule } from './system/index.js';
import { registerUserModule } from './user/index.js';

/** One folder per menu module. */
export function registerModules(app: FastifyInstance): void {
  registerSystemModule(app);
  registerMarketModule(app);
  registerOperateModule(app);
  registerFinancialModule(app);
  registerUserModule(app);
}
