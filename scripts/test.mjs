// `npm test`: typecheck, lint, format, unit and component tests, the API tests on PostgreSQL
// (DATABASE_URL, else the local server) with the engine and conformance suites again on PGlite,
// browser tests in Chromium. Ends with a table of the stages and one line "N passed, N failed"
// totalled over all suites.
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBuilt, ensureInstalled, root } from './lib.mjs';
import { dropDatabase, seedTemplate, withPostgres } from './serverProcess.mjs';

const only = process.argv.slice(2);
const wants = (name) => only.length === 0 || only.includes(name);
const results = [];
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'salon-test-'));

/** Runs one command with its output buffered; resolves with its exit status, output and time. */
function runBuffered(name, command, args, { env = {}, cwd = root, stream = false } = {}) {
  const started = Date.now();
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: stream ? 'inherit' : 'pipe' });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  return new Promise((resolve) =>
    child.on('close', (code) => resolve({ name, status: code ?? 1, output, seconds: ((Date.now() - started) / 1000).toFixed(1) })),
  );
}

/** A check that is one test: passes or fails as a whole. */
const check = (name, command, args) => ({
  name,
  run: (stream) => runBuffered(name, command, args, { stream }),
  count: (r) => ({ passed: r.status === 0 ? 1 : 0, failed: r.status === 0 ? 0 : 1 }),
});

