import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import type { ServerConfig } from './config.js';
import { MemoryRateLimiter } from './core/rateLimit.js';
import { FieldVault } from './core/secrets.js';
import type { Services } from './core/services.js';
import type { DatabaseHandle } from './db/index.js';
import { migrate } from './db/migrate.js';
import { isEmpty, seedDemo } from './db/seed/index.js';
import { OutboxSmsProvider } from './sms/provider.js';

/** Migrates, seeds a fresh database, and builds the app over an open database. */
export async function prepareServer(handle: DatabaseHandle, config: ServerConfig, options: { logger?: boolean | object; log?: (text: string) => void } = {}): Promise<{ app: FastifyInstance; services: Services; seeded: boolean }> {
  await migrate(handle.db);
  const vault = FieldVault.load(config.dataDir);
  let seeded = false;
  if (await isEmpty(handle.db)) {
    await seedDemo(handle.db, vault);
    seeded = true;
  }
  const log = options.log ?? (() => {});
  const services: Services = {
    db: handle.db,
    dbKind: handle.kind,
    config,
    vault,
    sms: new OutboxSmsProvider(handle.db, log),
    limiter: new MemoryRateLimiter(config.rateLimitPerSecond, config.rateLimitBurst),
  };
  const app = await buildApp(services, { logger: options.logger });
  return { app, services, seeded };
}
