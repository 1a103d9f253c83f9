// `npm start`: install what is missing, build when stale, then serve the console.
// The embedded PGlite database is created, migrated and seeded under ./data on first start
// (DATA_DIR overrides; DATABASE_URL=postgres://... uses PostgreSQL instead).
import { runGen } from './gen.mjs';
import { ensureBuilt, ensureInstalled, run } from './lib.mjs';

ensureInstalled();
// The registries that list files (npm run gen): written only when a file was added or removed.
runGen();
ensureBuilt();
// The demo reads password-recovery codes from the embedded outbox (/api/dev/sms-outbox, loopback
// only). That reader exists only with DEV_SMS_OUTBOX=1: set here for the demo, never by default.
if (process.env.DEV_SMS_OUTBOX === undefined && !process.env.SMS_PROVIDER) {
  process.env.DEV_SMS_OUTBOX = '1';
  console.log('  DEV_SMS_OUTBOX=1 (demo): SMS codes can be read from this machine at /api/dev/sms-outbox?mobile=… — set DEV_SMS_OUTBOX=0 to turn it off.');
}
process.exit(run('node', ['packages/server/dist/main.js']));