/** A vitest suite (of the given paths under dir, else all of it): its own test counts from the JSON reporter. */
function vitest(name, dir, env = {}, files = []) {
  const out = path.join(reportDir, `${name.replace(/\W+/g, '-')}.json`);
  return {
    name,
    run: (stream) =>
      runBuffered(name, 'npx', ['vitest', 'run', ...files, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`], {
        env,
        cwd: path.join(root, dir),
        stream,
      }),
    count(r) {
      let passed = 0;
      let failed;
      try {
        const report = JSON.parse(fs.readFileSync(out, 'utf8'));
        passed = report.numPassedTests;
        // A suite that failed to load counts once; failed tests count one each.
        const broken = report.testResults.filter((t) => t.status === 'failed' && !t.assertionResults.some((a) => a.status === 'failed')).length;
        failed = report.numFailedTests + broken;
      } catch {
        failed = 1;
      }
      if (r.status !== 0 && failed === 0) failed = 1;
      return { passed, failed };
    },
  };
}

/**
 * Runs lanes side by side (the machine has 2 cores and most suites keep one busy); a lane is one
 * suite or several run one after another. Each suite's output is printed whole, in the order
 * given, when all lanes have ended. One suite alone prints as it goes.
 */
async function together(...lanes) {
  const suites = lanes.flat();
  const alone = suites.length === 1;
  if (alone) console.log(`\n━━ ${suites[0].name} ━━`);
  const ended = new Map();
  await Promise.all(
    lanes.map(async (lane) => {
      for (const suite of [lane].flat()) ended.set(suite, await suite.run(alone));
    }),
  );
  for (const suite of suites) {
    const r = ended.get(suite);
    if (!alone)
      console.log(
        `\n━━ ${r.name} (${r.seconds} s, beside ${lanes
          .filter((lane) => ![lane].flat().includes(suite))
          .flat()
          .map((s) => s.name)
          .join(', ')}) ━━`,
      );
    process.stdout.write(r.output);
    results.push({ name: r.name, ...suite.count(r), seconds: r.seconds });
  }
}

async function postgresUrl() {
  const url = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  return withPostgres(url, (client) => client.query('select 1')).then(
    () => url,
    () => null,
  );
}

function ensureChromium() {
  const ready = () => fs.existsSync('/usr/bin/chromium') && spawnSync('sh', ['-c', 'fc-list :lang=zh | grep -q .']).status === 0;
  if (ready()) return true;
  if (process.getuid?.() !== 0 || !fs.existsSync('/usr/bin/apt-get')) return false;
  console.log('› Installing Chromium and CJK fonts (apt-get)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  spawnSync('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-noto-cjk'], { stdio: 'inherit', env });
  return ready();
}

const started = Date.now();
ensureInstalled();

const staticChecks = wants('static')
  ? [
      check('typecheck', 'npm', ['run', '--silent', 'typecheck']),
      check('lint', 'npm', ['run', '--silent', 'lint']),
      check('format', 'npm', ['run', '--silent', 'format:check']),
    ]
  : [];
// Web and browser tests run against the built server and app.
if (wants('unit') || wants('e2e')) ensureBuilt();
// The browser suite leaves about a third of 2 cores idle (waiting on Chromium and the server):
// typecheck and lint run beside it then (after the build, so `tsc -b` finds its output current
// and writes nothing under the running servers). Without the browser suite they run first.
const chromium = wants('e2e') && ensureChromium();
if (!chromium && staticChecks.length) await together(...staticChecks);
const postgres = wants('api') || wants('unit') || wants('e2e') ? await postgresUrl() : null;
// The API suite runs on both databases: a missing PostgreSQL server is a failure unless the
// run says it means it (SKIP_POSTGRES=1, e.g. on a laptop without one).
if (wants('api') && !postgres) {
  if (process.env.SKIP_POSTGRES === '1') console.log('\n━━ API tests (PostgreSQL): skipped (SKIP_POSTGRES=1) ━━');
  else {
    console.log('\n━━ API tests (PostgreSQL): no server answers at DATABASE_URL or 127.0.0.1:5432 (SKIP_POSTGRES=1 to run without) ━━');
    results.push({ name: 'API tests (PostgreSQL): no server answered', passed: 0, failed: 1, seconds: '0' });
  }
}
/** What the PGlite run holds when the full API suite runs on PostgreSQL (paths under packages/server). */
const PGLITE_SUITES = ['src/db/', 'src/engine/'];
// The whole API suite runs on PostgreSQL (production). On PGlite, the embedded database, the
// parts that prove the dialect: migrations and seed (db/), the engine's own tests and the
// conformance suite generated from every declaration (engine/). Without a PostgreSQL server
// (SKIP_POSTGRES=1) the whole suite runs on PGlite instead.
const apiSuites = wants('api')
  ? [
      ...(postgres ? [vitest('API tests (PostgreSQL)', 'packages/server', { TEST_DB: 'postgres', TEST_DATABASE_URL: postgres })] : []),
      vitest(
        postgres ? 'API engine and conformance tests (PGlite)' : 'API tests (PGlite)',
        'packages/server',
        { TEST_DB: 'pglite' },
        postgres ? PGLITE_SUITES : [],
      ),
    ]
  : [];
// The servers the web and browser tests start run on databases of their own on PostgreSQL when
// there is one: each a copy of one template seeded here, beside the contract tests (a copy takes
// a second, a seed twenty; PGlite's fifty), sealed with this run's key.
const serverDb = {};
const seeding =
  postgres && (wants('unit') || wants('e2e'))
    ? (async () => {
        const dataKey = crypto.randomBytes(32).toString('base64');
        const template = await seedTemplate({ postgres, dataKey });
        Object.assign(serverDb, { TEST_SERVER_POSTGRES: postgres, TEST_SERVER_TEMPLATE: template, TEST_SERVER_DATA_KEY: dataKey });
        return template;
      })().catch((error) => {
        console.log(`\n› The test servers' template was not seeded (${error.message}): they seed embedded databases of their own.`);
        return null;
      })
    : null;
if (wants('unit')) {
  await together(vitest('contract unit tests', 'packages/contract'));
  await seeding;
  // The web suite keeps one core busy (one jsdom worker); the API suites, one after the other
  // beside it, mostly wait on the database server.
  if (apiSuites.length) console.log('\n› web unit tests beside the API tests…');
  await together(vitest('web unit and component tests', 'packages/web', serverDb), apiSuites);
} else if (apiSuites.length) await together(apiSuites);
if (wants('e2e')) {
  await seeding;
  if (chromium) await together(vitest('browser tests (Chromium)', 'packages/e2e', serverDb), ...staticChecks);
  else
    results.push({ name: 'browser tests (Chromium): Chromium and fonts-noto-cjk are missing and could not be installed', passed: 0, failed: 1, seconds: '0' });
}

const template = await seeding;
if (template) await dropDatabase(postgres, template).catch(() => {});

const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
// One table of the stages: what ran, its counts and its time (suites side by side overlap).
console.log('\n━━ Stages ━━');
const width = Math.max(...results.map((r) => r.name.length), 5);
console.log(`     ${'stage'.padEnd(width)}  passed  failed  seconds`);
for (const r of results)
  console.log(
    `  ${r.failed ? '✖' : '✔'}  ${r.name.padEnd(width)}  ${String(r.passed).padStart(6)}  ${String(r.failed).padStart(6)}  ${String(r.seconds).padStart(7)}`,
  );
console.log(`     ${'whole run'.padEnd(width)}  ${' '.repeat(14)}  ${String(((Date.now() - started) / 1000).toFixed(0)).padStart(7)}\n`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
