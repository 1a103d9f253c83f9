// `npm start`: install what is missing, build when stale, then serve the console.
// The embedded PGlite database is created, migrated and seeded under ./data on first start
// (DATA_DIR overrides; DATABASE_URL=postgres://... uses PostgreSQL instead).
import { ensureBuilt, ensureInstalled, run } from './lib.mjs';

ensureInstalled();
ensureBuilt();
process.exit(run('node', ['packages/server/dist/main.js']));
