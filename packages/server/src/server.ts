import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import type { ServerConfig } from './config.js';
import { AuthEvents, AuthWriteWatcher } from './core/authEvents.js';
import { MemoryRateLimiter } from './core/rateLimit.js';
import { FieldVault } from './core/secrets.js';
import type { Services } from './core/services.js';
import type { DatabaseHandle } from './db/index.js';
import { migrate } from './db/migrate.js';
import { syncMenus } from './db/menuSync.js';
import { resealFields } from './db/reseal.js';
import { restoreDemoFiles, writeDemoFiles } from './db/seed/files.js';
import { isEmpty, seedDemo } from './db/seed/index.js';
import { openStorage } from './platform/storage/store.js';
import { createSmsProvider } from './sms/provider.js';

/**
 * Migrates, seeds a fresh database, adds the menu entries of pages the database does not
 * have yet (db/menuSync.ts), and builds the app over an open database.
 */
export async function prepareServer(
  handle: DatabaseHandle,
  config: ServerConfig,
  options: { logger?: boolean | object; log?: (text: string) => void } = {},
): Promise<{ app: FastifyInstance; services: Services; seeded: boolean }> {
  const log = options.log ?? (() => {});
  // First, so that an SMS_PROVIDER without an implementation stops the start before anything is written.
  const sms = createSmsProvider(config.sms, handle.db, (text) => log(`[sms] ${text}`));
  await migrate(handle.db);
  const vault = FieldVault.load(config.dataDir);
  let seeded = false;
  // The pictures and videos the demo rows point at (/files/seed/...), in the storage the app serves files
  // from (db/seed/files.ts). A bucket out of reach leaves the demo without pictures, not the server without a start.
  const storage = openStorage(config);
  const filesFailed = (error: Error) => log(`demo files not written: ${error.message}`);
  if (await isEmpty(handle.db)) {
    await seedDemo(handle.db, vault);
    seeded = true;
    // Awaited (about a second): the first page shows them.
    await writeDemoFiles(storage).catch(filesFailed);
  } else {
    // A demo database seeded without them (an older seed, seed:scale) gets them in the background.
    void restoreDemoFiles(handle.db, storage).catch(filesFailed);
  }
  await syncMenus(handle.db);
  // Values sealed before masks were kept beside them get theirs, in the background (db/reseal.ts).
  void resealFields(handle.db, vault, log).catch((error: Error) => log(`sealed values not given their masks: ${error.message}`));
  // Every statement goes through the watcher: a write to the session or grant tables during a request
  // makes that request wait until every process has dropped what it kept (core/authEvents.ts).
  const watcher = new AuthWriteWatcher();
  const db = handle.db.withPlugin(watcher);
  const source = handle.pglite ? { pglite: handle.pglite } : config.databaseUrl ? { databaseUrl: config.databaseUrl } : null;
  const authEvents = new AuthEvents(db, source);
  watcher.settle = () => authEvents.settle();
  await authEvents.start();
  const services: Services = {
    db,
    dbKind: handle.kind,
    config,
    vault,
    sms,
    limiter: new MemoryRateLimiter(config.rateLimitPerSecond, config.rateLimitBurst),
    authEvents,
  };
  const app = await buildApp(services, { logger: options.logger });
  app.addHook('onClose', () => authEvents.close());
  return { app, services, seeded };
}
