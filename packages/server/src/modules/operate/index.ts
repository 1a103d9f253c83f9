import type { FastifyInstance } from 'fastify';
import { registerOperateItems } from './items.js';
import { registerStoreRequests } from './storeRequests.js';
import { registerStores } from './stores.js';
import { registerComments } from './comments.js';
import { registerInventory } from './inventory.js';
import { registerGroupBuy } from './groupBuy.js';
import { registerNotices } from './notices.js';
import { registerAcceptance } from './acceptance.js';
import { registerStoreCraftsmen } from './storeCraftsmen.js';
import { registerStoreSettings } from './storeSettings.js';
import { registerWorkSchedule } from './workSchedule.js';

/** /operate: store operations and the rest of the operations menu. */
export function registerOperateModule(app: FastifyInstance): void {
  registerStores(app);
  registerOperateItems(app);
  registerStoreRequests(app);
  registerComments(app);
  registerInventory(app);
  registerGroupBuy(app);
  registerNotices(app);
  registerAcceptance(app);
  registerStoreCraftsmen(app);
  registerStoreSettings(app);
  registerWorkSchedule(app);
}
