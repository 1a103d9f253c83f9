import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import type { ServerConfig } from '../config.js';
import { openTestApp, type TestApp } from '../test/harness.js';
import { API_POLICY, consolePolicy, HSTS_VALUE, storageOrigins } from './securityHeaders.js';

/** Security headers (issue 11 item 11) on the console's page and files and on /api answers. */
let t: TestApp;
let dist: string;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  t = await openTestApp();
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'salon-dist-'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>console</title><script type="module" src="/assets/index-1.js"></script>');
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'assets', 'index-1.js'), 'console.log(1)');
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await t?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

async function appWith(config: Partial<ServerConfig>): Promise<FastifyInstance> {
  const app = await buildApp({ ...t.services, config: { ...t.services.config, webDist: dist, ...config } });
  apps.push(app);
  return app;
}

const COMMON = { 'x-frame-options': 'DENY', 'x-content-type-options': 'nosniff', 'referrer-policy': 'same-origin' };

describe('security headers', () => {
  it('the console page and its files: a CSP that allows only this origin’s scripts, no framing, no sniffing, the referrer kept here', async () => {
    const app = await appWith({});
    for (const url of ['/', '/system/manage/user', '/assets/index-1.js']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers, url).toMatchObject({ ...COMMON, 'content-security-policy': consolePolicy([]) });
      expect(response.headers['strict-transport-security'], url).toBeUndefined();
    }
    const csp = consolePolicy([]);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("img-src 'self' data: blob:");
  });

  it('/api answers, refusals and unknown paths included: data only, never a page or a frame', async () => {
    const app = await appWith({});
    for (const [method, url] of [
      ['GET', '/api/mgt/config/city/queryAllOpen'],
      ['POST', '/api/uc/user/login'],
      ['GET', '/api/no/such/path'],
    ] as const) {
      const response = await app.inject({ method, url, ...(method === 'POST' ? { payload: {} } : {}) });
      expect(response.headers, url).toMatchObject({ ...COMMON, 'content-security-policy': API_POLICY });
    }
  });

  it('images and uploads of a configured object store are allowed from its hosts', () => {
    const config = {
      ...t.services.config,
      oss: { host: 'https://salon.oss-cn-shanghai.aliyuncs.com', publicHost: 'https://img.salon.example/', accessKeyId: 'k', accessKeySecret: 's' },
    };
    const origins = storageOrigins(config, {});
    expect(origins).toEqual(['https://salon.oss-cn-shanghai.aliyuncs.com', 'https://img.salon.example']);
    const csp = consolePolicy(origins);
    expect(csp).toContain("img-src 'self' data: blob: https://salon.oss-cn-shanghai.aliyuncs.com https://img.salon.example");
    expect(csp).toContain("connect-src 'self' https://salon.oss-cn-shanghai.aliyuncs.com https://img.salon.example");
    expect(
      storageOrigins(
        { ...t.services.config, oss: undefined },
        { S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's', S3_REGION: 'eu-west-1' },
      ),
    ).toEqual(['https://files.s3.eu-west-1.amazonaws.com']);
  });

  it('HSTS only over TLS: x-forwarded-proto counts only from the proxy TRUST_PROXY names', async () => {
    const behindProxy = await appWith({ trustProxy: 'loopback' });
    const viaProxy = await behindProxy.inject({ method: 'GET', url: '/', headers: { 'x-forwarded-proto': 'https' }, remoteAddress: '127.0.0.1' });
    expect(viaProxy.headers['strict-transport-security']).toBe(HSTS_VALUE);
    const api = await behindProxy.inject({
      method: 'GET',
      url: '/api/mgt/config/city/queryAllOpen',
      headers: { 'x-forwarded-proto': 'https' },
      remoteAddress: '127.0.0.1',
    });
    expect(api.headers['strict-transport-security']).toBe(HSTS_VALUE);
    // The same header from anyone else is not believed, nor is it without TRUST_PROXY.
    const forged = await behindProxy.inject({ method: 'GET', url: '/', headers: { 'x-forwarded-proto': 'https' }, remoteAddress: '192.0.2.10' });
    expect(forged.headers['strict-transport-security']).toBeUndefined();
    const direct = await appWith({ trustProxy: false });
    const ignored = await direct.inject({ method: 'GET', url: '/', headers: { 'x-forwarded-proto': 'https' }, remoteAddress: '127.0.0.1' });
    expect(ignored.headers['strict-transport-security']).toBeUndefined();
  });
});
