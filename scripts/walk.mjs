// npm run walk: every implemented page in Chromium as admin and as store001, outside `npm test`.
// Starts the built server on a fresh data folder (as the browser tests do), runs the walk
// (packages/e2e/src/walk), prints a table (page, rows seen, load ms, errors) and exits non-zero
// when a page fails. Screenshots land in walk/<account>/<route>.png.
//
//   npm run walk                              admin and store001, every page
//   npm run walk -- --accounts store002       other accounts (demo passwords)
//   npm run walk -- --pages /operate/user     only the routes starting so (comma list)
//   npm run walk -- --hidden                  also the hidden pages (details, forms opened from a list) at ?id=1
//   npm run walk -- --url http://127.0.0.1:8080   a server that is already running (e.g. the scale database)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBuilt, ensureInstalled, root } from './lib.mjs';
import { startServer } from './serverProcess.mjs';

const args = process.argv.slice(2);
const option = (name) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const out = path.join(root, 'walk');

let server = null;
let web = null;
let url = option('url');
if (!url) {
  ensureInstalled();
  ensureBuilt();
  console.log('› Starting a server on a fresh data folder…');
  // It serves a copy of the built web app: a build during the walk would take its chunks away.
  web = fs.mkdtempSync(path.join(os.tmpdir(), 'salon-walk-web-'));
  fs.cpSync(path.join(root, 'packages/web/dist'), web, { recursive: true });
  server = await startServer({ readyPath: '/version.json', requires: ['packages/web/dist/index.html'], env: { WEB_DIST: web } });
  url = server.baseUrl;
}
fs.rmSync(out, { recursive: true, force: true });
fs.mkdirSync(out, { recursive: true });
console.log(`› Walking ${url}…`);
const started = Date.now();
const walk = spawnSync('npx', ['vitest', 'run', '--config', 'walk.config.ts', '--reporter=dot'], {
  cwd: path.join(root, 'packages/e2e'),
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    E2E_BASE_URL: url,
    WALK_DIR: out,
    ...(option('accounts') ? { WALK_ACCOUNTS: option('accounts') } : {}),
    ...(option('pages') ? { WALK_PAGES: option('pages') } : {}),
    ...(args.includes('--hidden') ? { WALK_HIDDEN: '1' } : {}),
  },
});
await server?.stop();
if (web) fs.rmSync(web, { recursive: true, force: true });

let results = [];
try {
  results = JSON.parse(fs.readFileSync(path.join(out, 'results.json'), 'utf8'));
} catch {
  console.error('✖ The walk wrote no results (see the errors above).');
  process.exit(1);
}

// The table: CJK characters take two columns in a terminal.
const width = (text) => [...text].reduce((n, ch) => n + (/[\u1100-\uffff]/.test(ch) ? 2 : 1), 0);
const pad = (text, n) => text + ' '.repeat(Math.max(0, n - width(text)));
const rows = results.map((r) => [
  r.account,
  `${r.route} ${r.title}`,
  r.outcome === 'rows' ? `${r.rows}${r.total ? ` (${r.total})` : ''}` : r.outcome,
  String(r.ms),
  r.errors.length ? r.errors.join('; ') : 'ok',
]);
const head = ['account', 'page', 'rows seen', 'load ms', 'errors'];
const widths = head.map((h, i) => Math.max(width(h), ...rows.map((r) => (i === 4 ? 0 : width(r[i])))));
const line = (cells) => cells.map((c, i) => (i === 4 ? c : pad(c, widths[i]))).join('  ');
console.log(`\n${line(head)}\n${line(widths.map((w) => '─'.repeat(w)))}`);
for (const r of rows) console.log(line(r));
const failed = results.filter((r) => r.errors.length);
const pages = results.length;
const ms = results.map((r) => r.ms).sort((a, b) => a - b);
console.log(
  `\n${pages - failed.length} of ${pages} pages ok, ${failed.length} failed; load median ${ms[Math.floor(ms.length / 2)] ?? 0} ms, slowest ${ms.at(-1) ?? 0} ms; ` +
    `${Math.round((Date.now() - started) / 1000)} s. Screenshots: ${path.relative(process.cwd(), out) || '.'}/<account>/<route>.png`,
);
process.exit(failed.length || walk.status !== 0 ? 1 : 0);
