import type { FastifyInstance } from 'fastify';
import { registerEvasion } from './evasion.js';
import { registerCardOrders } from './cardOrders.js';
import { registerOrders } from './orders.js';
import { registerRefunds } from './refunds.js';
import { registerStoredValue } from './storedValue.js';

/** The finance pages of /operate/financial: orders, refunds, evaded payments. */
export function registerFinancialModule(app: FastifyInstance): void {
  registerOrders(app);
  registerRefunds(app);
  registerEvasion(app);
  registerStoredValue(app);
  registerCardOrders(app);
}
