// Shared by start, build and test: runs steps, installs what is missing, builds when stale.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export const root = path.resolve(import.meta.dirname, '..');

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env, ...options });
  return result.status ?? 1;
}

export function mustRun(command, args, options) {
  const status = run(command, args, options);
  if (status !== 0) {
    console.error(`\n✖ ${command} ${args.join(' ')} failed (exit ${status})`);
    process.exit(status);
  }
}

function newest(dir, skip = /node_modules|dist|\.tsbuildinfo/) {
  let latest = 0;
  if (!fs.existsSync(dir)) return latest;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (skip.test(entry.name)) continue;
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full, skip) : fs.statSync(full).mtimeMs);
  }
  return latest;
}

/** npm install when node_modules is missing or older than package.json / the lockfile. */
export function ensureInstalled() {
  const marker = path.join(root, 'node_modules', '.package-lock.json');
  const wanted = Math.max(
    ...['package.json', 'package-lock.json', ...['contract', 'server', 'web', 'e2e'].map((p) => `packages/${p}/package.json`)].map((f) =>
      fs.existsSync(path.join(root, f)) ? fs.statSync(path.join(root, f)).mtimeMs : 0,
    ),
  );
  if (fs.existsSync(marker) && fs.statSync(marker).mtimeMs >= wanted) return;
  console.log('› Installing dependencies (npm install)…');
  mustRun('npm', ['install', '--no-audit', '--no-fund']);
  const now = new Date();
  fs.utimesSync(marker, now, now);
}

const stamp = path.join(root, 'node_modules', '.salon-build-stamp');

/** Builds contract + server (tsc) and the web app (vite) when any source is newer than the last build. */
export function ensureBuilt({ force = false } = {}) {
  const sources = Math.max(newest(path.join(root, 'packages')), fs.statSync(path.join(root, 'package.json')).mtimeMs);
  const built =
    fs.existsSync(stamp) && fs.existsSync(path.join(root, 'packages/web/dist/index.html')) && fs.existsSync(path.join(root, 'packages/server/dist/main.js'))
      ? fs.statSync(stamp).mtimeMs
      : 0;
  if (!force && built >= sources) return;
  build();
}

export function build() {
  console.log('› Building contract and server (tsc)…');
  mustRun('npx', ['tsc', '-b', 'packages/contract', 'packages/server']);
  console.log('› Building the web app (vite)…');
  mustRun('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: path.join(root, 'packages/web') });
  precompress(path.join(root, 'packages/web/dist'));
  fs.writeFileSync(stamp, new Date().toISOString());
}

/**
 * Brotli and gzip copies beside every script, style and document of the built app: the server
 * (@fastify/static, preCompressed) sends the smallest one the browser accepts.
 */
function precompress(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) precompress(full);
    else if (/\.(js|css|html|svg|json)$/.test(entry.name)) {
      const body = fs.readFileSync(full);
      if (body.length < 1024) continue;
      fs.writeFileSync(
        `${full}.br`,
        zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
      );
      fs.writeFileSync(`${full}.gz`, zlib.gzipSync(body, { level: 9 }));
    }
  }
}
