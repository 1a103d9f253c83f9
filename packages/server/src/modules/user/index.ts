import type { FastifyInstance } from 'fastify';
import { registerCustomers } from './customers.js';
import { registerCustomerService } from './service.js';
import { registerVoice } from './voice.js';

/** /operate/user: the customer pages (会员列表, 注销用户). */
export function registerUserModule(app: FastifyInstance): void {
  registerCustomers(app);
  registerCustomerService(app);
  registerVoice(app);
}
