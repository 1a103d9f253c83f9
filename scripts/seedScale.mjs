// `npm run seed:scale`: the demo database grown to a chain's size on PostgreSQL (see
// packages/server/src/seedScale.ts for the sizes and options; arguments pass through).
import { ensureBuilt, ensureInstalled, mustRun } from './lib.mjs';

ensureInstalled();
ensureBuilt();
mustRun('node', ['packages/server/dist/seedScale.js', ...process.argv.slice(2)]);
