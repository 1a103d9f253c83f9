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

/**
 * `dataDir`: an existing data folder to serve (kept on stop); by default a fresh one (removed on stop).
 */
export async function startServer({
  env = {},
  readyPath = '/api/mgt/config/city/queryAllOpen',
  requires = [],
  dataDir: givenDataDir,
  startTimeoutMs = 240_000,
} = {}) {
  for (const f of ['packages/server/dist/main.js', ...requires]) {
    if (!fs.existsSync(path.join(root, f))) throw new Error(`missing ${f}: run npm run build first`);
  }
  const port = await freePort();
  const dataDir = givenDataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'salon-server-'));
  const child = spawn('node', [path.join(root, 'packages/server/dist/main.js')], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DEV_ROUTES: '1', DEV_SMS_OUTBOX: '1', LOG_LEVEL: 'warn', ...env },
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
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => setTimeout(r, 500));
      if (!givenDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
