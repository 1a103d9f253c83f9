import type { Kysely } from 'kysely';
import type { ServerConfig } from '../config.js';
import type { Database } from '../db/schema.js';
import type { DbKind } from '../db/index.js';
import type { SmsProvider } from '../sms/provider.js';
import type { AuthEvents } from './authEvents.js';
import type { RateLimiter } from './rateLimit.js';
import type { FieldVault } from './secrets.js';

/** What every route handler may use; one instance per server. */
export interface Services {
  db: Kysely<Database>;
  dbKind: DbKind;
  config: ServerConfig;
  vault: FieldVault;
  sms: SmsProvider;
  limiter: RateLimiter;
  /** Push invalidation of the sessions and grants each process keeps (core/authEvents.ts). */
  authEvents: AuthEvents;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}
