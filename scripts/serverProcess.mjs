// Starts the built server on a free loopback port with a fresh embedded database, for the
// web tests and the browser tests (one implementation for both).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

const SERVER_DB_PREFIX = 'salon_server_';

/** Runs fn with a client of the PostgreSQL server at url (its maintenance database); rejects when none answers. */
export async function withPostgres(url, fn) {
  const { default: pg } = await import(path.join(root, 'node_modules/pg/lib/index.js'));
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end().catch(() => {});
  }
}

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
};

/**
 * A fresh database of its own on the PostgreSQL server at url: empty (the server migrates and seeds
 * it), or a copy of `template`; drops leftovers of dead runs.
 */
async function freshDatabase(url, port, template) {
  const name = `${SERVER_DB_PREFIX}${process.pid}_${port}`;
  await withPostgres(url, async (client) => {
    const { rows } = await client.query('select datname from pg_database where starts_with(datname, $1)', [SERVER_DB_PREFIX]);
    for (const { datname } of rows) {
      const pid = Number(datname.slice(SERVER_DB_PREFIX.length).split('_')[0]);
      if (datname === name || !alive(pid)) await client.query(`drop database if exists "${datname}" with (force)`);
    }
    await client.query(template ? `create database "${name}" template "${template}"` : `create database "${name}"`);
  });
  const target = new URL(url);
  target.pathname = `/${name}`;
  return { name, url: target.toString() };
}

/**
 * `dataDir`: an existing data folder to serve (kept on stop); by default a fresh one (removed on stop).
 * `postgres`: the URL of a PostgreSQL server: the server then runs on a fresh database of its own
 * there (migrated and seeded at start, dropped on stop) instead of the embedded one; the tests run
 * so when `npm test` finds PostgreSQL (production's database, and a third of PGlite's seeding time).
 * `template`: that database starts as a copy of this one (seeded once by seedTemplate), not empty.
 * `keepDatabase`: stop leaves the database (a template's).
 */
export async function startServer({
  env = {},
  readyPath = '/api/mgt/config/city/queryAllOpen',
  requires = [],
  dataDir: givenDataDir,
  postgres,
  template,
  keepDatabase = false,
  startTimeoutMs = 240_000,
} = {}) {
  for (const f of ['packages/server/dist/main.js', ...requires]) {
    if (!fs.existsSync(path.join(root, f))) throw new Error(`missing ${f}: run npm run build first`);
  }
  const port = await freePort();
  const dataDir = givenDataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'salon-server-'));
  const database = postgres ? await freshDatabase(postgres, port, template) : null;
  // SERVER_NODE_ARGS: node's own options for the server, e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof' under npm run bench.
  const nodeArgs = (process.env.SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn('node', [...nodeArgs, path.join(root, 'packages/server/dist/main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // The embedded database unless a database is given (a DATABASE_URL of the shell is not the test's).
      DATABASE_URL: database?.url ?? '',
      DEV_ROUTES: '1',
      DEV_SMS_OUTBOX: '1',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + startTimeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}${readyPath}`)).ok) break;
    } catch {
      // still starting
    }
    if (Date.now() > deadline) throw new Error(`server did not start within ${startTimeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    baseUrl,
    pid: child.pid,
    database: database?.name,
    async stop() {
      const exited = child.exitCode !== null ? Promise.resolve() : new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
      if (!givenDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
      if (database && !keepDatabase)
        await withPostgres(postgres, (client) => client.query(`drop database if exists "${database.name}" with (force)`)).catch(() => {});
    },
  };
}

/**
 * One migrated and seeded database on the PostgreSQL server at `postgres`, sealed with `dataKey`, for
 * the test servers to start from a copy of (`startServer({ template })`: a copy takes a second where
 * a seed takes twenty). Resolves with its name; `dropDatabase` removes it.
 */
export async function seedTemplate({ postgres, dataKey }) {
  const server = await startServer({ postgres, keepDatabase: true, env: { WEB_DIST: '', DATA_KEY: dataKey } });
  await server.stop();
  return server.database;
}

/** Drops a database of the PostgreSQL server at `postgres` (a template when the run is over). */
export async function dropDatabase(postgres, name) {
  await withPostgres(postgres, (client) => client.query(`drop database if exists "${name}" with (force)`));
}

/**
 * Where the test servers' databases come from, as `npm test` says in the environment: a copy of the
 * seeded template on PostgreSQL (TEST_SERVER_POSTGRES, TEST_SERVER_TEMPLATE, TEST_SERVER_DATA_KEY:
 * the key the template was sealed with), or a fresh embedded one.
 */
export const serverDatabase = {
  options: {
    postgres: process.env.TEST_SERVER_POSTGRES || undefined,
    template: process.env.TEST_SERVER_TEMPLATE || undefined,
  },
  env: process.env.TEST_SERVER_DATA_KEY ? { DATA_KEY: process.env.TEST_SERVER_DATA_KEY } : {},
};
