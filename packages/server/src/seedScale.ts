import path from 'node:path';
import pg from 'pg';
import { loadConfig } from './config.js';
import { FieldVault } from './core/secrets.js';
import { openPglite, openPostgres, type DatabaseHandle } from './db/index.js';
import { migrate } from './db/migrate.js';
import { resealFields } from './db/reseal.js';
import { isEmpty, seedDemo } from './db/seed/index.js';
import { FULL_SCALE, scaleOrders, seedScale, type ScaleTarget } from './db/seed/scale.js';

/**
 * `npm run seed:scale`: the demo database grown to a chain's size. PostgreSQL at DATABASE_URL
 * (default: database salon_scale on the local server, created when missing; the field key of
 * DATA_DIR, as `npm start` uses); `--pglite <dataDir>` for the embedded database of that data folder. `--fresh` drops and creates the PostgreSQL database first. Sizes
 * from SCALE_STORES, SCALE_CRAFTSMEN, SCALE_CUSTOMERS, SCALE_ORDERS, SCALE_DAYS, SCALE_COUPONS.
 */
const args = process.argv.slice(2);
const env = process.env;
const target: ScaleTarget = {
  stores: Number(env.SCALE_STORES ?? FULL_SCALE.stores),
  craftsmen: Number(env.SCALE_CRAFTSMEN ?? FULL_SCALE.craftsmen),
  customers: Number(env.SCALE_CUSTOMERS ?? FULL_SCALE.customers),
  orders: Number(env.SCALE_ORDERS ?? FULL_SCALE.orders),
  days: Number(env.SCALE_DAYS ?? FULL_SCALE.days),
  coupons: Number(env.SCALE_COUPONS ?? FULL_SCALE.coupons),
};
export const DEFAULT_SCALE_URL = 'postgres://postgres@127.0.0.1:5432/salon_scale';

async function ensureDatabase(url: string, fresh: boolean) {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`database name ${name}: letters, digits and _ only`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    if (fresh) await client.query(`drop database if exists ${name} with (force)`);
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!found.rowCount) await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
}

const started = Date.now();
const log = (text: string) => console.log(`  ${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s  ${text}`);
const config = loadConfig();
const pgliteDir = args.includes('--pglite') ? args[args.indexOf('--pglite') + 1] : undefined;
let handle: DatabaseHandle;
if (pgliteDir) {
  handle = await openPglite(path.join(pgliteDir, 'pgdata'));
  console.log(`› Scale seed into the embedded database at ${pgliteDir}`);
} else {
  const url = config.databaseUrl ?? DEFAULT_SCALE_URL;
  await ensureDatabase(url, args.includes('--fresh'));
  handle = await openPostgres(url, 3); // the steps' connection and two order workers
  console.log(`› Scale seed into ${url.replace(/:[^:@/]*@/, ':***@')}`);
}
try {
  await migrate(handle.db);
  const vault = FieldVault.load(pgliteDir ?? config.dataDir);
  if (await isEmpty(handle.db)) {
    await seedDemo(handle.db, vault);
    log('demo seed');
  }
  if ((await scaleOrders(handle.db)) >= target.orders) log(`already at scale (${target.orders} orders or more): the coupons topped up only`);
  // Each step tops its table up (the orders' returns at once when they are there; the coupons' runs either way).
  await seedScale(handle.db, vault, target, log, { workers: pgliteDir ? 1 : undefined });
  // A database seeded before masks were kept beside the ciphertext gets them now (db/reseal.ts).
  const resealed = await resealFields(handle.db, vault, log);
  if (resealed) log(`${resealed} sealed values given their masks`);
  log(`done: ${target.stores} stores, ${target.craftsmen} craftsmen, ${target.customers} customers, ${target.orders} orders, ${target.coupons} coupons`);
} finally {
  await handle.close();
}
