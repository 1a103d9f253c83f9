import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from './config.js';
import { openDatabase } from './db/index.js';
import { DEMO_ACCOUNTS } from './db/seed/index.js';
import { prepareServer } from './server.js';
import { ConfigError } from './sms/provider.js';

function fail(message: string): never {
  console.error(`\n  ✖ ${message}\n`);
  process.exit(1);
}

const config = (() => {
  try {
    return loadConfig();
  } catch (err) {
    // A setting that cannot work (an SMS provider without its keys, TRUST_PROXY=true) stops the start with its message.
    if (err instanceof ConfigError) fail(err.message);
    throw err;
  }
})();
const started = Date.now();

// One server per embedded database: PGlite is a single process's files.
const pidFile = path.join(config.dataDir, 'server.pid');
if (!config.databaseUrl) {
  fs.mkdirSync(config.dataDir, { recursive: true });
  const other = fs.existsSync(pidFile) ? Number(fs.readFileSync(pidFile, 'utf8')) : 0;
  if (other && other !== process.pid) {
    try {
      process.kill(other, 0);
      fail(`Another server (pid ${other}) is using ${config.dataDir}. Stop it first, or set DATA_DIR to another folder.`);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'EPERM') fail(`Another server (pid ${other}) is using ${config.dataDir}.`);
    }
  }
  fs.writeFileSync(pidFile, String(process.pid));
  process.once('exit', () => fs.rmSync(pidFile, { force: true }));
}

const handle = await openDatabase(config);
// A setting that cannot work (an SMS provider this build does not have) stops the start with its message, no stack.
const { app, seeded } = await prepareServer(handle, config, {
  logger: { level: config.logLevel },
  log: (text) => console.log(text),
}).catch(async (err: unknown) => {
  if (!(err instanceof ConfigError)) throw err;
  await handle.close();
  return fail(err.message);
});
try {
  await app.listen({ port: config.port, host: config.host });
} catch (err) {
  await handle.close();
  if ((err as NodeJS.ErrnoException).code === 'EADDRINUSE')
    fail(`Port ${config.port} on ${config.host} is in use. Stop what runs there, or start with PORT=<another port>.`);
  throw err;
}

const url = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${config.port}`;
console.log(`
  美发连锁后台 is running (${handle.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL'}${seeded ? ', demo data created' : ''}, ready in ${Date.now() - started} ms)

    ${url}

  Demo accounts:
${DEMO_ACCOUNTS.map((a) => `    ${a.account.padEnd(10)} ${a.password.padEnd(14)} ${a.note}`).join('\n')}
`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await app.close();
    await handle.close();
    process.exit(0);
  });
}
