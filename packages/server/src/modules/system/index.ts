import type { FastifyInstance } from 'fastify';
import { registerAuditLogRoutes } from './auditLog.js';
import { registerMenuRoutes } from './menus.js';
import { registerRoleRoutes } from './roles.js';
import { registerUserExchangeRoutes } from './userExchange.js';
import { registerUserRoutes } from './users.js';

/** /system/manage: users, roles, menus, operation records and the data change log. */
export function registerSystemModule(app: FastifyInstance): void {
  registerUserRoutes(app);
  registerUserExchangeRoutes(app);
  registerRoleRoutes(app);
  registerMenuRoutes(app);
  registerAuditLogRoutes(app);
}
